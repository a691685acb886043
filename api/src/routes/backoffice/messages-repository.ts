import type { CreateMessage, UpdateMessage, WebMessageRow } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../plugins/errors';
import { writeAudit } from './audit';
import { listPage, SqlFilter } from './filter';
import { BO_TEXT } from './texts';

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
    await writeAudit(t, {
      actor,
      action: 'web_message.create',
      entity: 'web_message',
      entityId: row!.id,
      before: null,
      after: row,
    });
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
    await writeAudit(t, {
      actor,
      action: 'web_message.update',
      entity: 'web_message',
      entityId: id,
      before,
      after,
    });
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
    await writeAudit(t, {
      actor,
      action: 'web_message.retire',
      entity: 'web_message',
      entityId: id,
      before,
      after,
    });
    return { id, status: 'retired' };
  });
}
