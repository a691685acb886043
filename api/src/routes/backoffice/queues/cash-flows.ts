import { negateDecimal } from '@fund/shared/decimal';
import type { CashFlowRow } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import { notFound } from '../../../plugins/errors';
import { playerAccount, userRef } from '../repository';
import { BO_TEXT } from '../texts';
import {
  alreadyDecided,
  closeDecision,
  DECIDER,
  type Decided,
  type Decision,
  moveRoomMoney,
} from './decision';
import { ACCOUNT_COLUMNS, playerAccounts, queueRows, statusColumn } from './repository';

const cashFlows = queueRows<CashFlowRow>(
  {
    queue: 'cash_flows',
    table: 'cash_flows',
    alias: 'c',
    status: statusColumn('c'),
    player: playerAccounts('c'),
    created: 'c.created_datetime',
  },
  {
    select: `c.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, c.amount::text AS amount, c.is_payout,
      c.comment, c.status, c.created_datetime, c.decided_at, ${userRef('staff')} AS decided_by, c.reject_reason`,
    joins: `JOIN account_records ar ON ar.id = c.account_record_id
      JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = c.decided_by`,
  },
);
export const listCashFlows = cashFlows.list;
export const cashFlowPages = cashFlows.pages;

interface LockedCashFlow extends Decided {
  id: number;
  account_record_id: number;
  amount: string;
  is_payout: boolean;
}

async function lockCashFlow(t: Db, id: number): Promise<LockedCashFlow> {
  const row = await t.one<LockedCashFlow>(
    `SELECT x.id, x.account_record_id, x.amount::text AS amount, x.is_payout, x.status, ${DECIDER}
       FROM cash_flows x WHERE x.id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.cashFlowNotFound);
  if (row.status !== 'pending') throw alreadyDecided('cash_flow', row);
  return row;
}

/** pending → approved (ledger cashflow_in/out and the balance) | rejected (reason). */
export async function decideCashFlow(db: Db, actor: number, id: number, decision: Decision) {
  return db.tx(async (t) => {
    const flow = await lockCashFlow(t, id);
    const account = await playerAccount(t, flow.account_record_id, true);
    if (decision.approve) {
      await moveRoomMoney(t, account, flow.is_payout ? negateDecimal(flow.amount) : flow.amount, {
        kind: flow.is_payout ? 'cashflow_out' : 'cashflow_in',
        source: 'cash_flow',
        sourceId: id,
      });
    }
    return closeDecision(t, actor, decision, {
      entity: 'cash_flow',
      id,
      userId: account.user_id,
      before: { status: 'pending', amount: flow.amount, is_payout: flow.is_payout },
    });
  });
}
