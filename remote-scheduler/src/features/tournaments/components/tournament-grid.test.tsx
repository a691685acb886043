import { ru } from '@fund/shared/i18n';
import { renderWithProviders, screen, viewportWidth, within } from '@fund/shared/test';
import { tournament as base } from '../fixtures';
import { toGridRows } from '../lib/rows';
import { TournamentGrid } from './tournament-grid';

// jsdom has no layout, so the virtualiser would show no rows: every row is "in view" here.
jest.mock('@tanstack/react-virtual', () => ({
  useVirtualizer: ({ count, estimateSize }: { count: number; estimateSize: () => number }) => ({
    getTotalSize: () => count * estimateSize(),
    getVirtualItems: () =>
      Array.from({ length: count }, (_, index) => ({ index, key: index, start: index * estimateSize() })),
  }),
}));

function renderGrid(
  onToggle = jest.fn(),
  onSort = jest.fn(),
  onSortState = jest.fn(),
  onMaxBuyin = jest.fn(),
) {
  const rows = toGridRows(
    [base, { ...base, hash: 'b', name: 'Bounty $22' }, { ...base, hash: 'c', name: 'Banned $5', score: -3 }],
    0,
  );
  const view = renderWithProviders(
    <TournamentGrid
      rows={rows}
      selected={new Set([rows[0]!.key])}
      onToggle={onToggle}
      onToggleAll={jest.fn()}
      sort={{ column: 'name', direction: 'asc' }}
      onSort={onSort}
      onSortState={onSortState}
      maxBuyin={null}
      onMaxBuyin={onMaxBuyin}
      watermark={null}
    />,
  );
  return { ...view, onToggle, onSort, onSortState, onMaxBuyin };
}

describe('tournament grid semantics', () => {
  it('exposes a grid with a header row, sort state and selectable rows', async () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Турниры' });
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    const headers = within(grid).getAllByRole('columnheader');
    const name = headers.find((h) => h.textContent?.startsWith('Турнир'));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(headers.filter((h) => h.getAttribute('aria-sort') === 'none').length).toBeGreaterThan(5);
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    expect(within(rows[1]!).getAllByRole('gridcell').length).toBeGreaterThan(5);
  });

  it('names each row checkbox after its tournament and selects by keyboard', async () => {
    const { user, onToggle } = renderGrid();
    const box = screen.getByRole('checkbox', { name: /^Выбрать турнир Bounty \$22, .+ 18:00$/ });
    expect(screen.getByRole('checkbox', { name: /^Выбрать турнир Zodiac \$11/ })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: /^Запрещённый турнир нельзя выбрать: Banned \$5/ }),
    ).toBeDisabled();
    box.focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ name: 'Bounty $22' }));
  });

  it('sorts from the keyboard via the column header button', async () => {
    const { user, onSort } = renderGrid();
    screen.getByTestId('sort-roi').focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledWith('roi');
  });
});

describe('tournament grid before the first answer', () => {
  it('shows a loader, not «Нет данных»', () => {
    const props = {
      rows: [],
      selected: new Set<string>(),
      onToggle: jest.fn(),
      onToggleAll: jest.fn(),
      sort: null,
      onSort: jest.fn(),
      onSortState: jest.fn(),
      maxBuyin: null,
      onMaxBuyin: jest.fn(),
      watermark: null,
    };
    const { rerender } = renderWithProviders(<TournamentGrid {...props} loading />);
    expect(screen.getByTestId('grid-loading')).toBeInTheDocument();
    expect(screen.queryByText('Нет данных')).not.toBeInTheDocument();
    rerender(<TournamentGrid {...props} loading={false} />);
    expect(screen.getByText('Нет данных')).toBeInTheDocument();
  });
});

describe('tournament grid: cut cells and headers', () => {
  it('a network, name or duration cut to fit shows its whole text on hover; headers break between words only', () => {
    renderGrid();
    const row = screen.getAllByTestId('tournament-row')[0]!;
    const cell = (column: string) => row.querySelector(`[data-column="${column}"]`) as HTMLElement;
    expect(cell('name').title).toBe(cell('name').textContent);
    expect(cell('name').title.length).toBeGreaterThan(0);
    expect(cell('network').title).toBe(cell('network').textContent);
    expect(cell('duration').title).toBe(cell('duration').textContent);
    const header = screen.getByTestId('sort-duration').parentElement as HTMLElement;
    expect(header.style.overflowWrap).toBe('normal');
    expect(header.style.wordBreak).toBe('keep-all');
  });

  /** An empty grid, its max buy-in filter reporting to a mock. */
  function emptyGrid() {
    const onMaxBuyin = jest.fn();
    const { user } = renderWithProviders(
      <TournamentGrid
        rows={[]}
        selected={new Set()}
        onToggle={jest.fn()}
        onToggleAll={jest.fn()}
        sort={null}
        onSort={jest.fn()}
        onSortState={jest.fn()}
        maxBuyin={null}
        onMaxBuyin={onMaxBuyin}
        watermark={null}
      />,
    );
    return { user, onMaxBuyin };
  }

  it('the max buy-in filter keeps a typed −5 and says it must not be below 0, filtering nothing', async () => {
    const { user, onMaxBuyin } = emptyGrid();
    await user.type(screen.getByTestId('max-buyin-filter'), '-5');
    expect(screen.getByTestId('max-buyin-filter')).toHaveValue('-5');
    expect(screen.getByText('Не может быть меньше 0')).toBeInTheDocument();
    expect(onMaxBuyin).not.toHaveBeenCalledWith(5);
    expect(onMaxBuyin).toHaveBeenLastCalledWith(null);
  });

  it("the max buy-in filter refuses «5,5» with the amounts' comma message, never filtering by 55", async () => {
    const { user, onMaxBuyin } = emptyGrid();
    await user.type(screen.getByTestId('max-buyin-filter'), '5,5');
    expect(screen.getByTestId('max-buyin-filter')).toHaveValue('5,5');
    expect(screen.getByText(ru.amountInput.commaMisuse)).toBeInTheDocument();
    expect(onMaxBuyin).not.toHaveBeenCalledWith(55);
    expect(onMaxBuyin).toHaveBeenLastCalledWith(null);
  });
});

describe('tournament grid on a 390 px phone (issue 42)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = viewportWidth(390);
  });
  afterEach(() => restore());

  it('a row shows its box, name, start and buy-in; a tap on it shows the other fields until Escape', async () => {
    const { user, onToggle } = renderGrid();
    const row = screen.getAllByTestId('tournament-row')[1]!;
    const cells = within(row).getAllByRole('gridcell');
    expect(cells).toHaveLength(4);
    expect(cells.map((cell) => cell.getAttribute('data-column'))).toEqual([
      null,
      'name',
      'start_time',
      'buyin',
    ]);
    expect(within(row).getByRole('checkbox', { name: /^Выбрать турнир Bounty \$22/ })).not.toBeChecked();
    expect(cells[1]).toHaveTextContent('Bounty $22');
    expect(cells[2]).toHaveTextContent(/^\S+ 18:00$/);
    expect(cells[3]).toHaveTextContent('$11.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(cells[2]!);
    const details = screen.getByRole('dialog', { name: 'Bounty $22' });
    for (const label of [
      'Сеть',
      'Длительность',
      'Бай-ин, $',
      'Участники',
      'ROI, %',
      'Прибыль, $',
      'Рейтинг',
      'Возврат',
    ]) {
      expect(within(details).getByText(label, { exact: true })).toBeInTheDocument();
    }
    expect(within(details).getByText('GGNetwork')).toBeInTheDocument();
    expect(within(details).getByText('10.00')).toBeInTheDocument();
    expect(within(details).getByTestId('rating')).toHaveTextContent('Average');
    // A tap opens the details, it selects nothing.
    expect(onToggle).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // From the keyboard: the name is a button that opens them; the ✕ closes them.
    screen.getByRole('button', { name: /^Bounty \$22, \S+ 18:00$/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Bounty $22' })).getByRole('button', { name: 'Закрыть' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the box selects, by a tap, by a tap beside it in its cell and by the keyboard; a Forbidden row stays out', async () => {
    const { user, onToggle } = renderGrid();
    const box = screen.getByRole('checkbox', { name: /^Выбрать турнир Bounty \$22/ });
    await user.click(box);
    expect(onToggle).toHaveBeenCalledTimes(1);
    await user.click(box.closest('[role="gridcell"]')!);
    expect(onToggle).toHaveBeenCalledTimes(2);
    box.focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(3);
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Bounty $22' }));
    const banned = screen.getByRole('checkbox', { name: /^Запрещённый турнир нельзя выбрать: Banned \$5/ });
    await user.click(banned.closest('[role="gridcell"]')!);
    expect(onToggle).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('select-all')).toBeInTheDocument();
  });

  it('sorts by any column, its title from the header, and flips the direction; the max buy-in filter is there', async () => {
    const { user, onSortState, onMaxBuyin } = renderGrid();
    const grid = screen.getByRole('grid', { name: 'Турниры' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .find((h) => h.textContent?.startsWith('Турнир')),
    ).toHaveAttribute('aria-sort', 'ascending');
    const select = screen.getByRole('combobox', { name: 'Сортировка' });
    expect(select).toHaveValue('Турнир');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'ROI, %' }));
    expect(onSortState).toHaveBeenLastCalledWith({ column: 'roi', direction: 'asc' });
    const direction = screen.getByRole('button', { name: 'По убыванию' });
    expect(direction).toHaveAttribute('aria-pressed', 'false');
    await user.click(direction);
    expect(onSortState).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '—' }));
    expect(onSortState).toHaveBeenLastCalledWith(null);
    await user.type(screen.getByRole('textbox', { name: 'Макс. бай-ин, $' }), '5');
    expect(onMaxBuyin).toHaveBeenLastCalledWith(5);
  });
});
