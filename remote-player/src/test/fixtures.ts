import type { AccountCard, DepositRequestRow, Transfer } from '@fund/shared/schemas/accounting-responses';

/** A room account card as /api/accounting/accountcards/ returns it. */
export const card = (overrides: Partial<AccountCard> = {}): AccountCard => ({
  room: { id: 3, name: 'PokerStars', full_name: 'PokerStars', short_name: 'PS' },
  account_record: { id: 11, name: 'nick' },
  account_record_name: 'nick',
  club_name: null,
  start_balance: '0.00',
  end_balance: '0.00',
  transfers_sum: '0.00',
  result: '0.00',
  currency_name: 'USD',
  chip_currency: null,
  virtual: false,
  pending_cashflow: '0.00',
  pending_deposits: '0.00',
  held: '0.00',
  can_request_deposit: true,
  ewallet: null,
  ...overrides,
});

/** A transfer to send, as /api/accounting/transfersv2/ lists it. */
export const transfer = (overrides: Partial<Transfer> = {}): Transfer => ({
  id: 5,
  type: 'send',
  room_short_name: 'PS',
  room_name: 'PokerStars',
  room_id: 3,
  currency_name: 'USD',
  amount: '1000.00',
  send_account_nickname: 'nick',
  receive_account_nickname: 'fund',
  receiver_is_admin: true,
  receiver_id: null,
  receive_room_account_id: null,
  send_ewallet: null,
  receive_ewallet: null,
  is_balance_hold: true,
  admin_comment: '',
  created_datetime: '2026-11-01T10:00:00Z',
  ...overrides,
});

/** A pending deposit request as /api/accounting/depositrequests/ lists it. */
export const depositRequest = (overrides: Partial<DepositRequestRow> = {}): DepositRequestRow => ({
  id: 3,
  account_record_id: 11,
  room_short_name: 'GG',
  account_record_name: 'nick',
  amount: '50.00',
  currency_name: 'USD',
  comment: '',
  created_datetime: '2026-11-01T10:00:00Z',
  processed_datetime: null,
  processed_amount: null,
  status: 'pending',
  reject_reason: null,
  ...overrides,
});

/** Account `id` in room `roomId` called `name`, chip currency 1 (the payout and personal funds tests). */
export const roomCard = (id: number, roomId: number, name: string, over: Partial<AccountCard> = {}) =>
  card({
    room: { id: roomId, name, full_name: name, short_name: name },
    account_record: { id, name: `acc-${id}` },
    account_record_name: `nick-${id}`,
    chip_currency: { id: 1, chip_rate: '1.000000' },
    ...over,
  });

/** Account `id` in ACR (room 23) with a balance of 100, chip currency 1 (the room dialogs' tests). */
export const acrCard = (id: number, over: Partial<AccountCard> = {}): AccountCard =>
  card({
    room: { id: 23, name: 'ACR', full_name: 'Americas Cardroom', short_name: 'ACR' },
    account_record: { id, name: `acr-${id}` },
    account_record_name: `nick-${id}`,
    end_balance: '100.00',
    chip_currency: { id: 1, chip_rate: '1.000000' },
    ...over,
  });

/** The options every money request is sent with: silent, with the action's Idempotency-Key. */
export const moneyRequest = () =>
  expect.objectContaining({
    silent: true,
    headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) },
  });
