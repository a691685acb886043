import type { FastifyInstance } from 'fastify';
import { bearer, login } from '../../helpers/app';

export const BASE = '/api/videogallery';

/** GET with a token; returns status and parsed JSON body. */
export async function getJson(app: FastifyInstance, access: string, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: bearer(access) });
  return { status: res.statusCode, body: res.json() };
}

export async function accessOf(app: FastifyInstance, username: string): Promise<string> {
  return (await login(app, username)).access;
}

/** Snapshot of the per-user video state, to assert a refused request changed nothing. */
export const stateSnapshot = (app: FastifyInstance) =>
  app.db.query('SELECT user_id, video_id, watched, rating FROM video_user_state ORDER BY user_id, video_id');
