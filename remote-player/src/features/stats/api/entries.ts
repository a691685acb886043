import type { Entries } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

type Scope = 'contract' | 'bundle';

const entriesQuery = (scope: Scope) =>
  readQuery<Entries>(dashboardKeys.entries(scope), `/api/shark/playergroup/totalentries/${scope}/`);

/** Tournaments played in the current contract or bundle. */
export const useEntries = (scope: Scope) => useQuery(entriesQuery(scope)).data;
