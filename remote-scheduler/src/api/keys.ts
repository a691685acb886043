/** Query keys of the scheduler remote (one file), general to specific; all remotes share one cache. */
export const schedulerKeys = {
  all: ['scheduler'] as const,
  networks: () => [...schedulerKeys.all, 'networks'] as const,
  searches: () => [...schedulerKeys.all, 'tournaments', 'search'] as const,
};
