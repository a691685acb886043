import { act, renderWithProviders, screen } from '@fund/shared/test';
import { useSystemMessagesStore } from '../../lib/system-messages';
import { SystemMessages } from './system-messages';

const reminder = { id: 1, type: 'info' as const, text: 'Отчёты за месяц и файлы рук загружайте до 5 числа.' };

beforeEach(() => useSystemMessagesStore.setState({ open: [], toMark: null }));

describe('sticky system messages', () => {
  it('sit in the page flow (not a floating layer over the controls) until closed', async () => {
    const { user } = renderWithProviders(<SystemMessages />);
    act(() => useSystemMessagesStore.getState().show([reminder, reminder], { user: 'player', ids: [1] }));
    const box = screen.getByTestId('system-messages');
    expect(screen.getAllByText(reminder.text)).toHaveLength(1);
    expect(box.closest('[class*="Notifications-root"]')).toBeNull();
    expect(getComputedStyle(box).position).not.toBe('fixed');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText(reminder.text)).not.toBeInTheDocument();
  });
});
