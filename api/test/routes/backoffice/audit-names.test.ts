import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, clientFor, userId } from './helpers';

let app: FastifyInstance;
let manager: Client;
let player: Client;
beforeEach(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
  player = await clientFor(app, 'player');
});
afterEach(() => app.close());

/** What the audit log should call an account: «room: nickname» and its owner. */
const named = async (id: number) => {
  const row = await app.db.one<{ label: string; username: string }>(
    `SELECT r.name || ': ' || ar.name AS label, u.username FROM account_records ar
      JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id WHERE ar.id = $1`,
    [id],
  );
  return { id, ...row };
};
const audit = async (query: string) => (await manager.get(`/api/backoffice/audit/?${query}`)).json().data;
const ref = async (username: string) => ({ id: await userId(app, username), username });

test('a settled payout names its player and its accounts by room and nickname (issue 35)', async () => {
  const gg = await accountId(app, 'player', 14);
  const asked = await player.post('/api/accounting/payoutrequestsv2/', {
    requests: [
      { account_record_id: gg, screenshot: 'https://prnt.sc/p1', screenshot2: 'https://prnt.sc/p2' },
    ],
    password: 'demo-password',
  });
  const id = asked.json().data.id;
  await manager.post(`/api/backoffice/payout-requests/${id}/settle/`, {
    items: [{ account_record_id: gg, amount: '96.00' }],
  });
  const [row] = await audit(`entity=payout_request&entity_id=${id}`);
  expect(row.player).toEqual(await ref('player'));
  expect(row.accounts).toEqual([await named(gg)]);
  expect((await named(gg)).label).toMatch(/^.+: .+$/);
});

test('a created transfer names both accounts with their owners; a message names no one', async () => {
  const from = await accountId(app, 'player', 14);
  const to = await accountId(app, 'dmitry.sokolov', 14);
  const created = await manager.post('/api/backoffice/transfers/', {
    sender_account_record_id: from,
    receiver_account_record_id: to,
    amount: '25.00',
  });
  const [row] = await audit(`entity=transfer&entity_id=${created.json().data.id}`);
  expect(row.player).toBeNull();
  expect(row.accounts).toEqual([await named(from), await named(to)].sort((a, b) => a.id - b.id));
  expect(row.accounts.map((a: { username: string }) => a.username).sort()).toEqual([
    'dmitry.sokolov',
    'player',
  ]);

  const message = await manager.post('/api/backoffice/messages/', { type: 'info', text: 'Привет' });
  const [said] = await audit(`entity=web_message&entity_id=${message.json().data.id}`);
  expect([said.player, said.accounts]).toEqual([null, []]);
});

test('a deactivated user is the row’s player', async () => {
  const id = await userId(app, 'dmitry.sokolov');
  await manager.post(`/api/backoffice/users/${id}/deactivate/`, {});
  const [row] = await audit(`entity=user&entity_id=${id}`);
  expect([row.action, row.player, row.accounts]).toEqual([
    'user.deactivate',
    await ref('dmitry.sokolov'),
    [],
  ]);
});

test('a rejected deposit request is about the account’s owner', async () => {
  const account = await accountId(app, 'player', 14);
  const asked = await player.post('/api/accounting/depositrequests/', {
    account_record: account,
    amount: '50',
    comment: '',
  });
  const id = asked.json().data.id;
  await manager.post(`/api/backoffice/deposit-requests/${id}/reject/`, { reason: 'Нет' });
  const [row] = await audit(`entity=deposit_request&entity_id=${id}`);
  expect([row.action, row.player]).toEqual(['deposit_request.reject', await ref('player')]);
});
