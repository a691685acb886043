import { type Reject, rejectSchema } from '@fund/shared/schemas/backoffice';
import { Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import { queueAction, queueRefresh } from '../api/queues';
import type { QueueName } from '../hooks/use-queue-params';

/** Reject (or cancel) a request with a reason the player will read: `{reason}`. */
export function RejectDialog(props: {
  queue: QueueName;
  id: number;
  action: 'reject' | 'cancel';
  title: string;
  submitLabel: string;
  summary?: string;
  onClose: () => void;
}) {
  const form = useForm<Reject>({
    initialValues: { reason: '' },
    validate: schemaResolver(rejectSchema, { sync: true }),
  });
  const action = useStaffAction({
    request: (values: Reject, options) =>
      queueAction(props.queue, props.id, props.action, { reason: values.reason.trim() }, options),
    changes: queueRefresh(props.queue),
    form,
    onDone: props.onClose,
  });
  return (
    <ActionDialog
      title={props.title}
      submitLabel={props.submitLabel}
      submitColor="red"
      action={action}
      onClose={props.onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      {props.summary && <Text>{props.summary}</Text>}
      <Textarea
        label={t.dialogs.reason}
        autosize
        minRows={3}
        withAsterisk
        {...form.getInputProps('reason')}
      />
    </ActionDialog>
  );
}
