import { SETTLEMENT_TEXT } from '@fund/shared/schemas/settlement';
import type { FastifyInstance } from 'fastify';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { auditRows, type Client, clientFor, LINK, snapshot } from '../backoffice/helpers';
import { newSettler } from './settler';

// Issue 38 item 5: the player accepts a statement or disputes its lines before the fund's deadline;
// staff answer each disputed line; silence past the deadline is acceptance (docs/settlement.md
// «Accept or dispute»). The statement itself never changes: the answers are rows of their own.

const T = texts.settlement;
const OWN = '/api/accounting/settlement/statements/';
const accept = (id: number) => `${OWN}${id}/accept/`;
const disputes = (id: number) => `${OWN}${id}/disputes/`;
const OPEN = '/api/backoffice/settlement/disputes/';
const answer = (id: number) => `/api/backoffice/settlement/disputes/${id}/answer/`;
const DAY = 86_400_000;

let app: FastifyInstance;
let manager: Client;
beforeAll(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
});
afterAll(() => app.close());

/** A player of its own with one closed statement (result 1,000 at 50 %: payout 500). */
async function closed(name: string) {
  const { id, account, bundle } = await newSettler(app.db, name);
  await app.db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
     VALUES ($1, $2, 101000, 1, 'manual')`,
    [account, bundle],
  );
  const statement = (await manager.post(`/api/backoffice/settlement/bundles/${bundle}/close/`, {})).json()
    .data;
  return { id, account, statement, client: await clientFor(app, name) };
}

/** Everything a refused answer must leave as it was: the money tables, the audit and the answers' tables. */
async function state() {
  const parts = [await snapshot(app)];
  for (const table of ['settlement_acceptances', 'settlement_disputes', 'settlement_dispute_answers'])
    parts.push(JSON.stringify(await app.db.query(`SELECT to_jsonb(x) AS row FROM ${table} x ORDER BY 1`)));
  return parts.join('\n');
}

/** Moves a statement's close `days` back (the statement is append-only: its trigger is set aside for the test). */
async function age(statementId: number, days: number) {
  await app.db.query('ALTER TABLE settlement_statements DISABLE TRIGGER settlement_statements_append_only');
  await app.db.query(
    'UPDATE settlement_statements SET closed_at = closed_at - make_interval(days => $2) WHERE id = $1',
    [statementId, days],
  );
  await app.db.query('ALTER TABLE settlement_statements ENABLE TRIGGER settlement_statements_append_only');
}

const dispute = { line: 'figure:payout', comment: 'Выплата меньше, чем по моим подсчётам', link: LINK };

test('dispute a line, the fund rejects it with a reason, the player accepts: statuses, answers, audit', async () => {
  const p = await closed('answers_flow');
  const s = p.statement;
  const listed = (await p.client.get(OWN)).json().data;
  expect(listed).toEqual([expect.objectContaining({ id: s.id, status: 'awaiting' })]);
  expect(new Date(listed[0].deadline).getTime() - new Date(s.closed_at).getTime()).toBe(3 * DAY);

  const disputed = await p.client.post(disputes(s.id), dispute);
  expect(disputed.statusCode).toBe(200);
  const review = disputed.json().data;
  expect(review).toMatchObject({ status: 'disputed', deadline: null, accepted_at: null });
  expect(review.disputes).toEqual([
    expect.objectContaining({
      line: 'figure:payout',
      amount: '500.00',
      comment: dispute.comment,
      answer: null,
    }),
  ]);
  const disputeId = review.disputes[0].id;

  // The player cannot accept while the line waits for the fund.
  const before = await state();
  const early = await p.client.post(accept(s.id), {});
  expect(early.statusCode).toBe(409);
  expect(early.json().error.messages).toEqual([T.waitAnswers]);
  expect(await state()).toBe(before);

  const open = (await manager.get(OPEN)).json().data.filter((d: { user_id: number }) => d.user_id === p.id);
  expect(open).toEqual([
    expect.objectContaining({
      id: disputeId,
      username: 'answers_flow',
      statement_number: 1,
      amount: '500.00',
    }),
  ]);
  const answered = await manager.post(answer(disputeId), {
    decision: 'rejected',
    reason: 'Расчёт верен: 50 % от 1,000',
  });
  expect(answered.statusCode).toBe(200);
  expect(answered.json().data).toMatchObject({ status: 'answered' });
  expect(answered.json().data.disputes[0].answer).toMatchObject({
    decision: 'rejected',
    reason: 'Расчёт верен: 50 % от 1,000',
  });
  expect((await manager.get(OPEN)).json().data.some((d: { id: number }) => d.id === disputeId)).toBe(false);
  const twice = await manager.post(answer(disputeId), { decision: 'corrected', reason: 'Ещё раз' });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().error.messages).toEqual([T.disputeAnswered]);

  // The player sees the answer and accepts; once.
  const one = (await p.client.get(`${OWN}${s.id}/`)).json().data;
  expect(one.review.disputes[0].answer.decision).toBe('rejected');
  const accepted = await p.client.post(accept(s.id), {});
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().data).toMatchObject({ status: 'accepted', deadline: null });
  const again = await p.client.post(accept(s.id), {});
  expect(again.statusCode).toBe(409);
  expect(again.json().error.messages).toEqual([T.alreadyAccepted]);
  const late = await p.client.post(disputes(s.id), { ...dispute, line: 'figure:result' });
  expect(late.statusCode).toBe(409);
  expect(late.json().error.messages).toEqual([T.alreadyAccepted]);
  expect(
    (await manager.get(`/api/backoffice/users/${p.id}/settlement-statements/`)).json().data[0].status,
  ).toBe('accepted');

  expect((await auditRows(app, 'settlement_statement', s.id)).map((row) => row.action)).toEqual([
    'settlement_statement.close',
    'settlement_statement.dispute',
    'settlement_statement.accept',
  ]);
  expect(await auditRows(app, 'settlement_dispute', disputeId)).toEqual([
    expect.objectContaining({ action: 'settlement_dispute.answer' }),
  ]);
  // The player's notices (the bell, live): the statement closed, then the fund's answer.
  const notices = (await p.client.get('/api/accounting/notifications/')).json().data.items;
  expect(notices.map((n: { kind: string; text: string }) => [n.kind, n.text])).toEqual([
    [
      'settlement_dispute.answered',
      'Фонд ответил на оспоренную строку выписки № 1: отклонено — Расчёт верен: 50 % от 1,000',
    ],
    [
      'settlement_statement.closed',
      expect.stringContaining('Пакет 1 закрыт, выписка сформирована: к выплате 500.00 USD.'),
    ],
  ]);
  // The statement itself is as it was frozen.
  expect((await p.client.get(`${OWN}${s.id}/`)).json().data.content_sha256).toBe(s.content_sha256);
});

test('every kind of line can be disputed; a corrected line; accepting without a dispute', async () => {
  const p = await closed('answers_lines');
  const s = (await p.client.get(`${OWN}${p.statement.id}/`)).json().data;
  const account = s.content.lines.result[0];
  const movement = account.movements[0];
  for (const line of [
    `account:${account.account_record_id}`,
    ...(movement ? [`movement:${movement.id}`] : []),
  ]) {
    expect((await p.client.post(disputes(s.id), { ...dispute, line })).statusCode).toBe(200);
  }
  const review = (await p.client.get(`${OWN}${s.id}/`)).json().data.review;
  expect(review.disputes[0]).toMatchObject({ amount: account.usd, label: account.label });
  for (const d of review.disputes)
    expect(
      (await manager.post(answer(d.id), { decision: 'corrected', reason: 'Переводом № 1' })).statusCode,
    ).toBe(200);
  expect((await p.client.post(accept(s.id), {})).json().data.status).toBe('accepted');

  const q = await closed('answers_plain');
  expect((await q.client.post(accept(q.statement.id), {})).json().data).toMatchObject({
    status: 'accepted',
    disputes: [],
  });
});

test('«Исправлено» with an amount is a new entry: a debt row the next statement pays; each debt settled once', async () => {
  const { id, account, bundle } = await newSettler(app.db, 'answers_correct');
  const client = await clientFor(app, 'answers_correct');
  await app.db.query(
    `INSERT INTO deductibles (user_id, category_id, amount, comment)
     SELECT $1, id, 200, 'Курс' FROM deductible_categories WHERE name = 'Обучение'`,
    [id],
  );
  const report = (bundleId: number) =>
    app.db.query(
      `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
       VALUES ($1, $2, 101000, 1, 'manual')`,
      [account, bundleId],
    );
  const close = async (bundleId: number) =>
    (await manager.post(`/api/backoffice/settlement/bundles/${bundleId}/close/`, {})).json();
  const debts = async () =>
    app.db.query<{ name: string; amount: string; comment: string }>(
      `SELECT c.name, d.amount::text AS amount, d.comment FROM deductibles d
         JOIN deductible_categories c ON c.id = d.category_id WHERE d.user_id = $1 ORDER BY d.id`,
      [id],
    );
  await report(bundle);
  // Bundle 1: +1,000 at 50 % = 500, the 200 of Обучение taken: 300 paid; the close writes what it took.
  const first = (await close(bundle)).data;
  expect([first.deductions_total, first.payout]).toEqual(['200.00', '300.00']);
  expect(await debts()).toEqual([
    { name: 'Обучение', amount: '200.00', comment: 'Курс' },
    { name: 'Обучение', amount: '-200.00', comment: 'Удержано по выписке № 1' },
  ]);

  const disputeId = (await client.post(disputes(first.id), dispute)).json().data.disputes[0].id;
  const answered = await manager.post(answer(disputeId), {
    decision: 'corrected',
    reason: 'Не учли бонус рума',
    correction: '75.5',
  });
  expect(answered.statusCode).toBe(200);
  expect(answered.json().data.disputes[0].answer).toMatchObject({
    decision: 'corrected',
    correction: '75.50',
  });
  expect((await debts()).at(-1)).toEqual({
    name: 'Исправления по выпискам',
    amount: '-75.50',
    comment: 'Исправление по выписке № 1: Не учли бонус рума',
  });
  // The next bundle's preview shows the correction as a line of its own and pays it; Обучение is settled.
  const preview = (await client.get('/api/accounting/settlement/preview/')).json().data;
  // (Debts in category order: migration 151 made «Исправления по выпискам» before the test's categories.)
  expect(preview.figures.deductions).toEqual([
    expect.objectContaining({ name: 'Исправления по выпискам', balance: '-75.50', amount: '-75.50' }),
    expect.objectContaining({ name: 'Обучение', balance: '0.00', amount: '0.00' }),
  ]);
  expect(preview.figures.payout).toBe('75.50');
  expect(preview.sources.deductions[0].rows).toEqual([
    expect.objectContaining({ amount: '-75.50', comment: 'Исправление по выписке № 1: Не учли бонус рума' }),
  ]);

  // Bundle 2 (result 0) pays the correction and writes it off; bundle 3 owes and is owed nothing.
  await report(preview.bundle.id);
  const second = (await close(preview.bundle.id)).data;
  expect([second.number, second.player_share, second.payout]).toEqual([2, '0.00', '75.50']);
  expect((await debts()).at(-1)).toEqual({
    name: 'Исправления по выпискам',
    amount: '75.50',
    comment: 'Выплачено по выписке № 2',
  });
  const after = (await client.get('/api/accounting/settlement/preview/')).json().data.figures;
  expect(after.deductions.map((d: { balance: string }) => d.balance)).toEqual(['0.00', '0.00']);
  expect(after.payout).toBe('0.00');
});

test('refusals in Russian, nothing changed: another’s statement, no such line, no comment, a bad link, a bad answer, a player on the staff routes', async () => {
  const a = await closed('answers_owner');
  const b = await closed('answers_other');
  const before = await state();
  const foreign = await b.client.post(accept(a.statement.id), {});
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json().detail).toBe(T.statementNotFound);
  expect((await b.client.post(disputes(a.statement.id), dispute)).statusCode).toBe(404);
  const cases: [unknown, string, string][] = [
    [{ ...dispute, line: 'figure:nothing' }, 'line', T.lineMissing],
    [{ ...dispute, line: 'account:999999' }, 'line', T.lineMissing],
    [{ ...dispute, line: 'DROP TABLE' }, 'line', T.lineMissing],
    [{ ...dispute, comment: '  ' }, 'comment', 'Обязательное поле'],
    [{ ...dispute, link: 'javascript:alert(1)' }, 'link', 'Некорректная ссылка'],
    [{ ...dispute, link: '' }, 'link', 'Обязательное поле'],
  ];
  for (const [payload, field, message] of cases) {
    const refused = await a.client.post(disputes(a.statement.id), payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[field]).toEqual([message]);
  }
  expect((await a.client.post(disputes(a.statement.id), { ...dispute, extra: 1 })).statusCode).toBe(400);
  expect((await a.client.post(accept(a.statement.id), { force: true })).statusCode).toBe(400);
  expect((await a.client.post(accept(999999), {})).statusCode).toBe(404);
  expect((await a.client.post(`${OWN}abc/accept/`, {})).statusCode).toBe(400);
  expect((await a.client.get(OPEN)).statusCode).toBe(403);
  expect((await a.client.post(answer(1), { decision: 'rejected', reason: 'x' })).statusCode).toBe(403);
  const unknown = await manager.post(answer(999999), { decision: 'rejected', reason: 'Нет' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().detail).toBe(T.disputeNotFound);
  expect(await state()).toBe(before);

  const id = (await a.client.post(disputes(a.statement.id), dispute)).json().data.disputes[0].id;
  const same = await a.client.post(disputes(a.statement.id), dispute);
  expect(same.statusCode).toBe(409);
  expect(same.json().error.messages).toEqual([T.lineDisputed]);
  const afterDispute = await state();
  expect((await manager.post(answer(id), { decision: 'maybe', reason: 'Нет' })).statusCode).toBe(400);
  expect((await manager.post(answer(id), { decision: 'rejected', reason: ' ' })).statusCode).toBe(400);
  expect((await manager.post(answer(id), { decision: 'rejected', reason: 'x'.repeat(501) })).statusCode).toBe(
    400,
  );
  const corrections: [unknown, string][] = [
    [{ decision: 'rejected', reason: 'Нет', correction: '10' }, SETTLEMENT_TEXT.correctionRejected],
    [{ decision: 'corrected', reason: 'Да', correction: '0.00' }, SETTLEMENT_TEXT.correctionZero],
    [{ decision: 'corrected', reason: 'Да', correction: '-1000000.01' }, SETTLEMENT_TEXT.correctionRange],
    [{ decision: 'corrected', reason: 'Да', correction: '12,5' }, 'Дробь через точку'],
    [{ decision: 'corrected', reason: 'Да', correction: '1.005' }, 'Формат 0.00'],
  ];
  for (const [payload, message] of corrections) {
    const refused = await manager.post(answer(id), payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.correction).toEqual([message]);
  }
  expect(await state()).toBe(afterDispute);
});

test('the deadline: silence is acceptance, shown as such; no dispute or accept after it; the fund’s days are a setting', async () => {
  const p = await closed('answers_silence');
  const s = p.statement;
  await age(s.id, 4);
  const listed = (await p.client.get(OWN)).json().data[0];
  expect(listed).toMatchObject({ status: 'accepted_by_silence', deadline: null });
  const one = (await p.client.get(`${OWN}${s.id}/`)).json().data.review;
  expect(new Date(one.accepted_at).getTime()).toBe(new Date(s.closed_at).getTime() - 4 * DAY + 3 * DAY);
  const before = await state();
  const late = await p.client.post(disputes(s.id), dispute);
  expect(late.statusCode).toBe(409);
  expect(late.json().error.messages).toEqual([T.disputePassed]);
  const silent = await p.client.post(accept(s.id), {});
  expect(silent.statusCode).toBe(409);
  expect(silent.json().error.messages).toEqual([T.acceptedBySilence]);
  expect(await state()).toBe(before);

  // A fund that gives ten days: the same statement is still open to a dispute.
  await app.db.query('UPDATE settlement_settings SET dispute_days = 10');
  try {
    expect((await p.client.get(OWN)).json().data[0].status).toBe('awaiting');
    expect((await p.client.post(disputes(s.id), dispute)).statusCode).toBe(200);
  } finally {
    await app.db.query('UPDATE settlement_settings SET dispute_days = 3');
  }
  // A disputed line never turns into silence while it waits for the fund.
  await age(s.id, 30);
  expect((await p.client.get(OWN)).json().data[0].status).toBe('disputed');
});

test('idempotency and races: a replayed key gives the stored answer; ten accepts at once → one acceptance', async () => {
  const p = await closed('answers_race');
  const key = { 'idempotency-key': 'dispute-1' };
  const first = await p.client.post(disputes(p.statement.id), dispute, key);
  const replay = await p.client.post(disputes(p.statement.id), dispute, key);
  expect(replay.statusCode).toBe(200);
  expect(replay.json()).toEqual(first.json());
  const id = first.json().data.disputes[0].id;
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => manager.post(answer(id), { decision: 'rejected', reason: 'Верно' })),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  const accepts = await Promise.all(
    Array.from({ length: 10 }, () => p.client.post(accept(p.statement.id), {})),
  );
  expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  const counts = await app.db.one<{ a: number; d: number; x: number }>(
    `SELECT (SELECT count(*) FROM settlement_acceptances WHERE statement_id = $1)::int AS a,
            (SELECT count(*) FROM settlement_disputes WHERE statement_id = $1)::int AS d,
            (SELECT count(*) FROM settlement_dispute_answers WHERE dispute_id = $2)::int AS x`,
    [p.statement.id, id],
  );
  expect(counts).toEqual({ a: 1, d: 1, x: 1 });
  await expect(
    app.db.query('DELETE FROM settlement_acceptances WHERE statement_id = $1', [p.statement.id]),
  ).rejects.toThrow(/append-only/);
});
