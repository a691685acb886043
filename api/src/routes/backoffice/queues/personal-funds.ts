import type { PersonalFundsRow } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import { conflict } from '../../../plugins/errors';
import { applyPersonalFunds } from '../../accounting/money/personal-funds';
import { playerAccount, userRef } from '../repository';
import { BO_TEXT } from '../texts';
import { closeDecision, type Decision, lockPending } from './decision';
import { queueRows, statusColumn } from './repository';

const personalFunds = queueRows<PersonalFundsRow>(
  {
    queue: 'personal_funds',
    table: 'personal_funds_movements',
    alias: 'p',
    status: statusColumn('p'),
    player: (p) => `p.user_id = ${p}`,
    created: 'p.created_at',
  },
  {
    select: `p.id, ${userRef('u')} AS player, p.type, p.amount::text AS amount,
      p.original_amount::text AS original_amount, ar.id AS account_record_id, ar.name AS account_record_name,
      r.name AS room_name, r.currency_name, p.change_balance, p.comment, p.status, p.created_at AS created_datetime,
      p.decided_at, ${userRef('staff')} AS decided_by, p.reject_reason`,
    joins: `JOIN users u ON u.id = p.user_id
      LEFT JOIN account_records ar ON ar.id = p.account_record_id LEFT JOIN rooms r ON r.id = ar.room_id
      LEFT JOIN users staff ON staff.id = p.decided_by`,
  },
);
export const listPersonalFunds = personalFunds.list;
export const personalFundsPages = personalFunds.pages;

interface FundsRow {
  id: number;
  user_id: number;
  account_record_id: number | null;
  type: string;
  amount: string;
  original_amount: string | null;
  change_balance: boolean;
}

/** pending → approved (now it counts: the room side is written) | rejected (reason). */
export async function decidePersonalFunds(db: Db, actor: number, id: number, decision: Decision) {
  return db.tx(async (t) => {
    const row = await lockPending<FundsRow>(
      t,
      'personal_funds',
      id,
      `x.id, x.user_id, x.account_record_id, x.type, x.amount::text AS amount,
       x.original_amount::text AS original_amount, x.change_balance`,
    );
    if (decision.approve && row.type === 'deposit') {
      if (row.account_record_id === null) throw conflict(BO_TEXT.fundsNoAccount);
      const account = await playerAccount(t, row.account_record_id, true);
      await applyPersonalFunds(t, {
        id,
        userId: row.user_id,
        account: account.id,
        type: row.type,
        amount: row.original_amount ?? row.amount,
        changeBalance: row.change_balance,
      });
    }
    return closeDecision(t, actor, decision, {
      entity: 'personal_funds',
      id,
      userId: row.user_id,
      before: { status: 'pending', type: row.type, amount: row.amount },
    });
  });
}
