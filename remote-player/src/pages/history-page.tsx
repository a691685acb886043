import type { AccountingHistoryQuery } from '@fund/shared/schemas/history';
import { SectionPage } from '@fund/shared/ui';
import { Button, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountsQuery, historyQuery } from '../features/history/api/history';
import { HistoryFilters } from '../features/history/components/history-filters';
import { HistoryTable } from '../features/history/components/history-table';
import { roomOptions } from '../features/history/model';
import { t } from '../texts';

const DEFAULT_FILTERS: AccountingHistoryQuery = {
  rooms: [],
  cashflow: true,
  transfers: true,
  period: 'alltime',
};

/** /history (spec 02 §2): filters and the player's own ledger rows. */
export default function HistoryPage() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const accounts = useQuery(accountsQuery());
  const history = useQuery(historyQuery(filters));
  return (
    <SectionPage title={t.sections.history}>
      <HistoryFilters value={filters} rooms={roomOptions(accounts.data ?? [])} onChange={setFilters} />
      {history.isPending ? <Loader /> : null}
      {history.isError ? (
        <>
          <Text>{t.loadFailed.history}</Text>
          <Button onClick={() => history.refetch()}>{t.retry}</Button>
        </>
      ) : null}
      {history.data ? <HistoryTable rows={history.data.data} /> : null}
    </SectionPage>
  );
}
