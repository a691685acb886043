import { videoListQuerySchema, videoRatingSchema } from '@fund/shared/schemas/video';
import * as answers from '@fund/shared/schemas/video-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { notFound, ok } from '../../plugins/reply';
import { idParams, parseBody, parseQuery } from '../../plugins/validation';
import { normalizeListQuery, videoIdParam } from './query';
import { getVideo, listNames, listVideos, rateVideo, toggleWatched } from './repository';

const BASE = '/api/videogallery';
const config = { permission: 'video' } as const;
const tags = ['video'];

export function registerVideoCatalog(app: FastifyInstance): void {
  app.get(
    `${BASE}/videos/`,
    { config, schema: doc({ tags, querystring: videoListQuerySchema, count: true, data: answers.videos }) },
    async (request, reply) => {
      const query = parseQuery(videoListQuerySchema, normalizeListQuery(request.query));
      const { rows, count } = await listVideos(app.db, request.user.id, query);
      return ok(reply, rows, count);
    },
  );

  app.get(
    `${BASE}/videos/:id/info/`,
    { config, schema: doc({ tags, params: idParams, data: answers.video }) },
    async (request, reply) => {
      const video = await getVideo(app.db, request.user.id, videoIdParam(request.params));
      if (!video) throw notFound('Видеозапись не найдена.');
      return ok(reply, video);
    },
  );

  app.post(
    `${BASE}/videos/:id/watched/`,
    { config, schema: doc({ tags, params: idParams, data: answers.videoWatched }) },
    async (request, reply) => {
      const id = videoIdParam(request.params);
      const watched = await toggleWatched(app.db, request.user.id, id);
      if (watched === undefined) throw notFound('Видеозапись не найдена.');
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
      const id = videoIdParam(request.params);
      const { rating } = parseBody(videoRatingSchema, request.body);
      const result = await rateVideo(app.db, request.user.id, id, rating);
      if (!result) throw notFound('Видеозапись не найдена.');
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
