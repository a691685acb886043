import type { Statement, StatementSummary } from '@fund/shared/schemas/settlement';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

/** The player's frozen statements (issue 38 items 4 and 6): a close adds one, nothing changes one. */
const keys = {
  list: () => [...dashboardKeys.money(), 'settlement-statements'] as const,
  one: (id: number) => [...keys.list(), id] as const,
};
const URL = '/api/accounting/settlement/statements/';

export const useStatements = () => useQuery(readQuery<StatementSummary[]>(keys.list(), URL));
export const useStatement = (id: number) => useQuery(readQuery<Statement>(keys.one(id), `${URL}${id}/`));
