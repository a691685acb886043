import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';
import type { SharkStats } from './types';

export const sharkStatsQuery = () =>
  readQuery<SharkStats | null>(dashboardKeys.shark(), '/api/shark/stats/30days/');

export const useSharkStats = () => useQuery(sharkStatsQuery()).data;
