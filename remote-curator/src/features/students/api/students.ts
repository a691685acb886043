import { api, type Listed } from '@fund/shared/api';
import type { StudentRow } from '@fund/shared/schemas/curator';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { studentKeys } from '../../../api/keys';

/** Students a page of the picker (the API's default and at most 100). */
export const STUDENTS_PAGE = 50;

type StudentsPage = Listed<StudentRow[]>;

/**
 * The curator's students with unread counts and the attention mark, paged on the server (issue 43):
 * by username, `search` by part of the name; the next page starts after the last row's keyset
 * cursor `<username>|<id>`, and there is none once every student of the count is loaded.
 */
export const studentsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: studentKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      api.get<StudentsPage>('/api/curators/students/', {
        query: {
          limit: STUDENTS_PAGE,
          ...(search ? { search } : {}),
          ...(pageParam ? { after: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    // A new search shows the last answer until its own arrives (no empty flash while typing).
    placeholderData: keepPreviousData,
    getNextPageParam: (last: StudentsPage, pages: StudentsPage[]) => {
      const row = last.data.at(-1);
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return row && last.data.length === STUDENTS_PAGE && loaded < last.count
        ? `${row.username}|${row.id}`
        : undefined;
    },
  });
