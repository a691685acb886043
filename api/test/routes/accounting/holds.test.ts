import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, CONFIRM, clientFor, snapshot } from './helpers';
import { heldAccount, newTransfer } from './money-fixtures';

// Balance 200 with 150 held on the player's ACR account: every path that would leave
// balance − held < 0 is refused with a Russian message and changes nothing (issue 17 item 3).
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

const RESERVED = 'Недостаточно средств на счёте: 150.00 зарезервировано под переводы.';
const LINK = 'https://prnt.sc/abc123';

async function available(accountId: number): Promise<string> {
  const row = await app.db.one<{ a: string }>('SELECT account_available($1)::text AS a', [accountId]);
  return row!.a;
}

test('the setup: balance 200, 150 held, 50 available', async () => {
  expect(await available(acr)).toBe('50.00');
});

test.each([
  [
    'balance transfer with change_balance',
    '/api/accounting/accountrecordbalance/transfer/',
    () => ({
      cashout_account_record: acr,
      deposit_account_record: ps,
      amount: 150,
      comment: LINK,
      deposit_scr: LINK,
      change_balance: true,
    }),
    RESERVED,
  ],
  [
    'personal funds deposit with change_balance',
    '/api/accounting/playerfundflow/',
    () => ({ account_record: acr, type: 'deposit', amount: '150.00', comment: LINK, change_balance: true }),
    RESERVED,
  ],
  [
    'manual balance snapshot below the holds',
    '/api/accounting/accountrecordbalances/',
    () => ({ account_record: acr, balance: '100', tournaments_count: 0 }),
    'Баланс не может быть меньше суммы, зарезервированной под переводы (150.00).',
  ],
])('%s: 150 out of 200 with 150 held → 409, nothing changed', async (_, url, body, message) => {
  const before = await snapshot(app);
  const res = await player.post(url, body());
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ success: false, error: { messages: [message], fields: {} } });
  expect(await snapshot(app)).toBe(before);
  expect(await available(acr)).toBe('50.00');
});

test('a second hold over the available rest → 400, nothing changed', async () => {
  const other = await newTransfer(app, acr, '100.00');
  const before = await snapshot(app);
  const res = await player.post(`/api/accounting/transfers/holdv2/${other}/`, { change_balance: false });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.messages).toEqual(['Недостаточно средств на счёте.']);
  expect(await snapshot(app)).toBe(before);
});

test('confirming another transfer with change_balance may not eat the held part → 409, nothing changed', async () => {
  const other = await newTransfer(app, acr, '100.00');
  const before = await snapshot(app);
  const res = await player.post(`/api/accounting/transfers/confirmv2/${other}/`, {
    ...CONFIRM,
    change_balance: true,
  });
  expect(res.statusCode).toBe(409);
  expect(res.json().error.messages).toEqual([RESERVED]);
  expect(await snapshot(app)).toBe(before);
});

test('what the holds leave free can still move; confirming the held transfer releases its hold', async () => {
  const rest = await player.post('/api/accounting/accountrecordbalance/transfer/', {
    cashout_account_record: acr,
    deposit_account_record: ps,
    amount: '50.00',
    comment: LINK,
    deposit_scr: LINK,
    change_balance: true,
  });
  expect(rest.statusCode).toBe(200);
  expect(await available(acr)).toBe('0.00');
  const held = await app.db.one<{ id: number }>(
    "SELECT id FROM transfers WHERE sender_account_record_id = $1 AND status = 'held'",
    [acr],
  );
  const confirmed = await player.post(`/api/accounting/transfers/confirmv2/${held!.id}/`, {
    ...CONFIRM,
    fee: 0,
    change_balance: true,
  });
  expect(confirmed.statusCode).toBe(200);
  expect(await available(acr)).toBe('0.00');
});

test('the database refuses what the services would: a snapshot or a hold that holds do not fit', async () => {
  const before = await snapshot(app);
  await expect(
    app.db.query(
      "INSERT INTO balance_reports (account_record_id, balance, source) VALUES ($1, 149.99, 'manual')",
      [acr],
    ),
  ).rejects.toMatchObject({ code: '23514' });
  const other = await newTransfer(app, acr, '50.01');
  await expect(
    app.db.query("UPDATE transfers SET status = 'held' WHERE id = $1", [other]),
  ).rejects.toMatchObject({ code: '23514' });
  await app.db.query('DELETE FROM transfers WHERE id = $1', [other]);
  expect(await snapshot(app)).toBe(before);
  expect(await available(acr)).toBe('50.00');
});

// Issue 35: no money path moves more out of an account than it holds free (balance − held), with
// «Изменить баланс» off as well as on: here 50 free.
const OVER = {
  success: false,
  error: { messages: [], fields: { amount: ['Недостаточно средств на счёте: доступно 50.00.'] } },
};

const cashFlow = (amount: string, isPayout: boolean) =>
  player.post('/api/accounting/cashflow/', {
    account_record: acr,
    amount,
    is_payout: isPayout,
    comment: LINK,
  });

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
  ['cash flow payout of 50.01', () => cashFlow('50.01', true)],
])('without change_balance, %s out of 50 free → 400 on the amount, nothing changed', async (_, send) => {
  const before = await snapshot(app);
  const res = await send();
  expect([res.statusCode, res.json()]).toEqual([400, OVER]);
  expect(await snapshot(app)).toBe(before);
});

test('what is free can move without change_balance; money coming in is not limited', async () => {
  expect((await balanceTransfer(acr, ps, '50.00')).statusCode).toBe(200);
  expect((await cashFlow('100000', false)).statusCode).toBe(200);
  expect((await cashFlow('50.00', true)).statusCode).toBe(200);
});

test("the sender's confirmation without change_balance: the amount and fee within what is free", async () => {
  const over = await newTransfer(app, acr, '49.00');
  const before = await snapshot(app);
  const refused = await player.post(`/api/accounting/transfers/confirmv2/${over}/`, {
    ...CONFIRM,
    fee: 1.01,
  });
  expect([refused.statusCode, refused.json().error.messages]).toEqual([
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

test('a balance transfer of 0 is refused like every movement (minimum 0.01), nothing changed', async () => {
  const before = await snapshot(app);
  const res = await balanceTransfer(acr, ps, '0');
  expect([res.statusCode, res.json().error.fields.amount]).toEqual([400, ['Минимальная сумма 0.01']]);
  expect(await snapshot(app)).toBe(before);
});

test('the account card shows what is held on it (issue 35: a held amount was visible nowhere)', async () => {
  const cards = (await player.get('/api/accounting/accountcards/')).json().data;
  const held = Object.fromEntries(
    cards.map((c: { account_record: { id: number }; held: string }) => [c.account_record.id, c.held]),
  );
  expect([held[acr], held[ps]]).toEqual(['150.00', '0.00']);
  const other = await newTransfer(app, acr, '20.00');
  await player.post(`/api/accounting/transfers/holdv2/${other}/`, { change_balance: false });
  const after = (await player.get('/api/accounting/accountcards/')).json().data;
  expect(after.find((c: { account_record: { id: number } }) => c.account_record.id === acr).held).toBe(
    '170.00',
  );
});
