import { exportTexts } from '@fund/shared/i18n/exports';
import type { AccountingHistoryFilters } from '@fund/shared/schemas/history';
import { SectionPage } from '@fund/shared/ui';
import { ExportMenu, StatementMenu } from '@fund/shared/ui/export-menu';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type JSX, useState } from 'react';
import {
  accountsQuery,
  HISTORY_EXPORT_PATH,
  historyPageKey,
  historyPageQuery,
  statementPath,
} from '../features/history/api/history';
import { HistoryFilters } from '../features/history/components/history-filters';
import { HistoryTable } from '../features/history/components/history-table';
import { exportQuery, roomOptions } from '../features/history/model';
import { t } from '../features/history/texts';

const DEFAULT_FILTERS: AccountingHistoryFilters = {
  rooms: [],
  cashflow: true,
  transfers: true,
  period: 'alltime',
};

/** /history (spec 02 §2): filters and the player's own ledger rows, a page at a time (issue 43). */
export default function HistoryPage(): JSX.Element {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const accounts = useQuery(accountsQuery());
  const history = useQuery(
    historyPageQuery(filters, page, (f, known) => queryClient.getQueryData(historyPageKey(f, known))),
  );
  const onFilters = (next: AccountingHistoryFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <SectionPage title={t.sections.history}>
      <Group justify="space-between" align="flex-end" gap="lg">
        <HistoryFilters value={filters} rooms={roomOptions(accounts.data ?? [])} onChange={onFilters} />
        <Group gap="sm">
          <ExportMenu
            path={HISTORY_EXPORT_PATH}
            query={exportQuery(filters)}
            fallbackName={exportTexts.historyFile}
          />
          <StatementMenu path={statementPath} />
        </Group>
      </Group>
      {history.isPending ? <Loader /> : null}
      {history.isError ? (
        <>
          <Text>{t.loadFailed.history}</Text>
          <Button onClick={() => history.refetch()}>{t.retry}</Button>
        </>
      ) : null}
      {history.data ? (
        <HistoryTable
          rows={history.data.data}
          count={history.data.count}
          page={page}
          onPage={setPage}
          loading={history.isPlaceholderData}
        />
      ) : null}
    </SectionPage>
  );
}
