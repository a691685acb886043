import type { FastifyInstance } from 'fastify';
import type { Client } from '../accounting/helpers';
import { snapshot as accountingSnapshot } from '../accounting/helpers';

export { accountId, type Client } from '../accounting/helpers';

/**
 * A client with an access token issued directly (no password hash per login: the tests stay fast);
 * the auth hook still loads the user and its permissions on every request.
 */
export async function clientFor(app: FastifyInstance, username: string): Promise<Client> {
  const headers = {
    authorization: `Bearer ${app.tokens.issue(await userId(app, username), 'access').token}`,
  };
  return {
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: (url, payload, extra = {}) =>
      app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload: payload as object }),
    del: (url, extra = {}) => app.inject({ method: 'DELETE', url, headers: { ...headers, ...extra } }),
  };
}

export const LINK = 'https://prnt.sc/abc123';

/** Every staff route (method, path pattern) and a valid body; `fill` puts ids in. */
export const STAFF_ROUTES: [string, string, unknown][] = [
  ['GET', '/api/backoffice/counts/', undefined],
  ['GET', '/api/backoffice/deposit-requests/', undefined],
  ['GET', '/api/backoffice/deposit-requests/export/', undefined],
  ['POST', '/api/backoffice/deposit-requests/:id/process/', {}],
  ['POST', '/api/backoffice/deposit-requests/:id/reject/', { reason: 'Нет' }],
  ['GET', '/api/backoffice/cash-flows/', undefined],
  ['GET', '/api/backoffice/cash-flows/export/', undefined],
  ['POST', '/api/backoffice/cash-flows/:id/approve/', {}],
  ['POST', '/api/backoffice/cash-flows/:id/reject/', { reason: 'Нет' }],
  ['GET', '/api/backoffice/payout-requests/', undefined],
  ['GET', '/api/backoffice/payout-requests/export/', undefined],
  ['POST', '/api/backoffice/payout-requests/:id/settle/', { items: [{ account_record_id: 1, amount: '1' }] }],
  ['POST', '/api/backoffice/payout-requests/:id/reject/', { reason: 'Нет' }],
  ['GET', '/api/backoffice/personal-funds/', undefined],
  ['GET', '/api/backoffice/personal-funds/export/', undefined],
  ['POST', '/api/backoffice/personal-funds/:id/approve/', {}],
  ['POST', '/api/backoffice/personal-funds/:id/reject/', { reason: 'Нет' }],
  ['GET', '/api/backoffice/transfers/', undefined],
  ['GET', '/api/backoffice/transfers/export/', undefined],
  [
    'POST',
    '/api/backoffice/transfers/',
    { sender_account_record_id: 1, receiver_account_record_id: 2, amount: '1' },
  ],
  ['POST', '/api/backoffice/transfers/:id/cancel/', { reason: 'Нет' }],
  ['GET', '/api/backoffice/users/', undefined],
  ['GET', '/api/backoffice/users/:id/accounts/', undefined],
  ['GET', '/api/backoffice/users/:id/onboarding-form/', undefined],
  ['GET', '/api/backoffice/users/:id/activity/', undefined],
  ['GET', '/api/backoffice/users/:id/statements/:month/', undefined],
  ['POST', '/api/backoffice/users/:id/activate/', {}],
  ['POST', '/api/backoffice/users/:id/deactivate/', {}],
  ['POST', '/api/backoffice/curator-links/', { curator_id: 2, student_id: 3 }],
  ['DELETE', '/api/backoffice/curator-links/:curatorId/:studentId/', undefined],
  ['GET', '/api/backoffice/messages/', undefined],
  ['POST', '/api/backoffice/messages/', { type: 'info', text: 'Привет' }],
  ['PATCH', '/api/backoffice/messages/:id/', { text: 'Привет' }],
  ['POST', '/api/backoffice/messages/:id/retire/', {}],
  ['GET', '/api/backoffice/audit/', undefined],
  ['GET', '/api/backoffice/audit/export/', undefined],
  ['GET', '/api/backoffice/users/:id/contract-terms/', undefined],
  [
    'POST',
    '/api/backoffice/users/:id/contract-terms/',
    {
      personal_share: '50',
      makeup_carried: true,
      makeup_at_end: 'written_off',
      amount_games: 1000,
      min_personalfunds_buyins: 500,
    },
  ],
  ['GET', '/api/backoffice/settlement/bundles/', undefined],
  ['POST', '/api/backoffice/settlement/bundles/:id/close/', {}],
  ['POST', '/api/backoffice/settlement/bundles/close/', { bundle_ids: [1] }],
  ['GET', '/api/backoffice/settlement/settings/', undefined],
  ['POST', '/api/backoffice/settlement/settings/', { dispute_days: 3 }],
  ['GET', '/api/backoffice/users/:id/settlement-statements/', undefined],
  ['GET', '/api/backoffice/users/:id/settlement-statements/:statement/', undefined],
  ['GET', '/api/backoffice/settlement/disputes/', undefined],
  ['POST', '/api/backoffice/settlement/disputes/:id/answer/', { decision: 'rejected', reason: 'Нет' }],
  ['GET', '/api/backoffice/settlement/payouts/', undefined],
  ['POST', '/api/backoffice/settlement/statements/:id/pay/', {}],
];

export const fill = (pattern: string, id = 1) => pattern.replace(/:\w+/g, String(id));

/** The accounting tables plus what the back office writes: a refused request changes none of them. */
export async function snapshot(app: FastifyInstance): Promise<string> {
  const parts = [await accountingSnapshot(app)];
  for (const table of ['backoffice_audit', 'player_notices', 'web_messages', 'curator_students', 'users']) {
    const rows = await app.db.query(`SELECT to_jsonb(x) AS row FROM ${table} x ORDER BY 1`);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

export async function userId(app: FastifyInstance, username: string): Promise<number> {
  const row = await app.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export const auditRows = (app: FastifyInstance, entity: string, id: number) =>
  app.db.query<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    'SELECT action, actor_id, before, after FROM backoffice_audit WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, id],
  );
