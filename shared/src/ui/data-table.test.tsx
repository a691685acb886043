import { renderWithProviders, screen, within } from '../test';
import { type DataColumn, DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
  score: number | null;
}

const columns: DataColumn<Row>[] = [
  {
    id: 'name',
    header: 'Имя',
    cell: (r) => r.name,
    sort: { compare: (a, b) => a.name.localeCompare(b.name, 'ru') },
  },
  {
    id: 'score',
    header: 'Очки',
    align: 'right',
    cell: (r) => r.score ?? '—',
    sort: { compare: (a, b) => (a.score ?? 0) - (b.score ?? 0), isEmpty: (r) => r.score === null },
  },
  { id: 'note', header: 'Заметка', cell: () => 'x' },
];

const rows: Row[] = [
  { id: 1, name: 'Вера', score: 3 },
  { id: 2, name: 'Анна', score: null },
  { id: 3, name: 'Борис', score: 10 },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('sorts on a header button: ascending, descending, then back; aria-sort and the arrow follow', async () => {
    const { user } = renderWithProviders(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} minWidth={300} sortRemovable />,
    );
    const header = screen.getByRole('columnheader', { name: 'Очки' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual(['Вера', 'Анна', 'Борис']);

    await user.click(within(header).getByRole('button', { name: 'Очки' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(header).toHaveTextContent('Очки ▲');
    // The empty score goes last in both directions.
    expect(firstColumn()).toEqual(['Вера', 'Борис', 'Анна']);

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Борис', 'Вера', 'Анна']);

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual(['Вера', 'Анна', 'Борис']);
    // A column without a sort has no button and no aria-sort.
    const note = screen.getByRole('columnheader', { name: 'Заметка' });
    expect(note).not.toHaveAttribute('aria-sort');
    expect(within(note).queryByRole('button')).toBeNull();
  });

  it('sorts from the keyboard, starting from the initial sort, flipping without a third state', async () => {
    const { user } = renderWithProviders(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        minWidth={300}
        initialSort={{ id: 'name', desc: true }}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Имя/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Вера', 'Борис', 'Анна']);
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Анна', 'Борис', 'Вера']);
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages local rows with one pager and a count', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Игрок ${i + 1}`, score: i }));
    const { user } = renderWithProviders(
      <DataTable
        columns={columns}
        rows={many}
        rowKey={(r) => r.id}
        minWidth={300}
        pageSize={10}
        countText={(n) => `Всего: ${n}`}
        countTestId="count"
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByTestId('count')).toHaveTextContent('Всего: 25');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(firstColumn()).toEqual(['Игрок 21', 'Игрок 22', 'Игрок 23', 'Игрок 24', 'Игрок 25']);
  });

  it('asks the server for another page and shows no pager for one page', async () => {
    const onPage = jest.fn();
    const { user, rerender } = renderWithProviders(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        minWidth={300}
        serverPage={{ page: 1, count: 45, pageSize: 20, onPage }}
        pagerLabel="Страницы списка"
      />,
    );
    // The server's page is shown as it is: three rows, pages for 45.
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await user.click(within(screen.getByLabelText('Страницы списка')).getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    rerender(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        minWidth={300}
        serverPage={{ page: 1, count: 3, pageSize: 20, onPage }}
        pagerLabel="Страницы списка"
      />,
    );
    expect(screen.queryByLabelText('Страницы списка')).toBeNull();
  });

  it('shows «Нет данных» across every column when there are no rows', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} minWidth={300} scrollLabel="Таблица" />,
    );
    const cell = screen.getByTestId('no-data').closest('td');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.getByText('Нет данных')).toBeInTheDocument();
    // The scroll area is reachable from the keyboard and named.
    expect(screen.getByRole('region', { name: 'Таблица' })).toHaveAttribute('tabindex', '0');
  });

  it('while loading shows placeholder rows, not «Нет данных»; the rows replace them', () => {
    const table = (props: { rows: Row[]; loading: boolean }) => (
      <DataTable
        columns={columns}
        rowKey={(r) => r.id}
        minWidth={300}
        tableProps={{ 'data-testid': 't' }}
        {...props}
      />
    );
    const { rerender } = renderWithProviders(table({ rows: [], loading: true }));
    expect(screen.getAllByTestId('row-loading')).toHaveLength(3);
    expect(within(screen.getAllByTestId('row-loading')[0] as HTMLElement).getAllByRole('cell')).toHaveLength(
      3,
    );
    expect(screen.queryByText('Нет данных')).not.toBeInTheDocument();
    expect(screen.getByTestId('t').querySelector('tbody')).toHaveAttribute('aria-busy', 'true');

    rerender(table({ rows, loading: false }));
    expect(screen.queryByTestId('row-loading')).not.toBeInTheDocument();
    expect(firstColumn()).toEqual(['Вера', 'Анна', 'Борис']);
    expect(screen.getByTestId('t').querySelector('tbody')).not.toHaveAttribute('aria-busy');

    rerender(table({ rows: [], loading: false }));
    expect(screen.getByText('Нет данных')).toBeInTheDocument();
  });

  it('a table that does not fit takes the focus to scroll, named; one that fits does not', async () => {
    const table = <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} minWidth={300} />;
    const { unmount } = renderWithProviders(table);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    unmount();

    // jsdom lays nothing out: the viewport reports content wider than itself, as on a phone, and
    // the observer reports each element once as observing starts, as a browser does.
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    const stub = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.report([{ target } as ResizeObserverEntry], this));
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      renderWithProviders(table);
      expect(await screen.findByRole('group', { name: 'Таблица с прокруткой' })).toHaveAttribute(
        'tabindex',
        '0',
      );
    } finally {
      window.ResizeObserver = stub;
      jest.restoreAllMocks();
    }
  });
});
