import { api, type ErrorTarget } from '@fund/shared/api';
import type { PersonalFundsPayload } from '@fund/shared/schemas/accounting';
import type { FundsMoved, FundsRow } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { t } from '../texts';
import { dashboardKeys, readQuery } from './keys';
import { useMoneyMutation } from './money-mutation';

const URL = '/api/accounting/playerfundflow/';

const fundsFlowQuery = () => readQuery<FundsRow[]>(dashboardKeys.fundsFlow(), URL);

export const useFundsFlow = () => useQuery(fundsFlowQuery()).data ?? [];

/** A movement of personal funds (deposit, cashback, cashout). */
export const useCreateFundsMovement = (form?: ErrorTarget) =>
  useMoneyMutation((body: PersonalFundsPayload) => api.post<FundsMoved>(URL, body, { silent: true }), {
    success: t.done.funds,
    form,
  });
