import { Queues } from '../features/queues/components/queues';
import { DisputedLines } from '../features/settlement/components/disputed-lines';
import { DueBundles } from '../features/settlement/components/due-bundles';
import { StatementPayouts } from '../features/settlement/components/statement-payouts';
import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice: the request queues, then the bundles to close, the statements' disputed lines and the accepted statements to pay (issue 38). Exposed to the host. */
export default function QueuesPage() {
  return (
    <BackofficePage title={t.nav.queues}>
      <Queues />
      <DueBundles />
      <DisputedLines />
      <StatementPayouts />
    </BackofficePage>
  );
}
