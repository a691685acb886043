import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { COMMON_BAD_FILTERS, csvRecords, expectRefusals, fileName, xlsxRows } from '../../helpers/exports';
import { type Client, clientFor, userId } from './helpers';

// Issue 40: the audit log as CSV / XLSX, parsed back and compared with the list's own answer.
const LIST = '/api/backoffice/audit/';
const EXPORT = `${LIST}export/`;
let app: FastifyInstance;
let manager: Client;
let admin: number;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-11-30T12:00:00.000Z') });
  manager = await clientFor(app, 'manager');
  admin = await userId(app, 'admin');
  // 530 entries (more than one export query reads: 500) by two staff users, two actions, 2025-2026.
  await app.db.query(
    `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id, before, after, created_at)
     SELECT CASE WHEN g % 3 = 0 THEN $1::int ELSE m.id END,
            CASE WHEN g % 2 = 0 THEN 'user.activate' ELSE 'user.deactivate' END, 'user', p.id,
            '{"is_active": false}'::jsonb, '{"is_active": true}'::jsonb,
            '2025-01-01T00:00:00Z'::timestamptz + g * interval '23 hours'
       FROM generate_series(1, 530) g, users m, users p
      WHERE m.username = 'manager' AND p.username = 'player'`,
    [admin],
  );
});
afterAll(async () => {
  await app?.close();
});

/** Entries per action label from the list's pages. */
async function listCounts(filters: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (let page = 1; ; page += 1) {
    const res = (await manager.get(`${LIST}?${filters}&per_page=100&page=${page}`)).json();
    for (const row of res.data as Array<{ action: string }>) {
      const label = row.action === 'user.activate' ? 'Пользователь включён' : 'Пользователь отключён';
      out[label] = (out[label] ?? 0) + 1;
    }
    if (page * 100 >= res.count) return out;
  }
}

const countBy = (labels: string[]) =>
  labels.reduce<Record<string, number>>((out, label) => {
    out[label] = (out[label] ?? 0) + 1;
    return out;
  }, {});

describe('audit log export (issue 40)', () => {
  test('XLSX of a period: every entry of the list, per action', async () => {
    const filters = 'entity=user&date_from=2025-01-01&date_to=2026-11-30';
    const res = await manager.get(`${EXPORT}?${filters}`);
    expect(res.statusCode).toBe(200);
    expect(fileName(res)).toBe('журнал_2025-01-01_2026-11-30.xlsx');
    const { header, rows } = await xlsxRows(res);
    expect(header).toEqual([
      undefined,
      'Когда',
      'Сотрудник',
      'Игрок',
      'Действие',
      'Объект',
      'Номер объекта',
      'Было',
      'Стало',
    ]);
    for (const values of rows) {
      expect(values[1]).toBeInstanceOf(Date);
      expect(values[5]).toBe('Пользователь');
    }
    const labels = rows.map((values) => String(values[4]));
    expect(labels.length).toBeGreaterThan(500);
    expect(countBy(labels)).toEqual(await listCounts(filters));
  });

  test('CSV for Russian Excel with the actor and action filters', async () => {
    const filters = `actor=${admin}&action=user.activate`;
    const res = await manager.get(`${EXPORT}?${filters}&format=csv-excel`);
    expect(res.statusCode).toBe(200);
    expect(fileName(res)).toBe('журнал_2026-11-30.csv');
    const records = csvRecords(res, true);
    expect(records[0]![0]).toBe('Когда');
    expect(new Set(records.slice(1).map((r) => r[1]))).toEqual(new Set(['admin']));
    expect(records[1]![7]).toBe('{"is_active":true}');
    expect(countBy(records.slice(1).map((r) => r[3]!))).toEqual(await listCounts(filters));
  });

  test('bad filters → Russian 400s', async () => {
    await expectRefusals(
      (search) => manager.get(`${EXPORT}${search}`),
      [
        ...COMMON_BAD_FILTERS,
        ['?action=user.delete', 'action', 'Некорректное значение'],
        ['?actor=abc', 'actor', 'Некорректный идентификатор'],
      ],
    );
  });

  test('staff only: a player and a curator get 403', async () => {
    for (const username of ['player', 'curator']) {
      expect((await (await clientFor(app, username)).get(EXPORT)).statusCode).toBe(403);
    }
  });
});
