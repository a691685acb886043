import { api } from '@fund/shared/api';
import {
  act,
  createTestQueryClient,
  exportThroughMenu,
  fireEvent,
  renderWithProviders,
  screen,
  stubNetwork,
  within,
} from '@fund/shared/test';
import { dashboardKeys } from '../../../api/keys';
import { depositRequest, moneyRequest } from '../../../test/fixtures';
import { DEPOSIT_REQUESTS_EXPORT_PATH } from '../api/deposit-requests';
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
  it('Забронировать asks first, naming the deposit; Отмена books nothing', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = renderWithProviders(<Bookings />, { queryClient: seeded() });
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Забронировать депозит?' });
    expect(dialog).toHaveTextContent('GGPoker: $100.00. Депозит закрепится за вами, отменить бронь нельзя.');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('a double click on the confirming Забронировать sends one request', async () => {
    let finish!: (value: unknown) => void;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    jest.spyOn(api, 'get').mockResolvedValue([]);
    const { user } = renderWithProviders(<Bookings />, { queryClient: seeded() });
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    const dialog = await screen.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Забронировать' });

    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => undefined);

    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/api/accounting/depositrequests/tableau/',
      { deposit_id: 7 },
      moneyRequest(),
    );
    await act(async () => finish({ id: 7 }));
  });
});

describe('deposit requests', () => {
  it('Удалить asks first; Отмена deletes nothing', async () => {
    const remove = jest.spyOn(api, 'delete');
    const { user } = renderWithProviders(<DepositRequests />, { queryClient: seeded() });
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    // The question's code loads when it is first asked (deposits.tsx).
    expect(await screen.findByText('Удалить запрос депозита?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(remove).not.toHaveBeenCalled();
  });

  it('a double click on the confirming Удалить sends one request', async () => {
    const remove = jest.spyOn(api, 'delete').mockReturnValue(new Promise(() => undefined));
    const { user } = renderWithProviders(<DepositRequests />, { queryClient: seeded() });
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Удалить' });

    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => undefined);

    expect(remove).toHaveBeenCalledTimes(1);
  });
});

describe('player request statuses', () => {
  it('deposit requests: pending can be deleted, processed shows the date, rejected shows the reason', async () => {
    stubNetwork({
      'GET /api/accounting/depositrequests/': [
        depositRequest({ id: 1 }),
        depositRequest({
          id: 2,
          status: 'processed',
          processed_datetime: '2026-11-02T10:00:00Z',
          processed_amount: '50.00',
        }),
        depositRequest({
          id: 3,
          status: 'rejected',
          reject_reason: 'Нет скриншота',
        }),
      ],
    });
    renderWithProviders(<DepositRequests />);
    const pending = await screen.findByTestId('deposit-1');
    expect(pending).toHaveTextContent('В обработке');
    expect(within(pending).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();

    const processed = screen.getByTestId('deposit-2');
    expect(processed).toHaveTextContent('Обработан');
    expect(within(processed).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();

    const rejected = screen.getByTestId('deposit-3');
    expect(rejected).toHaveTextContent('Отклонено');
    expect(rejected).toHaveTextContent('Причина: Нет скриншота');
    expect(within(rejected).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('the reason of a reject is also the tooltip of the badge', async () => {
    stubNetwork({
      'GET /api/accounting/depositrequests/': [
        depositRequest({
          id: 3,
          status: 'rejected',
          reject_reason: 'Нет скриншота',
        }),
      ],
    });
    const { user } = renderWithProviders(<DepositRequests />);
    const row = await screen.findByTestId('deposit-3');
    await user.hover(within(row).getByText('Отклонено'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Причина: Нет скриншота');
  });
});

// Issue 40: «Экспорт» above the deposit requests downloads them (the list has no filters).
describe('deposit requests export', () => {
  it('Russian Excel’s CSV is asked of the requests’ export route, saved under the server’s name', async () => {
    stubNetwork({});
    const { user } = renderWithProviders(<DepositRequests />, { queryClient: seeded() });
    const name = 'запросы_депозита_2026-11-28.csv';
    const query = await exportThroughMenu(user, DEPOSIT_REQUESTS_EXPORT_PATH, 'CSV для Excel', name);
    expect(query).toEqual({ format: 'csv-excel' });
  });
});
