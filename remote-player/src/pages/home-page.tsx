import { SectionPage } from '@fund/shared/ui';
import { Dashboard } from '../dashboard';
import { HandUploadGate } from '../features/uploads';
import { t } from '../texts';

/** Route / (spec 01 §2): the home dashboard plus the hand-upload gate. */
export default function HomePage() {
  return (
    <SectionPage title={t.sections.home}>
      <Dashboard />
      <HandUploadGate />
    </SectionPage>
  );
}
