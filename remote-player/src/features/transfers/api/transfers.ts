import type { Transfer } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../lib/keys';

const transfersQuery = () =>
  readQuery<{ to_send: Transfer[]; to_receive: Transfer[] }>(
    dashboardKeys.transfers(),
    '/api/accounting/transfersv2/',
  );

export const useTransfers = () => useQuery(transfersQuery());
