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
  it('shows the page it is given, no column sort, the count and the pages of every row', async () => {
    const onPage = jest.fn();
    const { user } = renderWithProviders(
      <HistoryTable rows={rows.slice(0, 10)} count={12} page={1} onPage={onPage} />,
    );
    expect(screen.queryByRole('button', { name: 'Сумма' })).not.toBeInTheDocument();
    expect(accounts()).toHaveLength(10);
    expect(accounts()[0]).toBe('nick1');
    expect(screen.getByTestId('history-count')).toHaveTextContent('Записей: 12');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

it('names the fund’s deposit and a personal funds deposit differently', () => {
  const deposit = (id: string): HistoryRow => ({ ...rows[0]!, id, type: 'deposit', account_record_name: id });
  renderWithProviders(
    <HistoryTable rows={[deposit('lm-1'), deposit('pf-2')]} count={2} page={1} onPage={() => undefined} />,
  );
  const types = within(screen.getByTestId('history-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
  expect(types).toEqual(['Депозит от фонда', 'Пополнение личных средств']);
});
