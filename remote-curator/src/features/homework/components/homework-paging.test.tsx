import { HOMEWORK_ALL_PAGE } from '@fund/shared/schemas/curator';
import { type Call, renderWithProviders, reply, screen, stubNetwork, within } from '@fund/shared/test';
import { t } from '../../../texts';
import { homeworkRow } from './fixtures';
import { HomeworkSection } from './homework-section';

// Issue 43: the spec's pager is kept (pages by number, 10/20/50/100/Все, default 10); the page
// after one shown is asked by its cursor `<deadline>|<id>` (the shown page's last row), a jump by
// its number; «Все» comes in pages of HOMEWORK_ALL_PAGE, so past it the pager shows pages.

/** `n` tasks, deadlines a minute apart, latest first (as the API orders them). */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    homeworkRow({
      id: 5000 - i,
      topic: `Задание ${i}`,
      deadline: new Date(Date.UTC(2026, 11, 1) - i * 60_000).toISOString(),
      messages: [],
    }),
  );

/** The API over `all`: a page by number, or the rows after the cursor; the figures of the whole list. */
function api(all: ReturnType<typeof many>) {
  return ({ query = {} }: Call) => {
    const size = query.per_page === 'all' ? HOMEWORK_ALL_PAGE : Number(query.per_page);
    const start = query.after
      ? all.findIndex((h) => `${h.deadline}|${h.id}` === query.after) + 1
      : (Number(query.page) - 1) * size;
    return reply(200, {
      success: true,
      data: { count: all.length, completed: 4, overdue: 2, data: all.slice(start, start + size) },
    });
  };
}

const topics = () => screen.getAllByTestId('homework-topic').map((el) => el.textContent);
const pageButton = (n: number) =>
  within(screen.getByTestId('homework-paging')).getByRole('button', { name: String(n) });

test('the pager by number: page 2 asked after page 1’s last row, a jump to page 4 by its number', async () => {
  const all = many(45);
  const network = stubNetwork({ 'GET /api/homework/': api(all) });
  const { user } = renderWithProviders(<HomeworkSection scope={{ role: 'curator', players: [3, 5] }} />);
  expect(await screen.findAllByTestId('homework-card')).toHaveLength(10);
  expect(network.calls[0]?.query).toEqual({
    players: '3,5',
    filter: 'not_closed',
    per_page: '10',
    page: '1',
  });
  expect(screen.getByTestId('homework-count')).toHaveTextContent('45');

  await user.click(pageButton(2));
  expect(await screen.findByText(all[10]!.topic)).toBeInTheDocument();
  const last = all[9]!;
  expect(network.calls.at(-1)?.query).toEqual({
    players: '3,5',
    filter: 'not_closed',
    per_page: '10',
    page: '2',
    after: `${last.deadline}|${last.id}`,
  });
  expect(topics()).toEqual(all.slice(10, 20).map((h) => h.topic));

  await user.click(pageButton(4));
  expect(await screen.findByText(all[30]!.topic)).toBeInTheDocument();
  expect(network.calls.at(-1)?.query).toEqual({
    players: '3,5',
    filter: 'not_closed',
    per_page: '10',
    page: '4',
  });
  expect(topics()).toEqual(all.slice(30, 40).map((h) => h.topic));
  expect(network.unhandled).toEqual([]);
});

test('«Все» past HOMEWORK_ALL_PAGE: two pages, the second after the first’s last row', async () => {
  const all = many(HOMEWORK_ALL_PAGE + 3);
  const network = stubNetwork({ 'GET /api/homework/': api(all) });
  const { user } = renderWithProviders(<HomeworkSection scope={{ role: 'player' }} />);
  expect(await screen.findAllByTestId('homework-card')).toHaveLength(10);
  await user.click(screen.getByRole('combobox', { name: t.notes.perPage }));
  await user.click(await screen.findByRole('option', { name: t.notes.all }));
  expect(await screen.findByText(all[HOMEWORK_ALL_PAGE - 1]!.topic)).toBeInTheDocument();
  expect(screen.getAllByTestId('homework-card')).toHaveLength(HOMEWORK_ALL_PAGE);
  expect(network.calls.at(-1)?.query).toEqual({ filter: 'not_closed', per_page: 'all', page: '1' });

  await user.click(pageButton(2));
  expect(await screen.findByText(all.at(-1)!.topic)).toBeInTheDocument();
  const last = all[HOMEWORK_ALL_PAGE - 1]!;
  expect(network.calls.at(-1)?.query).toEqual({
    filter: 'not_closed',
    per_page: 'all',
    page: '2',
    after: `${last.deadline}|${last.id}`,
  });
  expect(topics()).toEqual(all.slice(HOMEWORK_ALL_PAGE).map((h) => h.topic));
});
