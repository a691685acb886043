import type { TournamentFilters } from '@fund/shared/schemas/scheduler';
import { tournamentFiltersSchema } from '@fund/shared/schemas/scheduler';
import { useLocalStorage, useSessionStorage } from '@mantine/hooks';
import * as v from 'valibot';
import { EMPTY_FILTERS } from '../lib/filters';
import type { SortState } from '../lib/rows';
import { defaultWindow, type LocalWindow } from '../lib/window';
import { defaultZone, ZONES } from '../lib/zones';

/** Storage keys: filters, zone and grid settings survive a reload; the window lives for the tab session. */
export const STORAGE = {
  filters: 'scheduler.filters',
  zone: 'scheduler.zone',
  window: 'scheduler.window',
  grid: 'scheduler.grid',
  selection: 'scheduler.selection',
} as const;

function parseOr<T>(value: string | undefined, fallback: T, valid: (x: unknown) => x is T): T {
  try {
    const parsed: unknown = value === undefined ? undefined : JSON.parse(value);
    return valid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

const isFilters = (x: unknown): x is TournamentFilters => v.is(tournamentFiltersSchema, x);
const isWindow = (x: unknown): x is LocalWindow =>
  typeof x === 'object' &&
  x !== null &&
  ['startTime', 'endTime'].every((k) => typeof (x as Record<string, unknown>)[k] === 'string') &&
  ['startDay', 'endDay'].every((k) => [0, 1, 2, 3, 4, 5, 6].includes((x as Record<string, number>)[k]!));

export interface GridSettings {
  sort: SortState | null;
  maxBuyin: number | null;
}
const isGrid = (x: unknown): x is GridSettings =>
  typeof x === 'object' && x !== null && 'sort' in x && 'maxBuyin' in x;

/**
 * The screen's state. Filters, zone and grid settings are kept in local storage (they survive a
 * reload and a new visit); the time window in session storage: it survives a reload, while a new
 * visit starts from the spec's defaults (now − 30 min … +12 h).
 */
export function useSchedulerState() {
  const [zone, setZoneValue] = useLocalStorage<string>({
    key: STORAGE.zone,
    defaultValue: defaultZone(),
    getInitialValueInEffect: false,
    deserialize: (value) =>
      parseOr(value, defaultZone(), (x): x is string => ZONES.some((z) => z.value === x)),
  });
  const [filters, setFilters] = useLocalStorage<TournamentFilters>({
    key: STORAGE.filters,
    defaultValue: EMPTY_FILTERS,
    getInitialValueInEffect: false,
    deserialize: (value) => parseOr(value, EMPTY_FILTERS, isFilters),
  });
  const [window, setWindow] = useSessionStorage<LocalWindow>({
    key: STORAGE.window,
    defaultValue: defaultWindow(zone, new Date()),
    getInitialValueInEffect: false,
    deserialize: (value) => parseOr(value, defaultWindow(zone, new Date()), isWindow),
  });
  const [grid, setGrid] = useLocalStorage<GridSettings>({
    key: STORAGE.grid,
    defaultValue: { sort: null, maxBuyin: null },
    getInitialValueInEffect: false,
    deserialize: (value) => parseOr(value, { sort: null, maxBuyin: null }, isGrid),
  });

  /** Spec 02 §5: changing the zone resets the times to the defaults of the new zone. */
  const setZone = (next: string) => {
    setZoneValue(next);
    setWindow(defaultWindow(next, new Date()));
  };

  return { zone, setZone, filters, setFilters, window, setWindow, grid, setGrid };
}
