import type { Transfer } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const transfersQuery = () =>
  readQuery<{ to_send: Transfer[]; to_receive: Transfer[] }>(
    dashboardKeys.transfers(),
    '/api/accounting/transfersv2/',
  );

export const useTransfers = () => useQuery(transfersQuery());

/** The same rows as a file (issue 40, docs/api.md "Exports"): both sides, no filters. */
export const TRANSFERS_EXPORT_PATH = '/api/accounting/transfersv2/export/';
