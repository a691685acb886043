import { Queues } from '../features/queues/components/queues';
import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice: the request queues. Exposed to the host. */
export default function QueuesPage() {
  return (
    <BackofficePage title={t.nav.queues}>
      <Queues />
    </BackofficePage>
  );
}
