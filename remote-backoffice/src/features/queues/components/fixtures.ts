// Rows as the back-office API answers them, for the component tests of this folder.
import type { DepositRequestRow, PayoutRequestRow } from '@fund/shared/schemas/backoffice';
import { refusal } from '@fund/shared/test';

const decision = { decided_at: null, decided_by: null, reject_reason: null };
const account = {
  account_record_id: 11,
  account_record_name: 'IPetrovACR',
  room_id: 3,
  room_name: 'ACR',
  currency_name: 'USD',
};

export const depositRow: DepositRequestRow = {
  ...account,
  ...decision,
  id: 5,
  player: { id: 2, username: 'player' },
  amount: '123.45',
  processed_amount: null,
  comment: '',
  status: 'pending',
  created_datetime: '2026-11-20T10:00:00Z',
  processed_datetime: null,
};

export const payoutRow: PayoutRequestRow = {
  ...decision,
  id: 8,
  player: { id: 2, username: 'player' },
  status: 'pending',
  created_datetime: '2026-11-20T10:00:00Z',
  paid_at: null,
  payouts_held_until: null,
  totals: [],
  items: [
    {
      ...account,
      screenshot: 'https://prnt.sc/a',
      screenshot2: null,
      latest_balance: '500.00',
      amount: null,
    },
    {
      ...account,
      account_record_id: 12,
      account_record_name: 'ivan_gg',
      room_id: 14,
      room_name: 'GGPoker',
      screenshot: 'https://prnt.sc/b',
      screenshot2: 'https://prnt.sc/c',
      latest_balance: '80.00',
      amount: null,
    },
  ],
};

export const conflict = (text: string) => refusal([text]);
