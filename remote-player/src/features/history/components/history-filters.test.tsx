import type { AccountingHistoryFilters } from '@fund/shared/schemas/history';
import { renderWithProviders, screen } from '@fund/shared/test';
import { HistoryFilters } from './history-filters';

const ROOMS = [
  { value: '14', label: 'GGPoker' },
  { value: '15', label: 'PokerStars' },
];

function filters(value: Partial<AccountingHistoryFilters> = {}) {
  const onChange = jest.fn();
  const query = {
    rooms: [],
    period: 'alltime',
    cashflow: true,
    transfers: true,
    ...value,
  } as AccountingHistoryFilters;
  return {
    onChange,
    query,
    ...renderWithProviders(<HistoryFilters value={query} rooms={ROOMS} onChange={onChange} />),
  };
}

describe('history filters', () => {
  it('shows the current query: all rooms, all time, both fund types', () => {
    filters();
    expect(screen.getByPlaceholderText('Все румы')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'За всё время' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Личные средства' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Переводы' })).toBeChecked();
  });

  it('a room is sent as its numeric id, the rest of the query kept', async () => {
    const { onChange, query, user } = filters();
    await user.click(screen.getByRole('combobox', { name: 'Рум' }));
    await user.click(await screen.findByRole('option', { name: 'PokerStars' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, rooms: [15] });
  });

  it('the period and each fund type change only their own key', async () => {
    const { onChange, query, user } = filters({ rooms: [14] });
    await user.click(screen.getByRole('radio', { name: 'Текущий пакет' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, period: 'bundle' });
    await user.click(screen.getByRole('checkbox', { name: 'Переводы' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, transfers: false });
  });
});
