import { api, type RequestOptions } from '@fund/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_API, backofficeKeys, staffRequest } from '../../../api/keys';

/** The fund's settlement settings (issue 38 item 5): the days a player has to answer a statement. */
export interface SettlementSettings {
  dispute_days: number;
}

export const settingsKey = backofficeKeys.detail('settlement-settings', 1);
export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      api.get<SettlementSettings>(`${BACKOFFICE_API}/settlement/settings/`, { signal }),
  });

export const saveSettings = (settings: SettlementSettings, options: RequestOptions) =>
  staffRequest<SettlementSettings>('post', '/settlement/settings/', settings, options);
