import type { JSX } from 'react';
import { MessagesList } from '../features/messages/components/messages-list';
import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice/messages: system messages shown to players as sticky toasts. Exposed to the host. */
export default function MessagesPage(): JSX.Element {
  return (
    <BackofficePage title={t.nav.messages}>
      <MessagesList />
    </BackofficePage>
  );
}
