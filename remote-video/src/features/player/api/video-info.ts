import { api, useAction } from '@fund/shared/api';
import type { Video, VideoRatingResult, VideoWatched } from '@fund/shared/schemas/video';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { VIDEO_API, videoKeys } from '../../../api/keys';

/** GET …/videos/{id}/info/; silent because a failure sends the user back to the list with it. */
export const videoInfoQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<Video>(`${VIDEO_API}/videos/${encodeURIComponent(id)}/info/`, { signal, silent: true }),
  });

/** The answer's figures into the video's details; the lists are what the action `changes`. */
const patchInfo = (id: string, client: QueryClient, patch: Partial<Video>) =>
  client.setQueryData<Video>(videoKeys.detail(id), (old) => (old ? { ...old, ...patch } : old));

/** POST …/watched/ toggles the flag (spec 02 §4); the lists are refetched for the mark. */
export const useToggleWatched = (id: string) =>
  useAction({
    request: (_: undefined, options) =>
      api.post<VideoWatched>(`${VIDEO_API}/videos/${encodeURIComponent(id)}/watched/`, undefined, options),
    update: (result, client) => patchInfo(id, client, { watched: result.watched }),
    changes: [videoKeys.lists()],
  });

/**
 * POST …/rating/ {rating} sets the caller's rating and answers the new average. A plain mutation, not
 * `useAction`: a changed rating must not be dropped as a double click is (docs/ux-decisions.md).
 */
export const rateMutation = (client: QueryClient, id: string) =>
  mutationOptions({
    mutationFn: (rating: number) =>
      api.post<VideoRatingResult>(`${VIDEO_API}/videos/${encodeURIComponent(id)}/rating/`, { rating }),
    onSuccess: (result) => {
      patchInfo(id, client, {
        user_rating: result.user_rating,
        avg_rating: result.avg_rating,
        ratings_count: result.ratings_count,
      });
      return client.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
