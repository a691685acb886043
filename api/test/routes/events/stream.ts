import type { FastifyInstance } from 'fastify';
import { accountId, type Client, LINK } from '../backoffice/helpers';

export interface Received {
  /** `change`, or `refresh` when the client must refetch everything. */
  event: string;
  id?: string;
  data: { topic?: string; entity?: string; id?: number | null; status?: string };
}

export interface Stream {
  received: Received[];
  /** Resolves once an event matches (or rejects when the stream ends first). */
  until(match: (e: Received) => boolean): Promise<Received[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Parses SSE text into events (comments and `retry:` skipped). */
function parse(block: string): Received | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length ? { event, id, data: JSON.parse(data.join('\n')) } : undefined;
}

/** Opens `GET /api/events/` over real HTTP (a stream never ends, so inject cannot read it). */
export async function openStream(
  app: FastifyInstance,
  access: string,
  lastEventId?: string,
): Promise<Stream> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${access}`, accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`http://127.0.0.1:${port}/api/events/`, { headers, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`events: ${res.status}`);
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: over } = await reader.read();
        if (over) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const event = parse(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (event) received.push(event);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    received,
    ended,
    close: () => abort.abort(),
    until: (match) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.some(match)) {
            waiters.delete(check);
            resolve(received);
          } else if (done) {
            waiters.delete(check);
            reject(new Error(`stream ended; got ${JSON.stringify(received)}`));
          }
        };
        waiters.add(check);
        check();
      }),
  };
}

/** A cash flow of the demo player's account 23 (a money write: one live event); its id. */
export async function newCashFlow(app: FastifyInstance, player: Client, amount = '10.00'): Promise<number> {
  const res = await player.post('/api/accounting/cashflow/', {
    account_record: await accountId(app, 'player', 23),
    amount,
    is_payout: false,
    comment: LINK,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}
