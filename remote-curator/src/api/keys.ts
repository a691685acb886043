import type { HomeworkListParams } from '../features/homework/api/homework';

/** The query keys of the curator remote (one file), by feature, general to specific; all remotes share one cache. */

export const evKeys = {
  all: ['curator', 'ev'] as const,
  player: (player: number) => [...evKeys.all, player] as const,
};

export const statKeys = {
  all: ['curator', 'stats'] as const,
  fields: () => [...statKeys.all, 'fields'] as const,
  tables: () => [...statKeys.all, 'table'] as const,
  table: (player: number, revision: number) => [...statKeys.tables(), player, revision] as const,
};

export const noteKeys = {
  all: ['curator', 'notes'] as const,
  types: () => [...noteKeys.all, 'types'] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (players: number[], perPage: number, page: number) =>
    [...noteKeys.lists(), players, perPage, page] as const,
};

export const studentKeys = {
  all: ['curator', 'students'] as const,
  list: (search: string) => [...studentKeys.all, 'list', search] as const,
};

export const homeworkKeys = {
  all: ['curator', 'homework'] as const,
  lists: () => [...homeworkKeys.all, 'list'] as const,
  list: (params: HomeworkListParams) => [...homeworkKeys.lists(), params] as const,
  detail: (id: number) => [...homeworkKeys.all, 'detail', id] as const,
};
