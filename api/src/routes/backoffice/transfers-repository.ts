import { toDecimalString } from '@fund/shared/decimal';
import type { CreateTransfer, QueueQuery, TransferRow } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';
import { businessError, conflict, notFound } from '../../plugins/errors';
import { notify, writeAudit } from './audit';
import { listPage, SqlFilter } from './filter';
import { BO_TEXT, NOTICE_TEXT } from './texts';

const side = (account: string, user: string) =>
  `json_build_object('id', ${user}.id, 'username', ${user}.username, 'account_record_id', ${account}.id,
    'account_record_name', ${account}.name)`;

export function listTransfers(db: Db, query: QueueQuery) {
  const filter = new SqlFilter()
    .add((p) => `t.status = ${p}`, query.status === 'all' ? undefined : query.status)
    .add((p) => `(su.id = ${p} OR ru.id = ${p})`, query.player)
    .days('t.created_datetime', query.date_from, query.date_to);
  return listPage<TransferRow>(
    db,
    {
      select: `t.id, r.id AS room_id, r.name AS room_name, r.currency_name, ${side('s', 'su')} AS sender,
        CASE WHEN rc.id IS NULL THEN NULL ELSE ${side('rc', 'ru')} END AS receiver, t.amount::text AS amount,
        t.status, t.admin_comment AS comment, t.created_datetime, t.held_at, t.sent_at, t.received_at`,
      from: `FROM transfers t JOIN rooms r ON r.id = t.room_id
        JOIN account_records s ON s.id = t.sender_account_record_id JOIN users su ON su.id = s.user_id
        LEFT JOIN account_records rc ON rc.id = t.receiver_account_record_id LEFT JOIN users ru ON ru.id = rc.user_id`,
      order: 't.id DESC',
    },
    filter,
    query,
  );
}

interface AccountRow {
  id: number;
  user_id: number;
  room_id: number;
  currency_name: string;
}

async function account(t: Db, id: number): Promise<AccountRow> {
  const row = await t.one<AccountRow>(
    `SELECT ar.id, ar.user_id, ar.room_id, r.currency_name FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      WHERE ar.id = $1`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.accountNotFound);
  return row;
}

/** A `new` transfer between two players' accounts of one room; both players are told. */
export async function createTransfer(db: Db, actor: number, body: CreateTransfer) {
  return db.tx(async (t) => {
    const sender = await account(t, body.sender_account_record_id);
    const receiver = await account(t, body.receiver_account_record_id);
    if (sender.room_id !== receiver.room_id) throw businessError(BO_TEXT.sameRoom);
    if (sender.user_id === receiver.user_id) throw businessError(BO_TEXT.samePlayer);
    const amount = toDecimalString(body.amount);
    const comment = body.comment?.trim() ?? '';
    const row = await t.one<{ id: number }>(
      `INSERT INTO transfers (room_id, sender_account_record_id, receiver_account_record_id, amount, admin_comment, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [sender.room_id, sender.id, receiver.id, amount, comment, actor],
    );
    const id = row!.id;
    const text = NOTICE_TEXT.transferCreated(amount, sender.currency_name);
    await notify(t, sender.user_id, 'transfer.created', id, text);
    await notify(t, receiver.user_id, 'transfer.created', id, text);
    await writeAudit(t, {
      actor,
      action: 'transfer.create',
      entity: 'transfer',
      entityId: id,
      before: null,
      after: {
        status: 'new',
        sender_account_record_id: sender.id,
        receiver_account_record_id: receiver.id,
        amount,
        comment,
      },
    });
    return { id, status: 'new' };
  });
}

/** new → cancelled; once the sender held or confirmed it, the players own it. */
export async function cancelTransfer(db: Db, actor: number, id: number, reason: string) {
  return db.tx(async (t) => {
    const row = await t.one<{ status: string }>('SELECT status FROM transfers WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!row) throw notFound(BO_TEXT.transferNotFound);
    if (row.status !== 'new') throw conflict(BO_TEXT.transferStarted);
    const text = reason.trim();
    await t.query(
      `UPDATE transfers SET status = 'cancelled', cancel_reason = $2 WHERE id = $1 AND status = 'new'`,
      [id, text],
    );
    await writeAudit(t, {
      actor,
      action: 'transfer.cancel',
      entity: 'transfer',
      entityId: id,
      before: { status: 'new' },
      after: { status: 'cancelled', reason: text },
    });
    return { id, status: 'cancelled' };
  });
}
