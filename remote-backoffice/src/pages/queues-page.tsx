import type { JSX } from 'react';
import { Queues } from '../features/queues/components/queues';
import { DisputedLines } from '../features/settlement/components/disputed-lines';
import { DueBundles } from '../features/settlement/components/due-bundles';
import { SettlementSettingsSection } from '../features/settlement/components/settlement-settings';
import { StatementPayouts } from '../features/settlement/components/statement-payouts';
import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice: the request queues (the payouts' tab also lists the accepted statements to pay), then the bundles to close, the statements' disputed lines and the fund's settlement settings (issue 38). Exposed to the host. */
export default function QueuesPage(): JSX.Element {
  return (
    <BackofficePage title={t.nav.queues}>
      <Queues below={{ payouts: <StatementPayouts /> }} />
      <DueBundles />
      <DisputedLines />
      <SettlementSettingsSection />
    </BackofficePage>
  );
}
