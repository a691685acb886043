import { useState } from 'react';
import { amountInputError } from '../format/amount-input';
import { renderWithProviders, screen } from '../test';
import { MoneyInput } from './money-input';

/** A field the way the forms use it: the value goes to the form, the amount check gives the error. */
function Field({ onValue }: { onValue: (value: number | string) => void }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <MoneyInput
      label="Сумма"
      value={value}
      error={amountInputError(value)}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads 1,050.00 (the way the app shows amounts) as 1050, never 1.05', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Field onValue={onValue} />);
    await user.type(screen.getByLabelText('Сумма'), '1,050.00');
    expect(onValue).toHaveBeenLastCalledWith(1050);
    expect(screen.getByLabelText('Сумма')).toHaveValue('1,050.00');
  });

  it('refuses a comma used as a decimal point, with a Russian message', async () => {
    const { user } = renderWithProviders(<Field onValue={() => undefined} />);
    await user.type(screen.getByLabelText('Сумма'), '1,05');
    expect(screen.getByText(/Запятая отделяет только тысячи/)).toBeInTheDocument();
  });

  it('on a touch screen reads the keypad’s decimal comma as a point, and shows the point', async () => {
    const original = window.matchMedia;
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((media) => ({ ...original(media), matches: media === '(pointer: coarse)' }));
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Field onValue={onValue} />);
    await user.type(screen.getByLabelText('Сумма'), '123,45');
    expect(onValue).toHaveBeenLastCalledWith(123.45);
    expect(screen.getByLabelText('Сумма')).toHaveValue('123.45');
  });

  it('says a huge amount is too large', async () => {
    const { user } = renderWithProviders(<Field onValue={() => undefined} />);
    await user.type(screen.getByLabelText('Сумма'), '99999999999999999999');
    expect(screen.getByText(/Слишком большая сумма/)).toBeInTheDocument();
  });
});
