import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, countRows, FORBIDDEN, userId } from '../students/curator-helpers';

let app: FastifyInstance;
let curator: Caller;
let player: Caller;
let playerId: number;
let annaId: number;
let fieldIds: number[];

beforeEach(async () => {
  app = await buildTestApp();
  curator = await callerFor(app, 'curator');
  player = await callerFor(app, 'player');
  playerId = await userId(app, 'player');
  annaId = await userId(app, 'anna.kuznetsova');
  fieldIds = (await curator('GET', '/api/stats/fields/')).json().data.map((f: { id: number }) => f.id);
});
afterEach(() => app?.close());

const snapshot = async () => [
  await app.db.query('SELECT * FROM stat_records ORDER BY id'),
  await app.db.query('SELECT * FROM stat_values ORDER BY record_id, field_id'),
];

describe('stat table', () => {
  test('fields carry their category; the table has columns by revision date and cells by category', async () => {
    const fields = (await player('GET', '/api/stats/fields/')).json().data;
    expect(fields[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      category: { id: expect.any(Number), name: expect.any(String) },
    });
    const res = await curator('GET', `/api/stats/?player=${playerId}&revision=1`);
    expect(res.statusCode).toBe(200);
    const table = res.json().data;
    expect(table.username).toBe('player');
    const records = await app.db.query<{ id: number }>(
      'SELECT id FROM stat_records WHERE player_id = $1 AND revision = 1 ORDER BY revision_date, id',
      [playerId],
    );
    expect(table.columns.map((c: { id: number }) => c.id)).toEqual(records.map((r) => r.id));
    const dates = table.columns.map((c: { revision_date: string }) => c.revision_date);
    expect([...dates].sort()).toEqual(dates);
    expect(table.data.flatMap((g: { rows: unknown[] }) => g.rows)).toHaveLength(fields.length);
    const cell = table.data[0].rows[0].cells[0];
    expect(Object.keys(cell).sort()).toEqual(['color', 'note', 'value']);
    expect(typeof cell.value).toBe('string');
    const rev6 = (await curator('GET', `/api/stats/?player=${playerId}&revision=6`)).json().data;
    expect(rev6.columns).toEqual([]);
  });

  test('a student reads own statistics only; bad revision → 400', async () => {
    expect((await player('GET', `/api/stats/?player=${playerId}`)).statusCode).toBe(200);
    const other = await player('GET', `/api/stats/?player=${annaId}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
    const bad = await curator('GET', `/api/stats/?player=${playerId}&revision=7`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.revision).toEqual(['Ревизия от 1 до 6']);
    const newbie = await userId(app, 'newbie');
    expect((await curator('GET', `/api/stats/?player=${newbie}`)).statusCode).toBe(403);
  });
});

describe('stat create and delete', () => {
  test('creates a column of the revision with only the sent fields; deletes it', async () => {
    const [a, b] = fieldIds;
    const res = await curator('POST', '/api/stats/', {
      player_id: playerId,
      revision: 4,
      values: { [a!]: 25.5, [b!]: 0 },
    });
    expect(res.statusCode).toBe(201);
    const table = (await curator('GET', `/api/stats/?player=${playerId}&revision=4`)).json().data;
    expect(table.columns).toHaveLength(1);
    const cells = table.data.flatMap((g: { rows: { cells: unknown[] }[] }) => g.rows.map((r) => r.cells[0]));
    expect(cells.filter(Boolean)).toEqual([
      { value: '25.50', color: null, note: null },
      { value: '0.00', color: null, note: null },
    ]);
    const del = await curator('DELETE', `/api/stats/${res.json().data.id}/`);
    expect(del.statusCode).toBe(200);
    expect((await curator('GET', `/api/stats/?player=${playerId}&revision=4`)).json().data.columns).toEqual(
      [],
    );
  });

  test.each([
    [
      'non-numeric value',
      (f: number) => ({ values: { [f]: 'abc' } }),
      (f: number) => `values.${f}`,
      'Должно быть числом',
    ],
    [
      'numeric text',
      (f: number) => ({ values: { [f]: '12' } }),
      (f: number) => `values.${f}`,
      'Должно быть числом',
    ],
    ['no values', () => ({ values: {} }), () => 'values', 'Заполните хотя бы одно поле'],
    ['unknown field', () => ({ values: { 99999: 1 } }), () => 'values.99999', 'Неизвестное поле статистики'],
    [
      'too large',
      (f: number) => ({ values: { [f]: 1e15 } }),
      (f: number) => `values.${f}`,
      'Слишком большое значение',
    ],
    [
      'revision 0',
      (f: number) => ({ revision: 0, values: { [f]: 1 } }),
      () => 'revision',
      'Ревизия от 1 до 6',
    ],
  ])('bad input (%s) → Russian 400, nothing stored', async (_, patch, field, message) => {
    const f = fieldIds[0]!;
    const before = await snapshot();
    const res = await curator('POST', '/api/stats/', { player_id: playerId, revision: 1, ...patch(f) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field(f)]).toEqual([message]);
    expect(await snapshot()).toEqual(before);
  });

  test('a student cannot add or delete; a curator only for own students', async () => {
    const before = await snapshot();
    const body = { player_id: playerId, revision: 1, values: { [fieldIds[0]!]: 1 } };
    expect((await player('POST', '/api/stats/', body)).statusCode).toBe(403);
    const [record] = await app.db.query<{ id: number }>(
      'SELECT id FROM stat_records WHERE player_id = $1 LIMIT 1',
      [playerId],
    );
    expect((await player('DELETE', `/api/stats/${record!.id}/`)).statusCode).toBe(403);
    const newbie = await userId(app, 'newbie');
    expect((await curator('POST', '/api/stats/', { ...body, player_id: newbie })).statusCode).toBe(403);
    const admin = await callerFor(app, 'admin');
    const [foreign] = await app.db.query<{ id: number }>(
      "SELECT r.id FROM stat_records r JOIN users u ON u.id = r.player_id WHERE u.username = 'player' LIMIT 1",
    );
    expect(foreign).toBeDefined();
    expect(await snapshot()).toEqual(before);
    // admin curates player too, so deleting player's record is allowed; sergey's is not admin's.
    await app.db.query(
      'DELETE FROM curator_students WHERE curator_id = (SELECT id FROM users WHERE username = $1)',
      ['admin'],
    );
    expect((await admin('DELETE', `/api/stats/${foreign!.id}/`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  test('20 parallel deletes of one record → exactly one', async () => {
    const [record] = await app.db.query<{ id: number }>(
      'SELECT id FROM stat_records WHERE player_id = $1 LIMIT 1',
      [playerId],
    );
    const before = await countRows(app, 'stat_records');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => curator('DELETE', `/api/stats/${record!.id}/`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await countRows(app, 'stat_records')).toBe(before - 1);
    expect(await app.db.one('SELECT 1 FROM stat_values WHERE record_id = $1', [record!.id])).toBeUndefined();
  });
});
