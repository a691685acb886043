import { api, type ErrorTarget } from '@fund/shared/api';
import type {
  DisputeBody,
  ReviewedStatement,
  StatementReview,
  StatementWithReview,
} from '@fund/shared/schemas/settlement';
import { useQuery } from '@tanstack/react-query';
import { readQuery, settlementKeys } from '../../../api/keys';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

const URL = '/api/accounting/settlement/statements/';

export const useStatements = () => useQuery(readQuery<ReviewedStatement[]>(settlementKeys.statements(), URL));
export const useStatement = (id: number) =>
  useQuery(readQuery<StatementWithReview>(settlementKeys.statement(id), `${URL}${id}/`));

/** «Принять»: the player accepts their statement (a 409 — accepted already, the deadline passed — is toasted). */
export const useAcceptStatement = (id: number) =>
  useMoneyMutation((_: undefined, options) => api.post<StatementReview>(`${URL}${id}/accept/`, {}, options), {
    success: t.status.accepted,
    changes: 'settlement_acceptances',
  });

/** «Оспорить строку»: one line with a comment and an evidence link (refusals land on the form's fields). */
export const useDisputeLine = (id: number, form?: ErrorTarget) =>
  useMoneyMutation(
    (body: DisputeBody, options) => api.post<StatementReview>(`${URL}${id}/disputes/`, body, options),
    { success: t.disputed, changes: 'settlement_disputes', form },
  );
