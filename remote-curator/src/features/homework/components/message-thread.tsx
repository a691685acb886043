import { useAction } from '@fund/shared/api';
import { formatDateTime } from '@fund/shared/format';
import {
  editableMessageId,
  type HomeworkRow,
  homeworkMessageSchema,
  TEXT_LIMITS,
} from '@fund/shared/schemas/curator';
import { WRAP_TEXT } from '@fund/shared/ui';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { t } from '../../../texts';
import { editMessage, homeworkChanges, sendMessage, showHomework } from '../api/homework';

/**
 * The thread of a homework. Only one's own latest message can be edited: its text loads into
 * the input, and cancelling clears the input (spec 02 §4). A closed homework's thread is read-only,
 * as the API keeps it: no input, no «Изменить».
 */
export function MessageThread({ homework, userId }: { homework: HomeworkRow; userId: number }) {
  const form = useForm({
    initialValues: { text: '' },
    validate: schemaResolver(homeworkMessageSchema, { sync: true }),
  });
  const [editingId, setEditingId] = useState<number | null>(null);
  const readOnly = homework.is_closed;
  const editable = readOnly ? null : editableMessageId(homework.messages, userId);

  const cancel = () => {
    form.reset();
    setEditingId(null);
  };
  const save = useAction({
    request: ({ messageId, text }: { messageId: number | null; text: string }, options) =>
      messageId === null
        ? sendMessage(homework.id, text, options)
        : editMessage(homework.id, messageId, text, options),
    changes: homeworkChanges,
    update: showHomework,
    form,
    onDone: cancel,
  });
  const busy = save.isPending;
  const submit = () => {
    if (!form.validate().hasErrors) save.mutate({ messageId: editingId, text: form.getValues().text });
  };

  return (
    <Stack gap="xs" data-testid="message-thread">
      <Text fw={600}>{t.homework.messages}</Text>
      {homework.messages.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.homework.noMessages}
        </Text>
      )}
      {homework.messages.map((m) => (
        <Paper
          key={m.id}
          withBorder
          p="xs"
          bg={m.author.id === userId ? 'blue.0' : undefined}
          data-testid="message"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {m.author.username} · {formatDateTime(m.created_datetime)}
              {m.edited_datetime && ` · ${t.homework.edited}`}
            </Text>
            {m.id === editable && (
              <Button
                size="compact-xs"
                variant="subtle"
                // A send or save in flight clears the form when it ends: an edit started meanwhile
                // (the live stream may show the new message first) would lose its text.
                disabled={busy}
                onClick={() => {
                  setEditingId(m.id);
                  form.setValues({ text: m.text });
                  form.clearErrors();
                }}
              >
                {t.homework.edit}
              </Button>
            )}
          </Group>
          <Text size="sm" style={WRAP_TEXT} data-testid="message-text">
            {m.text}
          </Text>
        </Paper>
      ))}
      {readOnly ? (
        <Text size="sm" c="dimmed" data-testid="thread-closed">
          {t.homework.threadClosed}
        </Text>
      ) : (
        <>
          <Textarea
            label={editingId === null ? t.homework.message : t.homework.editingMessage}
            autosize
            minRows={2}
            maxRows={12}
            maxLength={TEXT_LIMITS.message * 2}
            {...form.getInputProps('text')}
            data-testid="message-input"
          />
          <Group justify="flex-end" gap="xs">
            {editingId !== null && (
              <Button variant="default" onClick={cancel}>
                {t.common.cancel}
              </Button>
            )}
            <Button onClick={submit} loading={busy}>
              {editingId === null ? t.homework.send : t.homework.saveMessage}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
