import { api, apiBase } from '@fund/shared/api';
import type { StreamToken } from '@fund/shared/schemas/video-responses';
import { VIDEO_API } from '../../../api/keys';

/**
 * The stream of spec 02 §7: a `<video>` cannot send a header, so a token goes in the query
 * string. It is a stream token of this one video (minted by `streamToken`, 5 minutes), never
 * the access token: the URL ends up in history and logs, where it must open nothing else.
 */
export function streamUrl(id: number, token: string | null): string {
  return `${apiBase()}/api/videogallery/videos_auth/${id}/?token=${encodeURIComponent(token ?? '')}`;
}

/** POST …/videos/{id}/stream-token/ with the access token (refreshed once on a 401 by the client). */
export async function streamToken(id: number): Promise<string> {
  const { token } = await api.post<StreamToken>(`${VIDEO_API}/videos/${id}/stream-token/`, undefined, {
    silent: true,
  });
  return token;
}
