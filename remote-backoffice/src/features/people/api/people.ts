import { api, type RequestOptions } from '@fund/shared/api';
import {
  BACKOFFICE_DEFAULT_PAGE_SIZE,
  type BackofficeUserRow,
  type OnboardingFormAnswer,
} from '@fund/shared/schemas/backoffice';
import type { Country, ResidenceRegion } from '@fund/shared/schemas/onboarding-responses';
import type { ActivityRow } from '@fund/shared/schemas/security';
import type { TermsView } from '@fund/shared/schemas/settlement';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_API, backofficeKeys, listQuery, staffRequest } from '../../../api/keys';

export interface PeopleFilters {
  search: string;
  role: string;
  active: string;
  page: number;
}

export const usersListQuery = (f: PeopleFilters) =>
  listQuery<BackofficeUserRow>('users', {
    search: f.search,
    role: f.role === 'all' ? undefined : f.role,
    active: f.active === 'all' ? undefined : f.active,
    page: f.page,
    per_page: BACKOFFICE_DEFAULT_PAGE_SIZE,
  });

export const onboardingFormQuery = (userId: number) =>
  queryOptions({
    queryKey: backofficeKeys.detail('onboarding-form', userId),
    queryFn: ({ signal }) =>
      api.get<OnboardingFormAnswer>(`${BACKOFFICE_API}/users/${userId}/onboarding-form/`, {
        signal,
        silent: true,
      }),
  });

/** Any user's activity log (issue 41 item 4), newest first: what their «Безопасность» page shows. */
export const userActivityQuery = (userId: number) =>
  queryOptions({
    queryKey: backofficeKeys.detail('activity', userId),
    queryFn: ({ signal }) =>
      api.get<ActivityRow[]>(`${BACKOFFICE_API}/users/${userId}/activity/`, { signal, silent: true }),
  });

/** A player's contract terms (under BACKOFFICE_API): GET reads them, POST sets the next ones. */
export const contractTermsPath = (userId: number) => `/users/${userId}/contract-terms/`;

/** Sets a player's next contract terms (they apply from the next bundle). */
export const setContractTerms = (userId: number, body: unknown, options: RequestOptions) =>
  staffRequest('post', contractTermsPath(userId), body, options);

/** Turns a user's sign-in off (`deactivate`) or back on (`activate`). */
export const setActive = (userId: number, active: boolean, options: RequestOptions) =>
  staffRequest('post', `/users/${userId}/${active ? 'activate' : 'deactivate'}/`, {}, options);

/** Links a player to a curator. */
export const linkCurator = (body: { curator_id: number; student_id: number }, options: RequestOptions) =>
  staffRequest('post', '/curator-links/', body, options);

/** Unlinks a player from a curator. */
export const unlinkCurator = (curatorId: number, studentId: number, options: RequestOptions) =>
  staffRequest('delete', `/curator-links/${curatorId}/${studentId}/`, undefined, options);

/** A player's contract terms: in force and a change to come (issue 38); no open contract is a 404. */
export const contractTermsQuery = (userId: number) =>
  queryOptions({
    queryKey: backofficeKeys.detail('contract-terms', userId),
    queryFn: ({ signal }) =>
      api.get<TermsView>(`${BACKOFFICE_API}${contractTermsPath(userId)}`, { signal, silent: true }),
  });

/** Names of the form's country and Skrill region ids (the onboarding wizard's own lists). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: backofficeKeys.detail('countries', 0),
    queryFn: ({ signal }) => api.get<Country[]>('/api/geodata/countries/', { signal, silent: true }),
  });
export const residenceRegionsQuery = () =>
  queryOptions({
    queryKey: backofficeKeys.detail('residence-regions', 0),
    queryFn: ({ signal }) =>
      api.get<ResidenceRegion[]>('/api/users/residenceregions/', { signal, silent: true }),
  });

/** After a change of a user or a link: every user list (pickers too) and the audit log. */
export const PEOPLE_REFRESH: QueryKey[] = [backofficeKeys.lists('users'), backofficeKeys.lists('audit')];

/** A player's monthly statement for staff (issue 40), a month 'YYYY-MM'. */
export const userStatementPath = (userId: number) => (month: string) =>
  `/api/backoffice/users/${userId}/statements/${month}/`;
