import { api } from '@fund/shared/api';
import type { Hold } from '@fund/shared/schemas/accounting';
import type { TransferHeld } from '@fund/shared/schemas/accounting-responses';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

/** Reserves a transfer's amount on the sender's balance. */
export const useHoldTransfer = (transferId: number) =>
  useMoneyMutation(
    (body: Hold, options) =>
      api.post<TransferHeld>(`/api/accounting/transfers/holdv2/${transferId}/`, body, options),
    { success: t.done.held, changes: 'transfers' },
  );
