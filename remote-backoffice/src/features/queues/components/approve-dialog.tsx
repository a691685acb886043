import { approveSchema } from '@fund/shared/schemas/backoffice';
import { Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import { queueAction, queueRefresh } from '../api/queues';
import type { QueueName } from '../hooks/use-queue-params';

const payload = (values: { comment: string }) =>
  values.comment.trim() ? { comment: values.comment.trim() } : {};

/** Approve a cash flow or a personal-funds movement, with an optional comment for the audit log. */
export function ApproveDialog(props: {
  queue: QueueName;
  id: number;
  title: string;
  summary: string;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { comment: '' },
    validate: (values) => schemaResolver(approveSchema, { sync: true })(payload(values)),
  });
  const action = useStaffAction({
    request: (values: { comment: string }, options) =>
      queueAction(props.queue, props.id, 'approve', payload(values), options),
    changes: queueRefresh(props.queue),
    form,
    onDone: props.onClose,
  });
  return (
    <ActionDialog
      title={props.title}
      submitLabel={t.actions.approve}
      action={action}
      onClose={props.onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      <Text>{props.summary}</Text>
      <Textarea label={t.dialogs.comment} autosize minRows={2} {...form.getInputProps('comment')} />
    </ActionDialog>
  );
}
