import { api } from '@fund/shared/api';
import {
  act,
  createTestQueryClient,
  fireEvent,
  renderWithProviders,
  screen,
  within,
} from '@fund/shared/test';
import { dashboardKeys } from '../../../lib/keys';
import { depositRequest } from '../../../test/fixtures';
import { Bookings, DepositRequests } from './deposits';

const booking = {
  id: 7,
  room_name: 'GGPoker',
  currency_name: 'USD',
  amount: '100.00',
  comment: '',
  created_datetime: '2026-11-01T10:00:00Z',
  booked_by_me: false,
};
const request = depositRequest();

function seeded() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.bookings(), [booking]);
  queryClient.setQueryData(dashboardKeys.depositRequests(), [request]);
  return queryClient;
}

afterEach(() => jest.restoreAllMocks());

describe('deposit booking', () => {
  it('a double click on Забронировать sends one request', async () => {
    let finish!: (value: unknown) => void;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    jest.spyOn(api, 'get').mockResolvedValue([]);
    renderWithProviders(<Bookings />, { queryClient: seeded() });
    const button = screen.getByRole('button', { name: 'Забронировать' });

    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => undefined);

    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/api/accounting/depositrequests/tableau/',
      { deposit_id: 7 },
      { silent: true },
    );
    await act(async () => finish({ id: 7 }));
  });
});

describe('deposit requests', () => {
  it('Удалить asks first; Отмена deletes nothing', async () => {
    const remove = jest.spyOn(api, 'delete');
    const { user } = renderWithProviders(<DepositRequests />, { queryClient: seeded() });
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(screen.getByText('Удалить запрос депозита?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(remove).not.toHaveBeenCalled();
  });

  it('a double click on the confirming Удалить sends one request', async () => {
    const remove = jest.spyOn(api, 'delete').mockReturnValue(new Promise(() => undefined));
    const { user } = renderWithProviders(<DepositRequests />, { queryClient: seeded() });
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Удалить' });

    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => undefined);

    expect(remove).toHaveBeenCalledTimes(1);
  });
});
