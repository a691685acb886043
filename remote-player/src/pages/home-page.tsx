import { SectionPage } from '@fund/shared/ui';
import { Dashboard } from '../features/dashboard';
import { HandUploadGate } from '../features/uploads';

/** Route / (spec 01 §2): the home dashboard plus the hand-upload gate. */
export default function HomePage() {
  return (
    <SectionPage title="Главная">
      <Dashboard />
      <HandUploadGate />
    </SectionPage>
  );
}
