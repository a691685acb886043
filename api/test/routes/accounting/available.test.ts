import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, CONFIRM, clientFor, snapshot } from './helpers';
import { heldAccount, newTransfer } from './money-fixtures';

// Issue 35: no money path moves more out of an account than it holds free (balance − held), with
// «Изменить баланс» off as well as on. The player's ACR account: balance 200, 150 held, 50 free.
let app: FastifyInstance;
let player: Client;
let acr: number;
let ps: number;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
  ({ acr, ps } = await heldAccount(app, player));
});
afterEach(() => app.close());

const LINK = 'https://prnt.sc/abc123';
const OVER = { success: false, error: { amount: ['Недостаточно средств на счёте: доступно 50.00.'] } };

const balanceTransfer = (from: number, to: number, amount: string) =>
  player.post('/api/accounting/accountrecordbalance/transfer/', {
    cashout_account_record: from,
    deposit_account_record: to,
    amount,
    comment: LINK,
    deposit_scr: LINK,
    change_balance: false,
  });

test.each([
  ['balance transfer of 100,000,000', () => balanceTransfer(acr, ps, '100000000')],
  ['balance transfer of 50.01', () => balanceTransfer(acr, ps, '50.01')],
  [
    'personal funds deposit of 50.01',
    () =>
      player.post('/api/accounting/playerfundflow/', {
        account_record: acr,
        type: 'deposit',
        amount: '50.01',
        comment: LINK,
        change_balance: false,
      }),
  ],
  [
    'cash flow payout of 50.01',
    () =>
      player.post('/api/accounting/cashflow/', {
        account_record: acr,
        amount: '50.01',
        is_payout: true,
        comment: LINK,
      }),
  ],
])('without change_balance, %s out of 50 free → 400 on the amount, nothing changed', async (_, send) => {
  const before = await snapshot(app);
  const res = await send();
  expect([res.statusCode, res.json()]).toEqual([400, OVER]);
  expect(await snapshot(app)).toBe(before);
});

test('what is free can move without change_balance; money coming in is not limited', async () => {
  expect((await balanceTransfer(acr, ps, '50.00')).statusCode).toBe(200);
  const deposit = await player.post('/api/accounting/cashflow/', {
    account_record: acr,
    amount: '100000',
    is_payout: false,
    comment: LINK,
  });
  expect(deposit.statusCode).toBe(200);
  const payout = await player.post('/api/accounting/cashflow/', {
    account_record: acr,
    amount: '50.00',
    is_payout: true,
    comment: LINK,
  });
  expect(payout.statusCode).toBe(200);
});

test("the sender's confirmation without change_balance: the amount and fee within what is free", async () => {
  const over = await newTransfer(app, acr, '49.00');
  const before = await snapshot(app);
  const refused = await player.post(`/api/accounting/transfers/confirmv2/${over}/`, {
    ...CONFIRM,
    fee: 1.01,
  });
  expect([refused.statusCode, refused.json().error.text]).toEqual([
    400,
    ['Недостаточно средств на счёте: доступно 50.00.'],
  ]);
  expect(await snapshot(app)).toBe(before);
  const fits = await player.post(`/api/accounting/transfers/confirmv2/${over}/`, { ...CONFIRM, fee: 1 });
  expect(fits.json().data).toEqual({ id: over, status: 'sent' });
});

test('confirming the held transfer itself releases its hold first, so its 150 fit', async () => {
  const held = await app.db.one<{ id: number }>(
    "SELECT id FROM transfers WHERE sender_account_record_id = $1 AND status = 'held'",
    [acr],
  );
  const res = await player.post(`/api/accounting/transfers/confirmv2/${held!.id}/`, { ...CONFIRM, fee: 0 });
  expect(res.json().data).toEqual({ id: held!.id, status: 'sent' });
});

test('a virtual room keeps no balance: its moves are not limited by one', async () => {
  const fund = await accountId(app, 'player', 90);
  const res = await balanceTransfer(fund, ps, '500.00');
  expect(res.statusCode).toBe(200);
});
