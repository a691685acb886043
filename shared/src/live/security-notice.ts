import { notifications } from '@mantine/notifications';
import { securityTexts } from '../i18n/security/texts';

/**
 * A sign-in from a new device (migration 132): a notice that stays until the user closes it. Loaded
 * on the first such event, so the first view carries neither it nor its text.
 */
export function showNewDeviceNotice(): void {
  notifications.show({ color: 'orange', message: securityTexts.newDeviceNotice, autoClose: false });
}
