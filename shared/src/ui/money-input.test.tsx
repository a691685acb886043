import { useForm } from '@mantine/form';
import { withAmountChecks } from '../format/amount-input';
import { renderWithProviders, screen } from '../test';
import { MoneyInput } from './money-input';

function AmountForm({ onSubmit }: { onSubmit: (amount: number | string) => void }) {
  const form = useForm({
    initialValues: { amount: '' as number | string },
    validate: withAmountChecks(() => ({}), ['amount']),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.amount))} noValidate>
      <MoneyInput label="Сумма" {...form.getInputProps('amount')} />
      <button type="submit">Отправить</button>
    </form>
  );
}

describe('MoneyInput', () => {
  it('reads 1,050.00 (the way the app shows amounts) as 1050, never 1.05', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<AmountForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Сумма'), '1,050.00');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).toHaveBeenCalledWith(1050);
  });

  it('refuses a comma used as a decimal point, with a Russian message', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<AmountForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Сумма'), '1,05');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/Запятая отделяет только тысячи/)).toBeInTheDocument();
  });

  it('stops a huge amount before it reaches the server', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<AmountForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Сумма'), '99999999999999999999');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/Слишком большая сумма/)).toBeInTheDocument();
  });
});
