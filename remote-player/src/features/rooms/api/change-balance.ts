import { api, type ErrorTarget } from '@fund/shared/api';
import type { ChangeBalance } from '@fund/shared/schemas/accounting';
import type { BalanceChanged } from '@fund/shared/schemas/accounting-responses';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

/** A room balance snapshot (rooms whose balance is entered by hand). */
export const useChangeBalance = (form?: ErrorTarget) =>
  useMoneyMutation(
    (body: ChangeBalance, options) =>
      api.post<BalanceChanged>('/api/accounting/accountrecordbalances/', body, options),
    { success: t.done.balance, form, changes: 'balance_reports' },
  );
