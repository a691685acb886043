import { type RequestOptions, useAction } from '@fund/shared/api';
import { type Note, noteSchema, TEXT_LIMITS } from '@fund/shared/schemas/curator';
import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { Select, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../texts';
import { noteChanges, noteTypesQuery } from '../api/notes';

interface Values {
  note_type: number | null;
  text: string;
}

/** Add or edit a note: a type and a text are required (spec 02 §5). */
export function NoteForm({
  opened,
  title,
  initialValues,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  initialValues: Values;
  onClose: () => void;
  /** The request (passes `options` on). */
  onSubmit: (values: Note, options: RequestOptions) => Promise<unknown>;
}) {
  const { data: types = [] } = useQuery(noteTypesQuery());
  const form = useForm<Values>({ initialValues, validate: schemaResolver(noteSchema, { sync: true }) });
  const save = useAction({ request: onSubmit, changes: noteChanges, form, onDone: onClose });
  const submit = form.onSubmit((values) =>
    save.mutate({ note_type: values.note_type ?? 0, text: values.text }),
  );
  return (
    <DialogForm
      opened={opened}
      title={title}
      submitLabel={t.common.save}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      size="md"
      centered
      testId="note-form"
    >
      <Select
        label={t.notes.type}
        data={types.map((type) => ({ value: String(type.id), label: type.name }))}
        value={form.values.note_type ? String(form.values.note_type) : null}
        onChange={(value) => form.setFieldValue('note_type', value ? Number(value) : null)}
        error={form.errors.note_type}
        withAsterisk
        allowDeselect={false}
      />
      {/* Bounded: a pasted megabyte froze the tab for minutes; twice the limit so the form can
          say the text is too long instead of cutting it silently. */}
      <Textarea
        label={t.notes.text}
        autosize
        minRows={3}
        maxRows={14}
        maxLength={TEXT_LIMITS.note * 2}
        withAsterisk
        {...form.getInputProps('text')}
      />
    </DialogForm>
  );
}
