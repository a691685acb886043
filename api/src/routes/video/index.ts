import type { FastifyInstance } from 'fastify';
import { registerVideoCatalog } from './catalog';
import { registerVideoStream } from './stream';

/** Video gallery (spec 02 §2, §7): catalogue, watched flag, ratings and the authorised stream. */
export async function register(app: FastifyInstance): Promise<void> {
  registerVideoCatalog(app);
  registerVideoStream(app);
}
