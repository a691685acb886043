import { PERMISSIONS } from '@fund/shared/permissions';
import type { HhExpected } from '@fund/shared/schemas/uploads';
import { dialogFocused, renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { HandUploadGate } from './hand-upload-gate';

const outstanding: HhExpected = {
  period: '2026-10',
  h2n: true,
  ggnetwork: false,
  ggsummary: false,
  ggscreen: true,
};
const NOV_27 = () => new Date(2026, 10, 27, 12, 0);

function gate(expected: HhExpected = outstanding) {
  stubNetwork({
    'GET /api/users/permissions/': [PERMISSIONS.dashboard, PERMISSIONS.player],
    'GET /api/tournamentsdata/hhs/expected/': expected,
  });
  return renderWithProviders(<HandUploadGate now={NOV_27} />);
}

describe('HandUploadGate', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens by itself; once closed with categories outstanding the dashboard offers to open it again', async () => {
    const { user } = gate();
    expect(await screen.findByTestId('hand-upload-dialog')).toBeInTheDocument();
    await dialogFocused();
    const close = screen.getAllByRole('button', { name: 'Закрыть' });
    await user.click(close[close.length - 1] as HTMLElement);

    const reminder = await screen.findByTestId('hand-upload-reminder');
    expect(reminder).toHaveTextContent('История рук за октябрь 2026 просрочена.');
    await waitFor(() => expect(screen.queryByTestId('hand-upload-dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Загрузить историю рук' }));
    expect(await screen.findByTestId('hand-upload-dialog')).toBeInTheDocument();
  });

  it('dismissed earlier this session (a reload): the reminder, not the dialog, and its button opens it', async () => {
    sessionStorage.setItem('player.hh-upload.dismissed', '2026-10');
    const { user } = gate();
    await user.click(await screen.findByRole('button', { name: 'Загрузить историю рук' }));
    expect(await screen.findByTestId('hand-upload-dialog')).toBeInTheDocument();
  });
});
