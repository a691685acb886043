import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice. Exposed to the host. */
export default function QueuesPage() {
  return <BackofficePage title={t.nav.queues}>{null}</BackofficePage>;
}
