import { DEFAULT_HOMEWORK_FILTER, HOMEWORK_FILTERS, type HomeworkFilter } from '@fund/shared/schemas/curator';
import { useLocalStorage } from '@mantine/hooks';

const HOMEWORK_FILTER_KEY = 'curator.homework.filter';

/** A stored value that is not a known filter falls back to the default (not closed). */
export const parseHomeworkFilter = (value: unknown): HomeworkFilter =>
  HOMEWORK_FILTERS.includes(value as HomeworkFilter) ? (value as HomeworkFilter) : DEFAULT_HOMEWORK_FILTER;

/** The homework filter, kept in local storage (spec 02 §9); default shows homework not closed. */
export function useHomeworkFilter() {
  return useLocalStorage<HomeworkFilter>({
    key: HOMEWORK_FILTER_KEY,
    defaultValue: DEFAULT_HOMEWORK_FILTER,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => parseHomeworkFilter(value),
  });
}
