import { ru } from '@fund/shared/i18n';
import { renderWithProviders, screen, within } from '@fund/shared/test';
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

function renderGrid(onToggle = jest.fn(), onSort = jest.fn()) {
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
      maxBuyin={null}
      onMaxBuyin={jest.fn()}
      watermark={null}
    />,
  );
  return { ...view, onToggle, onSort };
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
