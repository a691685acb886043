import { body } from '@fund/shared/schemas/common';
import { SETTLEMENT_TEXT } from '@fund/shared/schemas/settlement';
import * as v from 'valibot';
import type { Db } from '../../db/types';
import { writeAudit } from '../backoffice/repository';

/**
 * The fund's settlement settings (issue 38 item 5, migration 141's one row): `dispute_days`, the
 * days a player has to accept or dispute a statement (1…60, default 3). Staff read and change it
 * in the back office; a change is audited in its own transaction.
 */

const days = v.pipe(
  v.number(SETTLEMENT_TEXT.disputeDaysRange),
  v.integer(SETTLEMENT_TEXT.disputeDaysRange),
  v.minValue(1, SETTLEMENT_TEXT.disputeDaysRange),
  v.maxValue(60, SETTLEMENT_TEXT.disputeDaysRange),
);
/** The body of POST /api/backoffice/settlement/settings/ and the answer of both routes. */
export const settingsSchema = body({ dispute_days: days });
export const settingsView = v.strictObject({ dispute_days: v.number() });
type Settings = v.InferOutput<typeof settingsView>;

export const settlementSettings = async (db: Db): Promise<Settings> =>
  (await db.one<Settings>('SELECT dispute_days FROM settlement_settings'))!;

/** Sets the settings under the row's lock; audit `settlement_settings.set` (before → after) when something changed. */
export function setSettlementSettings(db: Db, actor: number, next: Settings): Promise<Settings> {
  return db.tx(async (t) => {
    const before = (await t.one<Settings>('SELECT dispute_days FROM settlement_settings FOR UPDATE'))!;
    if (before.dispute_days === next.dispute_days) return before;
    await t.query('UPDATE settlement_settings SET dispute_days = $1', [next.dispute_days]);
    await writeAudit(t, actor, 'settlement_settings.set', 1, before, next);
    return next;
  });
}
