import type { Transfer } from '@fund/shared/schemas/accounting-responses';
import {
  dialogFocused,
  markedRequired,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { uploadDialogCapture } from '../api/capture';
import { ConfirmDialog, FEE_WARNING } from './confirm-dialog';
import { HoldDialog } from './hold-dialog';

// A DOM screenshot cannot be taken in jsdom; the upload after a confirmation is checked as a call.
jest.mock('../api/capture', () => ({ uploadDialogCapture: jest.fn(async () => undefined) }));

const transfer = (over: Partial<Transfer> = {}): Transfer => ({
  id: 41,
  type: 'send',
  room_short_name: 'ACR',
  room_name: 'Americas Cardroom',
  room_id: 7,
  currency_name: 'USD',
  amount: '150.00',
  send_account_nickname: 'IPetrovACR',
  receive_account_nickname: null,
  send_ewallet: { id: 1, address: 'neteller', type: { id: 3 } },
  receive_ewallet: null,
  receiver_is_admin: true,
  receiver_id: null,
  receive_room_account_id: null,
  is_balance_hold: true,
  admin_comment: '',
  created_datetime: '2026-11-20T10:00:00Z',
  ...over,
});

const shot = () => screen.getByRole('textbox', { name: /^Ссылка на скриншот/ });
const CONFIRM = 'POST /api/accounting/transfers/confirmv2/41/';

describe('ConfirmDialog', () => {
  it('shows the fee arithmetic, refuses a fee above 5.99 % and sends only after the fee is added', async () => {
    const network = stubNetwork({ [CONFIRM]: { id: 41 } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog transfer={transfer()} virtual={false} onClose={onClose} />,
    );
    expect(screen.getByRole('textbox', { name: 'Комиссия, %' })).toHaveValue('1.45');

    await dialogFocused();
    await user.type(shot(), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Некорректная ссылка')).toBeInTheDocument();

    await user.clear(shot());
    await user.type(shot(), 'https://prnt.sc/confirm');
    await user.type(screen.getByRole('textbox', { name: 'Баланс до перевода' }), '1050');
    await user.clear(screen.getByRole('textbox', { name: 'Комиссия, %' }));
    await user.type(screen.getByRole('textbox', { name: 'Комиссия, %' }), '7');
    await user.click(screen.getByRole('button', { name: 'Добавить комиссию' }));
    expect(await screen.findByText('Комиссия не может быть выше 5.99%')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Комиссия, %' }));
    await user.type(screen.getByRole('textbox', { name: 'Комиссия, %' }), '1.45');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByTestId('fee-warning')).toHaveTextContent(FEE_WARNING);
    expect(network.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Добавить комиссию' }));
    expect(screen.getByTestId('amount-to-send')).toHaveTextContent('$147.86');
    expect(screen.getByLabelText('Комиссия')).toHaveValue('2.14');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent(CONFIRM)).toEqual([
      expect.objectContaining({
        player_comment: 'https://prnt.sc/confirm',
        amount_before_transfer: 1050,
        fee: 2.14,
        fee_percentage: 1.45,
        change_balance: false,
      }),
    ]);
    expect(uploadDialogCapture).toHaveBeenCalledWith(expect.any(HTMLElement), 41);
  });

  it('peer-to-peer: no fee, the percentage is disabled and nothing blocks the confirmation', async () => {
    const network = stubNetwork({ [CONFIRM]: { id: 41 } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog transfer={transfer()} virtual={false} onClose={onClose} />,
    );
    await dialogFocused();
    await user.click(screen.getByLabelText('Перевод внутри рума'));
    expect(screen.getByRole('textbox', { name: 'Комиссия, %' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Добавить комиссию' })).toBeDisabled();
    await user.type(shot(), 'https://prnt.sc/p2p');
    await user.type(screen.getByRole('textbox', { name: 'Баланс до перевода' }), '500');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent(CONFIRM)).toEqual([expect.objectContaining({ fee: 0, fee_percentage: 0 })]);
  });

  it('room 23 paid from wallet type 14 has a fixed 1 %; a virtual room cannot change the balance', () => {
    stubNetwork({});
    renderWithProviders(
      <ConfirmDialog
        transfer={transfer({ room_id: 23, send_ewallet: { id: 2, address: 'w', type: { id: 14 } } })}
        virtual
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Комиссия, %' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Комиссия, %' })).toBeDisabled();
    expect(screen.getByLabelText('Изменить баланс')).toBeDisabled();
  });

  it('a received transfer has no fee controls', () => {
    stubNetwork({});
    renderWithProviders(
      <ConfirmDialog transfer={transfer({ type: 'receive' })} virtual={false} onClose={() => undefined} />,
    );
    expect(screen.queryByRole('textbox', { name: 'Комиссия, %' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить комиссию' })).not.toBeInTheDocument();
  });
});

describe('HoldDialog', () => {
  it('reserves the amount with the chosen change-balance flag', async () => {
    const network = stubNetwork({ 'POST /api/accounting/transfers/holdv2/41/': { id: 41 } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <HoldDialog transfer={transfer()} virtual={false} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('$150.00');
    await dialogFocused();
    await user.click(screen.getByLabelText('Изменить баланс'));
    await user.click(screen.getByRole('button', { name: 'Зарезервировать' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/accounting/transfers/holdv2/41/')).toEqual([{ change_balance: true }]);
  });

  it('a virtual room cannot change the balance', () => {
    stubNetwork({});
    renderWithProviders(<HoldDialog transfer={transfer()} virtual onClose={() => undefined} />);
    expect(screen.getByLabelText('Изменить баланс')).toBeDisabled();
  });
});

test('the screenshot link, the balance before and the fee percentage are marked required (issue 35)', async () => {
  stubNetwork({});
  renderWithProviders(<ConfirmDialog transfer={transfer()} virtual={false} onClose={() => undefined} />);
  await dialogFocused();
  expect(markedRequired('Ссылка на скриншот')).toBe(true);
  expect(markedRequired('Баланс до перевода')).toBe(true);
  expect(markedRequired('Комиссия, %')).toBe(true);
  expect(markedRequired('Ссылка на второй скриншот')).toBe(false);
});
