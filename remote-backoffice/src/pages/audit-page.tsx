import { AuditLog } from '../features/audit/components/audit-log';
import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice/audit: every staff action with its before → after. Exposed to the host. */
export default function AuditPage() {
  return (
    <BackofficePage title={t.nav.audit}>
      <AuditLog />
    </BackofficePage>
  );
}
