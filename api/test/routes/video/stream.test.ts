import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../helpers/app';
import { stateSnapshot } from './helpers';

let app: FastifyInstance;
let clock: Date;
let access: string;
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
  file = readFileSync(path.join(__dirname, '../../../media', row!.file_name));
});
afterAll(async () => {
  await app?.close();
});

/** `token` null: no token in the query at all. */
const url = (token: string | null = access, id: number | string = videoId) =>
  `/api/videogallery/videos_auth/${id}/${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
const stream = (range?: string, token?: string | null, id?: number | string) =>
  app.inject({ method: 'GET', url: url(token, id), headers: range ? { range } : {} });

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

  test.each([
    ['garbage', () => 'not-a-token'],
    ['tampered', () => `${access.slice(0, -3)}abc`],
  ])('%s token → 401 token_not_valid', async (_name, token) => {
    const res = await stream(undefined, token());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
    });
  });

  test('a refresh token used as access → 401', async () => {
    const { refresh } = await login(app, 'player');
    expect((await stream(undefined, refresh)).statusCode).toBe(401);
  });

  test('an expired access token → 401, a fresh one works again', async () => {
    const { access: token } = await login(app, 'player');
    const saved = clock;
    clock = new Date(saved.getTime() + 10 * 60 * 1000);
    try {
      expect((await stream(undefined, token)).statusCode).toBe(401);
    } finally {
      clock = saved;
    }
    expect((await stream('bytes=0-0', token)).statusCode).toBe(206);
  });

  test('a deactivated user → 401', async () => {
    const { access: token } = await login(app, 'mikhail.orlov');
    await app.db.query("UPDATE users SET is_active = false WHERE username = 'mikhail.orlov'");
    expect((await stream(undefined, token)).statusCode).toBe(401);
  });

  test('a user without the video permission → 403 on the stream and on every catalogue route', async () => {
    const { access: token } = await login(app, 'sergey.volkov');
    await app.db.query(
      `DELETE FROM user_permissions WHERE permission = $1 AND user_id = (SELECT id FROM users WHERE username = 'sergey.volkov')`,
      [PERMISSIONS.video],
    );
    const before = await stateSnapshot(app);
    const res = await stream(undefined, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'У вас недостаточно прав для выполнения данного действия.' });
    const headers = { authorization: `Bearer ${token}` };
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
    const bad = await stream(undefined, access, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: { id: ['Некорректный идентификатор.'] } });
    expect((await stream(undefined, access, 999999)).statusCode).toBe(404);
    expect((await stream(undefined, access, 9999999999)).statusCode).toBe(404);
  });
});
