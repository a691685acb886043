import { renderWithProviders, screen, stubNetwork, within } from '@fund/shared/test';
import { t } from '../../../texts';
import { StudentPicker } from './student-picker';

const STUDENTS = [
  { id: 3, username: 'player', unread_count: 2, attention: true },
  { id: 5, username: 'anna.kuznetsova', unread_count: 0, attention: false },
  { id: 6, username: 'sergey.volkov', unread_count: 120, attention: false },
];

function picker(selected: number[] = []) {
  stubNetwork({ 'GET /api/curators/students/': STUDENTS });
  const onChange = jest.fn();
  return { onChange, ...renderWithProviders(<StudentPicker selected={selected} onChange={onChange} />) };
}
const row = (username: string) =>
  screen.getAllByTestId('student-row').find((r) => r.dataset.username === username) as HTMLElement;

describe('StudentPicker', () => {
  it('lists the students with their unread count (99+ over 99) and the attention mark', async () => {
    picker();
    expect(await screen.findAllByTestId('student-row')).toHaveLength(3);
    expect(within(row('player')).getByTestId('student-unread')).toHaveTextContent('2');
    expect(within(row('player')).getByTestId('student-attention')).toBeInTheDocument();
    expect(within(row('sergey.volkov')).getByTestId('student-unread')).toHaveTextContent('99+');
    expect(within(row('anna.kuznetsova')).queryByTestId('student-unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.picker.clear })).toBeDisabled();
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

  it('the search filters by name (any case); «Выбрать всех» picks only the visible ones; nothing found says so', async () => {
    const { onChange, user } = picker([3]);
    await screen.findAllByTestId('student-row');
    await user.type(screen.getByRole('textbox', { name: t.picker.search }), ' VOLKOV ');
    expect(screen.getAllByTestId('student-row').map((r) => r.dataset.username)).toEqual(['sergey.volkov']);
    await user.click(screen.getByRole('button', { name: t.picker.selectAll }));
    expect(onChange).toHaveBeenLastCalledWith([6]);
    await user.click(screen.getByRole('button', { name: t.picker.clear }));
    expect(onChange).toHaveBeenLastCalledWith([]);

    await user.type(screen.getByRole('textbox', { name: t.picker.search }), 'никого');
    expect(screen.queryAllByTestId('student-row')).toHaveLength(0);
    expect(screen.getByText(t.common.noData)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.picker.selectAll })).toBeDisabled();
  });
});
