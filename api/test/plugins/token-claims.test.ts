import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, TEST_JWT_SECRET } from '../helpers/app';

// A token signed with the right secret whose ids do not fit a PostgreSQL integer reached the
// user lookup and answered 500 (issue 35 item 32). Now such a claim makes the token invalid.
const NOT_VALID = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
const sign = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' });
const TOO_BIG = [2 ** 31, 2 ** 53, 1e21];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

function token(type: string, claims: object) {
  const iat = Math.floor(Date.now() / 1000);
  return sign({ token_type: type, exp: iat + 300, iat, jti: `j-${iat}-${Math.random()}`, ...claims });
}

test.each(TOO_BIG)('an access token of user_id %d → 401 token_not_valid', async (userId) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/users/current/',
    headers: bearer(token('access', { user_id: userId })),
  });
  expect([res.statusCode, res.json()]).toEqual([401, NOT_VALID]);
});

test.each(TOO_BIG)('a refresh token of user_id %d → 401', async (userId) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: token('refresh', { user_id: userId }) },
  });
  expect(res.statusCode).toBe(401);
});

test('a video token of a huge user_id or video_id → 401', async () => {
  const video = await app.db.one<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 1');
  const player = await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'");
  for (const claims of [
    { user_id: 2 ** 31, video_id: video!.id },
    { user_id: player!.id, video_id: 2 ** 31 },
  ]) {
    const url = `/api/videogallery/videos_auth/${video!.id}/?token=${token('video', claims)}`;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
  }
});
