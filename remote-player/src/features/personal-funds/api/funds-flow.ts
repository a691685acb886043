import { api, type ErrorTarget } from '@fund/shared/api';
import type { PersonalFundsPayload } from '@fund/shared/schemas/accounting';
import type { FundsMoved, FundsRow } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../lib/keys';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

const URL = '/api/accounting/playerfundflow/';

const fundsFlowQuery = () => readQuery<FundsRow[]>(dashboardKeys.fundsFlow(), URL);

export const useFundsFlow = () => useQuery(fundsFlowQuery()).data ?? [];

/** A movement of personal funds (deposit, cashback, cashout). */
export const useCreateFundsMovement = (form?: ErrorTarget) =>
  useMoneyMutation((body: PersonalFundsPayload, options) => api.post<FundsMoved>(URL, body, options), {
    success: t.done.funds,
    form,
  });
