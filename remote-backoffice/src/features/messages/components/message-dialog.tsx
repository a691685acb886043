import {
  type CreateMessage,
  createMessageSchema,
  WEB_MESSAGE_AUDIENCES,
  WEB_MESSAGE_TYPES,
  type WebMessageRow,
} from '@fund/shared/schemas/backoffice';
import { Select, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import { MESSAGES_REFRESH, retireMessage, saveMessage } from '../api/messages';

const m = t.messages;
const options = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** Create a system message, or edit one still shown (type, text, audience). */
export function MessageDialog({ message, onClose }: { message?: WebMessageRow; onClose: () => void }) {
  const form = useForm<CreateMessage>({
    initialValues: {
      type: message?.type ?? 'info',
      text: message?.text ?? '',
      audience: message?.audience ?? 'all',
    },
    validate: schemaResolver(createMessageSchema, { sync: true }),
  });
  const action = useStaffAction({
    request: (values: CreateMessage, keyed) => {
      const body = { ...values, text: values.text.trim() };
      return saveMessage(message?.id, body, keyed);
    },
    changes: MESSAGES_REFRESH,
    form,
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={message ? m.editTitle : m.createTitle}
      submitLabel={t.common.save}
      action={action}
      onClose={onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      <Select
        label={m.type}
        data={options(WEB_MESSAGE_TYPES, m.types)}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('type')}
      />
      <Select
        label={m.audience}
        data={options(WEB_MESSAGE_AUDIENCES, m.audiences)}
        allowDeselect={false}
        {...form.getInputProps('audience')}
      />
      <Textarea label={m.text} autosize minRows={3} withAsterisk {...form.getInputProps('text')} />
    </ActionDialog>
  );
}

/** Retire a message: players stop seeing it; it stays in the list as «Снято». */
export function RetireDialog({ message, onClose }: { message: WebMessageRow; onClose: () => void }) {
  const action = useStaffAction({
    request: (_: undefined, keyed) => retireMessage(message.id, keyed),
    changes: MESSAGES_REFRESH,
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={m.retire}
      submitLabel={m.retire}
      submitColor="red"
      action={action}
      onClose={onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        action.run(undefined);
      }}
    >
      {m.retireQuestion(message.audience)}
    </ActionDialog>
  );
}
