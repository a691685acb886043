import {
  dialogFocused,
  markedRequired,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { acrCard } from '../../../test/fixtures';
import { DepositRequestDialog } from './deposit-request-dialog';

describe('DepositRequestDialog', () => {
  it("lists the account's pending requests (not rejected ones) and refuses a negative amount", async () => {
    const network = stubNetwork({
      'GET /api/accounting/depositrequests/': [
        {
          id: 3,
          account_record_id: 7,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'nick-7',
          amount: '123.45',
          currency_name: 'USD',
        },
        {
          id: 4,
          account_record_id: 8,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'someone-else',
          amount: '999.00',
          currency_name: 'USD',
        },
        {
          // Another account of the same room under the same nickname: matched by id, not by name.
          id: 6,
          account_record_id: 9,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'nick-7',
          amount: '555.00',
          currency_name: 'USD',
        },
        {
          id: 5,
          account_record_id: 7,
          created_datetime: '2026-11-20T10:00:00Z',
          processed_datetime: null,
          room_short_name: 'ACR',
          account_record_name: 'nick-7',
          amount: '777.00',
          currency_name: 'USD',
          status: 'rejected',
          reject_reason: 'Нет скриншота',
        },
      ],
      'POST /api/accounting/depositrequests/': { id: 9 },
    });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DepositRequestDialog card={acrCard(7)} onClose={onClose} />);
    const pending = await screen.findByTestId('pending-deposits');
    await waitFor(() => expect(pending).toHaveTextContent('$123.45'));
    expect(pending).not.toHaveTextContent('999');
    expect(pending).not.toHaveTextContent('777');
    expect(pending).not.toHaveTextContent('555');

    await dialogFocused();
    // 0 is refused like every movement's (issue 35), not only a negative amount.
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '0');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Минимальная сумма 0.01')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Сумма' }));
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '50');
    await user.type(screen.getByLabelText('Комментарий'), 'депозит');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/depositrequests/')).toEqual([
      { account_record: 7, amount: 50, comment: 'депозит' },
    ]);
  });
});

test('the amount is marked required, the comment is not', async () => {
  stubNetwork({ 'GET /api/accounting/depositrequests/': [] });
  renderWithProviders(<DepositRequestDialog card={acrCard(7)} onClose={() => undefined} />);
  await dialogFocused();
  expect(markedRequired('Сумма')).toBe(true);
  expect(markedRequired('Комментарий')).toBe(false);
});
