import { api, type Listed } from '@fund/shared/api';
import type { Video, VideoListQueryInput, VideoRefItem } from '@fund/shared/schemas/video';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { VIDEO_API, videoKeys } from '../../../api/keys';

/** GET /api/videogallery/videos/ (repeated authorId, tagId, levelId) → data and count. */
export const videoListQuery = (query: VideoListQueryInput) =>
  queryOptions({
    queryKey: videoKeys.list(query),
    queryFn: ({ signal }) => api.get<Listed<Video[]>>(`${VIDEO_API}/videos/`, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Authors, tags and levels for the filters: lists of id and name, rarely changing. */
export const referenceQuery = (kind: 'authors' | 'tags' | 'levels') =>
  queryOptions({
    queryKey: videoKeys.references(kind),
    queryFn: ({ signal }) => api.get<VideoRefItem[]>(`${VIDEO_API}/${kind}/`, { signal }),
    staleTime: 5 * 60_000,
  });
