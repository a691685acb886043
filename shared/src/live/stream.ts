import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import type { LiveChange } from './topics';

export interface LiveHandlers {
  change(change: LiveChange): void;
  /** The server cannot say what was missed: refetch everything. */
  refresh(): void;
  /** The stream is open (true) or down and retrying (false). */
  state(up: boolean): void;
  /** The token was refused: get a fresh one (the stream restarts when the session has it). */
  unauthorized(): void;
}

class Refused extends Error {}
class Ended extends Error {}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Waits 1, 2, 4 … 30 s (with jitter, so a server's restart is not met by every tab at once). */
export const backoffMs = (attempt: number, random = Math.random): number =>
  Math.round(Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + random() / 2));

/**
 * Opens `GET /api/events/` with the Authorization header (a fetch-based client: never a token in
 * the URL), reconnects with backoff sending `Last-Event-ID`, and stops on a refused token (the
 * caller restarts it with the refreshed one). Returns the function that closes it.
 */
export function openLiveStream(
  url: string,
  token: string,
  lastEventId: { current: string | undefined },
  on: LiveHandlers,
): () => void {
  const abort = new AbortController();
  let attempt = 0;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  // Lower case: the library sets the same header itself on its own retries.
  if (lastEventId.current) headers['last-event-id'] = lastEventId.current;
  void fetchEventSource(url, {
    headers,
    signal: abort.signal,
    // A hidden tab keeps its stream: coming back to it shows current data at once.
    openWhenHidden: true,
    async onopen(response) {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith(EventStreamContentType)) {
        attempt = 0;
        on.state(true);
        return;
      }
      throw response.status === 401 ? new Refused() : new Error(`events: ${response.status}`);
    },
    onmessage(message) {
      if (message.id) lastEventId.current = message.id;
      if (message.event === 'refresh') on.refresh();
      else if (message.event === 'change') on.change(JSON.parse(message.data) as LiveChange);
    },
    onclose() {
      // The server ends a stream with its access token: come back (with the new one if refused).
      throw new Ended();
    },
    onerror(error) {
      if (abort.signal.aborted) throw error;
      on.state(false);
      if (error instanceof Refused) {
        on.unauthorized();
        throw error;
      }
      if (error instanceof Ended && attempt === 0) {
        attempt = 1;
        return 0;
      }
      return backoffMs(attempt++);
    },
  }).catch(() => undefined);
  return () => abort.abort();
}
