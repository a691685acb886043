import { api, type ErrorTarget } from '@fund/shared/api';
import type { BalanceTransfer } from '@fund/shared/schemas/accounting';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

/** Moves a balance between two accounts with the same chip currency. */
export const useBalanceTransfer = (form?: ErrorTarget) =>
  useMoneyMutation(
    (body: BalanceTransfer, options) =>
      api.post<IdAnswer>('/api/accounting/accountrecordbalance/transfer/', body, options),
    { success: t.done.transfer, form, changes: 'balance_transfers' },
  );
