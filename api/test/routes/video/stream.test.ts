import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../helpers/app';
import { stateSnapshot } from './helpers';

let app: FastifyInstance;
let clock: Date;
let access: string;
/** A stream token of `videoId` for player. */
let token: string;
let videoId: number;
let file: Buffer;

beforeAll(async () => {
  clock = new Date();
  app = await buildTestApp({ now: () => clock });
  access = (await login(app, 'player')).access;
  const row = await app.db.one<{ id: number; file_name: string }>(
    'SELECT id, file_name FROM videos ORDER BY id LIMIT 1',
  );
  videoId = row!.id;
  token = (await mint(videoId)).json().data.token;
  file = readFileSync(path.join(__dirname, '../../../media', row!.file_name));
});
afterAll(async () => {
  await app?.close();
});

/** POST …/videos/{id}/stream-token/ with a Bearer access token. */
const mint = (id: number | string, bearerToken = access) =>
  app.inject({
    method: 'POST',
    url: `/api/videogallery/videos/${id}/stream-token/`,
    headers: { authorization: `Bearer ${bearerToken}` },
  });
const mintFor = async (username: string, id = videoId) =>
  (await mint(id, (await login(app, username)).access)).json().data.token as string;

/** `queryToken` null: no token in the query at all. */
const url = (queryToken: string | null = token, id: number | string = videoId) =>
  `/api/videogallery/videos_auth/${id}/${queryToken === null ? '' : `?token=${encodeURIComponent(queryToken)}`}`;
const stream = (range?: string, queryToken?: string | null, id?: number | string) =>
  app.inject({ method: 'GET', url: url(queryToken, id), headers: range ? { range } : {} });
const NOT_VALID = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

describe('GET /api/videogallery/videos_auth/{id}/ ranges', () => {
  test('no Range: the whole clip, 200, WebM, nosniff, Accept-Ranges', async () => {
    const res = await stream();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(file.length);
    expect(res.rawPayload.equals(file)).toBe(true);
    // A real WebM: the EBML magic.
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  test('HEAD answers the headers without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(0);
    expect((await app.inject({ method: 'HEAD', url: url(null) })).statusCode).toBe(401);
  });

  test('first bytes', async () => {
    const res = await stream('bytes=0-99');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${file.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(file.subarray(0, 100))).toBe(true);
  });

  test('a middle range and an open-ended one', async () => {
    const res = await stream('bytes=1000-1999');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(res.rawPayload.equals(file.subarray(1000, 2000))).toBe(true);
    const tail = await stream(`bytes=${file.length - 10}-`);
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${file.length - 10}-${file.length - 1}/${file.length}`);
    expect(tail.rawPayload.equals(file.subarray(file.length - 10))).toBe(true);
  });

  test('a suffix range gives the last n bytes; an end past the file is clipped', async () => {
    const res = await stream('bytes=-500');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${file.length - 500}-${file.length - 1}/${file.length}`);
    expect(res.headers['content-length']).toBe('500');
    expect(res.rawPayload.equals(file.subarray(file.length - 500))).toBe(true);
    const clipped = await stream(`bytes=10-${file.length + 1000}`);
    expect(clipped.headers['content-range']).toBe(`bytes 10-${file.length - 1}/${file.length}`);
    const whole = await stream(`bytes=-${file.length * 2}`);
    expect(whole.rawPayload.equals(file)).toBe(true);
  });

  test.each([`bytes=FILE-`, 'bytes=500-100', 'bytes=-0', 'bytes=abc', 'bytes=-'])(
    'unsatisfiable or invalid %s → 416 with bytes */size',
    async (range) => {
      const res = await stream(range.replace('FILE', String(file.length)));
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${file.length}`);
      expect(res.json()).toEqual({ detail: 'Запрошенный диапазон недоступен.' });
    },
  );

  test('another unit or several ranges: the whole file (Range may be ignored)', async () => {
    for (const range of ['items=0-5', 'bytes=0-5,10-20']) {
      const res = await stream(range);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(file.length);
    }
  });
});

describe('stream tokens and permission', () => {
  test('missing token → 401 not authenticated', async () => {
    const res = await stream(undefined, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Учетные данные не были предоставлены.' });
  });

  test('an Authorization header alone does not open the stream (the query token is the scheme)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: url(null),
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.statusCode).toBe(401);
  });

  test('minting: 200 with a token for that video, 5 minutes; 401 without a token', async () => {
    const res = await mint(videoId);
    expect(res.statusCode).toBe(200);
    const { token: minted, expires_in } = res.json().data;
    expect(expires_in).toBe(300);
    const claims = JSON.parse(Buffer.from(minted.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ token_type: 'video', video_id: videoId });
    expect(claims.exp - claims.iat).toBe(300);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/videogallery/videos/${videoId}/stream-token/`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test.each([
    ['garbage', () => 'not-a-token'],
    ['tampered', () => `${token.slice(0, -3)}abc`],
    ['the full access token', () => access],
  ])('%s in the query → 401 token_not_valid', async (_name, queryToken) => {
    const res = await stream(undefined, queryToken());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  test('a refresh token in the query → 401', async () => {
    const { refresh } = await login(app, 'player');
    expect((await stream(undefined, refresh)).statusCode).toBe(401);
  });

  test("another video's token → 401: a stream token opens one video", async () => {
    const other = await app.db.one<{ id: number }>('SELECT id FROM videos WHERE id <> $1 LIMIT 1', [videoId]);
    expect((await stream('bytes=0-0', token, other!.id)).json()).toEqual(NOT_VALID);
    const otherToken = (await mint(other!.id)).json().data.token;
    expect((await stream('bytes=0-0', otherToken, other!.id)).statusCode).toBe(206);
  });

  test('a stream token is useless as a Bearer token anywhere else', async () => {
    const headers = { authorization: `Bearer ${token}` };
    for (const path of [
      '/api/users/current/',
      '/api/videogallery/videos/',
      `/api/videogallery/videos/${videoId}/info/`,
    ]) {
      const res = await app.inject({ method: 'GET', url: path, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_VALID);
    }
    expect((await mint(videoId, token)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } }))
        .statusCode,
    ).toBe(401);
  });

  test('an expired stream token → 401, a fresh one works again', async () => {
    const minted = (await mint(videoId)).json().data.token;
    const saved = clock;
    clock = new Date(saved.getTime() + 5 * 60 * 1000 + 1000);
    try {
      expect((await stream(undefined, minted)).statusCode).toBe(401);
    } finally {
      clock = saved;
    }
    expect((await stream('bytes=0-0', minted)).statusCode).toBe(206);
  });

  test('a stream token issued in the future → 401', async () => {
    const saved = clock;
    clock = new Date(saved.getTime() + 60 * 60 * 1000);
    const future = (await mint(videoId, (await login(app, 'player')).access)).json().data.token;
    clock = saved;
    expect((await stream('bytes=0-0', future)).statusCode).toBe(401);
  });

  test('a deactivated user → 401', async () => {
    const minted = await mintFor('mikhail.orlov');
    await app.db.query("UPDATE users SET is_active = false WHERE username = 'mikhail.orlov'");
    await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
    expect((await stream(undefined, minted)).statusCode).toBe(401);
  });

  test('a user without the video permission → 403 on the stream and on every catalogue route', async () => {
    const { access: sergey } = await login(app, 'sergey.volkov');
    const minted = (await mint(videoId, sergey)).json().data.token;
    await app.db.query(
      `DELETE FROM user_permissions WHERE permission = $1 AND user_id = (SELECT id FROM users WHERE username = 'sergey.volkov')`,
      [PERMISSIONS.video],
    );
    await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
    const before = await stateSnapshot(app);
    const res = await stream(undefined, minted);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'У вас недостаточно прав для выполнения данного действия.' });
    expect((await mint(videoId, sergey)).statusCode).toBe(403);
    const headers = { authorization: `Bearer ${sergey}` };
    for (const path of ['videos/', `videos/${videoId}/info/`, 'authors/', 'tags/', 'levels/']) {
      const r = await app.inject({ method: 'GET', url: `/api/videogallery/${path}`, headers });
      expect(r.statusCode).toBe(403);
    }
    for (const path of [`videos/${videoId}/watched/`, `videos/${videoId}/rating/`]) {
      const r = await app.inject({
        method: 'POST',
        url: `/api/videogallery/${path}`,
        headers,
        payload: { rating: 5 },
      });
      expect(r.statusCode).toBe(403);
    }
    expect(await stateSnapshot(app)).toEqual(before);
  });

  test('bad and unknown ids: 400 and 404', async () => {
    const bad = await stream(undefined, token, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      error: { messages: [], fields: { id: ['Некорректный идентификатор'] } },
    });
    expect((await mint('abc')).statusCode).toBe(400);
    expect((await mint(999999)).statusCode).toBe(404);
    // Past the integer range: the one id rule answers 400 before any query.
    expect((await mint(9999999999)).statusCode).toBe(400);
    expect((await stream(undefined, token, 9999999999)).statusCode).toBe(400);
    // A token names its video: another id in the path is refused before any lookup.
    expect((await stream(undefined, token, 999999)).statusCode).toBe(401);
  });
});
