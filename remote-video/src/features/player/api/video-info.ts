import { api } from '@fund/shared/api';
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

const patchInfo = (client: QueryClient, id: string, patch: Partial<Video>) => {
  client.setQueryData<Video>(videoKeys.detail(id), (old) => (old ? { ...old, ...patch } : old));
  return client.invalidateQueries({ queryKey: videoKeys.lists() });
};

/** POST …/watched/ toggles the flag (spec 02 §4); the lists are refetched for the mark. */
export const toggleWatchedMutation = (client: QueryClient, id: string) =>
  mutationOptions({
    mutationFn: () => api.post<VideoWatched>(`${VIDEO_API}/videos/${encodeURIComponent(id)}/watched/`),
    onSuccess: (result) => patchInfo(client, id, { watched: result.watched }),
  });

/** POST …/rating/ {rating} sets the caller's rating and answers the new average. */
export const rateMutation = (client: QueryClient, id: string) =>
  mutationOptions({
    mutationFn: (rating: number) =>
      api.post<VideoRatingResult>(`${VIDEO_API}/videos/${encodeURIComponent(id)}/rating/`, { rating }),
    onSuccess: (result) =>
      patchInfo(client, id, {
        user_rating: result.user_rating,
        avg_rating: result.avg_rating,
        ratings_count: result.ratings_count,
      }),
  });
