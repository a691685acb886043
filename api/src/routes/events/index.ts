import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { LiveHub } from './hub';
import { eventTexts } from './texts';

const LAST_ID = /^\d{1,15}$/;

/** `Last-Event-ID` as a number, or undefined when absent or not an id we gave. */
function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' && LAST_ID.test(header) ? Number(header) : undefined;
}

/** What is left of the access token that opened the stream (the auth hook has checked it). */
function tokenLeftMs(app: FastifyInstance, request: FastifyRequest): number {
  const token = request.headers.authorization?.split(' ')[1] ?? '';
  const exp = app.tokens.verify(token, 'access')?.exp ?? 0;
  return exp * 1000 - app.now().getTime();
}

/**
 * `GET /api/events/`: the signed-in user's live events as Server-Sent Events (issue 39,
 * docs/api.md "Live events"). Authorised by the one auth hook like every route (Authorization
 * header; never a token in the URL). Each event names what changed (`topic`, `entity`, `id`);
 * the client refetches through the ordinary routes. The stream ends with the access token, so the
 * client comes back with the refreshed one and `Last-Event-ID`.
 */
export async function register(app: FastifyInstance): Promise<void> {
  const hub = new LiveHub(app.db, (id) => loadAuthUser(app.db, id));
  await hub.start();
  app.decorate('liveHub', hub);
  app.addHook('preClose', () => hub.stop());

  // Not in the OpenAPI document (an event stream, no JSON answer), like the video stream.
  app.get('/api/events/', { schema: { hide: true } }, async (request, reply) => {
    if (!request.headers.accept?.includes('text/event-stream')) {
      throw new HttpError(406, eventTexts.notEventStream);
    }
    const raw = reply.raw;
    reply.hijack();
    // What the hooks set (CORS), then the stream's own headers.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx: pass each event on at once (docker/nginx conf turns buffering off too).
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();
    const close = await hub.open(
      request.user,
      {
        write: (text) => raw.write(text),
        unsent: () => raw.writableLength,
        end: () => raw.end(),
      },
      tokenLeftMs(app, request),
      lastEventId(request),
    );
    raw.on('close', close);
    if (raw.destroyed) close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of this process (routes/events/hub.ts). */
    liveHub: LiveHub;
  }
}
