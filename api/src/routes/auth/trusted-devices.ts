import type { TrustedDeviceRow } from '@fund/shared/schemas/security';
import { forgottenAnswer, trustedDeviceList } from '@fund/shared/schemas/security';
import type { FastifyInstance } from 'fastify';
import type { SecretBox } from '../../auth/secret-box';
import type { Db } from '../../db/types';
import { describeUserAgent } from '../../lib/user-agent';
import { notFound } from '../../plugins/errors';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { recordActivity } from './activity';
import type { Client } from './repository';
import { clientOf, emptyBodyPost, emptyBodyPostOn } from './sessions';
import { SECURITY_TEXT } from './texts';

interface DeviceRow {
  id: number;
  user_agent: string;
  ip: string;
  created_at: Date;
  expires_at: Date;
  password_tag: string;
  password_hash: string;
}

/**
 * Still trusted: not expired and given under the user's current password (a changed password
 * revokes a device, two-factor.ts); a device that no longer skips the code is not shown.
 */
const stillTrusted = (box: SecretBox, now: Date) => (row: DeviceRow) =>
  row.expires_at > now && row.password_tag === box.mac(row.password_hash);

/** The user's devices, their owner's password hash beside each; `which` (SQL over `d`) from $2 on. */
async function devicesOf(t: Db, userId: number, which: string, params: unknown[], lock = '') {
  return t.query<DeviceRow>(
    `SELECT d.id, d.user_agent, d.ip, d.created_at, d.expires_at, d.password_tag, u.password_hash
       FROM trusted_devices d JOIN users u ON u.id = d.user_id
      WHERE d.user_id = $1 AND ${which} ORDER BY d.created_at DESC, d.id DESC ${lock}`,
    [userId, ...params],
  );
}

/** «Безопасность»: the user's trusted devices, the latest trusted first. */
async function listTrustedDevices(
  db: Db,
  box: SecretBox,
  userId: number,
  now: Date,
): Promise<TrustedDeviceRow[]> {
  const rows = await devicesOf(db, userId, 'd.expires_at > $2', [now]);
  return rows.filter(stillTrusted(box, now)).map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  }));
}

/**
 * «Забыть»: one still trusted device of the user's is deleted (its next sign-in asks for a code
 * again) and the forgetting logged; another user's, a forgotten, expired or unknown one → 404,
 * nothing changed.
 */
async function forgetDevice(db: Db, box: SecretBox, userId: number, id: number, client: Client, now: Date) {
  return db.tx(async (t) => {
    const [row] = await devicesOf(t, userId, 'd.id = $2', [id], 'FOR UPDATE OF d');
    if (!row || !stillTrusted(box, now)(row)) throw notFound(SECURITY_TEXT.deviceNotFound);
    await t.query('DELETE FROM trusted_devices WHERE id = $1', [id]);
    await recordActivity(t, userId, 'device_forgotten', client, now);
    return { forgotten: 1 };
  });
}

/**
 * «Забыть все устройства»: every device of the user's is deleted (with the expired and revoked
 * ones); the log counts those that were still trusted, and nothing is logged when there was none.
 */
async function forgetAllDevices(db: Db, box: SecretBox, userId: number, client: Client, now: Date) {
  return db.tx(async (t) => {
    const rows = await devicesOf(t, userId, 'TRUE', [], 'FOR UPDATE OF d');
    await t.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
    const forgotten = rows.filter(stillTrusted(box, now)).length;
    if (forgotten) await recordActivity(t, userId, 'devices_forgotten', client, now, forgotten);
    return { forgotten };
  });
}

/** The signed-in user's trusted devices (issue 41 item 1): list, forget one, forget all. */
export function registerTrustedDeviceRoutes(app: FastifyInstance): void {
  app.get(
    '/api/users/trusted-devices/',
    { config: { role: 'any' }, schema: doc({ tags: ['auth'], data: trustedDeviceList }) },
    async (request, reply) =>
      ok(reply, await listTrustedDevices(app.db, app.totpBox, request.user.id, app.now())),
  );
  emptyBodyPostOn(app, '/api/users/trusted-devices/:id/forget/', forgottenAnswer, (request, id) =>
    forgetDevice(app.db, app.totpBox, request.user.id, id, clientOf(request), app.now()),
  );
  emptyBodyPost(app, '/api/users/trusted-devices/forget-all/', forgottenAnswer, (request) =>
    forgetAllDevices(app.db, app.totpBox, request.user.id, clientOf(request), app.now()),
  );
}
