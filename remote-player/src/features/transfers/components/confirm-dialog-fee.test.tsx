import { renderWithProviders, screen } from '@fund/shared/test';
import { transfer } from '../../../test/fixtures';
import { ConfirmDialog } from './confirm-dialog';

jest.mock('../api/capture', () => ({ uploadDialogCapture: jest.fn() }));

describe('Подтвердить: fee figures', () => {
  it('changing the % after Добавить комиссию clears the old Комиссия and К отправке', async () => {
    const { user } = renderWithProviders(
      <ConfirmDialog transfer={transfer()} virtual={false} onClose={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Добавить комиссию' }));
    expect(screen.getByTestId('amount-to-send')).toBeInTheDocument();
    const fee = screen.getByLabelText('Комиссия') as HTMLInputElement;
    const computed = fee.value;
    expect(computed).not.toBe('0');

    const percent = screen.getByRole('textbox', { name: 'Комиссия, %' });
    await user.clear(percent);
    await user.type(percent, '2');

    expect(screen.queryByTestId('amount-to-send')).not.toBeInTheDocument();
    expect(fee.value).not.toBe(computed);
    expect(fee.value).toBe('0');
  });

  it.each(['0,5', '1,45'])(
    'a comma in «Комиссия, %%» (%s) is refused like in every amount, never read as a tenfold fee',
    async (typed) => {
      const { user } = renderWithProviders(
        <ConfirmDialog transfer={transfer()} virtual={false} onClose={() => undefined} />,
      );
      const percent = screen.getByRole('textbox', { name: 'Комиссия, %' });
      await user.clear(percent);
      await user.type(percent, typed);
      await user.click(screen.getByRole('button', { name: 'Добавить комиссию' }));

      expect(percent).toHaveValue(typed);
      expect(await screen.findByText(/дробная часть — через точку/)).toBeInTheDocument();
      expect(screen.queryByTestId('amount-to-send')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Комиссия')).toHaveValue('0');
    },
  );

  it('«Изменить баланс» says what it does, for a sent and for a received transfer', async () => {
    const { user } = renderWithProviders(
      <ConfirmDialog transfer={transfer()} virtual={false} onClose={() => undefined} />,
    );
    expect(screen.getByText(/результат «Пакет» и «Контракт» будет больше/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Изменить баланс'));
    expect(screen.getByText(/Баланс счёта уменьшится на эту сумму/)).toBeInTheDocument();
  });

  it('a received transfer with «Изменить баланс» off: the result drops by the amount, and it says so', () => {
    renderWithProviders(
      <ConfirmDialog transfer={transfer({ type: 'receive' })} virtual={false} onClose={() => undefined} />,
    );
    expect(screen.getByText(/результат «Пакет» и «Контракт» будет меньше/)).toBeInTheDocument();
  });
});
