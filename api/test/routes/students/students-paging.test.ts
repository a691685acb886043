import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, userId } from './curator-helpers';

/**
 * Issue 43: the curator's students are paged on the server — `limit` students by username after
 * the keyset cursor `after` (`<username>|<id>` of the previous page's last row), `count` every
 * student of the filter; the pages join to the whole list, each student once, in order, also
 * while students are linked between pages; bad paging → Russian 400.
 */

interface Student {
  id: number;
  username: string;
  unread_count: number;
  attention: boolean;
}
interface Page {
  data: Student[];
  count: number;
}

let app: FastifyInstance;
let curator: Caller;
let curatorId: number;
const clock = new Date();
const URL = '/api/curators/students/';

/** New active players linked to the curator (a `|` in a name: the cursor splits at the last one). */
async function addStudents(names: string[]): Promise<void> {
  for (const name of names) {
    const user = await app.db.one<{ id: number }>(
      "INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id",
      [name],
    );
    await app.db.query('INSERT INTO curator_students (curator_id, student_id) VALUES ($1, $2)', [
      curatorId,
      user!.id,
    ]);
  }
}

const page = async (query: string): Promise<Page> => {
  const res = await curator('GET', `${URL}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const cursor = (s: Student) => encodeURIComponent(`${s.username}|${s.id}`);

/** Every page of `limit` from the start, following the cursors; `between` runs after each page. */
async function walk(limit: number, search = '', between?: (n: number) => Promise<void>): Promise<Student[]> {
  const rows: Student[] = [];
  let after = '';
  for (let n = 0; n < 100; n += 1) {
    const answer = await page(`limit=${limit}&search=${encodeURIComponent(search)}${after}`);
    expect(answer.data.length).toBeLessThanOrEqual(limit);
    rows.push(...answer.data);
    const last = answer.data.at(-1);
    if (answer.data.length < limit || !last) return rows;
    after = `&after=${cursor(last)}`;
    await between?.(n);
  }
  throw new Error('more than 100 pages');
}

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  curator = await callerFor(app, 'curator');
  curatorId = await userId(app, 'curator');
  await addStudents(
    Array.from({ length: 23 }, (_, i) => `paging.${String(i).padStart(2, '0')}`).concat(['a|b', 'paging|x']),
  );
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/curators/students/ in pages', () => {
  test('pages of any size join to the whole list: each student once, by username, count of the filter', async () => {
    const whole = await page('limit=100');
    expect(whole.count).toBe(30);
    expect(whole.data).toHaveLength(30);
    // The database's order (its collation), not JavaScript's.
    const ordered = await app.db.query<{ username: string }>(
      `SELECT u.username FROM curator_students cs JOIN users u ON u.id = cs.student_id
        WHERE cs.curator_id = $1 ORDER BY u.username, u.id`,
      [curatorId],
    );
    expect(whole.data.map((s) => s.username)).toEqual(ordered.map((r) => r.username));
    for (const limit of [1, 4, 7, 30]) expect(await walk(limit)).toEqual(whole.data);
    const first = await page('limit=4');
    expect(first.count).toBe(30);
    expect(first.data).toEqual(whole.data.slice(0, 4));
  });

  test('without a limit: the first 50 (the demo curator has fewer), with the count', async () => {
    const answer = await page('');
    expect(answer.data).toHaveLength(30);
    expect(answer.count).toBe(30);
  });

  test('search pages by part of the name, any case; count of the search', async () => {
    const all = await walk(5, 'PAGING');
    expect(all.map((s) => s.username)).toEqual([
      ...Array.from({ length: 23 }, (_, i) => `paging.${String(i).padStart(2, '0')}`),
      'paging|x',
    ]);
    expect((await page('limit=5&search=PAGING')).count).toBe(24);
    expect((await page('limit=5&search=%7C')).data.map((s) => s.username)).toEqual(['a|b', 'paging|x']);
  });

  test('students linked while paging: none repeated or skipped of those that were there; new ones after the cursor appear', async () => {
    const before = (await page('limit=100')).data.map((s) => s.username);
    const added: string[] = [];
    const seen = await walk(6, '', async (n) => {
      // One name before every cursor (never shown), one after it (shown once).
      const names = [`aaa.late.${n}`, `zzz.late.${n}`];
      added.push(...names);
      await addStudents(names);
    });
    const names = seen.map((s) => s.username);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !name.includes('.late.'))).toEqual(before);
    expect(names.filter((name) => name.startsWith('zzz.late.'))).toEqual(
      added.filter((name) => name.startsWith('zzz.')),
    );
    expect(names.some((name) => name.startsWith('aaa.late.'))).toBe(false);
    await app.db.query("DELETE FROM users WHERE username LIKE '%.late.%'");
  });

  test('a cursor of a student unlinked since still pages on from there', async () => {
    const whole = (await page('limit=100')).data;
    const gone = whole[9]!;
    await app.db.query('DELETE FROM curator_students WHERE curator_id = $1 AND student_id = $2', [
      curatorId,
      gone.id,
    ]);
    try {
      expect((await page(`limit=3&after=${cursor(gone)}`)).data).toEqual(whole.slice(10, 13));
    } finally {
      await app.db.query('INSERT INTO curator_students (curator_id, student_id) VALUES ($1, $2)', [
        curatorId,
        gone.id,
      ]);
    }
  });

  test('an inactive student is neither shown nor counted, with and without a search', async () => {
    const whole = (await page('limit=100')).data;
    const gone = whole.find((s) => s.username === 'paging.05')!;
    await app.db.query('UPDATE users SET is_active = false WHERE id = $1', [gone.id]);
    try {
      const all = await page('limit=100');
      expect(all.count).toBe(whole.length - 1);
      expect(all.data).toEqual(whole.filter((s) => s.id !== gone.id));
      expect(await walk(4)).toEqual(all.data);
      const found = await page('limit=100&search=paging.0');
      expect(found.count).toBe(9);
      expect(found.data.map((s) => s.username)).not.toContain('paging.05');
    } finally {
      await app.db.query('UPDATE users SET is_active = true WHERE id = $1', [gone.id]);
    }
  });

  test("another curator's paging shows only own students; the admin's too", async () => {
    const admin = await callerFor(app, 'admin');
    const res = await admin('GET', `${URL}?limit=2`);
    expect(res.json()).toMatchObject({ count: 3 });
    const first = res.json().data as Student[];
    const next = await admin('GET', `${URL}?limit=2&after=${cursor(first[1]!)}`);
    expect([...first, ...next.json().data].map((s: Student) => s.username)).toEqual([
      'anna.kuznetsova',
      'dmitry.sokolov',
      'player',
    ]);
    // The curator's own cursor gives the admin nothing of the curator's.
    const mine = (await page('limit=100')).data.find((s) => s.username === 'paging.00')!;
    const theirs = await admin('GET', `${URL}?limit=100&after=${cursor(mine)}`);
    expect(theirs.json().data.map((s: Student) => s.username)).toEqual(['player']);
  });

  test.each([
    ['limit=0', 'limit', 'Допустимо от 1 до 100'],
    ['limit=101', 'limit', 'Допустимо от 1 до 100'],
    ['limit=1000000', 'limit', 'Допустимо от 1 до 100'],
    ['limit=abc', 'limit', 'Допустимо от 1 до 100'],
    ['limit=2.5', 'limit', 'Допустимо от 1 до 100'],
    ['limit=-1', 'limit', 'Допустимо от 1 до 100'],
    ['limit=', 'limit', 'Допустимо от 1 до 100'],
    ['limit=1&limit=2', 'limit', 'Допустимо от 1 до 100'],
    ['after=player', 'after', 'Некорректный курсор страницы'],
    ['after=%7C5', 'after', 'Некорректный курсор страницы'],
    ['after=player%7C0', 'after', 'Некорректный курсор страницы'],
    ['after=player%7C99999999999', 'after', 'Некорректный курсор страницы'],
    ['after=player%7Cx', 'after', 'Некорректный курсор страницы'],
    ['after=', 'after', 'Некорректный курсор страницы'],
    [`after=${'x'.repeat(1001)}%7C1`, 'after', 'Некорректный курсор страницы'],
  ])('%s → 400 in Russian', async (query, field, message) => {
    const res = await curator('GET', `${URL}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().error.fields[field].join(' ')).toContain(message);
  });
});
