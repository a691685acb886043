import { api } from '@fund/shared/api';
import type { HhCategory, HhExpected } from '@fund/shared/schemas/uploads';
import type { HhReceived } from '@fund/shared/schemas/uploads-responses';
import { queryOptions } from '@tanstack/react-query';
import { uploadKeys } from '../../../api/keys';

export const expectedQuery = () =>
  queryOptions({
    queryKey: uploadKeys.expected(),
    queryFn: () => api.get<HhExpected>('/api/tournamentsdata/hhs/expected/'),
  });

/**
 * One category: multipart (type, file); no file when the player has none of it. Silent: the
 * dialog shows a refusal on the category's row, not as a passing toast.
 */
export function uploadCategory(type: HhCategory, file: File | null) {
  const body = new FormData();
  body.append('type', type);
  if (file) body.append('file', file, file.name);
  return api.post<HhReceived>('/api/tournamentsdata/hhs/', body, { silent: true });
}
