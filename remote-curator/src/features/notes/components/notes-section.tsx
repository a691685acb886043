import { useAction } from '@fund/shared/api';
import { useAuthStore } from '@fund/shared/auth';
import type { NoteRow } from '@fund/shared/schemas/curator';
import { NoData } from '@fund/shared/ui';
import { TablePager } from '@fund/shared/ui/data-table';
import { Button, Group, Loader, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../../texts';
import { DeleteQuestion } from '../../../ui/delete-question';
import { usePaging } from '../../../ui/use-paging';
import { createNotes, deleteNote, noteChanges, notesQuery, updateNote } from '../api/notes';
import { NoteCard } from './note-card';
import { NoteForm } from './note-form';

type Editing = { mode: 'add' } | { mode: 'edit'; note: NoteRow } | null;

/** Notes of the selected students: paged list, add for all selected, edit, delete with a question. */
export function NotesSection({ players }: { players: number[] }) {
  const { perPage, page, pager } = usePaging();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NoteRow | null>(null);
  const me = useAuthStore((state) => state.profile?.username);
  const { data, isPending } = useQuery({
    ...notesQuery(players, perPage, page),
    placeholderData: keepPreviousData,
  });
  const remove = useAction({ request: deleteNote, changes: noteChanges });

  return (
    <Stack data-testid="notes-section">
      <Group justify="flex-end">
        <Button onClick={() => setEditing({ mode: 'add' })}>{t.notes.add}</Button>
      </Group>
      {isPending && <Loader size="sm" />}
      {data?.data.map((note) => (
        <NoteCard
          key={note.id}
          note={note}
          showStudent={players.length > 1}
          canChange={note.created_by === me}
          onEdit={() => setEditing({ mode: 'edit', note })}
          onDelete={() => setDeleting(note)}
        />
      ))}
      {data && data.data.length === 0 && <NoData />}
      <TablePager testId="notes-paging" {...pager(data?.count ?? 0)} />
      {editing && (
        <NoteForm
          key={editing.mode === 'edit' ? editing.note.id : 'add'}
          opened
          title={editing.mode === 'edit' ? t.notes.editTitle : t.notes.add}
          initialValues={
            editing.mode === 'edit'
              ? { note_type: editing.note.note_type.id, text: editing.note.text }
              : { note_type: null, text: '' }
          }
          onClose={() => setEditing(null)}
          onSubmit={(values, options) =>
            editing.mode === 'edit'
              ? updateNote(editing.note.id, values, options)
              : createNotes({ ...values, player_ids: players }, options)
          }
        />
      )}
      {deleting && (
        <DeleteQuestion
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </Stack>
  );
}
