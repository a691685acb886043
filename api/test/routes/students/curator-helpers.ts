import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, login } from '../../helpers/app';

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** Signs in once and returns a caller for that user. */
export async function callerFor(app: FastifyInstance, username: string): Promise<Caller> {
  const { access } = await login(app, username);
  return (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: bearer(access),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function userId(app: FastifyInstance, username: string): Promise<number> {
  const row = await app.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return row!.id;
}

export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const row = await app.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

export const FORBIDDEN = { detail: 'У вас недостаточно прав для выполнения данного действия.' };
