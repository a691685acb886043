import type { SharkStats } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const sharkStatsQuery = () => readQuery<SharkStats | null>(dashboardKeys.shark(), '/api/shark/stats/30days/');

export const useSharkStats = () => useQuery(sharkStatsQuery()).data;
