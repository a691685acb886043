import { ru } from '@fund/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const FORM_URL = '/api/users/newplayerformv2/';

async function as(username: string) {
  return bearer((await login(app, username)).access);
}

interface FormAccount {
  room_id: number;
  room_account_id: number;
  account_record_id: number;
  room_account_name: string;
  hasEmail: boolean;
}

async function newbieAccounts(): Promise<FormAccount[]> {
  const res = await app.inject({ method: 'GET', url: FORM_URL, headers: await as('newbie') });
  return res.json().data.accounts;
}

async function validPayload() {
  const countries = (
    await app.inject({ method: 'GET', url: '/api/geodata/countries/', headers: await as('newbie') })
  ).json().data as Array<{ id: number }>;
  const regions = (
    await app.inject({ method: 'GET', url: '/api/users/residenceregions/', headers: await as('newbie') })
  ).json().data as Array<{ id: number }>;
  const accounts = await newbieAccounts();
  return {
    birthday: '1998-07-21',
    telegram: '@alexey_smirnov',
    residence_country_id: countries[0]!.id,
    no_skrill: false,
    skrill_usd: 'alexey.smirnov@example.com',
    skrill_eur: 'alexey.smirnov@example.com',
    skrill_residence_id: regions[0]!.id,
    rooms: accounts.map((a) => ({
      room_id: a.room_id,
      room_account_id: a.room_account_id,
      account_record_id: a.account_record_id,
      hasEmail: a.hasEmail,
      room_account_name: a.room_account_name,
      email: a.hasEmail ? 'alexey.smirnov@example.com' : '',
      balance: 120.5,
      screenshot: 'https://prnt.sc/abc123',
    })),
    survey: ru.onboarding.survey.map((question) => ({ question, answer: 'Ответ' })),
  };
}

const snapshot = () =>
  app.db.one<{ forms: number; answers: number; declared: number; names: string }>(
    `SELECT (SELECT count(*)::int FROM new_player_forms) AS forms,
            (SELECT count(*)::int FROM new_player_form_answers) AS answers,
            (SELECT count(*)::int FROM account_onboarding) AS declared,
            (SELECT string_agg(name || ':' || coalesce(email, ''), ',' ORDER BY id) FROM account_records) AS names`,
  );

describe('lists', () => {
  test('countries and residence regions come from the database, realistic and sorted', async () => {
    const headers = await as('newbie');
    const countries = (await app.inject({ method: 'GET', url: '/api/geodata/countries/', headers })).json();
    expect(countries.success).toBe(true);
    expect(countries.data.length).toBeGreaterThan(20);
    expect(countries.data[0]).toEqual({ id: expect.any(Number), name: 'Россия' });
    const regions = (
      await app.inject({ method: 'GET', url: '/api/users/residenceregions/', headers })
    ).json();
    expect(regions.data.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(regions.data[0]).sort()).toEqual(['description', 'id']);
  });

  test('need a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geodata/countries/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/users/newplayerformv2/', () => {
  test('newbie has accounts (no virtual room) and no form; player has a form', async () => {
    const newbie = (await app.inject({ method: 'GET', url: FORM_URL, headers: await as('newbie') })).json()
      .data;
    expect(newbie.form_completed).toBe(false);
    expect(newbie.accounts.map((a: FormAccount) => a.room_account_name)).toEqual(
      ['alexey_smirnov', 'NewbieGG', 'ASmirnovWNX'].sort((a, b) =>
        a === 'NewbieGG' ? -1 : b === 'NewbieGG' ? 1 : 0,
      ),
    );
    const player = (await app.inject({ method: 'GET', url: FORM_URL, headers: await as('player') })).json()
      .data;
    expect(player.form_completed).toBe(true);
    for (const student of ['dmitry.sokolov', 'anna.kuznetsova']) {
      const other = (await app.inject({ method: 'GET', url: FORM_URL, headers: await as(student) })).json()
        .data;
      expect(other.form_completed).toBe(true);
    }
  });

  test('a user with no account and no form: no accounts, not completed', async () => {
    await app.db.query(
      `INSERT INTO users (username, password_hash) SELECT 'no.accounts', password_hash FROM users
        WHERE username = 'newbie'`,
    );
    const res = await app.inject({ method: 'GET', url: FORM_URL, headers: await as('no.accounts') });
    expect(res.json().data).toEqual({ form_completed: false, accounts: [] });
  });
});

describe('POST /api/users/newplayerformv2/', () => {
  test.each([
    ['birthday as typed in the form', { birthday: '21.07.1998' }, 'birthday', 'Формат даты ГГГГ-ММ-ДД'],
    ['no country', { residence_country_id: null }, 'residence_country_id', 'Обязательное поле'],
    ['unknown country', { residence_country_id: 999999 }, 'residence_country_id', 'Некорректное значение'],
    ['unknown region', { skrill_residence_id: 999999 }, 'skrill_residence_id', 'Некорректное значение'],
    ['bad skrill e-mail', { skrill_usd: 'nope' }, 'skrill_usd', 'Некорректный e-mail'],
    ['missing skrill region', { skrill_residence_id: null }, 'skrill_residence_id', 'Обязательное поле'],
    ['mass assignment', { user_id: 1 }, 'user_id', 'Неизвестное поле'],
  ])('%s → 400 and nothing stored', async (_name, patch, field, message) => {
    const before = await snapshot();
    const res = await app.inject({
      method: 'POST',
      url: FORM_URL,
      headers: await as('newbie'),
      payload: { ...(await validPayload()), ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  test('survey and room rules, and another player’s account, are refused', async () => {
    const base = await validPayload();
    const player = (await app.inject({ method: 'GET', url: FORM_URL, headers: await as('player') })).json()
      .data.accounts[0] as FormAccount;
    const cases: Array<[object, string, string]> = [
      [
        { survey: base.survey.map((q, i) => (i === 9 ? { ...q, answer: '' } : q)) },
        'survey.9.answer',
        'Ответ обязателен',
      ],
      [
        { survey: base.survey.map((q, i) => (i === 2 ? { ...q, question: 'Другой' } : q)) },
        'survey.2.question',
        'Вопрос не совпадает с анкетой',
      ],
      [{ rooms: [{ ...base.rooms[0]!, screenshot: 'prnt' }] }, 'rooms.0.screenshot', 'Некорректная ссылка'],
      [{ rooms: [{ ...base.rooms[0]!, balance: -5 }] }, 'rooms.0.balance', 'Должно быть положительное число'],
      [{ rooms: [{ ...base.rooms[0]!, balance: 'десять' }] }, 'rooms.0.balance', 'Должно быть числом'],
      [{ rooms: [{ ...base.rooms[0]!, hasEmail: false, email: '' }] }, 'rooms.0.email', 'Обязательное поле'],
      [{ rooms: [base.rooms[0]!, base.rooms[0]!] }, 'rooms.1.account_record_id', 'Счёт указан дважды'],
      [
        {
          rooms: [
            {
              ...base.rooms[0]!,
              room_id: player.room_id,
              room_account_id: player.room_account_id,
              account_record_id: player.account_record_id,
            },
          ],
        },
        'rooms.0.account_record_id',
        'Счёт не найден',
      ],
      [
        { rooms: [{ ...base.rooms[0]!, room_account_name: 'IvanPetrovGG' }] },
        'rooms.0.room_account_name',
        'Этот никнейм уже занят в руме',
      ],
    ];
    const before = await snapshot();
    for (const [patch, field, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: FORM_URL,
        headers: await as('newbie'),
        payload: { ...base, ...patch },
      });
      expect([res.statusCode, res.json().error.fields[field]]).toEqual([
        400,
        expect.arrayContaining([message]),
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  test.each([
    ['a number', 12345],
    ['an object', { address: 'a@b.io' }],
    ['a list', ['a@b.io']],
    ['true', true],
  ])('a Skrill e-mail that is %s → Russian 400 on that field, never a 500', async (_, value) => {
    const before = await snapshot();
    for (const field of ['skrill_usd', 'skrill_eur']) {
      const res = await app.inject({
        method: 'POST',
        url: FORM_URL,
        headers: await as('newbie'),
        payload: { ...(await validPayload()), [field]: value },
      });
      expect([res.statusCode, res.json().error.fields[field]]).toEqual([400, ['Некорректное значение']]);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a curator cannot submit the player form', async () => {
    const res = await app.inject({
      method: 'POST',
      url: FORM_URL,
      headers: await as('curator'),
      payload: await validPayload(),
    });
    expect(res.statusCode).toBe(403);
  });

  test('stores the form, answers and declared accounts once; 20 parallel submissions → one', async () => {
    const payload = await validPayload();
    payload.rooms[0] = { ...payload.rooms[0]!, room_account_name: 'NewbieGG_2026' };
    // The Winamax account is left blank: nothing is declared for it.
    payload.rooms[2] = {
      ...payload.rooms[2]!,
      room_account_name: '',
      balance: '' as unknown as number,
      screenshot: '',
    };
    const headers = await as('newbie');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: FORM_URL, headers, payload })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      success: false,
      error: { messages: ['Анкета уже отправлена'], fields: {} },
    });

    const userId = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'newbie'"))!.id;
    const form = await app.db.one<{
      id: number;
      birthday: string;
      skrill_usd: string;
      payload: { rooms: unknown[] };
    }>(
      "SELECT id, to_char(birthday, 'YYYY-MM-DD') AS birthday, skrill_usd, payload FROM new_player_forms WHERE user_id = $1",
      [userId],
    );
    expect(form).toMatchObject({ birthday: '1998-07-21', skrill_usd: 'alexey.smirnov@example.com' });
    const answers = await app.db.query('SELECT position FROM new_player_form_answers WHERE form_id = $1', [
      form!.id,
    ]);
    expect(answers).toHaveLength(10);
    const declared = await app.db.query<{
      nickname: string;
      balance: string;
      screenshot: string;
      name: string;
    }>(
      `SELECT o.nickname, o.balance, o.screenshot, a.name FROM account_onboarding o
         JOIN account_records a ON a.id = o.account_record_id WHERE o.form_id = $1 ORDER BY a.id`,
      [form!.id],
    );
    expect(declared).toEqual([
      {
        nickname: 'NewbieGG_2026',
        balance: '120.50',
        screenshot: 'https://prnt.sc/abc123',
        name: 'NewbieGG_2026',
      },
      {
        nickname: 'alexey_smirnov',
        balance: '120.50',
        screenshot: 'https://prnt.sc/abc123',
        name: 'alexey_smirnov',
      },
    ]);
    const after = (await app.inject({ method: 'GET', url: FORM_URL, headers })).json().data;
    expect(after.form_completed).toBe(true);
  });
});
