// Rows as the back-office API answers them, for the component tests of this folder.
import type { BackofficeUserRow } from '@fund/shared/schemas/backoffice';

export const playerRow: BackofficeUserRow = {
  id: 2,
  username: 'player',
  is_active: true,
  is_player: true,
  is_curator: false,
  is_staff: false,
  is_admin: false,
  date_joined: '2023-03-10',
  curators: [],
  students: [],
  has_onboarding_form: true,
};
