import { api } from '@fund/shared/api';
import type { StudentRow } from '@fund/shared/schemas/curator';
import { queryOptions } from '@tanstack/react-query';
import { studentKeys } from '../../../api/keys';

/** The curator's students with unread counts and the attention mark. */
export const studentsQuery = () =>
  queryOptions({
    queryKey: studentKeys.list(),
    queryFn: () => api.get<StudentRow[]>('/api/curators/students/'),
  });
