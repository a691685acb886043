import { Badge, Button, Group } from '@mantine/core';
import { renderWithProviders, screen, viewportWidth, within } from '../test';
import { type DataColumn, DataTable } from './data-table';

interface Move {
  id: number;
  room: string;
  amount: string;
  status: string;
  date: string;
}

const onConfirm = jest.fn();

// Written as the player's transfers are: the date first, the actions last.
const columns: DataColumn<Move>[] = [
  { id: 'date', header: 'Дата', card: 'date', cell: (m) => m.date },
  { id: 'room', header: 'Рум', cell: (m) => m.room },
  { id: 'amount', header: 'Сумма', card: 'primary', align: 'right', cell: (m) => m.amount },
  { id: 'status', header: 'Статус', card: 'status', cell: (m) => <Badge>{m.status}</Badge> },
  {
    id: 'actions',
    header: 'Действия',
    card: 'actions',
    cell: (m) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" onClick={() => onConfirm(m.id)}>
          Подтвердить
        </Button>
      </Group>
    ),
  },
];

const rows: Move[] = [
  { id: 1, room: 'PokerStars', amount: '$1,050.00', status: 'Ожидает', date: '01.11.2026 10:00' },
  { id: 2, room: 'GGPoker', amount: '$20.00', status: 'Проведена', date: '02.11.2026 11:00' },
];

const table = (cols: DataColumn<Move>[] = columns) => (
  <DataTable
    columns={cols}
    rows={rows}
    rowKey={(m) => m.id}
    rowProps={(m) => ({ 'data-testid': `move-${m.id}` })}
    minWidth={800}
    tableProps={{ striped: true, 'data-testid': 'moves' }}
  />
);

describe('DataTable on a phone (≤ 576 px): a card a row', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = viewportWidth(390);
  });
  afterEach(() => restore());

  it('puts the amount, status and date on top, the other fields as pairs, the actions below', async () => {
    const { user } = renderWithProviders(table());
    const card = await screen.findByTestId('move-1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('moves')).toHaveAttribute('data-layout', 'cards');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const part = (name: string) => card.querySelector(`[data-card-part="${name}"]`);
    expect(part('primary')).toHaveTextContent('$1,050.00');
    expect(part('status')).toHaveTextContent('Ожидает');
    expect(part('date')).toHaveTextContent('01.11.2026 10:00');
    // The top comes before the pairs, the actions after them.
    const pairs = within(card).getByRole('term').closest('dl') as HTMLElement;
    expect(part('date')?.compareDocumentPosition(pairs)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(pairs.compareDocumentPosition(part('actions') as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Only the fields with no place on top are pairs.
    expect(
      within(pairs)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Рум']);
    expect(within(pairs).getByRole('definition')).toHaveTextContent('PokerStars');

    await user.click(within(card).getByRole('button', { name: 'Подтвердить' }));
    expect(onConfirm).toHaveBeenCalledWith(1);
  });

  it('without hints takes the first column as the title and the rest as pairs', async () => {
    renderWithProviders(table(columns.map(({ card: _, ...column }) => column)));
    const card = await screen.findByTestId('move-2');
    expect(card.querySelector('[data-card-part="primary"]')).toHaveTextContent('02.11.2026 11:00');
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Рум', 'Сумма', 'Статус', 'Действия']);
  });

  it('is a list only when it has cards: «Нет данных» alone is no list without items', async () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(m) => m.id}
        minWidth={800}
        tableProps={{ 'data-testid': 'moves' }}
      />,
    );
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('DataTable above 576 px', () => {
  it('stays a table with every column, whatever the columns’ card hints', () => {
    const restore = viewportWidth(1280);
    renderWithProviders(table());
    restore();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Дата',
      'Рум',
      'Сумма',
      'Статус',
      'Действия',
    ]);
    expect(within(screen.getByTestId('move-1')).getAllByRole('cell')).toHaveLength(5);
  });
});
