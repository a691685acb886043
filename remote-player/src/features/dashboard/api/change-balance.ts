import { api, type ErrorTarget } from '@fund/shared/api';
import type { ChangeBalance } from '@fund/shared/schemas/accounting';
import type { BalanceChanged } from '@fund/shared/schemas/accounting-responses';
import { t } from '../texts';
import { useMoneyMutation } from './money-mutation';

/** A room balance snapshot (rooms whose balance is entered by hand). */
export const useChangeBalance = (form?: ErrorTarget) =>
  useMoneyMutation(
    (body: ChangeBalance) =>
      api.post<BalanceChanged>('/api/accounting/accountrecordbalances/', body, { silent: true }),
    { success: t.done.balance, form },
  );
