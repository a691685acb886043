import type { TournamentFilters } from '@fund/shared/schemas/scheduler';

/** No filter set: the whole window's tournaments (the screen's default; the benches search with it too). */
export const EMPTY_FILTERS: TournamentFilters = {
  networks: [],
  types: [],
  bounty: [],
  ratings: [],
  buyin_min: null,
  buyin_max: null,
  entries_min: null,
  entries_max: null,
};
