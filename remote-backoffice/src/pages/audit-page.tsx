import type { JSX } from 'react';
import { AuditLog } from '../features/audit/components/audit-log';
import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice/audit: every staff action with its before → after. Exposed to the host. */
export default function AuditPage(): JSX.Element {
  return (
    <BackofficePage title={t.nav.audit}>
      <AuditLog />
    </BackofficePage>
  );
}
