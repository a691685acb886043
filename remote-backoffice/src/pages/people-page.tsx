import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice/people. Exposed to the host. */
export default function PeoplePage() {
  return <BackofficePage title={t.nav.people}>{null}</BackofficePage>;
}
