import { api } from '@fund/shared/api';
import type { StudentRow } from '@fund/shared/schemas/curator';
import { queryOptions } from '@tanstack/react-query';

const studentKeys = {
  all: ['curator', 'students'] as const,
  list: () => [...studentKeys.all, 'list'] as const,
};

/** The curator's students with unread counts and the attention mark. */
export const studentsQuery = () =>
  queryOptions({
    queryKey: studentKeys.list(),
    queryFn: () => api.get<StudentRow[]>('/api/curators/students/'),
  });
