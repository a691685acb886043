import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';

// The room account cards of the dashboard.

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
  held: string;
  /** The current bundle's figures (null: no bundle yet). */
  start_balance: string | null;
  end_balance: string | null;
  transfers_sum: string | null;
  value: string | null;
}

/**
 * Room account cards of spec 01 §3 for the current bundle: one query, the bundle's figures from
 * account_bundle_results (migration 085), every amount rounded to 2 decimals in SQL.
 */
export async function accountCards(db: Db, userId: number): Promise<AccountCard[]> {
  const bases = await db.query<CardBase>(
    `SELECT ar.id, ar.name, ar.club_name, ar.ewallet_address, ar.can_request_deposit, ar.chip_currency_id,
            r.id AS room_id, r.name AS room_name, r.full_name AS room_full_name, r.short_name AS room_short_name,
            r.virtual, r.currency_name, COALESCE(cc.chip_rate, 1)::text AS chip_rate,
            round(COALESCE((SELECT balance FROM balance_reports b WHERE b.account_record_id = ar.id
                             ORDER BY b.id DESC LIMIT 1), 0), 2)::text AS latest_balance,
            round(COALESCE((SELECT sum(amount) FROM cash_flows c WHERE c.account_record_id = ar.id
                             AND c.status = 'pending'), 0), 2)::text AS pending_cashflow,
            round(COALESCE((SELECT sum(amount) FROM deposit_requests d WHERE d.account_record_id = ar.id
                             AND d.processed_datetime IS NULL AND d.deleted_at IS NULL
                             AND d.rejected_at IS NULL), 0), 2)::text AS pending_deposits,
            -- From transfers (a table the stored answers watch), not the kept account_held.
            round(COALESCE((SELECT sum(amount) FROM transfers t WHERE t.sender_account_record_id = ar.id
                             AND t.status = 'held'), 0), 2)::text AS held,
            x.start_balance, x.end_balance, x.transfers_sum, round(x.value, 2)::text AS value
       FROM account_records ar
       JOIN rooms r ON r.id = ar.room_id
       LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id
       LEFT JOIN account_bundle_results($1, current_bundle_ids($1)) x ON x.account_record_id = ar.id
      WHERE ar.user_id = $1 ORDER BY r.id, ar.id`,
    [userId],
  );
  return bases.map((card) => {
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
      start_balance: card.start_balance ?? card.latest_balance,
      end_balance: card.end_balance ?? card.latest_balance,
      transfers_sum: card.transfers_sum ?? '0.00',
      result: card.value ?? '0.00',
      currency_name: card.currency_name,
      chip_currency: card.chip_currency_id ? { id: card.chip_currency_id, chip_rate: card.chip_rate } : null,
      virtual: card.virtual,
      pending_cashflow: card.pending_cashflow,
      pending_deposits: card.pending_deposits,
      held: card.held,
      can_request_deposit: card.can_request_deposit,
      ewallet: card.ewallet_address ? { address: card.ewallet_address } : null,
    };
  });
}
