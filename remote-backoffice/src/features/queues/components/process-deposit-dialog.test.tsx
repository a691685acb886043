import {
  act,
  badRequest,
  dialogFocused,
  fireEvent,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { depositRow } from './fixtures';
import { ProcessDepositDialog } from './process-deposit-dialog';

const PATH = 'POST /api/backoffice/deposit-requests/5/process/';
const amount = () => screen.getByRole('textbox', { name: /Сумма депозита, USD/ });
const submit = () => screen.getByRole('button', { name: 'Провести' });

describe('ProcessDepositDialog', () => {
  it('starts from the requested amount and sends it normalised', async () => {
    const network = stubNetwork({ [PATH]: { id: 5, status: 'processed' } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<ProcessDepositDialog row={depositRow} onClose={onClose} />);
    await dialogFocused();
    expect(amount()).toHaveValue('123.45');
    expect(screen.getByText(/Запрошено: \$123\.45/)).toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '1,050.5');
    await user.type(screen.getByRole('textbox', { name: /Комментарий/ }), 'по выписке');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent(PATH)).toEqual([{ amount: '1050.5', comment: 'по выписке' }]);
  });

  it.each([
    ['', 'Обязательное поле'],
    ['0', 'Минимальная сумма 0.01'],
    ['abc', 'Должно быть числом'],
  ])('refuses the amount %j with «%s» and sends nothing', async (typed, message) => {
    const network = stubNetwork({ [PATH]: { id: 5, status: 'processed' } });
    const { user } = renderWithProviders(<ProcessDepositDialog row={depositRow} onClose={jest.fn()} />);
    await dialogFocused();
    await user.clear(amount());
    if (typed) await user.type(amount(), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(network.sent(PATH)).toEqual([]);
  });

  it("shows the server's 400 on the amount field", async () => {
    stubNetwork({ [PATH]: badRequest({ amount: ['Укажите сумму депозита.'] }) });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<ProcessDepositDialog row={depositRow} onClose={onClose} />);
    await dialogFocused();
    await user.click(submit());
    expect(await screen.findByText('Укажите сумму депозита.')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is busy while sending: a double click sends one request', async () => {
    const network = stubNetwork({ [PATH]: () => new Promise(() => undefined) });
    renderWithProviders(<ProcessDepositDialog row={depositRow} onClose={jest.fn()} />);
    await dialogFocused();
    fireEvent.click(submit());
    fireEvent.click(submit());
    await act(async () => undefined);
    await waitFor(() => expect(submit()).toHaveAttribute('data-loading', 'true'));
    expect(network.sent(PATH)).toHaveLength(1);
  });
});
