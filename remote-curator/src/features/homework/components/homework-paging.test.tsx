import { type Call, renderWithProviders, reply, screen, stubNetwork } from '@fund/shared/test';
import { t } from '../../../texts';
import { HOMEWORK_PAGE } from '../api/homework';
import { homeworkRow } from './fixtures';
import { HomeworkSection } from './homework-section';

// Issue 43: the homework list is paged on the server by keyset; «Показать ещё» loads the page
// after the last row's `<deadline>|<id>`, the figures stay the filter's.

/** `n` tasks, deadlines a minute apart, latest first (as the API orders them). */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    homeworkRow({
      id: 1000 - i,
      topic: `Задание ${i}`,
      deadline: new Date(Date.UTC(2026, 11, 1) - i * 60_000).toISOString(),
      messages: [],
    }),
  );

/** The API over `all`: `limit` rows after the cursor `<deadline>|<id>`, the figures of the whole filter. */
function pages(all: ReturnType<typeof many>) {
  return ({ query = {} }: Call) => {
    const after = query.after ? all.findIndex((h) => `${h.deadline}|${h.id}` === query.after) + 1 : 0;
    return reply(200, {
      success: true,
      data: {
        count: all.length,
        completed: 4,
        overdue: 2,
        data: all.slice(after, after + Number(query.limit)),
      },
    });
  };
}

const topics = () => screen.getAllByTestId('homework-topic').map((el) => el.textContent);

test('«Показать ещё» loads the next page after the last row, each task once, until all are shown', async () => {
  const all = many(2 * HOMEWORK_PAGE + 3);
  const network = stubNetwork({ 'GET /api/homework/': pages(all) });
  const { user } = renderWithProviders(<HomeworkSection scope={{ role: 'curator', players: [3, 5] }} />);
  expect(await screen.findAllByTestId('homework-card')).toHaveLength(HOMEWORK_PAGE);
  expect(network.calls[0]?.query).toEqual({
    players: '3,5',
    filter: 'not_closed',
    limit: String(HOMEWORK_PAGE),
  });
  expect(screen.getByTestId('homework-count')).toHaveTextContent(String(all.length));
  expect(screen.getByTestId('homework-more')).toHaveTextContent(t.homework.shown(HOMEWORK_PAGE, all.length));

  await user.click(screen.getByRole('button', { name: t.homework.more }));
  expect(await screen.findByText(all[2 * HOMEWORK_PAGE - 1]!.topic)).toBeInTheDocument();
  const last = all[HOMEWORK_PAGE - 1]!;
  expect(network.calls.at(-1)?.query).toEqual({
    players: '3,5',
    filter: 'not_closed',
    limit: String(HOMEWORK_PAGE),
    after: `${last.deadline}|${last.id}`,
  });
  await user.click(screen.getByRole('button', { name: t.homework.more }));
  expect(await screen.findByText(all.at(-1)!.topic)).toBeInTheDocument();
  expect(topics()).toEqual(all.map((h) => h.topic));
  expect(screen.queryByTestId('homework-more')).not.toBeInTheDocument();
  expect(screen.getByTestId('homework-completed')).toHaveTextContent('4');
  expect(network.calls).toHaveLength(3);
  expect(network.unhandled).toEqual([]);
});

test('a short list has no «Показать ещё»; a student’s query names no players', async () => {
  const network = stubNetwork({ 'GET /api/homework/': pages(many(3)) });
  renderWithProviders(<HomeworkSection scope={{ role: 'player' }} />);
  expect(await screen.findAllByTestId('homework-card')).toHaveLength(3);
  expect(screen.queryByTestId('homework-more')).not.toBeInTheDocument();
  expect(network.calls[0]?.query).toEqual({ filter: 'not_closed', limit: String(HOMEWORK_PAGE) });
});
