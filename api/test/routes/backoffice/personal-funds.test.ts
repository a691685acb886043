import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { heldAccount, newTransfer } from '../accounting/money-fixtures';
import { accountId, auditRows, type Client, clientFor, LINK, snapshot, userId } from './helpers';

// Issue 16: what a player declares (a personal funds deposit or cashback) counts nowhere until
// the fund approves it. Before the fix, declaring 100,000 raised the payout from 96.00 to 40,096.00.
let app: FastifyInstance;
let player: Client;
let manager: Client;
let ps: number;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
  manager = await clientFor(app, 'manager');
  ps = await accountId(app, 'player', 23);
});
afterEach(() => app.close());

/** Everything a declaration used to move at once. */
const figures = async () => ({
  payout: (await player.get('/api/users/current/payout/')).json().data.payout,
  sum: (await player.get('/api/accounting/reports/personalfundssum/')).json().data.sum,
  max: (await player.get(`/api/accounting/personalfunds/max/?acc_record_id=${ps}`)).json().data.value,
  cards: (await player.get('/api/accounting/accountcards/')).json().data,
  history: (
    await player.post('/api/accounting/accountinghistory/', {
      rooms: [],
      cashflow: true,
      transfers: true,
      period: 'alltime',
    })
  ).json().data,
});

const declare = (type: string, amount: string, changeBalance = false) =>
  player.post('/api/accounting/playerfundflow/', {
    account_record: ps,
    type,
    amount,
    comment: LINK,
    change_balance: changeBalance,
  });

test('declaring a 100,000 deposit leaves the payout unchanged until approved; then it counts', async () => {
  // The account must hold what leaves it (issue 35): a balance of 200,000 in the current bundle.
  await app.db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, source)
     SELECT account_record_id, bundle_id, 200000, 'manual' FROM balance_reports
      WHERE account_record_id = $1 ORDER BY id DESC LIMIT 1`,
    [ps],
  );
  const before = await figures();
  const declared = await declare('deposit', '100000.00');
  expect(declared.statusCode).toBe(200);
  const id = declared.json().data.id;
  expect(await figures()).toEqual(before);
  const row = (await player.get('/api/accounting/playerfundflow/'))
    .json()
    .data.find((r: { id: number }) => r.id === id);
  expect(row).toMatchObject({ status: 'pending', reject_reason: null, amount: '100000.00' });

  const approved = await manager.post(`/api/backoffice/personal-funds/${id}/approve/`, {});
  expect(approved.json()).toEqual({ success: true, data: { id, status: 'approved' } });
  const after = await figures();
  expect(after.sum).not.toBe(before.sum);
  expect(after.payout).not.toBe(before.payout);
  const listed = (await player.get('/api/accounting/playerfundflow/'))
    .json()
    .data.find((r: { id: number }) => r.id === id);
  expect(listed.status).toBe('approved');
  const ledger = await app.db.query(
    "SELECT kind, amount::text AS amount FROM ledger_movements WHERE source = 'personal_funds' AND source_id = $1",
    [id],
  );
  expect(ledger).toEqual([{ kind: 'personal_funds_out', amount: '-100000.00' }]);
});

test('a 5,000,000 cashback does not raise the withdrawable maximum until approved', async () => {
  const before = await figures();
  const id = (await declare('cashback', '5000000.00')).json().data.id;
  expect(await figures()).toEqual(before);
  await manager.post(`/api/backoffice/personal-funds/${id}/approve/`, {});
  const after = await figures();
  expect(after.max).toBe('5002000.00');
  expect(after.payout).toBe(before.payout);
});

test('rejected with a reason: the player sees it, nothing ever counted, a notice and an audit row', async () => {
  const before = await figures();
  const id = (await declare('deposit', '100.00', true)).json().data.id;
  const reason = 'Скриншот не подтверждает перевод';
  const rejected = await manager.post(`/api/backoffice/personal-funds/${id}/reject/`, { reason });
  expect(rejected.json().data).toEqual({ id, status: 'rejected' });
  expect(await figures()).toEqual(before);
  const listed = (await player.get('/api/accounting/playerfundflow/'))
    .json()
    .data.find((r: { id: number }) => r.id === id);
  expect(listed).toMatchObject({ status: 'rejected', reject_reason: reason });
  const notices = (await player.get('/api/accounting/notifications/')).json().data;
  expect(notices.unread_count).toBe(1);
  expect(notices.items[0]).toMatchObject({ kind: 'personal_funds.rejected', entity_id: id, read: false });
  expect(notices.items[0].text).toContain(reason);
  expect(await auditRows(app, 'personal_funds', id)).toEqual([
    {
      action: 'personal_funds.reject',
      actor_id: await userId(app, 'manager'),
      before: { status: 'pending', type: 'deposit', amount: '100.00' },
      after: { status: 'rejected', reason },
    },
  ]);
});

test('a decided row cannot be decided again: 409 with a Russian message, nothing changed', async () => {
  const id = (await declare('cashback', '10.00')).json().data.id;
  await manager.post(`/api/backoffice/personal-funds/${id}/approve/`, {});
  const before = await snapshot(app);
  for (const action of ['approve', 'reject']) {
    const again = await manager.post(`/api/backoffice/personal-funds/${id}/${action}/`, { reason: 'Нет' });
    expect(again.statusCode).toBe(action === 'approve' ? 400 : 409);
  }
  const approveAgain = await manager.post(`/api/backoffice/personal-funds/${id}/approve/`, {});
  expect(approveAgain.statusCode).toBe(409);
  expect(approveAgain.json()).toEqual({
    success: false,
    error: { messages: [expect.stringMatching(/^Запись уже одобрена: manager, .+ МСК\.$/)], fields: {} },
  });
  expect(await snapshot(app)).toBe(before);
});

test('the approval checks balance − held again: holds that appeared since → 409, nothing changed', async () => {
  const { acr } = await heldAccount(app, player); // balance 200, 150 held
  const declared = await player.post('/api/accounting/playerfundflow/', {
    account_record: acr,
    type: 'deposit',
    amount: '40.00',
    comment: LINK,
    change_balance: true,
  });
  expect(declared.statusCode).toBe(200);
  const other = await newTransfer(app, acr, '30.00');
  expect(
    (await player.post(`/api/accounting/transfers/holdv2/${other}/`, { change_balance: false })).statusCode,
  ).toBe(200);
  const before = await snapshot(app);
  const res = await manager.post(`/api/backoffice/personal-funds/${declared.json().data.id}/approve/`, {});
  expect(res.statusCode).toBe(409);
  expect(res.json().error.messages).toEqual([
    'Недостаточно средств на счёте: 180.00 зарезервировано под переводы.',
  ]);
  expect(await snapshot(app)).toBe(before);
});

test('a cashout still counts at once (it only lowers what can be taken)', async () => {
  const res = await declare('cashout', '-100.00');
  expect(res.json().data.status).toBe('approved');
  expect((await player.get('/api/accounting/reports/personalfundssum/')).json().data.sum).toBe('5100.00');
});

test('the rows older than the fix are approved', async () => {
  const rows = await app.db.query<{ status: string }>('SELECT DISTINCT status FROM personal_funds_movements');
  expect(rows).toEqual([{ status: 'approved' }]);
});
