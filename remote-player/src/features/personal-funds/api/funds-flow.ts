import { api, type ErrorTarget } from '@fund/shared/api';
import type { PersonalFundsPayload } from '@fund/shared/schemas/accounting';
import type { FundsMoved, FundsRow } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

const URL = '/api/accounting/playerfundflow/';
/** The same rows as a file (issue 40, docs/api.md "Exports"): the list has no filters. */
export const FUNDS_EXPORT_PATH = `${URL}export/`;

const fundsFlowQuery = () => readQuery<FundsRow[]>(dashboardKeys.fundsFlow(), URL);

export const useFundsFlow = () => useQuery(fundsFlowQuery()).data ?? [];

/** A movement of personal funds (deposit, cashback, cashout). */
export const useCreateFundsMovement = (form?: ErrorTarget) =>
  useMoneyMutation((body: PersonalFundsPayload, options) => api.post<FundsMoved>(URL, body, options), {
    success: t.done.funds,
    changes: 'personal_funds_movements',
    form,
  });
