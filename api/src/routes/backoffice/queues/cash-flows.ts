import { negateDecimal } from '@fund/shared/decimal';
import type { CashFlowRow } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import { playerAccount, userRef } from '../repository';
import { closeDecision, type Decision, lockPending, moveRoomMoney } from './decision';
import { ACCOUNT_COLUMNS, accountJoins, playerAccounts, queueRows, statusColumn } from './repository';

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
    joins: accountJoins('c'),
  },
);
export const listCashFlows = cashFlows.list;
export const cashFlowPages = cashFlows.pages;

interface LockedCashFlow {
  id: number;
  account_record_id: number;
  amount: string;
  is_payout: boolean;
}

/** pending → approved (ledger cashflow_in/out and the balance) | rejected (reason). */
export async function decideCashFlow(db: Db, actor: number, id: number, decision: Decision) {
  return db.tx(async (t) => {
    const flow = await lockPending<LockedCashFlow>(
      t,
      'cash_flow',
      id,
      'x.id, x.account_record_id, x.amount::text AS amount, x.is_payout',
    );
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
