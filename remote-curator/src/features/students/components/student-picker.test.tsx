import {
  type Call,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import { t } from '../../../texts';
import { STUDENTS_PAGE } from '../api/students';
import { StudentPicker } from './student-picker';

const STUDENTS = [
  { id: 5, username: 'anna.kuznetsova', unread_count: 0, attention: false },
  { id: 3, username: 'player', unread_count: 2, attention: true },
  { id: 6, username: 'sergey.volkov', unread_count: 120, attention: false },
];

/** `n` students `s.000`…, ids from 100, by username as the API orders them. */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    username: `s.${String(i).padStart(3, '0')}`,
    unread_count: 0,
    attention: false,
  }));

/**
 * The API's paging over `all` (by username, as sorted here): `search` by part of the name (any
 * case), `limit` rows after the cursor `<username>|<id>`, `count` of the search.
 */
function pages(all: typeof STUDENTS) {
  return ({ query = {} }: Call) => {
    const found = all.filter((s) => s.username.toLowerCase().includes((query.search ?? '').toLowerCase()));
    const after = query.after ? found.findIndex((s) => `${s.username}|${s.id}` === query.after) + 1 : 0;
    return reply(200, {
      success: true,
      data: found.slice(after, after + Number(query.limit)),
      count: found.length,
    });
  };
}

function picker(selected: number[] = [], all = STUDENTS) {
  const network = stubNetwork({ 'GET /api/curators/students/': pages(all) });
  const onChange = jest.fn();
  return {
    network,
    onChange,
    ...renderWithProviders(<StudentPicker selected={selected} onChange={onChange} />),
  };
}
const row = (username: string) =>
  screen.getAllByTestId('student-row').find((r) => r.dataset.username === username) as HTMLElement;
const shown = () => screen.getAllByTestId('student-row').map((r) => r.dataset.username);

describe('StudentPicker', () => {
  it('lists the students with their unread count (99+ over 99) and the attention mark', async () => {
    picker();
    expect(await screen.findAllByTestId('student-row')).toHaveLength(3);
    expect(within(row('player')).getByTestId('student-unread')).toHaveTextContent('2');
    expect(within(row('player')).getByTestId('student-attention')).toBeInTheDocument();
    expect(within(row('sergey.volkov')).getByTestId('student-unread')).toHaveTextContent('99+');
    expect(within(row('anna.kuznetsova')).queryByTestId('student-unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.picker.clear })).toBeDisabled();
    // One page holds them all: nothing more to load.
    expect(screen.queryByTestId('student-more')).not.toBeInTheDocument();
  });

  it('checking adds to the selection, unchecking removes', async () => {
    const { onChange, user } = picker([3]);
    await screen.findAllByTestId('student-row');
    expect(within(row('player')).getByRole('checkbox')).toBeChecked();
    await user.click(within(row('anna.kuznetsova')).getByRole('checkbox', { name: 'anna.kuznetsova' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 5]);
    await user.click(within(row('player')).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('the search asks the server by name (trimmed); «Выбрать всех» picks only the shown ones; nothing found says so', async () => {
    const { network, onChange, user } = picker([3]);
    await screen.findAllByTestId('student-row');
    await user.type(screen.getByRole('textbox', { name: t.picker.search }), ' VOLKOV ');
    await waitFor(() => expect(shown()).toEqual(['sergey.volkov']));
    expect(network.calls.at(-1)?.query).toEqual({ limit: String(STUDENTS_PAGE), search: 'VOLKOV' });
    await user.click(screen.getByRole('button', { name: t.picker.selectAll }));
    expect(onChange).toHaveBeenLastCalledWith([6]);
    await user.click(screen.getByRole('button', { name: t.picker.clear }));
    expect(onChange).toHaveBeenLastCalledWith([]);

    await user.clear(screen.getByRole('textbox', { name: t.picker.search }));
    await user.type(screen.getByRole('textbox', { name: t.picker.search }), 'никого');
    expect(await screen.findByText(t.common.noData)).toBeInTheDocument();
    expect(screen.queryAllByTestId('student-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: t.picker.selectAll })).toBeDisabled();
  });

  it('pages: «Показать ещё» loads the next page after the last row, each student once, until all are shown', async () => {
    const all = many(2 * STUDENTS_PAGE + 7);
    const { network, user } = picker([], all);
    expect(await screen.findAllByTestId('student-row')).toHaveLength(STUDENTS_PAGE);
    expect(screen.getByTestId('student-more')).toHaveTextContent(t.picker.shown(STUDENTS_PAGE, all.length));
    await user.click(screen.getByRole('button', { name: t.picker.more }));
    expect(await screen.findByText(all[2 * STUDENTS_PAGE - 1]!.username)).toBeInTheDocument();
    const last = all[STUDENTS_PAGE - 1]!;
    expect(network.calls.at(-1)?.query).toEqual({
      limit: String(STUDENTS_PAGE),
      after: `${last.username}|${last.id}`,
    });
    await user.click(screen.getByRole('button', { name: t.picker.more }));
    expect(await screen.findByText(all.at(-1)!.username)).toBeInTheDocument();
    expect(shown()).toEqual(all.map((s) => s.username));
    expect(screen.queryByTestId('student-more')).not.toBeInTheDocument();
    expect(network.calls).toHaveLength(3);
    expect(network.unhandled).toEqual([]);
  });
});
