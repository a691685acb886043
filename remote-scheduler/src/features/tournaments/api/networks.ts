import { api } from '@fund/shared/api';
import type { SchedulerNetwork } from '@fund/shared/schemas/scheduler';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { schedulerKeys } from '../../../api/keys';

/** GET /api/scheduler/rooms/: the networks of the filter (spec 02 §7 'scheduler-rooms'). */
const networksQuery = () =>
  queryOptions({
    queryKey: schedulerKeys.networks(),
    queryFn: () => api.get<SchedulerNetwork[]>('/api/scheduler/rooms/'),
    staleTime: 5 * 60_000,
  });

export const useNetworks = () => useQuery(networksQuery());
