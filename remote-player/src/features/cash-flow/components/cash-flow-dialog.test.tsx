import { badRequest, markedRequired, refusal, reply, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { openDialog } from '../../../test/room-dialog';
import { CashFlowDialog } from './cash-flow-dialog';

describe('CashFlowDialog', () => {
  it('asks for at least 0.01 and a screenshot link; sends a payout flag', async () => {
    const network = stubNetwork({ 'POST /api/accounting/cashflow/': { id: 5 } });
    const { user, onClose } = await openDialog(CashFlowDialog);
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на скриншот' }), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Минимальная сумма 0.01')).toBeInTheDocument();
    expect(screen.getByText('Некорректная ссылка')).toBeInTheDocument();
    expect(network.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Сумма' }));
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '77.70');
    await user.clear(screen.getByRole('textbox', { name: 'Ссылка на скриншот' }));
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на скриншот' }), 'https://prnt.sc/cash');
    await user.click(screen.getByLabelText('Вывод'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(network.sent('POST /api/accounting/cashflow/')).toEqual([
        { account_record: 7, amount: 77.7, is_payout: true, comment: 'https://prnt.sc/cash' },
      ]),
    );
  });

  it('keeps the dialog open when the server refuses', async () => {
    stubNetwork({
      'POST /api/accounting/cashflow/': reply(400, refusal(['Счёт не найден.'])),
    });
    const { user, onClose } = await openDialog(CashFlowDialog);
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на скриншот' }), 'https://prnt.sc/x');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Отправить' })).not.toHaveAttribute('data-loading'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's field message on its field, without a toast", async () => {
    stubNetwork({
      'POST /api/accounting/cashflow/': badRequest({ amount: ['Сумма больше допустимой.'] }),
    });
    const { user, onClose } = await openDialog(CashFlowDialog);
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на скриншот' }), 'https://prnt.sc/x');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Сумма больше допустимой.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Сумма' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

test('the amount and the screenshot link are marked required', async () => {
  stubNetwork({});
  await openDialog(CashFlowDialog);
  expect(markedRequired('Сумма')).toBe(true);
  expect(markedRequired('Ссылка на скриншот')).toBe(true);
});
