import { shellQueries } from '@fund/shared/query/shell';
import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import { NoDataRow } from '@fund/shared/ui';
import { Button, Card, Menu, ScrollArea, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAccountCards } from '../api/account-cards';
import { t } from '../texts';
import { Money } from './money';

export type RoomAction = 'balance' | 'cashflow' | 'deposit' | 'transfer';

export function RoomsTable({ onAction }: { onAction: (action: RoomAction, card: AccountCard) => void }) {
  const cards = useAccountCards();
  const untracked = useQuery(shellQueries.settings()).data?.allow_untracked_input ?? [];
  return (
    <Card withBorder>
      <Text fw={600} mb="sm">
        {t.rooms}
      </Text>
      <ScrollArea>
        <Table striped miw={900} data-testid="rooms-table">
          <Table.Thead>
            <Table.Tr>
              {/* First, so the only way into four dialogs is never behind a sideways scroll. */}
              <Table.Th w={1}>{t.actions}</Table.Th>
              <Table.Th>{t.columns.room}</Table.Th>
              <Table.Th>{t.columns.account}</Table.Th>
              <Table.Th ta="right">{t.columns.startBalance}</Table.Th>
              <Table.Th ta="right">{t.columns.endBalance}</Table.Th>
              <Table.Th ta="right">{t.columns.transfersSum}</Table.Th>
              <Table.Th ta="right">{t.columns.result}</Table.Th>
              <Table.Th>{t.columns.currencyRate}</Table.Th>
              <Table.Th>{t.columns.clubWallet}</Table.Th>
              <Table.Th ta="right">{t.columns.pending}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cards.length === 0 && <NoDataRow colSpan={10} />}
            {cards.map((card) => (
              <Table.Tr key={card.account_record.id}>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button size="compact-xs" variant="light">
                        {t.actions}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {untracked.includes(card.room.id) && (
                        <Menu.Item onClick={() => onAction('balance', card)}>{t.changeBalance}</Menu.Item>
                      )}
                      <Menu.Item onClick={() => onAction('cashflow', card)}>{t.cashFlowAction}</Menu.Item>
                      {card.can_request_deposit && (
                        <Menu.Item onClick={() => onAction('deposit', card)}>{t.depositAction}</Menu.Item>
                      )}
                      <Menu.Item onClick={() => onAction('transfer', card)}>{t.transferAction}</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
                <Table.Td>
                  <Text fw={500}>{card.room.name}</Text>
                  <Text size="xs" c="dimmed">
                    {card.room.full_name}
                  </Text>
                </Table.Td>
                <Table.Td>{card.account_record_name}</Table.Td>
                <Table.Td ta="right">
                  <Money value={card.start_balance} currency={card.currency_name} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={card.end_balance} currency={card.currency_name} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={card.transfers_sum} currency={card.currency_name} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={card.result} currency={card.currency_name} />
                </Table.Td>
                <Table.Td>
                  {card.currency_name} / {card.chip_currency?.chip_rate ?? '—'}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{card.club_name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {card.ewallet?.address ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="xs">
                    {t.pendingCashflow}: <Money value={card.pending_cashflow} currency={card.currency_name} />
                  </Text>
                  <Text size="xs">
                    {t.pendingDepositsShort}:{' '}
                    <Money value={card.pending_deposits} currency={card.currency_name} />
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
