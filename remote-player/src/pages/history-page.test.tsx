import { useAuthStore } from '@fund/shared/auth';
import type { HistoryRow } from '@fund/shared/schemas/history';
import {
  type Downloads,
  fileAnswer,
  refusal,
  renderWithProviders,
  screen,
  stubDownload,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import { statementMonths } from '@fund/shared/ui/export-menu';
import { Notifications } from '@mantine/notifications';
import { HISTORY_EXPORT_PATH, statementPath } from '../features/history/api/history';
import HistoryPage from './history-page';

// 45 rows newest first, as the server pages them (issue 43): the stub answers a body's page.
const rows: HistoryRow[] = Array.from({ length: 45 }, (_, i) => ({
  id: `lm-${100 - i}`,
  room_name: 'GGPoker',
  account_record_name: `nick${i + 1}`,
  currency_name: 'USD',
  amount: `${i + 1}.00`,
  type: 'cashflow_in',
  created_datetime: new Date(Date.UTC(2026, 10, 20) - i * 3_600_000).toISOString(),
}));
const cursor = (row: HistoryRow) => `${row.created_datetime}|${row.id}`;
type Body = { limit: number; offset: number; after?: string; transfers: boolean };

function serve(body: Body) {
  const start = body.after ? rows.findIndex((row) => cursor(row) === body.after) + 1 : 0;
  const from = start + body.offset;
  return { count: rows.length, data: rows.slice(from, from + body.limit) };
}

const shown = () =>
  within(screen.getByTestId('history-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('HistoryPage pager', () => {
  it('asks the server for one page at a time: the next by cursor, a far one by cursor and offset', async () => {
    const network = stubNetwork({
      'GET /api/users/accounts/user/': [],
      'POST /api/accounting/accountinghistory/': (call: { body: unknown }) => serve(call.body as Body),
    });
    const { user } = renderWithProviders(<HistoryPage />);
    expect(await screen.findByText('nick1')).toBeInTheDocument();
    expect(shown()).toHaveLength(10);
    expect(screen.getByTestId('history-count')).toHaveTextContent('Записей: 45');
    const sent = () => network.sent('POST /api/accounting/accountinghistory/') as Body[];
    expect(sent()[0]).toEqual({
      rooms: [],
      cashflow: true,
      transfers: true,
      period: 'alltime',
      limit: 10,
      offset: 0,
    });

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('nick11')).toBeInTheDocument();
    expect(sent().at(-1)).toMatchObject({ after: cursor(rows[9]!), offset: 0 });
    expect(shown()).toEqual(rows.slice(10, 20).map((row) => row.account_record_name));

    await user.click(screen.getByRole('button', { name: '5' }));
    expect(await screen.findByText('nick41')).toBeInTheDocument();
    expect(sent().at(-1)).toMatchObject({ after: cursor(rows[19]!), offset: 20 });
    expect(shown()).toEqual(['nick41', 'nick42', 'nick43', 'nick44', 'nick45']);

    // A filter starts again at page 1, from the start.
    await user.click(screen.getByLabelText('Переводы'));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ transfers: false, offset: 0 }));
    expect(sent().at(-1)).not.toHaveProperty('after');
    expect(await screen.findByText('nick1')).toBeInTheDocument();
    expect(network.unhandled).toEqual([]);
  });
});

// Issue 40: «Экспорт» beside the filters downloads the filtered rows through the API client.
describe('HistoryPage export', () => {
  const EXPORT = HISTORY_EXPORT_PATH;
  const NAME = 'история_2026-01-01_2026-11-30.csv';
  let downloads: Downloads;

  /** The page's stubs, and the export route answering a file (or a refusal). */
  function serveExport(answer: () => Response) {
    stubNetwork({
      'GET /api/users/accounts/user/': [{ id: 1, name: 'nick', room: { id: 7, name: 'GGPoker' } }],
      'POST /api/accounting/accountinghistory/': (call: { body: unknown }) => serve(call.body as Body),
    });
    downloads = stubDownload(EXPORT, answer);
  }

  beforeEach(() => {
    useAuthStore.getState().setTokens({ access: 'access-token', refresh: 'refresh-token' });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    useAuthStore.getState().signOut();
  });

  it('asks for the chosen format with the page’s filters and the bearer token; saves the server’s name', async () => {
    serveExport(() => fileAnswer(NAME, 'Дата;Сумма\r\n'));
    const { user } = renderWithProviders(<HistoryPage />);
    expect(await screen.findByText('nick1')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Переводы'));
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV для Excel' }));
    await waitFor(() => expect(downloads.saved).toEqual([NAME]));
    expect(downloads.asked).toHaveLength(1);
    expect(Object.fromEntries(downloads.asked[0]!.url.searchParams)).toEqual({
      cashflow: 'true',
      transfers: 'false',
      period: 'alltime',
      format: 'csv-excel',
    });
    expect(downloads.asked[0]!.authorization).toBe('Bearer access-token');
  });

  it('a refusal shows the server’s Russian message and saves nothing', async () => {
    serveExport(
      () =>
        new Response(JSON.stringify(refusal([], { rooms: ['Нет счёта в этом руме'] })), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { user } = renderWithProviders(
      <>
        <HistoryPage />
        <Notifications />
      </>,
    );
    expect(await screen.findByText('nick1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    await user.click(await screen.findByRole('menuitem', { name: 'XLSX' }));
    expect(await screen.findByText('Нет счёта в этом руме')).toBeInTheDocument();
    expect(downloads.asked[0]!.url.searchParams.get('format')).toBe('xlsx');
    expect(downloads.saved).toEqual([]);
  });
});

// Issue 40: «Выписка за месяц (PDF)» beside «Экспорт»: a month of the last twelve, the current one marked open.
describe('HistoryPage monthly statement', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useAuthStore.getState().signOut();
  });

  it('downloads the chosen month’s PDF with the bearer token under the server’s name', async () => {
    useAuthStore.getState().setTokens({ access: 'access-token', refresh: 'refresh-token' });
    const [current, previous] = statementMonths(new Date());
    stubNetwork({
      'GET /api/users/accounts/user/': [{ id: 1, name: 'nick', room: { id: 7, name: 'GGPoker' } }],
      'POST /api/accounting/accountinghistory/': (call: { body: unknown }) => serve(call.body as Body),
    });
    const downloads = stubDownload(statementPath(previous!.key), () =>
      fileAnswer(`выписка_${previous!.key}.pdf`, '%PDF-1.3'),
    );
    const { user } = renderWithProviders(<HistoryPage />);
    expect(await screen.findByText('nick1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выписка за месяц (PDF)' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent(`${current!.label}`);
    expect(current!.label).toMatch(/^[а-я]+ \d{4} — период не закрыт$/);
    await user.click(screen.getByRole('menuitem', { name: previous!.label }));
    await waitFor(() => expect(downloads.saved).toEqual([`выписка_${previous!.key}.pdf`]));
    expect(downloads.asked[0]!.authorization).toBe('Bearer access-token');
  });
});
