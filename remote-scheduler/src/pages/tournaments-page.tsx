import { SectionPage } from '@fund/shared/ui';
import { TournamentsScreen } from '../features/tournaments/components/tournaments-screen';
import { t } from '../features/tournaments/texts';

/** Route page exposed to the host: /tournaments, 'Расписатор' (spec 02 §2). */
export default function TournamentsPage() {
  return (
    <SectionPage title={t.title}>
      <TournamentsScreen />
    </SectionPage>
  );
}
