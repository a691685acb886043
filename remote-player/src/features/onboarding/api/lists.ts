import { api } from '@fund/shared/api';
import type { Country, ResidenceRegion } from '@fund/shared/schemas/onboarding-responses';
import { queryOptions } from '@tanstack/react-query';
import { onboardingKeys } from '../../../api/keys';

export const countriesQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.countries(),
    queryFn: () => api.get<Country[]>('/api/geodata/countries/'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const regionsQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.regions(),
    queryFn: () => api.get<ResidenceRegion[]>('/api/users/residenceregions/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
