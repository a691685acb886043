import { formatDateTime } from '@fund/shared/format';
import type { NoteRow } from '@fund/shared/schemas/curator';
import { WRAP_TEXT } from '@fund/shared/ui';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { t } from '../../../texts';

/**
 * One note: its type in the type's colour, the student, author and date, the text. Edit and
 * delete only on the signed-in curator's own notes (the API refuses the others: docs/security.md).
 */
export function NoteCard({
  note,
  showStudent,
  canChange,
  onEdit,
  onDelete,
}: {
  note: NoteRow;
  showStudent: boolean;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="note"
      style={{ borderLeft: `4px solid var(--mantine-color-${note.note_type.color}-6)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between">
          <Group gap="xs">
            <Badge color={note.note_type.color} data-testid="note-type">
              {note.note_type.name}
            </Badge>
            {showStudent && (
              <Text size="sm" fw={500}>
                {note.username}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t.notes.author}: {note.created_by} · {formatDateTime(note.created_datetime)}
            {note.updated_by &&
              ` · ${t.notes.edited}: ${note.updated_by}, ${formatDateTime(note.updated_datetime)}`}
          </Text>
        </Group>
        <Text style={WRAP_TEXT} data-testid="note-text">
          {note.text}
        </Text>
        {canChange && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="light" onClick={onEdit}>
              {t.notes.edit}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={onDelete}>
              {t.common.delete}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
