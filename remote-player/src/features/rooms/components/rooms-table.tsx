import { shellQueries } from '@fund/shared/query/shell';
import type { AccountCard } from '@fund/shared/schemas/accounting-responses';
import { LightMenu, Money, SectionCard } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { balanceTransferTargets, useAccountCardsQuery } from '../../../api/account-cards';
import { t } from '../texts';

export type RoomAction = 'balance' | 'cashflow' | 'deposit' | 'transfer';

type OnAction = (action: RoomAction, card: AccountCard) => void;

/**
 * «Действия»: the four dialogs (a balance only where the room allows untracked input, a deposit
 * where the account allows requests, a transfer between accounts where a target exists).
 */
function ActionsMenu({
  card,
  cards,
  untracked,
  onAction,
}: {
  card: AccountCard;
  cards: AccountCard[];
  untracked: number[];
  onAction: OnAction;
}) {
  const item = (label: string, action: RoomAction) => ({ label, onClick: () => onAction(action, card) });
  return (
    <LightMenu
      target={
        <Button size="compact-xs" variant="light">
          {t.actions}
        </Button>
      }
      items={[
        ...(untracked.includes(card.room.id) ? [item(t.changeBalance, 'balance')] : []),
        item(t.cashFlowAction, 'cashflow'),
        ...(card.can_request_deposit ? [item(t.depositAction, 'deposit')] : []),
        // Only where another account of the same chip currency can take it (issue 35).
        ...(balanceTransferTargets(cards, card).length > 0 ? [item(t.transferAction, 'transfer')] : []),
      ]}
    />
  );
}

const money = (
  id: string,
  header: string,
  value: (card: AccountCard) => string,
): DataColumn<AccountCard> => ({
  id,
  header,
  align: 'right',
  cell: (card) => <Money value={value(card)} currency={card.currency_name} />,
});

const roomColumns = (
  cards: AccountCard[],
  untracked: number[],
  onAction: OnAction,
): DataColumn<AccountCard>[] => [
  // First, so the only way into four dialogs is never behind a sideways scroll.
  {
    id: 'actions',
    header: t.actions,
    card: 'actions',
    w: 1,
    cell: (card) => <ActionsMenu card={card} cards={cards} untracked={untracked} onAction={onAction} />,
  },
  {
    id: 'room',
    header: t.columns.room,
    cell: (card) => (
      <>
        <Text fw={500}>{card.room.name}</Text>
        <Text size="xs" c="dimmed">
          {card.room.full_name}
        </Text>
      </>
    ),
  },
  { id: 'account', header: t.columns.account, cell: (card) => card.account_record_name },
  money('start', t.columns.startBalance, (card) => card.start_balance),
  {
    id: 'end',
    header: t.columns.endBalance,
    card: 'primary',
    align: 'right',
    cell: (card) => (
      <>
        <Money value={card.end_balance} currency={card.currency_name} />
        {/* What the player's holds take from it (issue 35: visible nowhere before). */}
        {card.held !== '0.00' && (
          <Text size="xs" c="dimmed" data-testid="held">
            {t.held}: <Money value={card.held} currency={card.currency_name} />
          </Text>
        )}
      </>
    ),
  },
  money('transfers', t.columns.transfersSum, (card) => card.transfers_sum),
  money('result', t.columns.result, (card) => card.result),
  {
    id: 'rate',
    header: t.columns.currencyRate,
    cell: (card) => (
      <>
        {card.currency_name} / {card.chip_currency?.chip_rate ?? '—'}
      </>
    ),
  },
  {
    id: 'wallet',
    header: t.columns.clubWallet,
    cell: (card) => (
      <>
        <Text size="sm">{card.club_name ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {card.ewallet?.address ?? '—'}
        </Text>
      </>
    ),
  },
  {
    id: 'pending',
    header: t.columns.pending,
    align: 'right',
    cell: (card) => (
      <>
        <Text size="xs">
          {t.pendingCashflow}: <Money value={card.pending_cashflow} currency={card.currency_name} />
        </Text>
        <Text size="xs">
          {t.pendingDepositsShort}: <Money value={card.pending_deposits} currency={card.currency_name} />
        </Text>
      </>
    ),
  },
];

export function RoomsTable({ onAction }: { onAction: OnAction }) {
  const cards = useAccountCardsQuery();
  const untracked = useQuery(shellQueries.settings()).data?.allow_untracked_input ?? [];
  const columns = roomColumns(cards.data ?? [], untracked, onAction);
  return (
    <SectionCard title={t.rooms}>
      <DataTable
        columns={columns}
        rows={cards.data ?? []}
        loading={cards.isPending}
        rowKey={(card) => card.account_record.id}
        minWidth={900}
        tableProps={{ striped: true, 'data-testid': 'rooms-table' }}
      />
    </SectionCard>
  );
}
