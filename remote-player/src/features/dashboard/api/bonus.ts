import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, readQuery } from './keys';
import type { Bonus } from './types';

export const bonusQuery = () => readQuery<Bonus | null>(dashboardKeys.bonus(), '/api/accounting/bonus/');

export const useBonus = () => useQuery(bonusQuery()).data;
