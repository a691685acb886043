import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp } from '../../helpers/app';
import { accessOf, BASE, stateSnapshot } from './helpers';

let app: FastifyInstance;
let player: string;

beforeAll(async () => {
  app = await buildTestApp();
  player = await accessOf(app, 'player');
});
afterAll(async () => {
  await app?.close();
});

const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.constantFrom('', '-1', '1e3', '0x10', 'NaN', '1.5', '%', "'; DROP TABLE videos; --", 'asc', 'new'),
);
const key = fc.constantFrom(
  'authorId',
  'tagId',
  'levelId',
  'title',
  'offset',
  'limit',
  'sort',
  'show',
  'x',
  'id',
);

// Anything but a valid rating: the store must stay unchanged whatever the id.
const invalidRating = fc
  .anything()
  .filter((r) => !(Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 5));

test('generated list queries: never a 5xx, 200 or a 400 envelope, nothing written', async () => {
  const before = await stateSnapshot(app);
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 6 }), async (pairs) => {
      const query = new URLSearchParams(pairs).toString();
      const res = await app.inject({
        method: 'GET',
        url: `${BASE}/videos/?${query}`,
        headers: bearer(player),
      });
      expect([200, 400]).toContain(res.statusCode);
      const body = res.json();
      // One assertion whatever the status: a page with its count, or the error envelope.
      expect(body).toMatchObject(res.statusCode === 200 ? { count: expect.any(Number) } : { success: false });
    }),
    { numRuns: 150 },
  );
  await fc.assert(
    fc.asyncProperty(value, invalidRating, async (id, payload) => {
      const url = `${BASE}/videos/${encodeURIComponent(id)}/rating/`;
      const res = await app.inject({
        method: 'POST',
        url,
        headers: bearer(player),
        payload: { rating: payload },
      });
      expect(res.statusCode).toBeLessThan(500);
    }),
    { numRuns: 100 },
  );
  expect(await stateSnapshot(app)).toEqual(before);
});
