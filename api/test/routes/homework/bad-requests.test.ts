import {
  homeworkCreateSchema,
  homeworkMessageSchema,
  homeworkUpdateSchema,
  noteCreateSchema,
  noteSchema,
  statCreateSchema,
} from '@fund/shared/schemas/curator';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor } from '../students/curator-helpers';

let app: FastifyInstance;
let callers: Caller[];

beforeAll(async () => {
  app = await buildTestApp();
  callers = [await callerFor(app, 'curator'), await callerFor(app, 'player')];
});
afterAll(async () => {
  await app?.close();
});

const TABLES = [
  'notes',
  'homework',
  'homework_messages',
  'homework_edits',
  'homework_message_reads',
  'stat_records',
  'stat_values',
];
const snapshot = async () =>
  Promise.all(
    TABLES.map((table) =>
      app.db.query(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${table} t`),
    ),
  );

/** An existing homework with a message, so the ids in the paths reach the handlers. */
async function ids() {
  const row = await app.db.one<{ homework_id: number; id: number }>(
    "SELECT m.homework_id, m.id FROM homework_messages m JOIN users u ON u.id = m.author_id WHERE u.username = 'player' ORDER BY m.id DESC LIMIT 1",
  );
  const note = await app.db.one<{ id: number }>('SELECT id FROM notes ORDER BY id LIMIT 1');
  return { hw: row!.homework_id, message: row!.id, note: note!.id };
}

const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'text',
      'note_type',
      'player_ids',
      'topic',
      'deadline',
      'is_completed',
      'is_closed',
      'player_id',
      'revision',
      'values',
      'x',
    ),
    fc.oneof(
      fc.jsonValue(),
      fc.constant(''),
      fc.constant('   '),
      fc.array(fc.integer()),
      fc.dictionary(fc.string(), fc.jsonValue()),
    ),
  ),
);

test('generated bad bodies on every curator-area mutation: never a 5xx, the error envelope, nothing stored', async () => {
  const { hw, message, note } = await ids();
  const routes: [string, string, v.GenericSchema][] = [
    ['POST', '/api/notes/', noteCreateSchema],
    ['PUT', `/api/notes/${note}/`, noteSchema],
    ['POST', '/api/homework/', homeworkCreateSchema],
    ['PATCH', `/api/homework/${hw}/`, homeworkUpdateSchema],
    ['PATCH', `/api/homework/${hw}/curator/`, homeworkUpdateSchema],
    ['POST', `/api/homework/${hw}/messages/`, homeworkMessageSchema],
    ['PATCH', `/api/homework/${hw}/messages/${message}/`, homeworkMessageSchema],
    ['POST', '/api/stats/', statCreateSchema],
  ];
  const before = await snapshot();
  await fc.assert(
    fc.asyncProperty(fc.nat(routes.length - 1), fc.nat(1), body, async (r, c, payload) => {
      const [method, url, schema] = routes[r]!;
      fc.pre(!v.safeParse(schema, payload).success);
      const res = await callers[c]!(method as 'POST', url, payload === null ? 'null' : payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const json = res.json();
      expect(json.success === false ? typeof json.error : typeof json.detail).toMatch(/object|string/);
    }),
    { numRuns: 600 },
  );
  expect(await snapshot()).toEqual(before);
});

test('generated bad query strings on every curator-area list: never a 5xx', async () => {
  const paths = ['/api/notes/', '/api/homework/', '/api/stats/', '/api/ev/', '/api/curators/students/'];
  const keys = [
    'players',
    'player',
    'page',
    'per_page',
    'filter',
    'revision',
    'search',
    'role',
    'limit',
    'after',
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.nat(paths.length - 1),
      fc.nat(1),
      fc.dictionary(
        fc.constantFrom(...keys),
        fc.oneof(fc.string(), fc.constantFrom('1,2', '0', '-1', 'all', '99999999999', '1,,2')),
      ),
      async (p, c, query) => {
        const qs = new URLSearchParams(query).toString();
        const res = await callers[c]!('GET', `${paths[p]}?${qs}`);
        expect(res.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 400 },
  );
});
