import type { JSX } from 'react';
import { PeopleList } from '../features/people/components/people-list';
import { t } from '../texts';
import { BackofficePage } from '../ui/backoffice-page';

/** /backoffice/people: activate and deactivate users, link students to curators, onboarding forms. */
export default function PeoplePage(): JSX.Element {
  return (
    <BackofficePage title={t.nav.people}>
      <PeopleList />
    </BackofficePage>
  );
}
