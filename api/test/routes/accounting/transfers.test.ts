import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Client, CONFIRM, clientFor, snapshot, transferId } from './helpers';

let app: FastifyInstance;
let player: Client;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
});
afterEach(() => app?.close());

const TO_DMITRY = 'Перевод Дмитрию на PokerStars';
const HELD = 'Возврат в фонд с GGPoker';
const FROM_DMITRY = 'Дмитрий отправил перевод';

test('lists transfers to send and to receive of the signed-in player only', async () => {
  const res = await player.get('/api/accounting/transfersv2/');
  expect(res.statusCode).toBe(200);
  const { to_send, to_receive } = res.json().data;
  expect(to_send.map((t: { admin_comment: string }) => t.admin_comment)).toEqual(
    expect.arrayContaining([TO_DMITRY, HELD]),
  );
  expect(to_send.find((t: { admin_comment: string }) => t.admin_comment === HELD).is_balance_hold).toBe(true);
  expect(to_receive).toHaveLength(1);
  expect(to_receive[0]).toMatchObject({ type: 'receive', amount: '220.00', room_id: 23 });
  const other = await clientFor(app, 'anna.kuznetsova');
  const theirs = (await other.get('/api/accounting/transfersv2/')).json().data;
  expect(theirs).toEqual({ to_send: [], to_receive: [] });
});

describe('hold', () => {
  test('new → held once; 20 concurrent holds give exactly one effect', async () => {
    const id = await transferId(app, TO_DMITRY);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.post(`/api/accounting/transfers/holdv2/${id}/`, { change_balance: false }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)?.json().error.messages[0]).toMatch(/уже зарезервирован/);
    const row = await app.db.one<{ status: string }>('SELECT status FROM transfers WHERE id = $1', [id]);
    expect(row?.status).toBe('held');
  });

  test('receive transfer cannot be held; other player gets 404; bad body → 400 and nothing changes', async () => {
    const before = await snapshot(app);
    const receive = await transferId(app, FROM_DMITRY);
    const own = await transferId(app, TO_DMITRY);
    const r1 = await player.post(`/api/accounting/transfers/holdv2/${receive}/`, { change_balance: false });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error.messages[0]).toBe('Входящий перевод нельзя зарезервировать.');
    const other = await clientFor(app, 'anna.kuznetsova');
    expect(
      (await other.post(`/api/accounting/transfers/holdv2/${own}/`, { change_balance: false })).statusCode,
    ).toBe(404);
    const bad = await player.post(`/api/accounting/transfers/holdv2/${own}/`, { change_balance: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.change_balance).toEqual(['Должно быть да или нет']);
    expect(
      (await player.post('/api/accounting/transfers/holdv2/abc/', { change_balance: false })).statusCode,
    ).toBe(400);
    expect(await snapshot(app)).toBe(before);
  });

  test('a hold needs the balance minus other holds to cover the amount', async () => {
    const id = await transferId(app, TO_DMITRY);
    await app.db.query('UPDATE transfers SET amount = 2400 WHERE id = $1', [id]);
    // PS balance 2480, no other holds on PS → ok; a second 2400 transfer on the same account is refused.
    expect(
      (await player.post(`/api/accounting/transfers/holdv2/${id}/`, { change_balance: false })).statusCode,
    ).toBe(200);
    const { sender_account_record_id, room_id } = (await app.db.one<{
      sender_account_record_id: number;
      room_id: number;
    }>('SELECT sender_account_record_id, room_id FROM transfers WHERE id = $1', [id]))!;
    const second = await app.db.one<{ id: number }>(
      `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount) VALUES ($1, $2, true, 100) RETURNING id`,
      [room_id, sender_account_record_id],
    );
    const res = await player.post(`/api/accounting/transfers/holdv2/${second!.id}/`, {
      change_balance: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages[0]).toBe('Недостаточно средств на счёте.');
  });
});

describe('confirm', () => {
  test.each([
    [{ player_comment: '' }, 'player_comment', 'Скриншот обязательное поле'],
    [{ player_comment: 'not a url' }, 'player_comment', 'Некорректная ссылка'],
    [{ player_comment2: 'ftp:/x' }, 'player_comment2', 'Некорректная ссылка'],
    [{ amount_before_transfer: -1 }, 'amount_before_transfer', 'Должно быть положительное число'],
    [{ amount_before_transfer: '12,5' }, 'amount_before_transfer', 'Дробь через точку'],
    [{ fee: -1 }, 'fee', 'Должно быть положительное число'],
    [{ fee_percentage: -0.5 }, 'fee_percentage', 'Комиссия не может быть меньше 0%'],
    [{ fee_percentage: 6 }, 'fee_percentage', 'Комиссия не может быть выше 5.99%'],
    [{ fee_percentage: 1.455 }, 'fee_percentage', 'Формат 0.00'],
    [{ fee: 1.001 }, 'fee', 'Формат 0.00'],
    [{ change_balance: undefined }, 'change_balance', 'Обязательное поле'],
    [{ extra: 1 }, 'extra', 'Неизвестное поле'],
  ])('bad input %j → 400 on %s, nothing changes', async (patch, field, message) => {
    const id = await transferId(app, TO_DMITRY);
    const before = await snapshot(app);
    const res = await player.post(`/api/accounting/transfers/confirmv2/${id}/`, { ...CONFIRM, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toContain(message);
    expect(await snapshot(app)).toBe(before);
  });

  test('send confirmation writes −amount and −fee; 20 concurrent confirms give one effect', async () => {
    const id = await transferId(app, TO_DMITRY);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => player.post(`/api/accounting/transfers/confirmv2/${id}/`, CONFIRM)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const moves = await app.db.query<{ kind: string; amount: string }>(
      "SELECT kind, amount::text AS amount FROM ledger_movements WHERE source = 'transfer' AND source_id = $1 ORDER BY id",
      [id],
    );
    expect(moves).toEqual([
      { kind: 'transfer_out', amount: '-350.00' },
      { kind: 'fee', amount: '-3.47' },
    ]);
    // The receiver (dmitry) now sees it and confirms; the ledger gets +350 on his account.
    const dmitry = await clientFor(app, 'dmitry.sokolov');
    const list = (await dmitry.get('/api/accounting/transfersv2/')).json().data;
    expect(list.to_receive.map((t: { id: number }) => t.id)).toContain(id);
    const ok = await dmitry.post(`/api/accounting/transfers/confirmv2/${id}/`, {
      ...CONFIRM,
      fee: 0,
      fee_percentage: 0,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('received');
  });

  test('receiver cannot confirm before the sender; a replay with the same Idempotency-Key answers the first result', async () => {
    const id = await transferId(app, TO_DMITRY);
    const dmitry = await clientFor(app, 'dmitry.sokolov');
    const early = await dmitry.post(`/api/accounting/transfers/confirmv2/${id}/`, CONFIRM);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.messages[0]).toBe('Отправитель ещё не подтвердил перевод.');
    const key = { 'idempotency-key': 'confirm-key-0001' };
    const first = await player.post(`/api/accounting/transfers/confirmv2/${id}/`, CONFIRM, key);
    const after = await snapshot(app);
    const replay = await player.post(`/api/accounting/transfers/confirmv2/${id}/`, CONFIRM, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await snapshot(app)).toBe(after);
    const again = await player.post(`/api/accounting/transfers/confirmv2/${id}/`, CONFIRM);
    expect(again.statusCode).toBe(409);
  });

  test('room 23 with sender wallet type 14 accepts only the fixed 1 % fee', async () => {
    const id = await transferId(app, TO_DMITRY);
    const before = await snapshot(app);
    const res = await player.post(`/api/accounting/transfers/confirmv2/${id}/`, {
      ...CONFIRM,
      fee_percentage: 1.45,
      fee: 5.08,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages[0]).toBe('Для этого рума и кошелька комиссия составляет 1%.');
    expect(await snapshot(app)).toBe(before);
  });

  test('change_balance appends the new balance; refused for a virtual room', async () => {
    const id = await transferId(app, TO_DMITRY);
    const res = await player.post(`/api/accounting/transfers/confirmv2/${id}/`, {
      ...CONFIRM,
      change_balance: true,
    });
    expect(res.statusCode).toBe(200);
    const bal = await app.db.one<{ balance: string }>(
      `SELECT balance::text AS balance FROM balance_reports WHERE account_record_id =
         (SELECT sender_account_record_id FROM transfers WHERE id = $1) ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(bal?.balance).toBe('2126.53');
    const virtual = await app.db.one<{ id: number }>(
      `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount)
       SELECT 90, ar.id, true, 10 FROM account_records ar JOIN users u ON u.id = ar.user_id
        WHERE u.username = 'player' AND ar.room_id = 90 RETURNING id`,
    );
    const refused = await player.post(`/api/accounting/transfers/confirmv2/${virtual!.id}/`, {
      ...CONFIRM,
      change_balance: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.messages[0]).toBe('Изменение баланса недоступно для виртуального рума.');
  });
});
