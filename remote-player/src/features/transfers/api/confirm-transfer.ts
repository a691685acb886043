import { api, type ErrorTarget } from '@fund/shared/api';
import type { TransferConfirmation } from '@fund/shared/schemas/accounting';
import type { TransferConfirmed } from '@fund/shared/schemas/accounting-responses';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

/** Confirms a transfer (sent or received) with its screenshots and fee. */
export const useConfirmTransfer = (transferId: number, form?: ErrorTarget) =>
  useMoneyMutation(
    (body: TransferConfirmation, options) =>
      api.post<TransferConfirmed>(`/api/accounting/transfers/confirmv2/${transferId}/`, body, options),
    { success: t.done.confirmed, form, changes: 'transfers' },
  );
