import { type RequestOptions, useAction } from '@fund/shared/api';
// In the host, only the core and notifications styles are global (docs/performance.md).
import '@mantine/dates/styles.css';
import { ru } from '@fund/shared/i18n';
import { type HomeworkRow, homeworkFormSchema, TEXT_LIMITS } from '@fund/shared/schemas/curator';
import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { t } from '../../../texts';
import { homeworkChanges, showHomework } from '../api/homework';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface HomeworkFormValues {
  topic: string;
  /** The picker's local 'YYYY-MM-DD HH:mm:ss'. */
  deadline: string | null;
}

/**
 * Form default: today, as spec 02 §5 says, but at the end of the day (23:59 local) rather than
 * its first minute, which is already past: a new homework would be overdue the moment it is made.
 */
export const defaultDeadline = (now: Date = new Date()): string =>
  dayjs(now).endOf('day').startOf('minute').format(PICKER_FORMAT);

/** The deadline as the API takes it: an ISO timestamp, or '' when empty or invalid. */
export const deadlineToIso = (value: string | null): string => {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : '';
};

const validate = schemaResolver(homeworkFormSchema, { sync: true });

/** The days the picker offers: today to a year ahead, the schema's range (issue 35). */
export const deadlineRange = (now: Date = new Date()) => ({
  minDate: dayjs(now).startOf('day').format(PICKER_FORMAT),
  maxDate: dayjs(now).add(1, 'year').endOf('day').format(PICKER_FORMAT),
});

/** Topic and deadline of a new homework (for every selected student) or of an edited one. */
export function HomeworkForm({
  title,
  initialValues,
  onClose,
  onSubmit,
}: {
  title: string;
  initialValues: HomeworkFormValues;
  onClose: () => void;
  /** The request (passes `options` on); it answers the homework, or the created ones. */
  onSubmit: (
    values: { topic: string; deadline: string },
    options: RequestOptions,
  ) => Promise<HomeworkRow | HomeworkRow[]>;
}) {
  const form = useForm<HomeworkFormValues>({
    initialValues,
    validate: (values) => {
      const errors = validate({ topic: values.topic, deadline: deadlineToIso(values.deadline) });
      // Editing a homework whose deadline has passed keeps that deadline: only a new one must lie
      // in the range (the edit then sends no deadline, see homework-detail.tsx).
      if (values.deadline !== null && values.deadline === initialValues.deadline) {
        if (errors.deadline === ru.validation.deadlineRange) delete errors.deadline;
      }
      return errors;
    },
  });
  const [range] = useState(() => deadlineRange());
  const save = useAction({
    request: onSubmit,
    changes: homeworkChanges,
    update: showHomework,
    form,
    onDone: onClose,
  });
  const submit = form.onSubmit((values) =>
    save.mutate({ topic: values.topic, deadline: deadlineToIso(values.deadline) }),
  );
  return (
    <DialogForm
      title={title}
      submitLabel={t.common.save}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      size="md"
      centered
      testId="homework-form"
    >
      <TextInput
        label={t.homework.topic}
        withAsterisk
        maxLength={TEXT_LIMITS.topic * 2}
        {...form.getInputProps('topic')}
      />
      <DateTimePicker
        label={t.homework.deadline}
        withAsterisk
        valueFormat="DD.MM.YYYY HH:mm"
        minDate={range.minDate}
        maxDate={range.maxDate}
        value={form.values.deadline}
        onChange={(value) => form.setFieldValue('deadline', value)}
        error={form.errors.deadline}
        data-testid="homework-deadline"
      />
    </DialogForm>
  );
}
