import { ALL_PERMISSION_IDS, PERMISSIONS } from '@fund/shared/permissions';
import type { BackofficeAccountRow, BackofficeUserRow, UsersQuery } from '@fund/shared/schemas/backoffice';
import type { ActivityRow } from '@fund/shared/schemas/security';
import type { Db } from '../../../db/types';
import { listPage, SqlFilter } from '../../../lib/list-page';
import { businessError, conflict, forbidden, notFound } from '../../../plugins/errors';
import { listActivity } from '../../auth/activity';
import { writeAudit } from '../repository';
import { BO_TEXT } from '../texts';

const HAS = (permission: string) =>
  `EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = u.id AND p.permission = '${permission}')`;
const IS_PLAYER = HAS(PERMISSIONS.player);
const IS_STAFF = HAS(PERMISSIONS.backoffice);
/** Holds every section: the SQL of `isAdministrator` (the ids are constants, never input). */
const IS_ADMIN = `(${ALL_PERMISSION_IDS.map(HAS).join(' AND ')})`;
const refs = (join: string, where: string) =>
  `COALESCE((SELECT json_agg(json_build_object('id', o.id, 'username', o.username) ORDER BY o.username)
     FROM curator_students cs JOIN users o ON o.id = cs.${join} WHERE cs.${where} = u.id), '[]'::json)`;

export function listUsers(db: Db, query: UsersQuery) {
  // A player is one who plays: an administrator holds the player permission too (every section) but
  // is staff, and is never offered where a player is picked (issue 35).
  const roles = { player: `(${IS_PLAYER} AND NOT ${IS_STAFF})`, curator: 'u.is_curator', staff: IS_STAFF };
  const filter = new SqlFilter()
    .add(
      (p) => `u.username ILIKE '%' || ${p} || '%'`,
      query.search?.trim().replace(/[\\%_]/g, '\\$&') || undefined,
    )
    .add((p) => `u.is_active = ${p}`, query.active);
  if (query.role) filter.raw(roles[query.role]);
  return listPage<BackofficeUserRow>(
    db,
    {
      select: `u.id, u.username, u.is_active, ${IS_PLAYER} AS is_player, u.is_curator, ${IS_STAFF} AS is_staff,
        ${IS_ADMIN} AS is_admin, u.date_joined, ${refs('curator_id', 'student_id')} AS curators, ${refs('student_id', 'curator_id')} AS students,
        EXISTS (SELECT 1 FROM new_player_forms f WHERE f.user_id = u.id) AS has_onboarding_form`,
      from: 'FROM users u',
      order: 'u.username',
    },
    filter,
    query,
  );
}

async function userExists(db: Db, id: number) {
  const row = await db.one<{
    id: number;
    username: string;
    is_active: boolean;
    is_curator: boolean;
    is_player: boolean;
  }>(
    `SELECT u.id, u.username, u.is_active, u.is_curator, ${IS_PLAYER} AS is_player FROM users u WHERE u.id = $1`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.userNotFound);
  return row;
}

export async function userAccounts(db: Db, userId: number): Promise<BackofficeAccountRow[]> {
  await userExists(db, userId);
  return db.query<BackofficeAccountRow>(
    `SELECT x.*, (x.balance::numeric - x.held::numeric)::text AS available FROM (
       SELECT ar.id AS account_record_id, ar.name AS account_record_name, r.id AS room_id, r.name AS room_name,
              r.currency_name,
              COALESCE((SELECT b.balance FROM balance_reports b WHERE b.account_record_id = ar.id
                         ORDER BY b.id DESC LIMIT 1), 0)::text AS balance,
              account_held_sum(ar.id)::numeric(18, 2)::text AS held
         FROM account_records ar JOIN rooms r ON r.id = ar.room_id WHERE ar.user_id = $1) x
      ORDER BY x.room_id, x.account_record_id`,
    [userId],
  );
}

/** Any user's activity log for the back office (issue 41 item 4): what their «Безопасность» page shows. */
export async function userActivity(db: Db, userId: number): Promise<ActivityRow[]> {
  await userExists(db, userId);
  return listActivity(db, userId);
}

export async function onboardingForm(db: Db, userId: number) {
  const user = await userExists(db, userId);
  const form = await db.one<{ submitted_at: Date; payload: Record<string, unknown> }>(
    'SELECT submitted_at, payload FROM new_player_forms WHERE user_id = $1',
    [userId],
  );
  if (!form) throw notFound(BO_TEXT.formMissing);
  return { user: { id: user.id, username: user.username }, ...form };
}

/**
 * Staff guard rails (issue 41 item 6, each refusal a 403): only an administrator acts on an
 * administrator, and the last active one stays. Every administrator row is locked first (in id
 * order), so two administrators deactivating each other at once are serialised and the second sees
 * the first one's change.
 */
async function guardAdministrators(t: Db, actor: number, userId: number, active: boolean) {
  const admins = await t.query<{ id: number; is_active: boolean }>(
    `SELECT u.id, u.is_active FROM users u WHERE ${IS_ADMIN} ORDER BY u.id FOR UPDATE`,
  );
  const target = admins.find((a) => a.id === userId);
  if (!target) return;
  if (!admins.some((a) => a.id === actor)) throw forbidden(BO_TEXT.notOnAdministrator);
  if (!active && !admins.some((a) => a.is_active && a.id !== userId))
    throw forbidden(BO_TEXT.lastAdministrator);
}

/** A curator link that names an administrator (as curator or student) is changed by an administrator only. */
async function guardLinkOfAdministrator(t: Db, actor: number, ids: number[]) {
  const rows = await t.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE u.id = ANY($1::int[]) AND ${IS_ADMIN}`,
    [[actor, ...ids]],
  );
  const admins = new Set(rows.map((r) => r.id));
  if (ids.some((id) => admins.has(id)) && !admins.has(actor)) throw forbidden(BO_TEXT.changeAdministrator);
}

/** Activate or deactivate; a deactivated user's refresh tokens are revoked with it. */
export async function setActive(db: Db, actor: number, userId: number, active: boolean) {
  if (!active && userId === actor) throw forbidden(BO_TEXT.notYourself);
  return db.tx(async (t) => {
    await guardAdministrators(t, actor, userId, active);
    const row = await t.one<{ id: number }>(
      'UPDATE users SET is_active = $2 WHERE id = $1 AND is_active = $3 RETURNING id',
      [userId, active, !active],
    );
    if (!row) {
      await userExists(t, userId);
      throw conflict(active ? BO_TEXT.alreadyActive : BO_TEXT.alreadyInactive);
    }
    if (!active)
      await t.query(
        'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
        [userId],
      );
    await writeAudit(
      t,
      actor,
      active ? 'user.activate' : 'user.deactivate',
      userId,
      { is_active: !active },
      { is_active: active },
    );
    return { id: userId, status: active ? 'active' : 'inactive' };
  });
}

export async function linkStudent(db: Db, actor: number, curatorId: number, studentId: number) {
  if (curatorId === studentId) throw businessError(BO_TEXT.selfCurator);
  return db.tx(async (t) => {
    const curator = await userExists(t, curatorId);
    const student = await userExists(t, studentId);
    if (!curator.is_curator) throw businessError(BO_TEXT.notCurator);
    if (!student.is_player) throw businessError(BO_TEXT.notPlayer);
    await guardLinkOfAdministrator(t, actor, [curatorId, studentId]);
    const row = await t.one(
      `INSERT INTO curator_students (curator_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING student_id`,
      [curatorId, studentId],
    );
    if (!row) throw conflict(BO_TEXT.alreadyLinked);
    await writeAudit(t, actor, 'curator_link.create', studentId, null, {
      curator_id: curatorId,
      student_id: studentId,
    });
    return { id: studentId, status: 'linked' };
  });
}

export async function unlinkStudent(db: Db, actor: number, curatorId: number, studentId: number) {
  return db.tx(async (t) => {
    await guardLinkOfAdministrator(t, actor, [curatorId, studentId]);
    const row = await t.one(
      'DELETE FROM curator_students WHERE curator_id = $1 AND student_id = $2 RETURNING student_id',
      [curatorId, studentId],
    );
    if (!row) throw notFound(BO_TEXT.linkNotFound);
    await writeAudit(
      t,
      actor,
      'curator_link.delete',
      studentId,
      { curator_id: curatorId, student_id: studentId },
      null,
    );
    return { id: studentId, status: 'unlinked' };
  });
}
