import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice/messages. Exposed to the host. */
export default function MessagesPage() {
  return <BackofficePage title={t.nav.messages}>{null}</BackofficePage>;
}
