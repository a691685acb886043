import { formatDateTime } from '@fund/shared/format';
import { NoDataRow } from '@fund/shared/ui';
import { Anchor, Card, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { CASH_FLOW_PAGE_SIZE, useCashFlow } from '../api/cash-flow';
import { t } from '../texts';
import { Money } from './money';
import { RequestStatusBadge } from './request-status';

export function CashFlowTable() {
  const [page, setPage] = useState(1);
  const data = useCashFlow(page);
  const rows = data?.data ?? [];
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CASH_FLOW_PAGE_SIZE));
  return (
    <Card withBorder data-testid="cash-flow">
      <Text fw={600} mb="sm">
        {t.cashFlow}
      </Text>
      <ScrollArea>
        <Table striped miw={700}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columns.date}</Table.Th>
              <Table.Th>{t.columns.room}</Table.Th>
              <Table.Th>{t.columns.account}</Table.Th>
              <Table.Th ta="right">{t.columns.amount}</Table.Th>
              <Table.Th>{t.columns.type}</Table.Th>
              <Table.Th>{t.columns.screenshot}</Table.Th>
              <Table.Th>{t.columns.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <NoDataRow colSpan={7} />}
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`cash-flow-${row.id}`}>
                <Table.Td>{formatDateTime(row.created_datetime)}</Table.Td>
                <Table.Td>{row.room_short_name}</Table.Td>
                <Table.Td>{row.account_record_name}</Table.Td>
                <Table.Td ta="right">
                  <Money value={row.amount} currency={row.currency_name} />
                </Table.Td>
                <Table.Td>{row.is_payout ? t.kinds.cashout : t.kinds.deposit}</Table.Td>
                <Table.Td>
                  <Anchor href={row.comment} target="_blank" rel="noreferrer" size="sm">
                    {t.link}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <RequestStatusBadge row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && <Pagination mt="sm" total={pages} value={page} onChange={setPage} />}
    </Card>
  );
}
