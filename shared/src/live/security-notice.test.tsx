import { Notifications } from '@mantine/notifications';
import { securityTexts } from '../i18n/security/texts';
import { act, renderWithProviders, screen } from '../test';
import { showNewDeviceNotice } from './security-notice';

it('a new device’s notice is shown with its advice', async () => {
  renderWithProviders(<Notifications />);
  act(() => showNewDeviceNotice());
  expect(await screen.findByText(securityTexts.newDeviceNotice)).toBeInTheDocument();
});
