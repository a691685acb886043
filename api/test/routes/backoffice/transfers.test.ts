import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { CONFIRM } from '../accounting/helpers';
import { accountId, auditRows, type Client, clientFor, snapshot, userId } from './helpers';

let app: FastifyInstance;
let manager: Client;
let player: Client;
let dmitry: Client;
let from: number;
let to: number;
beforeEach(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
  player = await clientFor(app, 'player');
  dmitry = await clientFor(app, 'dmitry.sokolov');
  from = await accountId(app, 'player', 14);
  to = await accountId(app, 'dmitry.sokolov', 14);
});
afterEach(() => app.close());

const create = (body: Record<string, unknown>) =>
  manager.post('/api/backoffice/transfers/', {
    sender_account_record_id: from,
    receiver_account_record_id: to,
    amount: '25.00',
    comment: 'Перекидка',
    ...body,
  });

test('a transfer the fund creates shows in both players’ tables, and hold and confirm work', async () => {
  const res = await create({});
  expect(res.statusCode).toBe(200);
  const id = res.json().data.id;
  expect(res.json().data).toEqual({ id, status: 'new' });
  const mine = (await player.get('/api/accounting/transfersv2/')).json().data;
  expect(mine.to_send.map((t: { id: number }) => t.id)).toContain(id);
  expect(mine.to_send.find((t: { id: number }) => t.id === id)).toMatchObject({
    amount: '25.00',
    is_balance_hold: false,
  });

  expect(
    (await player.post(`/api/accounting/transfers/holdv2/${id}/`, { change_balance: false })).statusCode,
  ).toBe(200);
  const held = (
    await manager.get(`/api/backoffice/transfers/?status=held&player=${await userId(app, 'player')}`)
  ).json();
  expect(held.data.map((t: { id: number }) => t.id)).toContain(id);
  expect(held.data.every((t: { status: string }) => t.status === 'held')).toBe(true);
  // Held: the fund cannot cancel it any more.
  const cancel = await manager.post(`/api/backoffice/transfers/${id}/cancel/`, { reason: 'Ошибка' });
  expect([cancel.statusCode, cancel.json().error.messages]).toEqual([
    409,
    ['Перевод уже в работе у игрока, отменить его нельзя.'],
  ]);

  const sent = await player.post(`/api/accounting/transfers/confirmv2/${id}/`, {
    ...CONFIRM,
    fee: 0,
    fee_percentage: 0,
  });
  expect(sent.json().data.status).toBe('sent');
  const incoming = (await dmitry.get('/api/accounting/transfersv2/')).json().data.to_receive;
  expect(incoming.map((t: { id: number }) => t.id)).toContain(id);
  const received = await dmitry.post(`/api/accounting/transfers/confirmv2/${id}/`, {
    ...CONFIRM,
    fee: 0,
    fee_percentage: 0,
  });
  expect(received.json().data.status).toBe('received');
  const notices = (await dmitry.get('/api/accounting/notifications/')).json().data;
  expect(notices.items[0]).toMatchObject({
    kind: 'transfer.created',
    entity_id: id,
    text: 'Новый перевод: 25.00 USD.',
  });
  expect((await auditRows(app, 'transfer', id)).map((r) => r.action)).toEqual(['transfer.create']);
});

test('a new transfer can be cancelled, once', async () => {
  const id = (await create({})).json().data.id;
  const res = await manager.post(`/api/backoffice/transfers/${id}/cancel/`, { reason: 'Ошибка суммы' });
  expect(res.json().data).toEqual({ id, status: 'cancelled' });
  expect(
    (await player.get('/api/accounting/transfersv2/')).json().data.to_send.map((t: { id: number }) => t.id),
  ).not.toContain(id);
  expect((await manager.post(`/api/backoffice/transfers/${id}/cancel/`, { reason: 'x' })).statusCode).toBe(
    409,
  );
});

test('other rooms, the same player or unknown accounts are refused, nothing changed', async () => {
  const ps = await accountId(app, 'player', 23);
  const before = await snapshot(app);
  const answers = [];
  for (const body of [
    { receiver_account_record_id: ps },
    { sender_account_record_id: to, receiver_account_record_id: to },
    { receiver_account_record_id: 999999 },
  ]) {
    const res = await create(body);
    answers.push([res.statusCode, res.json().error?.messages ?? res.json().detail]);
  }
  expect(answers).toEqual([
    [400, ['Счета отправителя и получателя должны быть в одном руме.']],
    [400, ['Отправитель и получатель — один и тот же игрок.']],
    [404, 'Счёт не найден.'],
  ]);
  expect(await snapshot(app)).toBe(before);
});

test('more than the sender account holds free (balance − held) → 400 on the amount, nothing changed', async () => {
  // The player's GGPoker account: balance 3,700.00 with 500.00 held, so 3,200.00 free (issue 35).
  const before = await snapshot(app);
  const over = await create({ amount: '999999' });
  expect([over.statusCode, over.json()]).toEqual([
    400,
    {
      success: false,
      error: { messages: [], fields: { amount: ['Недостаточно средств на счёте: доступно 3200.00.'] } },
    },
  ]);
  expect((await create({ amount: '3200.01' })).statusCode).toBe(400);
  expect(await snapshot(app)).toBe(before);
  expect((await create({ amount: '3200.00' })).json().data.status).toBe('new');
});
