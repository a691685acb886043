import { SectionPage } from '@fund/shared/ui';

/** Route page exposed to the host; its feature issue fills it. */
export default function TournamentsPage() {
  return <SectionPage title="Расписатор" />;
}
