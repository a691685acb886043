import type { AccountCard, Transfer } from '@fund/shared/schemas/accounting-responses';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAccountCards } from '../../../lib/account-cards';
import { isVirtualTransfer } from '../../../lib/model';
import { CashFlowTable } from './cash-flow-table';
import { ConfirmDialog } from './confirm-dialog';
import { ContractChart } from './contract-chart';
import { DepositsSection } from './deposits';
import { HoldDialog } from './hold-dialog';
import { NoticesBell } from './notices-bell';
import { PayoutRequests } from './payout-requests';
import { PersonalFundsSection } from './personal-funds';
import {
  BalanceTransferDialog,
  CashFlowDialog,
  ChangeBalanceDialog,
  DepositRequestDialog,
} from './room-dialogs';
import { type RoomAction, RoomsTable } from './rooms-table';
import { StatsCards } from './stats-cards';
import { SummaryCards } from './summary-cards';
import { TransfersTable } from './transfers-table';
import { PayoutDialog, ReviewDialog } from './user-dialogs';

type Dialog =
  | { kind: 'payout' | 'review' }
  | { kind: 'room'; action: RoomAction; card: AccountCard }
  | { kind: 'hold' | 'confirm'; transfer: Transfer };

const ROOM_DIALOGS = {
  balance: ChangeBalanceDialog,
  cashflow: CashFlowDialog,
  deposit: DepositRequestDialog,
  transfer: BalanceTransferDialog,
};

/** The home dashboard (spec 01 §2): every figure from the API, every money action in a dialog. */
export function Dashboard() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const cards = useAccountCards();
  const close = () => setDialog(null);
  const isVirtual = (transfer: Transfer) => isVirtualTransfer(cards, transfer);
  const RoomDialog = dialog?.kind === 'room' ? ROOM_DIALOGS[dialog.action] : null;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <NoticesBell />
      </Group>
      <SummaryCards
        onPayout={() => setDialog({ kind: 'payout' })}
        onReview={() => setDialog({ kind: 'review' })}
      />
      <RoomsTable onAction={(action, card) => setDialog({ kind: 'room', action, card })} />
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
      {dialog?.kind === 'payout' && <PayoutDialog onClose={close} />}
      {dialog?.kind === 'review' && <ReviewDialog onClose={close} />}
      {dialog?.kind === 'room' && RoomDialog && <RoomDialog card={dialog.card} onClose={close} />}
      {dialog?.kind === 'hold' && (
        <HoldDialog transfer={dialog.transfer} virtual={isVirtual(dialog.transfer)} onClose={close} />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog transfer={dialog.transfer} virtual={isVirtual(dialog.transfer)} onClose={close} />
      )}
    </Stack>
  );
}
