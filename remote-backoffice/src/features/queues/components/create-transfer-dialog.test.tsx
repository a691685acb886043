import {
  badRequest,
  dialogFocused,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { CreateTransferDialog } from './create-transfer-dialog';

const user = (id: number, username: string) => ({
  id,
  username,
  is_active: true,
  is_player: true,
  is_curator: false,
  is_staff: false,
  date_joined: '2024-01-01',
  curators: [],
  students: [],
  has_onboarding_form: true,
});
const account = (id: number, room: [number, string], name: string, available: string) => ({
  account_record_id: id,
  account_record_name: name,
  room_id: room[0],
  room_name: room[1],
  currency_name: 'USD',
  balance: available,
  held: '0.00',
  available,
});
const ACR: [number, string] = [3, 'ACR'];
const GG: [number, string] = [14, 'GGPoker'];
const PATH = 'POST /api/backoffice/transfers/';

function network(answer: unknown = { id: 31, status: 'new' }) {
  return stubNetwork({
    'GET /api/backoffice/users/': { data: [user(2, 'player'), user(7, 'sergey.volkov')], count: 2 },
    'GET /api/backoffice/users/2/accounts/': [
      account(11, ACR, 'IPetrovACR', '1000.00'),
      account(12, GG, 'ivan_gg', '5.00'),
    ],
    'GET /api/backoffice/users/7/accounts/': [
      account(21, ACR, 'VolkovACR', '0.00'),
      account(22, GG, 'volkov_gg', '0.00'),
    ],
    [PATH]: answer,
  });
}

async function pick(ui: ReturnType<typeof renderWithProviders>['user'], label: RegExp, option: string) {
  await ui.click(screen.getByRole('combobox', { name: label }));
  await ui.click(await screen.findByRole('option', { name: option }));
}

describe('CreateTransferDialog', () => {
  it('requires both accounts and an amount ≥ 0.01; the receiver account waits for the sender account', async () => {
    const net = network();
    const { user: ui } = renderWithProviders(<CreateTransferDialog onClose={jest.fn()} />);
    await dialogFocused();
    expect(screen.getByRole('combobox', { name: /Счёт получателя/ })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Создать перевод' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(3);
    expect(net.sent(PATH)).toEqual([]);
  });

  it('offers only the receiver accounts of the sender account room and sends the pair', async () => {
    const net = network();
    const onClose = jest.fn();
    const { user: ui } = renderWithProviders(<CreateTransferDialog onClose={onClose} />);
    await dialogFocused();
    await pick(ui, /^Отправитель/, 'player');
    await pick(ui, /Счёт отправителя/, 'ACR: IPetrovACR (доступно $1,000.00)');
    await pick(ui, /^Получатель/, 'sergey.volkov');
    await ui.click(screen.getByRole('combobox', { name: /Счёт получателя/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'ACR: VolkovACR (доступно $0.00)',
    ]);
    await ui.click(screen.getByRole('option', { name: 'ACR: VolkovACR (доступно $0.00)' }));
    await ui.type(screen.getByRole('textbox', { name: /Сумма перевода, USD/ }), '150');
    await ui.click(screen.getByRole('button', { name: 'Создать перевод' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(net.sent(PATH)).toEqual([
      { sender_account_record_id: 11, receiver_account_record_id: 21, amount: '150' },
    ]);
  });

  it("shows the server's refusal on the field", async () => {
    network(badRequest({ receiver_account_record_id: ['Отправитель и получатель — один и тот же игрок.'] }));
    const { user: ui } = renderWithProviders(<CreateTransferDialog onClose={jest.fn()} />);
    await dialogFocused();
    await pick(ui, /^Отправитель/, 'player');
    await pick(ui, /Счёт отправителя/, 'ACR: IPetrovACR (доступно $1,000.00)');
    await pick(ui, /^Получатель/, 'sergey.volkov');
    await pick(ui, /Счёт получателя/, 'ACR: VolkovACR (доступно $0.00)');
    await ui.type(screen.getByRole('textbox', { name: /Сумма перевода/ }), '1');
    await ui.click(screen.getByRole('button', { name: 'Создать перевод' }));
    expect(await screen.findByText('Отправитель и получатель — один и тот же игрок.')).toBeInTheDocument();
  });

  it('never offers the sender as the receiver; choosing the receiver as sender clears the receiver', async () => {
    network();
    const { user: ui } = renderWithProviders(<CreateTransferDialog onClose={jest.fn()} />);
    await dialogFocused();
    await pick(ui, /^Отправитель/, 'player');
    await ui.click(screen.getByRole('combobox', { name: /^Получатель/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['sergey.volkov']);
    await ui.click(screen.getByRole('option', { name: 'sergey.volkov' }));
    expect(screen.getByRole('combobox', { name: /^Получатель/ })).toHaveValue('sergey.volkov');

    await pick(ui, /^Отправитель/, 'sergey.volkov');
    expect(screen.getByRole('combobox', { name: /^Получатель/ })).toHaveValue('');
    await ui.click(screen.getByRole('combobox', { name: /^Получатель/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['player']);
  });

  it('clicking the already-picked sender or account keeps it (issue 35 item 16)', async () => {
    network();
    const { user: ui } = renderWithProviders(<CreateTransferDialog onClose={jest.fn()} />);
    await dialogFocused();
    const senderAccount = 'ACR: IPetrovACR (доступно $1,000.00)';
    await pick(ui, /^Отправитель/, 'player');
    await pick(ui, /Счёт отправителя/, senderAccount);
    await pick(ui, /Счёт отправителя/, senderAccount);
    expect(screen.getByRole('combobox', { name: /Счёт отправителя/ })).toHaveValue(senderAccount);
    await pick(ui, /^Отправитель/, 'player');
    expect(screen.getByRole('combobox', { name: /^Отправитель/ })).toHaveValue('player');
    expect(screen.getByRole('combobox', { name: /Счёт отправителя/ })).toHaveValue(senderAccount);
  });
});
