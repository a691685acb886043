import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice/audit. Exposed to the host. */
export default function AuditPage() {
  return <BackofficePage title={t.nav.audit}>{null}</BackofficePage>;
}
