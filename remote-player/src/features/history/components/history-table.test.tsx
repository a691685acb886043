import type { HistoryRow } from '@fund/shared/schemas/history';
import { renderWithProviders, screen, within } from '@fund/shared/test';
import { HistoryTable } from './history-table';

// 12 rows, newest first as the server sends them; amounts alternate in sign.
const rows: HistoryRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  room_name: 'GGPoker',
  account_record_name: `nick${i + 1}`,
  currency_name: 'USD',
  amount: i % 2 ? `-${i + 1}.00` : `${i + 1}.00`,
  type: 'cashflow_in',
  created_datetime: `2026-11-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`,
}));

const accounts = () =>
  within(screen.getByTestId('history-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('HistoryTable', () => {
  it('starts newest first, 10 a page with the count, and sorts amounts on a header click', async () => {
    const { user } = renderWithProviders(<HistoryTable rows={rows} />);
    const date = screen.getByRole('columnheader', { name: /Дата/ });
    expect(date).toHaveAttribute('aria-sort', 'descending');
    expect(accounts()).toHaveLength(10);
    expect(accounts()[0]).toBe('nick1');
    expect(screen.getByTestId('history-count')).toHaveTextContent('Записей: 12');

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(accounts()).toEqual(['nick11', 'nick12']);

    await user.click(screen.getByRole('button', { name: 'Сумма' }));
    expect(screen.getByRole('columnheader', { name: /Сумма/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(date).toHaveAttribute('aria-sort', 'none');
    // Still page 2, now of the amounts smallest first: the two largest.
    expect(accounts()).toEqual(['nick9', 'nick11']);
  });
});

it('names the fund’s deposit and a personal funds deposit differently', () => {
  const deposit = (id: string): HistoryRow => ({ ...rows[0]!, id, type: 'deposit', account_record_name: id });
  renderWithProviders(<HistoryTable rows={[deposit('lm-1'), deposit('pf-2')]} />);
  const types = within(screen.getByTestId('history-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
  expect(types).toEqual(['Депозит от фонда', 'Пополнение личных средств']);
});
