import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const getTeam = async (username: string) =>
  app.inject({
    method: 'GET',
    url: '/api/users/team/',
    headers: bearer((await login(app, username)).access),
  });

describe('GET /api/users/team/', () => {
  test('headers and rows from the stored table, each row with its colour', async () => {
    const res = await getTeam('player');
    expect(res.statusCode).toBe(200);
    const { headers, table_data } = res.json().data;
    expect(headers[0]).toEqual({ key: 'nickname', title: 'Игрок' });
    expect(table_data.length).toBeGreaterThanOrEqual(10);
    const keys = headers.map((h: { key: string }) => h.key);
    for (const row of table_data) expect(Object.keys(row).sort()).toEqual([...keys, 'color', 'id'].sort());
    expect(table_data.find((r: { nickname: string }) => r.nickname === 'IvanPetrovGG').color).toBe('#d3f9d8');
    expect(table_data.some((r: { color: string | null }) => r.color === null)).toBe(true);
  });

  test('follows the stored rows: a new column and an inactive member', async () => {
    await app.db.query("INSERT INTO team_columns (key, title, position) VALUES ('country', 'Страна', 99)");
    await app.db.query(`UPDATE team_members SET active = false WHERE cells->>'nickname' = 'ElenaFrost'`);
    await app.db.query(
      `UPDATE team_members SET cells = cells || '{"country":"Грузия","secret":"x"}' WHERE cells->>'nickname' = 'AnnaKuz'`,
    );
    const { headers, table_data } = (await getTeam('player')).json().data;
    expect(headers.at(-1)).toEqual({ key: 'country', title: 'Страна' });
    expect(table_data.find((r: { nickname: string }) => r.nickname === 'ElenaFrost')).toBeUndefined();
    const anna = table_data.find((r: { nickname: string }) => r.nickname === 'AnnaKuz');
    expect(anna.country).toBe('Грузия');
    expect(anna.secret).toBeUndefined();
  });

  test('needs the team permission', async () => {
    await app.db.query(
      "DELETE FROM user_permissions WHERE user_id = (SELECT id FROM users WHERE username = 'newbie') AND permission LIKE 'sec.team%'",
    );
    await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
    expect((await getTeam('newbie')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/users/team/' })).statusCode).toBe(401);
  });
});
