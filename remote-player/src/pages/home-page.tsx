import type { AccountCard, Transfer } from '@fund/shared/schemas/accounting-responses';
import { SectionPage } from '@fund/shared/ui';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { type ComponentType, type JSX, useDeferredValue, useState } from 'react';
import { useAccountCardsQuery } from '../api/account-cards';
import { CashFlowTable } from '../features/cash-flow/components/cash-flow-table';
import { DepositsSection } from '../features/deposits/components/deposits';
import { NoticesBell } from '../features/notices/components/notices-bell';
import { PayoutRequests } from '../features/payouts/components/payout-requests';
import { PersonalFundsSection } from '../features/personal-funds/components/personal-funds';
import { type RoomAction, RoomsTable } from '../features/rooms/components/rooms-table';
import { ContractChart } from '../features/stats/components/contract-chart';
import { StatsCards } from '../features/stats/components/stats-cards';
import { SummaryCards } from '../features/stats/components/summary-cards';
import { TransfersTable } from '../features/transfers/components/transfers-table';
import { HandUploadGate } from '../features/uploads';
import { LazyDialogs, lazyNamed } from '../lib/lazy-named';
import { isVirtualTransfer, type RoomDialogProps } from '../lib/model';
import { t } from '../texts';

// Each dialog's code loads when it first opens (`lib/lazy-named.tsx`).
const CashFlowDialog = lazyNamed(
  () => import('../features/cash-flow/components/cash-flow-dialog'),
  'CashFlowDialog',
);
const DepositRequestDialog = lazyNamed(
  () => import('../features/deposits/components/deposit-request-dialog'),
  'DepositRequestDialog',
);
const PayoutDialog = lazyNamed(() => import('../features/payouts/components/user-dialogs'), 'PayoutDialog');
const ReviewDialog = lazyNamed(() => import('../features/payouts/components/user-dialogs'), 'ReviewDialog');
const SettlementDialog = lazyNamed(
  () => import('../features/settlement/components/settlement-dialog'),
  'SettlementDialog',
);
const ChangeBalanceDialog = lazyNamed(
  () => import('../features/rooms/components/change-balance-dialog'),
  'ChangeBalanceDialog',
);
const BalanceTransferDialog = lazyNamed(
  () => import('../features/transfers/components/balance-transfer-dialog'),
  'BalanceTransferDialog',
);
const ConfirmDialog = lazyNamed(
  () => import('../features/transfers/components/confirm-dialog'),
  'ConfirmDialog',
);
const HoldDialog = lazyNamed(() => import('../features/transfers/components/hold-dialog'), 'HoldDialog');

type Dialog =
  | { kind: 'payout' | 'review' | 'settlement' }
  | { kind: 'room'; action: RoomAction; card: AccountCard }
  | { kind: 'hold' | 'confirm'; transfer: Transfer };

/** The dialog each action of a rooms table row opens; each belongs to the feature of its endpoint. */
const ROOM_DIALOGS: Record<RoomAction, ComponentType<RoomDialogProps>> = {
  balance: ChangeBalanceDialog,
  cashflow: CashFlowDialog,
  deposit: DepositRequestDialog,
  transfer: BalanceTransferDialog,
};

/**
 * Route / (spec 01 §2): the home dashboard, every figure from the API, every money action in a
 * dialog, plus the hand-upload gate. The page composes the features (a feature never imports
 * another): it lays out their cards and decides which dialog is open, so a rooms table row opens the
 * cash flow, deposit and transfer dialogs of their own features through `onAction`.
 */
export default function HomePage(): JSX.Element {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const cardsQuery = useAccountCardsQuery();
  const cards = cardsQuery.data ?? [];
  const close = () => setDialog(null);
  const isVirtual = (transfer: Transfer) => isVirtualTransfer(cards, transfer);
  const RoomDialog = dialog?.kind === 'room' ? ROOM_DIALOGS[dialog.action] : null;
  // The sections below the rooms render in a second, interruptible pass: the first screen (summary
  // and rooms) paints without waiting for them, and React yields to the browser between them.
  const below = useDeferredValue(true, false);
  return (
    <SectionPage title={t.sections.home}>
      <Stack gap="md">
        <Group justify="flex-end">
          <NoticesBell />
        </Group>
        <HandUploadGate />
        <SummaryCards
          onPayout={() => setDialog({ kind: 'payout' })}
          onReview={() => setDialog({ kind: 'review' })}
          onSettlement={() => setDialog({ kind: 'settlement' })}
        />
        <RoomsTable onAction={(action, card) => setDialog({ kind: 'room', action, card })} />
        {/* Mounted in the second pass (their requests start then) but shown once the rooms are in:
            the rooms table grows when they come, and what is below it would jump (a layout shift). */}
        <Stack gap="md" display={cardsQuery.isPending ? 'none' : undefined}>
          {below && (
            <>
              <StatsCards />
              <SimpleGrid cols={{ base: 1, lg: 1 }}>
                <ContractChart />
              </SimpleGrid>
              <TransfersTable
                onHold={(transfer) => setDialog({ kind: 'hold', transfer })}
                onConfirm={(transfer) => setDialog({ kind: 'confirm', transfer })}
              />
              <CashFlowTable />
              <DepositsSection />
              <PersonalFundsSection />
              <PayoutRequests />
            </>
          )}
        </Stack>
        <LazyDialogs onFailed={close}>
          {dialog?.kind === 'payout' && <PayoutDialog onClose={close} />}
          {dialog?.kind === 'review' && <ReviewDialog onClose={close} />}
          {dialog?.kind === 'settlement' && <SettlementDialog onClose={close} />}
          {dialog?.kind === 'room' && RoomDialog && <RoomDialog card={dialog.card} onClose={close} />}
          {dialog?.kind === 'hold' && (
            <HoldDialog transfer={dialog.transfer} virtual={isVirtual(dialog.transfer)} onClose={close} />
          )}
          {dialog?.kind === 'confirm' && (
            <ConfirmDialog transfer={dialog.transfer} virtual={isVirtual(dialog.transfer)} onClose={close} />
          )}
        </LazyDialogs>
      </Stack>
    </SectionPage>
  );
}
