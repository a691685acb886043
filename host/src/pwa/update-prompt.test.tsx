// Issue 42 item 3: a new deploy's worker waiting → a prompt whose «Обновить» lets it take over and
// reloads once it controls the page. workbox-window's Workbox is played by a small event source.

import { act, renderWithProviders, screen } from '@fund/shared/test';
import { Notifications } from '@mantine/notifications';
import { t } from './texts';
import { promptOnUpdate, type UpdatableWorker } from './update-prompt';

function fakeWorkbox() {
  const listeners: Record<string, Array<() => void>> = {};
  const wb: UpdatableWorker & { emit(type: string): void } = {
    addEventListener: (type, listener) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    messageSkipWaiting: jest.fn(),
    emit: (type) => {
      for (const listener of listeners[type] ?? []) listener();
    },
  };
  return wb;
}

test('no prompt until a new worker waits; «Обновить» activates it and reloads when it controls the page', async () => {
  const wb = fakeWorkbox();
  const reload = jest.fn();
  const { user } = renderWithProviders(<Notifications />);
  promptOnUpdate(wb, reload);
  expect(screen.queryByText(t.update.available)).toBeNull();

  act(() => wb.emit('waiting'));
  expect(await screen.findByText(t.update.available)).toBeVisible();
  expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: t.update.apply }));
  expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
  expect(reload).not.toHaveBeenCalled();
  act(() => wb.emit('controlling'));
  expect(reload).toHaveBeenCalledTimes(1);
});
