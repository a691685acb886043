import { roundDecimal } from '@fund/shared/decimal';
import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../db/types';
import { currentBundle } from './bundles';
import { accountBundleRows } from './results';

interface CardBase {
  id: number;
  name: string;
  club_name: string | null;
  ewallet_address: string | null;
  can_request_deposit: boolean;
  room_id: number;
  room_name: string;
  room_full_name: string;
  room_short_name: string;
  virtual: boolean;
  currency_name: string;
  chip_currency_id: number | null;
  chip_rate: string;
  latest_balance: string;
  pending_cashflow: string;
  pending_deposits: string;
}

/** Room account cards of spec 01 §3 for the current bundle. */
export async function accountCards(db: Db, userId: number): Promise<AccountCard[]> {
  const bases = await db.query<CardBase>(
    `SELECT ar.id, ar.name, ar.club_name, ar.ewallet_address, ar.can_request_deposit, ar.chip_currency_id,
            r.id AS room_id, r.name AS room_name, r.full_name AS room_full_name, r.short_name AS room_short_name,
            r.virtual, r.currency_name, COALESCE(cc.chip_rate, 1)::text AS chip_rate,
            COALESCE((SELECT balance FROM balance_reports b WHERE b.account_record_id = ar.id
                       ORDER BY b.id DESC LIMIT 1), 0)::text AS latest_balance,
            COALESCE((SELECT sum(amount) FROM cash_flows c WHERE c.account_record_id = ar.id
                       AND c.status = 'pending'), 0)::text AS pending_cashflow,
            COALESCE((SELECT sum(amount) FROM deposit_requests d WHERE d.account_record_id = ar.id
                       AND d.processed_datetime IS NULL AND d.deleted_at IS NULL
                       AND d.rejected_at IS NULL), 0)::text AS pending_deposits
       FROM account_records ar
       JOIN rooms r ON r.id = ar.room_id
       LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id
      WHERE ar.user_id = $1 ORDER BY r.id, ar.id`,
    [userId],
  );
  const bundle = await currentBundle(db, userId);
  const rows = bundle ? await accountBundleRows(db, userId, [bundle.id]) : [];
  return bases.map((card) => {
    const row = rows.find((r) => r.account_record_id === card.id);
    return {
      room: {
        id: card.room_id,
        name: card.room_name,
        full_name: card.room_full_name,
        short_name: card.room_short_name,
      },
      account_record: { id: card.id, name: card.name },
      account_record_name: card.name,
      club_name: card.club_name,
      start_balance: row?.start_balance ?? roundDecimal(card.latest_balance, 2),
      end_balance: row?.end_balance ?? roundDecimal(card.latest_balance, 2),
      transfers_sum: row?.transfers_sum ?? '0.00',
      result: row?.value ?? '0.00',
      currency_name: card.currency_name,
      chip_currency: card.chip_currency_id ? { id: card.chip_currency_id, chip_rate: card.chip_rate } : null,
      virtual: card.virtual,
      pending_cashflow: roundDecimal(card.pending_cashflow, 2),
      pending_deposits: roundDecimal(card.pending_deposits, 2),
      can_request_deposit: card.can_request_deposit,
      ewallet: card.ewallet_address ? { address: card.ewallet_address } : null,
    };
  });
}
