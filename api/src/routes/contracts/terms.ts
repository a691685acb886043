import type { Terms, TermsRow, TermsView } from '@fund/shared/schemas/settlement';
import type { Db } from '../../db/types';
import { notFound } from '../../plugins/errors';
import { texts } from '../../texts';
import { writeAudit } from '../backoffice/repository';

/**
 * A contract's settlement terms (issue 38, docs/settlement.md, migration 120): what the staff set
 * (appended, applying from the next bundle) and what the player reads (the terms in force for the
 * current bundle and a change waiting for the next one).
 */

const T = texts.settlement;

const COLUMNS = `personal_share::text, makeup_carried, makeup_at_end, amount_games, min_personalfunds_buyins,
  from_bundle`;

interface ContractRef {
  id: number;
  current_bundle: number | null;
}

/** The player's last contract (only an open one with `open`) and its latest bundle number. */
function contractOf(db: Db, userId: number, open: boolean, lock = false) {
  return db.one<ContractRef>(
    `SELECT c.id, (SELECT max(b.number) FROM bundles b WHERE b.contract_id = c.id) AS current_bundle
       FROM contracts c WHERE c.user_id = $1${open ? ' AND c.end_datetime IS NULL' : ''}
      ORDER BY c.start_datetime DESC, c.id DESC LIMIT 1${lock ? ' FOR UPDATE OF c' : ''}`,
    [userId],
  );
}

async function viewOf(db: Db, contract: ContractRef): Promise<TermsView> {
  const bundle = contract.current_bundle ?? 1;
  const current = await db.one<TermsRow>(`SELECT ${COLUMNS} FROM contract_terms_at($1, $2)`, [
    contract.id,
    bundle,
  ]);
  const next = await db.one<TermsRow>(
    `SELECT ${COLUMNS} FROM contract_terms WHERE contract_id = $1 AND from_bundle > $2
      ORDER BY from_bundle DESC, id DESC LIMIT 1`,
    [contract.id, bundle],
  );
  return {
    contract_id: contract.id,
    current_bundle: contract.current_bundle,
    current: current!,
    next: next ?? null,
  };
}

/** The player's own terms (null: no contract). */
export async function playerTerms(db: Db, userId: number): Promise<TermsView> {
  const contract = await contractOf(db, userId, false);
  return contract ? viewOf(db, contract) : null;
}

/** A player's terms for the staff; no open contract is 404. */
export async function staffTerms(db: Db, userId: number): Promise<TermsView> {
  const contract = await contractOf(db, userId, true);
  if (!contract) throw notFound(T.noContract);
  return viewOf(db, contract);
}

/**
 * Staff set a player's terms: appended for the next bundle (bundle 1 when none has started), under
 * the contract's row lock, with the audit row in the same transaction.
 */
export function setTerms(db: Db, actor: number, userId: number, terms: Terms): Promise<TermsView> {
  return db.tx(async (t) => {
    const contract = await contractOf(t, userId, true, true);
    if (!contract) throw notFound(T.noContract);
    const before = await viewOf(t, contract);
    const fromBundle = (contract.current_bundle ?? 0) + 1;
    const row = await t.one<{ id: number }>(
      `INSERT INTO contract_terms (contract_id, from_bundle, personal_share, makeup_carried, makeup_at_end,
                                   amount_games, min_personalfunds_buyins, set_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        contract.id,
        fromBundle,
        terms.personal_share,
        terms.makeup_carried,
        terms.makeup_at_end,
        terms.amount_games,
        terms.min_personalfunds_buyins,
        actor,
      ],
    );
    const after = await viewOf(t, contract);
    await writeAudit(
      t,
      actor,
      'contract_terms.set',
      row!.id,
      before?.next ?? before?.current,
      after?.next ?? after?.current,
    );
    return after;
  });
}
