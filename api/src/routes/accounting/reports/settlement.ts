import { addDecimals, mulDecimals, roundDecimal } from '@fund/shared/decimal';
import type { SettlementPreview } from '@fund/shared/schemas/settlement';
import type { Db } from '../../../db/types';
import { type DebtBalance, type Settlement, settle } from '../settlement';

/**
 * «Если рассчитаться сейчас» (issue 38, docs/settlement.md): the settlement of the player's current
 * bundle by `settle()`, with the rows each figure comes from. The makeup before the bundle is the
 * chain of the contract's earlier bundles settled in order under their own terms; a bundle closed
 * with a statement (migration 133) gives its frozen result and makeup after, so the preview of the
 * next bundle starts where the statement ended and the close freezes exactly what the preview shows.
 */

type Preview = SettlementPreview;
/** A moment as the answer writes it (what JSON makes of a Date). */
const iso = (moment: Date) => new Date(moment).toISOString();

interface BundleTerms {
  id: number;
  number: number;
  start_datetime: Date;
  personal_share: string;
  makeup_carried: boolean;
  makeup_at_end: 'written_off' | 'owed';
  amount_games: number;
  min_personalfunds_buyins: number;
  from_bundle: number;
  /** The contract has ended: its open bundle is its last (makeup written off or owed by the terms). */
  contract_ended: boolean;
}

/** The player's current bundle settled now, with the rows behind each figure (null: nothing to settle). */
export async function settlementNow(db: Db, userId: number): Promise<Preview> {
  const bundles = await db.query<BundleTerms>(
    `SELECT b.id, b.number, b.start_datetime, t.personal_share::text AS personal_share, t.makeup_carried,
            t.makeup_at_end, t.amount_games, t.min_personalfunds_buyins, t.from_bundle,
            c.end_datetime IS NOT NULL AS contract_ended
       FROM bundles b JOIN contracts c ON c.id = b.contract_id
      CROSS JOIN LATERAL contract_terms_at(b.contract_id, b.number) t
      WHERE b.contract_id = (SELECT id FROM contracts WHERE user_id = $1
                              ORDER BY start_datetime DESC, id DESC LIMIT 1)
      ORDER BY b.number`,
    [userId],
  );
  const current = bundles.at(-1);
  if (!current) return null;
  const frozen = await db.query<{ bundle_id: number; result: string; makeup_after: string }>(
    `SELECT bundle_id, result::text AS result, makeup_after::text AS makeup_after FROM settlement_statements
      WHERE bundle_id = ANY($1::integer[])`,
    [bundles.map((b) => b.id)],
  );
  // An ended contract's last bundle, closed: nothing is left to settle.
  if (frozen.some((row) => row.bundle_id === current.id)) return null;
  // Each bundle's USD result as bundleresult gives it: the exact Σ of its currencies' parts.
  const results = await db.query<{ group_id: number; usd: string }>(
    "SELECT group_id, usd FROM result_currencies($1, $2::integer[], 'bundle')",
    [userId, bundles.map((b) => b.id)],
  );
  const resultOf = (id: number) =>
    results.filter((row) => row.group_id === id).reduce((sum, row) => addDecimals(sum, row.usd), '0.00');
  const termsOf = (b: BundleTerms) => ({
    player_share: b.personal_share,
    makeup_carried: b.makeup_carried,
    makeup_at_end: b.makeup_at_end,
  });

  let makeup = '0.00';
  const chain: { bundle_number: number; result: string; makeup_after: string }[] = [];
  for (const b of bundles.slice(0, -1)) {
    const statement = frozen.find((row) => row.bundle_id === b.id);
    const s =
      statement ?? settle({ result: resultOf(b.id), makeup_before: makeup, terms: termsOf(b), debts: [] });
    makeup = s.makeup_after;
    chain.push({ bundle_number: b.number, result: s.result, makeup_after: makeup });
  }

  const debtRows = await db.query<{
    id: number;
    category_id: number;
    name: string;
    amount: string;
    comment: string;
    created_at: Date;
  }>(
    `SELECT d.id, d.category_id, c.name, d.amount::text AS amount, d.comment, d.created_at
       FROM deductibles d JOIN deductible_categories c ON c.id = d.category_id
      WHERE d.user_id = $1 ORDER BY d.category_id, d.id`,
    [userId],
  );
  const debts = new Map<
    number,
    DebtBalance & { rows: Omit<(typeof debtRows)[number], 'category_id' | 'name'>[] }
  >();
  for (const { category_id, name, ...row } of debtRows) {
    const debt = debts.get(category_id) ?? { category_id, name, balance: '0.00', rows: [] };
    debt.balance = roundDecimal(addDecimals(debt.balance, row.amount), 2);
    debt.rows.push(row);
    debts.set(category_id, debt);
  }

  const figures: Settlement = settle({
    result: resultOf(current.id),
    makeup_before: makeup,
    terms: termsOf(current),
    debts: [...debts.values()],
    contract_ends: current.contract_ended,
  });

  const accounts = await db.query<{
    account_record_id: number;
    label: string;
    currency_name: string;
    rate: string;
    start_balance: string;
    end_balance: string;
    transfers_sum: string;
    value: string;
    usd: string;
  }>(
    `SELECT x.account_record_id, r.name || ': ' || ar.name AS label, x.currency_name, round(x.rate, 4)::text AS rate,
            x.start_balance, x.end_balance, x.transfers_sum, round(x.value, 2)::text AS value,
            round(x.usd, 2)::text AS usd
       FROM account_bundle_results($1, ARRAY[$2::integer]) x
       JOIN account_records ar ON ar.id = x.account_record_id JOIN rooms r ON r.id = ar.room_id
      ORDER BY r.id, ar.id`,
    [userId, current.id],
  );
  const movements = await db.query<{
    id: number;
    account_record_id: number;
    kind: string;
    amount: string;
    created_at: Date;
  }>(
    `SELECT m.id, m.account_record_id, m.kind, m.amount::text AS amount, m.created_at
       FROM ledger_movements m JOIN account_records ar ON ar.id = m.account_record_id
      WHERE ar.user_id = $1 AND m.bundle_id = $2 AND m.kind <> 'fee' ORDER BY m.id`,
    [userId, current.id],
  );
  const abi = await db.one<{ abi: string }>(
    'SELECT COALESCE((SELECT abi FROM shark_stats WHERE user_id = $1), 0)::numeric(18, 2)::text AS abi',
    [userId],
  );
  const buyins = current.min_personalfunds_buyins;

  return {
    bundle: { id: current.id, number: current.number, start_datetime: iso(current.start_datetime) },
    terms: {
      personal_share: current.personal_share,
      makeup_carried: current.makeup_carried,
      makeup_at_end: current.makeup_at_end,
      amount_games: current.amount_games,
      min_personalfunds_buyins: buyins,
      from_bundle: current.from_bundle,
    },
    figures,
    sources: {
      result: accounts.map((account) => ({
        ...account,
        movements: movements
          .filter((m) => m.account_record_id === account.account_record_id)
          .map(({ account_record_id: _, created_at, ...m }) => ({ ...m, created_at: iso(created_at) })),
      })),
      makeup_before: chain,
      deductions: [...debts.values()].map(({ category_id, name, balance, rows }) => ({
        category_id,
        name,
        balance,
        rows: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
      })),
    },
    min_personalfunds: {
      buyins,
      abi: abi?.abi ?? '0.00',
      value: roundDecimal(mulDecimals(String(buyins), abi?.abi ?? '0'), 2),
    },
  };
}
