import { api, type Listed, type RequestOptions } from '@fund/shared/api';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import type { Note, NoteCreate, NoteRow, NoteType } from '@fund/shared/schemas/curator';
import { queryOptions } from '@tanstack/react-query';
import { noteKeys } from '../../../api/keys';

export const noteTypesQuery = () =>
  queryOptions({
    queryKey: noteKeys.types(),
    queryFn: () => api.get<NoteType[]>('/api/notes/types/'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One page of notes of the selected students; perPage 0 is 'All'. */
export const notesQuery = (players: number[], perPage: number, page: number) =>
  queryOptions({
    queryKey: noteKeys.list(players, perPage, page),
    queryFn: () =>
      api.get<Listed<NoteRow[]>>('/api/notes/', {
        query: { players: players.join(','), per_page: perPage === 0 ? 'all' : perPage, page },
      }),
  });

export const createNotes = (body: NoteCreate, options?: RequestOptions) =>
  api.post<NoteRow[]>('/api/notes/', body, options);
export const updateNote = (id: number, body: Note, options?: RequestOptions) =>
  api.put<NoteRow>(`/api/notes/${id}/`, body, options);
export const deleteNote = (id: number, options: RequestOptions) =>
  api.delete<IdAnswer>(`/api/notes/${id}/`, options);

/** What a note action changes: the lists of notes. */
export const noteChanges = [noteKeys.lists()];
