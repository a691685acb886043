import { PERMISSIONS } from '@fund/shared/permissions';
import { streamToken } from '@fund/shared/schemas/video-responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { videoTtlSeconds } from '../../auth/tokens';
import { forbidden, HttpError, notFound, TEXT, tokenNotValid } from '../../plugins/errors';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { idParams } from '../../plugins/validation';
import { mediaStorage } from '../../storage';
import { videoIdParam } from './query';
import { parseRange } from './range';
import { userHasPermission, videoFile } from './repository';

const SAFE_NAME = /^[A-Za-z0-9_-]+\.webm$/;

/**
 * A `<video src>` cannot send an Authorization header, so a token comes in the query: a stream
 * token minted by `POST .../videos/{id}/stream-token/` for this one video (5 minutes), never the
 * access token (which would then sit in URLs, histories and logs while opening every route).
 * The global hook is skipped (`public`) and the checks run here: a valid stream token of this
 * video (401 otherwise: an access or refresh token, another video's token), an active user
 * (401), then the video permission (403).
 */
async function authorize(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const { token } = request.query as { token?: unknown };
  if (token === undefined || token === '') throw new HttpError(401, TEXT.notAuthenticated);
  if (typeof token !== 'string') throw tokenNotValid();
  const claims = app.tokens.verify(token, 'video');
  if (!claims) throw tokenNotValid();
  const videoId = videoIdParam(request.params);
  if (claims.video_id !== videoId) throw tokenNotValid();
  const allowed = await userHasPermission(app.db, claims.user_id, PERMISSIONS.video);
  if (allowed === undefined) throw tokenNotValid();
  if (!allowed) throw forbidden();
  return videoId;
}

/** The clip's bytes; 404 when it disappeared between the size and the read. */
async function readOrGone<T>(stream: Promise<T | undefined>): Promise<T> {
  const body = await stream;
  if (!body) throw notFound('Файл видеозаписи не найден.');
  return body;
}

export function registerVideoStream(app: FastifyInstance): void {
  // The player asks for a stream token with its Bearer access token, then puts it in the <video src>.
  app.post(
    '/api/videogallery/videos/:id/stream-token/',
    {
      config: { permission: 'video' },
      schema: doc({ tags: ['video'], params: idParams, data: streamToken }),
    },
    async (request, reply) => {
      const id = videoIdParam(request.params);
      if (!(await videoFile(app.db, id))) throw notFound('Видеозапись не найдена.');
      const { token } = app.tokens.issueVideo(request.user.id, id);
      return ok(reply, { token, expires_in: videoTtlSeconds() });
    },
  );

  // logLevel 'warn': the request log line would carry the token in the URL.
  app.get(
    '/api/videogallery/videos_auth/:id/',
    { config: { public: true }, logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      const id = await authorize(app, request);
      const file = await videoFile(app.db, id);
      if (!file || !SAFE_NAME.test(file.file_name)) throw notFound('Видеозапись не найдена.');
      const storage = mediaStorage();
      const size = await storage.size(file.file_name);
      if (size === undefined) throw notFound('Файл видеозаписи не найден.');
      reply.headers({
        'accept-ranges': 'bytes',
        'content-type': file.content_type,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'cross-origin-resource-policy': 'same-origin',
        'content-disposition': 'inline',
      });
      const range = parseRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .headers({ 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8' })
          .send({ detail: 'Запрошенный диапазон недоступен.' });
      }
      if (range.kind === 'full') {
        const body = await readOrGone(storage.read(file.file_name));
        return reply.code(200).header('content-length', size).send(body);
      }
      const { start, end } = range;
      const body = await readOrGone(storage.read(file.file_name, { start, end }));
      reply.headers({ 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
      return reply.code(206).send(body);
    },
  );
}
