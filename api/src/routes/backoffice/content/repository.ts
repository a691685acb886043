import { toDecimalString } from '@fund/shared/decimal';
import type {
  AuditFilterQuery,
  AuditRow,
  auditQuery,
  CreateMessage,
  CreateTransfer,
  TransferRow,
  UpdateMessage,
  WebMessageRow,
} from '@fund/shared/schemas/backoffice';
import type * as v from 'valibot';
import type { Db } from '../../../db/types';
import { idPage, keysetPages, listPage, SqlFilter, tableCount } from '../../../lib/list-page';
import { businessError, conflict, notFound } from '../../../plugins/errors';
import { ensureAvailable } from '../../accounting/repository';
import { queueRows, statusColumn } from '../queues/repository';
import { notify, playerAccount, userRef, writeAudit } from '../repository';
import { BO_TEXT, NOTICE_TEXT } from '../texts';

const COLUMNS = 'id, type, text, audience, active, created_at, updated_at, retired_at';

export function listMessages(db: Db, query: { page: number; per_page: number; active: string }) {
  const filter = new SqlFilter().add(
    (p) => `m.active = ${p}`,
    query.active === 'all' ? undefined : query.active === 'true',
  );
  return listPage<WebMessageRow>(
    db,
    { select: COLUMNS, from: 'FROM web_messages m', order: 'm.id DESC' },
    filter,
    query,
  );
}

export async function createMessage(db: Db, actor: number, body: CreateMessage) {
  return db.tx(async (t) => {
    const row = await t.one<WebMessageRow>(
      `INSERT INTO web_messages (type, text, audience) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [body.type, body.text.trim(), body.audience ?? 'all'],
    );
    await writeAudit(t, actor, 'web_message.create', row!.id, null, row);
    return { id: row!.id, status: 'active' };
  });
}

async function lockActive(t: Db, id: number, retiredText: string): Promise<WebMessageRow> {
  const row = await t.one<WebMessageRow>(`SELECT ${COLUMNS} FROM web_messages WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  if (!row) throw notFound(BO_TEXT.messageNotFound);
  if (!row.active) throw conflict(retiredText);
  return row;
}

export async function updateMessage(db: Db, actor: number, id: number, body: UpdateMessage) {
  return db.tx(async (t) => {
    const before = await lockActive(t, id, BO_TEXT.messageRetired);
    const after = await t.one<WebMessageRow>(
      `UPDATE web_messages SET type = COALESCE($2, type), text = COALESCE($3, text), audience = COALESCE($4, audience),
              updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, body.type ?? null, body.text?.trim() ?? null, body.audience ?? null],
    );
    await writeAudit(t, actor, 'web_message.update', id, before, after);
    return { id, status: 'active' };
  });
}

export async function retireMessage(db: Db, actor: number, id: number) {
  return db.tx(async (t) => {
    const before = await lockActive(t, id, BO_TEXT.alreadyRetired);
    const after = await t.one<WebMessageRow>(
      `UPDATE web_messages SET active = false, retired_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    await writeAudit(t, actor, 'web_message.retire', id, before, after);
    return { id, status: 'retired' };
  });
}

const side = (account: string, user: string) =>
  `json_build_object('id', ${user}.id, 'username', ${user}.username, 'account_record_id', ${account}.id,
    'account_record_name', ${account}.name)`;

/** The player's accounts, by id (the transfer's sender or receiver account among them). */
const accountsOf = (p: string) => `(SELECT a.id FROM account_records a WHERE a.user_id = ${p})`;

/**
 * The transfers the fund assigns, listed as a queue (issue 43): filtered over `t` alone (the player
 * as sender or receiver through their accounts), paged by `idPage`, counted by the counters of
 * migration 149 when only the status filters; the list and its export (issue 40).
 */
const transfers = queueRows<TransferRow>(
  {
    queue: 'transfers',
    table: 'transfers',
    alias: 't',
    status: statusColumn('t'),
    player: (p) =>
      `(t.sender_account_record_id IN ${accountsOf(p)} OR t.receiver_account_record_id IN ${accountsOf(p)})`,
    created: 't.created_datetime',
  },
  {
    select: `t.id, r.id AS room_id, r.name AS room_name, r.currency_name, ${side('s', 'su')} AS sender,
      CASE WHEN rc.id IS NULL THEN NULL ELSE ${side('rc', 'ru')} END AS receiver, t.amount::text AS amount,
      t.status, t.admin_comment AS comment, t.created_datetime, t.held_at, t.sent_at, t.received_at`,
    joins: `JOIN rooms r ON r.id = t.room_id
      JOIN account_records s ON s.id = t.sender_account_record_id JOIN users su ON su.id = s.user_id
      LEFT JOIN account_records rc ON rc.id = t.receiver_account_record_id LEFT JOIN users ru ON ru.id = rc.user_id`,
  },
);
export const listTransfers = transfers.list;
export const transferPages = transfers.pages;

/** A `new` transfer between two players' accounts of one room; both players are told. */
export async function createTransfer(db: Db, actor: number, body: CreateTransfer) {
  return db.tx(async (t) => {
    const sender = await playerAccount(t, body.sender_account_record_id, true);
    const receiver = await playerAccount(t, body.receiver_account_record_id);
    if (sender.room_id !== receiver.room_id) throw businessError(BO_TEXT.sameRoom);
    if (sender.user_id === receiver.user_id) throw businessError(BO_TEXT.samePlayer);
    const amount = toDecimalString(body.amount);
    // At most what the sender's account holds free now (issue 35); the hold checks again.
    await ensureAvailable(t, sender.id, amount);
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
    await writeAudit(t, actor, 'transfer.create', id, null, {
      status: 'new',
      sender_account_record_id: sender.id,
      receiver_account_record_id: receiver.id,
      amount,
      comment,
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
    await writeAudit(
      t,
      actor,
      'transfer.cancel',
      id,
      { status: 'new' },
      { status: 'cancelled', reason: text },
    );
    return { id, status: 'cancelled' };
  });
}

/** The player an audited row is about (issue 35): the owner of the request or movement, the user, the student. */
const AUDIT_PLAYER = `CASE a.entity
  WHEN 'user' THEN a.entity_id
  WHEN 'curator_link' THEN a.entity_id
  WHEN 'deposit_request' THEN (SELECT ar.user_id FROM deposit_requests d
    JOIN account_records ar ON ar.id = d.account_record_id WHERE d.id = a.entity_id)
  WHEN 'cash_flow' THEN (SELECT ar.user_id FROM cash_flows c
    JOIN account_records ar ON ar.id = c.account_record_id WHERE c.id = a.entity_id)
  WHEN 'payout_request' THEN (SELECT pr.user_id FROM payout_requests pr WHERE pr.id = a.entity_id)
  WHEN 'personal_funds' THEN (SELECT pf.user_id FROM personal_funds_movements pf WHERE pf.id = a.entity_id)
  WHEN 'contract_terms' THEN (SELECT k.user_id FROM contract_terms ct
    JOIN contracts k ON k.id = ct.contract_id WHERE ct.id = a.entity_id)
  WHEN 'settlement_statement' THEN (SELECT s.user_id FROM settlement_statements s WHERE s.id = a.entity_id)
END`;

/** The accounts an audited row names by id (payout items, a transfer's two sides): «room: nickname» and owner. */
const AUDIT_ACCOUNTS = `(SELECT coalesce(json_agg(json_build_object('id', ar.id, 'label', r.name || ': ' || ar.name,
    'username', o.username) ORDER BY ar.id), '[]'::json)
  FROM account_records ar JOIN rooms r ON r.id = ar.room_id JOIN users o ON o.id = ar.user_id
  WHERE ar.id IN (
    SELECT (x->>'account_record_id')::int FROM jsonb_array_elements(CASE WHEN jsonb_typeof(a.after->'items') = 'array'
      THEN a.after->'items' ELSE '[]'::jsonb END) x
    UNION ALL SELECT (a.after->>'sender_account_record_id')::int
    UNION ALL SELECT (a.after->>'receiver_account_record_id')::int))`;

/** The audit log's filters (the list's and the export's). */
function auditFilter(query: AuditFilterQuery): SqlFilter {
  return new SqlFilter()
    .add((p) => `a.actor_id = ${p}`, query.actor)
    .add((p) => `a.action = ${p}`, query.action)
    .add((p) => `a.entity = ${p}`, query.entity)
    .add((p) => `a.entity_id = ${p}`, query.entity_id)
    .days('a.created_at', query.date_from, query.date_to);
}

const AUDIT_SELECT = {
  select: `a.id, ${userRef('u')} AS actor, ${userRef('p')} AS player, ${AUDIT_ACCOUNTS} AS accounts,
    a.created_at, a.action, a.entity, a.entity_id, a.before, a.after`,
  // The player by an index read per row (a join on the CASE hashed every user: 2.5 of 3.8 ms a
  // page with 5,000 players); LIMIT 1 keeps the planner from turning it back into that join.
  joins: `JOIN users u ON u.id = a.actor_id
    LEFT JOIN LATERAL (SELECT p.* FROM users p WHERE p.id = ${AUDIT_PLAYER} LIMIT 1) p ON true`,
};
const AUDIT_PARTS = { select: AUDIT_SELECT.select, from: `FROM backoffice_audit a ${AUDIT_SELECT.joins}` };

/**
 * The audit log's count of a filter (issue 43, migration 152): a sum of the counters kept in the
 * audit rows' transaction — per (actor, action, entity), per UTC day when dated — never a read of
 * the log. A filter by entity_id is counted from the log by its index.
 */
async function auditCount(db: Db, query: AuditFilterQuery): Promise<number> {
  if (query.entity_id !== undefined) return tableCount(db, 'backoffice_audit', 'a', auditFilter(query));
  const dated = query.date_from !== undefined || query.date_to !== undefined;
  const filter = new SqlFilter()
    .add((p) => `actor_id = ${p}`, query.actor)
    .add((p) => `action = ${p}`, query.action)
    .add((p) => `entity = ${p}`, query.entity)
    .add((p) => `day >= ${p}::date`, query.date_from)
    .add((p) => `day <= ${p}::date`, query.date_to);
  const row = await db.one<{ n: number }>(
    `SELECT coalesce(sum(n), 0)::int AS n
       FROM ${dated ? 'backoffice_audit_day_counts' : 'backoffice_audit_counts'} ${filter.where}`,
    filter.params,
  );
  return row?.n ?? 0;
}

/** The audit log's page, newest first, by number or after a cursor (issue 43: `idPage`, the count by `auditCount`). */
export async function listAudit(db: Db, query: v.InferOutput<typeof auditQuery>) {
  const count = await auditCount(db, query);
  const parts = { table: 'backoffice_audit', alias: 'a', ...AUDIT_SELECT };
  return idPage<AuditRow>(db, parts, auditFilter(query), count, query, () =>
    businessError(BO_TEXT.pageTooFar),
  );
}

/** The audit log, newest first, a page at a time (its export, issue 40). */
export function auditPages(db: Db, query: AuditFilterQuery): AsyncGenerator<AuditRow[]> {
  return keysetPages<AuditRow>(db, { ...AUDIT_PARTS, key: 'a.id' }, () => auditFilter(query));
}
