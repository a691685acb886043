import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/db/types';
import { bearer, buildTestApp, login } from '../../helpers/app';

const TABLES = [
  'balance_reports',
  'ledger_movements',
  'transfers',
  'transfer_confirmations',
  'transfer_images',
  'cash_flows',
  'deposit_requests',
  'deposit_bookings',
  'balance_transfers',
  'personal_funds_movements',
  'payout_requests',
  'payout_request_items',
  'reviews',
];

/** Every accounting table as text, to prove a refused request changed nothing. */
export async function snapshot(app: FastifyInstance): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = await app.db.query(`SELECT to_jsonb(x) - 'data' AS row FROM ${table} x ORDER BY id`);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

export interface Client {
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  del: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
}

export async function clientFor(app: FastifyInstance, username: string): Promise<Client> {
  const { access } = await login(app, username);
  const headers = bearer(access);
  return {
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: (url, payload, extra = {}) =>
      app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload: payload as object }),
    del: (url, extra = {}) => app.inject({ method: 'DELETE', url, headers: { ...headers, ...extra } }),
  };
}

export async function accountId(app: FastifyInstance, username: string, roomId: number): Promise<number> {
  const row = await app.db.one<{ id: number }>(
    `SELECT ar.id FROM account_records ar JOIN users u ON u.id = ar.user_id WHERE u.username = $1 AND ar.room_id = $2`,
    [username, roomId],
  );
  if (!row) throw new Error(`no account ${username} ${roomId}`);
  return row.id;
}

export async function transferId(app: FastifyInstance, comment: string): Promise<number> {
  const row = await app.db.one<{ id: number }>('SELECT id FROM transfers WHERE admin_comment = $1', [
    comment,
  ]);
  if (!row) throw new Error(`no transfer ${comment}`);
  return row.id;
}

export const CONFIRM = {
  player_comment: 'https://prnt.sc/abc123',
  player_comment2: '',
  amount_before_transfer: 2480,
  fee: 3.47,
  fee_percentage: 1,
  change_balance: false,
  screenshot_required: true,
};

/** A new user `<name>` with one account in each of the first `count` rooms (generated ledgers). */
export async function userWithAccounts(db: Db, name: string, count: number) {
  const user = (await db.one<{ id: number }>(
    "INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id",
    [name],
  ))!.id;
  const accounts = (
    await db.query<{ id: number }>(
      `INSERT INTO account_records (user_id, room_id, name)
       SELECT $1, r.id, $2 || '_' || r.id FROM (SELECT id FROM rooms ORDER BY id LIMIT $3) r
       RETURNING id`,
      [user, name, count],
    )
  ).map((a) => a.id);
  return { user, accounts };
}

/**
 * The step-up tests' start (issue 41 item 2): an app on the given clock, the demo player signed in
 * with no payout pending, and one room account's payout item.
 */
export async function playerPayoutApp(now: () => Date) {
  const app = await buildTestApp({ now });
  const player = await clientFor(app, 'player');
  await app.db.query("DELETE FROM payout_requests WHERE status = 'pending'");
  const items = [{ account_record_id: await accountId(app, 'player', 23), screenshot: 'https://prnt.sc/p1' }];
  return { app, player, items };
}
