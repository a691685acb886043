// Issue 39: a system message published while the page is open becomes a sticky toast.
import { useAuthStore } from '@fund/shared/auth';
import { shellKeys } from '@fund/shared/query';
import { act, createTestQueryClient, renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { useSystemMessagesStore } from '../../lib/system-messages';
import { useLiveSystemMessages } from './live-messages';
import { SystemMessages } from './system-messages';

const reminder = { id: 5, type: 'info' as const, text: 'Отчёты за месяц загружайте до 5 числа.' };
const outage = { id: 6, type: 'warning' as const, text: 'Сегодня в 22:00 плановые работы.' };

function Probe() {
  useLiveSystemMessages();
  return <SystemMessages />;
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ access: 'a', refresh: 'r', profile: { username: 'player' } });
  useSystemMessagesStore.setState({ open: [], toMark: null });
});

test('the list the start read is left to it; a message that arrives later is shown, once', async () => {
  const network = stubNetwork({ 'GET /api/web/messages/': [reminder, outage] });
  // The start sequence read the list and showed the reminder.
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(shellKeys.messages(), [reminder]);
  useSystemMessagesStore.setState({ open: [reminder], toMark: null });
  const view = renderWithProviders(<Probe />, { queryClient });
  expect(screen.getAllByText(reminder.text)).toHaveLength(1);
  expect(screen.queryByText(outage.text)).toBeNull();
  expect(network.sent('GET /api/web/messages/')).toHaveLength(0);

  // The live stream invalidates the messages: the new one is a sticky toast, the old one is not repeated.
  await act(() => view.queryClient.invalidateQueries({ queryKey: shellKeys.messages() }));
  expect(await screen.findByText(outage.text)).toBeInTheDocument();
  expect(screen.getAllByText(reminder.text)).toHaveLength(1);
  expect(network.sent('GET /api/web/messages/')).toHaveLength(1);
  // Both are seen now: the reminder shown at the start is not forgotten by the later mark.
  expect(JSON.parse(localStorage.getItem('alerts') ?? '{}')).toEqual({ player: [5, 6] });
});
