import type { Bonus } from '@fund/shared/schemas/accounting-responses';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from '../../../api/keys';

const bonusQuery = () => readQuery<Bonus | null>(dashboardKeys.bonus(), '/api/accounting/bonus/');

export const useBonus = () => useQuery(bonusQuery()).data;
