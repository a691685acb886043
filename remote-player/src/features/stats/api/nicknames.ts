import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const nicknamesQuery = () =>
  readQuery<{ nicknames_tooltip: string }>(
    dashboardKeys.nicknames(),
    '/api/shark/playergroup/alltournaments/',
  );

/** The player group's nicknames, the SharkScope card's tooltip. */
export const useNicknames = () => useQuery(nicknamesQuery()).data?.nicknames_tooltip;
