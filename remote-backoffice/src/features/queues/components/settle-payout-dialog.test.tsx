import {
  badRequest,
  dialogFocused,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { payoutRow } from './fixtures';
import { SettlePayoutDialog } from './settle-payout-dialog';

const PATH = 'POST /api/backoffice/payout-requests/8/settle/';
const acr = () => screen.getByRole('textbox', { name: /ACR \/ IPetrovACR: сумма, USD/ });
const gg = () => screen.getByRole('textbox', { name: /GGPoker \/ ivan_gg: сумма, USD/ });
const submit = () => screen.getByRole('button', { name: 'Отметить выплаченным' });

describe('SettlePayoutDialog', () => {
  it('asks an amount for every room account of the request; negative refused', async () => {
    const network = stubNetwork({ [PATH]: { id: 8, status: 'approved' } });
    const { user } = renderWithProviders(<SettlePayoutDialog row={payoutRow} onClose={jest.fn()} />);
    await dialogFocused();
    expect(screen.getByText(/Последний баланс: \$500\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скриншот истории' })).toHaveAttribute(
      'href',
      'https://prnt.sc/c',
    );
    await user.click(submit());
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    await user.type(acr(), '-1');
    await user.click(submit());
    expect(await screen.findByText('Не может быть меньше 0')).toBeInTheDocument();
    expect(network.sent(PATH)).toEqual([]);
  });

  it('sends the amount per account (0 allowed) and closes', async () => {
    const network = stubNetwork({ [PATH]: { id: 8, status: 'approved' } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<SettlePayoutDialog row={payoutRow} onClose={onClose} />);
    await dialogFocused();
    await user.type(acr(), '250');
    await user.type(gg(), '0');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent(PATH)).toEqual([
      {
        items: [
          { account_record_id: 11, amount: '250' },
          { account_record_id: 12, amount: '0' },
        ],
      },
    ]);
  });

  it("puts the server's message under the account's amount and stays open", async () => {
    stubNetwork({ [PATH]: badRequest({ 'items.1.amount': ['Больше баланса счёта.'] }) });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<SettlePayoutDialog row={payoutRow} onClose={onClose} />);
    await dialogFocused();
    await user.type(acr(), '250');
    await user.type(gg(), '900');
    await user.click(submit());
    expect(await screen.findByText('Больше баланса счёта.')).toBeInTheDocument();
    expect(gg()).toHaveAttribute('aria-invalid', 'true');
    expect(acr()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
