import { ru } from '@fund/shared/i18n';
import { type Wallets, walletsAnswer } from '@fund/shared/schemas/security';
import { type WalletChange, walletChangeSchema } from '@fund/shared/schemas/wallets';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { notFound, ValidationError } from '../../plugins/errors';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { recordActivity } from './activity';
import type { Client } from './repository';
import { clientOf } from './sessions';
import { confirmedMutation } from './step-up';
import { SECURITY_TEXT } from './texts';

/** How long payouts wait after a wallet change (docs/security.md "Wallet change and the payout hold"). */
const HOLD = '24 hours';

const WALLETS = `
  SELECT f.no_skrill, f.skrill_usd, f.skrill_eur, f.skrill_residence_id,
         CASE WHEN u.payouts_held_until > now() THEN u.payouts_held_until END AS payouts_held_until
    FROM new_player_forms f JOIN users u ON u.id = f.user_id WHERE f.user_id = $1`;

type Row = Omit<Wallets, 'payouts_held_until'> & { payouts_held_until: Date | null };
const walletsOf = (row: Row): Wallets => ({
  ...row,
  no_skrill: row.no_skrill ?? false,
  payouts_held_until: row.payouts_held_until ? new Date(row.payouts_held_until).toISOString() : null,
});

/** The player's Skrill wallets (the onboarding form's) and the hold running now; no form yet: 404. */
async function wallets(db: Db, userId: number, lock = ''): Promise<Wallets> {
  const row = await db.one<Row>(`${WALLETS} ${lock}`, [userId]);
  if (!row) throw notFound(SECURITY_TEXT.noWallets);
  return walletsOf(row);
}

/**
 * A wallet change (issue 41 item 2): confirmed by the caller's step-up; stored as the onboarding
 * stores it (no Skrill: no addresses). When anything changed, in the same transaction: the before
 * and after kept, payouts held for {@link HOLD}, the owner's activity log. Nothing changed: nothing
 * written, no hold.
 */
async function changeWallets(t: Db, userId: number, body: WalletChange, client: Client, now: Date) {
  const before = await wallets(t, userId, 'FOR UPDATE OF f');
  const region = body.skrill_residence_id;
  if (!body.no_skrill && !(await t.one('SELECT 1 FROM residence_regions WHERE id = $1', [region])))
    throw new ValidationError({ skrill_residence_id: [ru.validation.invalidValue] });
  const after = {
    no_skrill: body.no_skrill,
    skrill_usd: body.no_skrill ? null : (body.skrill_usd?.trim() ?? null),
    skrill_eur: body.no_skrill ? null : (body.skrill_eur?.trim() ?? null),
    skrill_residence_id: body.no_skrill ? null : (region as number),
  };
  const { payouts_held_until: _, ...was } = before;
  if (JSON.stringify(was) === JSON.stringify(after)) return before;
  await t.query(
    `UPDATE new_player_forms SET no_skrill = $2, skrill_usd = $3, skrill_eur = $4, skrill_residence_id = $5
      WHERE user_id = $1`,
    [userId, after.no_skrill, after.skrill_usd, after.skrill_eur, after.skrill_residence_id],
  );
  await t.query(`UPDATE users SET payouts_held_until = now() + interval '${HOLD}' WHERE id = $1`, [userId]);
  await t.query('INSERT INTO wallet_changes (user_id, before, after) VALUES ($1, $2::jsonb, $3::jsonb)', [
    userId,
    JSON.stringify(was),
    JSON.stringify(after),
  ]);
  await recordActivity(t, userId, 'wallet_changed', client, now);
  return wallets(t, userId);
}

/** The player's wallets and their change with a step-up (issue 41 item 2, docs/security.md). */
export function registerWalletRoutes(app: FastifyInstance): void {
  const config = { permission: 'dashboard' as const };
  const tags = ['auth'];
  app.get(
    '/api/users/wallets/',
    { config, schema: doc({ tags, data: walletsAnswer }) },
    async (request, reply) => ok(reply, await wallets(app.db, request.user.id)),
  );
  app.post(
    '/api/users/wallets/',
    { config, schema: doc({ tags, body: walletChangeSchema, data: walletsAnswer }) },
    async (request, reply) => {
      const { password, code, ...change } = request.body;
      return confirmedMutation(
        app,
        request,
        reply,
        { password, code },
        (t) => changeWallets(t, request.user.id, { ...change, password, code }, clientOf(request), app.now()),
        change,
        SECURITY_TEXT.walletStepUp,
      );
    },
  );
}
