import type { FastifyInstance } from 'fastify';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { auditRows, type Client, clientFor, LINK, snapshot } from '../backoffice/helpers';
import { newSettler } from './settler';

// Issue 38 item 5: only an accepted statement's payout is paid, and its amount is the statement's
// (docs/settlement.md «Payouts of accepted statements»).

const T = texts.settlement;
const OWN = '/api/accounting/settlement/statements/';
const PAYOUTS = '/api/backoffice/settlement/payouts/';
const pay = (id: number) => `/api/backoffice/settlement/statements/${id}/pay/`;

let app: FastifyInstance;
let manager: Client;
beforeAll(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
});
afterAll(() => app.close());

/** A player of its own with one closed statement of `result` at 50 %. */
async function closed(name: string, result: number) {
  const { id, account, bundle } = await newSettler(app.db, name);
  await app.db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
     VALUES ($1, $2, $3, 1, 'manual')`,
    [account, bundle, 100000 + result],
  );
  const statement = (await manager.post(`/api/backoffice/settlement/bundles/${bundle}/close/`, {})).json()
    .data;
  return { id, statement, client: await clientFor(app, name) };
}

const listed = async (statementId: number) =>
  (await manager.get(PAYOUTS))
    .json()
    .data.find((row: { statement_id: number }) => row.statement_id === statementId);

async function state() {
  return [
    await snapshot(app),
    JSON.stringify(await app.db.query('SELECT to_jsonb(x) AS row FROM settlement_payouts x ORDER BY 1')),
  ].join('\n');
}

test('an accepted statement is listed with its own amount; paying records it once, audited, the player told', async () => {
  const p = await closed('payout_accepted', 1000);
  expect(await listed(p.statement.id)).toBeUndefined();
  const before = await state();
  const early = await manager.post(pay(p.statement.id), {});
  expect(early.statusCode).toBe(409);
  expect(early.json().error.messages).toEqual([T.notAccepted]);
  expect(await state()).toBe(before);

  expect((await p.client.get(`${OWN}${p.statement.id}/`)).json().data.review.paid).toBeNull();
  await p.client.post(`${OWN}${p.statement.id}/accept/`, {});
  expect(await listed(p.statement.id)).toMatchObject({
    username: 'payout_accepted',
    statement_number: 1,
    amount: '500.00',
    status: 'accepted',
  });
  const paid = await manager.post(pay(p.statement.id), {});
  expect(paid.statusCode).toBe(200);
  expect(paid.json().data).toMatchObject({ statement_id: p.statement.id, amount: '500.00' });
  // The player's statement shows it paid, with the date and the amount, in the list and opened.
  const mark = { amount: '500.00', paid_at: paid.json().data.paid_at };
  expect((await p.client.get(OWN)).json().data).toMatchObject([{ id: p.statement.id, paid: mark }]);
  expect((await p.client.get(`${OWN}${p.statement.id}/`)).json().data.review.paid).toEqual(mark);
  expect(await listed(p.statement.id)).toBeUndefined();
  const again = await manager.post(pay(p.statement.id), {});
  expect(again.statusCode).toBe(409);
  expect(again.json().error.messages).toEqual([T.alreadyPaid]);
  expect((await auditRows(app, 'settlement_statement', p.statement.id)).at(-1)).toMatchObject({
    action: 'settlement_statement.pay',
  });
  const notices = (await p.client.get('/api/accounting/notifications/')).json().data.items;
  expect(notices[0]).toMatchObject({
    kind: 'settlement_statement.paid',
    text: 'Выплата по выписке № 1 отмечена: 500.00 USD.',
  });
});

test('accepted by silence is paid too; a disputed one is not until answered and accepted; nothing to pay is 409', async () => {
  const silent = await closed('payout_silent', 400);
  await app.db.query('ALTER TABLE settlement_statements DISABLE TRIGGER settlement_statements_append_only');
  await app.db.query(
    "UPDATE settlement_statements SET closed_at = closed_at - interval '4 days' WHERE id = $1",
    [silent.statement.id],
  );
  await app.db.query('ALTER TABLE settlement_statements ENABLE TRIGGER settlement_statements_append_only');
  expect(await listed(silent.statement.id)).toMatchObject({
    amount: '200.00',
    status: 'accepted_by_silence',
  });
  expect((await manager.post(pay(silent.statement.id), {})).statusCode).toBe(200);

  const disputed = await closed('payout_disputed', 600);
  // Another player's paid statement is not theirs to read.
  expect((await disputed.client.get(`${OWN}${silent.statement.id}/`)).statusCode).toBe(404);
  expect((await disputed.client.get(OWN)).json().data).toMatchObject([
    { id: disputed.statement.id, paid: null },
  ]);
  await disputed.client.post(`${OWN}${disputed.statement.id}/disputes/`, {
    line: 'figure:payout',
    comment: 'Не та сумма',
    link: LINK,
  });
  expect(await listed(disputed.statement.id)).toBeUndefined();
  expect((await manager.post(pay(disputed.statement.id), {})).statusCode).toBe(409);

  const loss = await closed('payout_loss', -300);
  await loss.client.post(`${OWN}${loss.statement.id}/accept/`, {});
  expect(await listed(loss.statement.id)).toBeUndefined();
  const before = await state();
  const nothing = await manager.post(pay(loss.statement.id), {});
  expect(nothing.statusCode).toBe(409);
  expect(nothing.json().error.messages).toEqual([T.nothingToPay]);
  expect((await manager.post(pay(999999), {})).statusCode).toBe(404);
  expect((await manager.post(pay(loss.statement.id), { amount: '1' })).statusCode).toBe(400);
  expect((await loss.client.post(pay(loss.statement.id), {})).statusCode).toBe(403);
  expect((await loss.client.get(PAYOUTS)).statusCode).toBe(403);
  expect(await state()).toBe(before);
});

test('ten payouts of one statement at once → one row; a replayed key gives the stored answer', async () => {
  const p = await closed('payout_race', 800);
  await p.client.post(`${OWN}${p.statement.id}/accept/`, {});
  const key = { 'idempotency-key': 'pay-statement-1' };
  const first = await manager.post(pay(p.statement.id), {}, key);
  expect(first.json()).toMatchObject({ data: { amount: '400.00' } });
  const rest = await Promise.all(Array.from({ length: 10 }, () => manager.post(pay(p.statement.id), {})));
  expect(rest.map((r) => r.statusCode)).toEqual(Array(10).fill(409));
  expect((await manager.post(pay(p.statement.id), {}, key)).json()).toEqual(first.json());
  const n = await app.db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM settlement_payouts WHERE statement_id = $1',
    [p.statement.id],
  );
  expect(n!.n).toBe(1);
});
