import { apiBase } from '@fund/shared/api';

/**
 * The stream of spec 02 §7: a `<video>` cannot send a header, so the access token goes in the
 * query string (the API checks it and the video permission, and answers Range requests).
 */
export function streamUrl(id: number, token: string | null): string {
  return `${apiBase()}/api/videogallery/videos_auth/${id}/?token=${encodeURIComponent(token ?? '')}`;
}
