import { SectionPage } from '@fund/shared/ui';
import { HandUploadGate } from '../features/uploads';

/** Route page exposed to the host; its feature issue fills it. */
export default function HomePage() {
  return (
    <SectionPage title="Главная">
      <HandUploadGate />
    </SectionPage>
  );
}
