import { api } from '@fund/shared/api';
import type { DepositBooking } from '@fund/shared/schemas/accounting';
import type { BookingRow } from '@fund/shared/schemas/accounting-responses';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

const URL = '/api/accounting/depositrequests/tableau/';

const bookingsQuery = () => readQuery<BookingRow[]>(dashboardKeys.bookings(), URL);

/** The booking board: open deposits in the player's rooms and the ones the player booked. */
export const useBookings = () => useQuery(bookingsQuery()).data ?? [];

export const useBookDeposit = () =>
  useMoneyMutation(
    (depositId: number, options) =>
      api.post<IdAnswer>(URL, { deposit_id: depositId } satisfies DepositBooking, options),
    { success: t.done.booked, changes: 'deposit_bookings' },
  );
