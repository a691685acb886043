import { PERMISSIONS } from '@fund/shared/permissions';
import { videoListQuerySchema, videoRatingSchema } from '@fund/shared/schemas/video';
import * as answers from '@fund/shared/schemas/video-responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { videoTtlSeconds } from '../../auth/tokens';
import { sendByteRange } from '../../lib/http-range';
import { forbidden, HttpError, notFound, TEXT, tokenNotValid } from '../../plugins/errors';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { idParams, parseInput } from '../../plugins/validation';
import { mediaStorage } from '../../storage';
import { texts } from '../../texts';
import {
  getVideo,
  listNames,
  listVideos,
  rateVideo,
  toggleWatched,
  userHasPermission,
  videoFile,
} from './repository';

const NUMERIC = /^-?\d+(\.\d+)?$/;
const IDS = ['authorId', 'tagId', 'levelId'] as const;
const NUMBERS = ['offset', 'limit'] as const;

/** A query-string value as the shared schema expects it: numbers where the text is a number. */
const toNumber = (value: unknown) =>
  typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;

/**
 * The raw query (repeated keys arrive as arrays, single ones as strings) converted explicitly
 * for `videoListQuerySchema`; anything not numeric stays a string so the schema names the error.
 */
function normalizeListQuery(raw: unknown): Record<string, unknown> {
  const query: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const key of IDS) {
    const value = query[key];
    if (value === undefined) continue;
    query[key] = (Array.isArray(value) ? value : [value]).map(toNumber);
  }
  for (const key of NUMBERS) {
    if (query[key] !== undefined) query[key] = toNumber(query[key]);
  }
  return query;
}

const BASE = '/api/videogallery';
const config = { permission: 'video' } as const;
const tags = ['video'];

function registerVideoCatalog(app: FastifyInstance): void {
  app.get(
    `${BASE}/videos/`,
    {
      config,
      schema: doc({ tags, querystring: videoListQuerySchema, count: true, data: answers.videos }),
      // Before the check: the query's texts become the numbers and lists the schema reads.
      // (Typed as the checked query already: the check that makes it so runs next.)
      preValidation: async (request) => {
        request.query = normalizeListQuery(request.query) as typeof request.query;
      },
    },
    async (request, reply) => {
      const { rows, count } = await listVideos(app.db, request.user.id, request.query);
      return ok(reply, rows, count);
    },
  );

  app.get(
    `${BASE}/videos/:id/info/`,
    { config, schema: doc({ tags, params: idParams, data: answers.video }) },
    async (request, reply) => {
      const video = await getVideo(app.db, request.user.id, request.params.id);
      if (!video) throw notFound(texts.video.notFound);
      return ok(reply, video);
    },
  );

  app.post(
    `${BASE}/videos/:id/watched/`,
    { config, schema: doc({ tags, params: idParams, data: answers.videoWatched }) },
    async (request, reply) => {
      const id = request.params.id;
      const watched = await toggleWatched(app.db, request.user.id, id);
      if (watched === undefined) throw notFound(texts.video.notFound);
      return ok(reply, { id, watched });
    },
  );

  app.post(
    `${BASE}/videos/:id/rating/`,
    {
      config,
      schema: doc({ tags, params: idParams, body: videoRatingSchema, data: answers.videoRatingResult }),
    },
    async (request, reply) => {
      const id = request.params.id;
      const { rating } = request.body;
      const result = await rateVideo(app.db, request.user.id, id, rating);
      if (!result) throw notFound(texts.video.notFound);
      return ok(reply, result);
    },
  );

  app.get(
    `${BASE}/authors/`,
    { config, schema: doc({ tags, data: answers.videoRefItems }) },
    async (_request, reply) => ok(reply, await listNames(app.db, 'video_authors')),
  );
  app.get(
    `${BASE}/tags/`,
    { config, schema: doc({ tags, data: answers.videoRefItems }) },
    async (_request, reply) => ok(reply, await listNames(app.db, 'video_tags')),
  );
  app.get(
    `${BASE}/levels/`,
    { config, schema: doc({ tags, data: answers.videoRefItems }) },
    async (_request, reply) => ok(reply, await listNames(app.db, 'video_levels')),
  );
}

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
  // The token first (401), then the path (400): this public route checks by hand.
  const videoId = parseInput(idParams, { ...(request.params as object) }).id;
  if (claims.video_id !== videoId) throw tokenNotValid();
  const allowed = await userHasPermission(app.db, claims.user_id, PERMISSIONS.video);
  if (allowed === undefined) throw tokenNotValid();
  if (!allowed) throw forbidden();
  return videoId;
}

/** The clip's bytes; 404 when it disappeared between the size and the read. */
async function readOrGone<T>(stream: Promise<T | undefined>): Promise<T> {
  const body = await stream;
  if (!body) throw notFound(texts.video.fileNotFound);
  return body;
}

function registerVideoStream(app: FastifyInstance): void {
  // The player asks for a stream token with its Bearer access token, then puts it in the <video src>.
  app.post(
    '/api/videogallery/videos/:id/stream-token/',
    {
      config: { permission: 'video' },
      schema: doc({ tags: ['video'], params: idParams, data: answers.streamToken }),
    },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await videoFile(app.db, id))) throw notFound(texts.video.notFound);
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
      if (!file || !SAFE_NAME.test(file.file_name)) throw notFound(texts.video.notFound);
      const storage = mediaStorage();
      const size = await storage.size(file.file_name);
      if (size === undefined) throw notFound(texts.video.fileNotFound);
      reply.headers({
        'accept-ranges': 'bytes',
        'content-type': file.content_type,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'cross-origin-resource-policy': 'same-origin',
        'content-disposition': 'inline',
      });
      return sendByteRange(reply, request.headers.range, size, (span) =>
        readOrGone(storage.read(file.file_name, span)),
      );
    },
  );
}

/** Video gallery (spec 02 §2, §7): catalogue, watched flag, ratings and the authorised stream. */
export async function register(app: FastifyInstance): Promise<void> {
  registerVideoCatalog(app);
  registerVideoStream(app);
}
