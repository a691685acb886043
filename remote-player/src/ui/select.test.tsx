import { renderWithProviders, screen } from '@fund/shared/test';
import { useState } from 'react';
import { LightSelect } from './select';

const DATA = [
  { value: 'deposit', label: 'Пополнение' },
  { value: 'cashout', label: 'Вывод' },
];

function Field({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('deposit');
  return (
    <>
      <input aria-label="До" />
      <LightSelect
        label="Тип"
        data={DATA}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

it('is drawn as the same field with its value until used; Tab passes it without loading the list', async () => {
  const { user } = renderWithProviders(<Field onChange={jest.fn()} />);
  const field = screen.getByRole('combobox', { name: 'Тип' });
  expect(field).toHaveValue('Пополнение');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  await user.click(screen.getByLabelText('До'));
  await user.tab();
  expect(field).toHaveFocus();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('ArrowDown opens the real list with the focus in it; Enter picks an option', async () => {
  const onChange = jest.fn();
  const { user } = renderWithProviders(<Field onChange={onChange} />);
  await user.click(screen.getByLabelText('До'));
  await user.tab();
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('listbox')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Тип' })).toHaveFocus();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('cashout');
  expect(screen.getByRole('combobox', { name: 'Тип' })).toHaveValue('Вывод');
});
