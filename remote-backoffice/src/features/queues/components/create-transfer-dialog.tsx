import { formatMoney } from '@fund/shared/format';
import { createTransferSchema } from '@fund/shared/schemas/backoffice';
import { MoneyInput } from '@fund/shared/ui';
import { Select, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userAccountsQuery } from '../../../api/users';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { toBody } from '../../../ui/to-body';
import { useStaffAction } from '../../../ui/use-staff-action';
import { UserPicker } from '../../../ui/user-picker';
import { createTransfer, queueRefresh } from '../api/queues';

interface Values {
  sender_account_record_id: number | null;
  receiver_account_record_id: number | null;
  amount: number | string;
  comment: string;
}

const payload = (values: Values) => ({
  sender_account_record_id: values.sender_account_record_id ?? undefined,
  receiver_account_record_id: values.receiver_account_record_id ?? undefined,
  amount: values.amount,
  ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
});

/** One player's room accounts as options; `roomId` keeps those of one room. */
function useAccountOptions(userId: number | null, roomId?: number) {
  const accounts = useQuery({ ...userAccountsQuery(userId ?? 0), enabled: userId !== null }).data ?? [];
  const shown = userId === null ? [] : accounts.filter((a) => roomId === undefined || a.room_id === roomId);
  return {
    accounts: shown,
    options: shown.map((a) => ({
      value: String(a.account_record_id),
      label: t.dialogs.accountOption(
        a.room_name,
        a.account_record_name,
        formatMoney(a.available, a.currency_name),
      ),
    })),
  };
}

/** The fund assigns a transfer: from one player's room account to another player's in the same room. */
export function CreateTransferDialog({ onClose }: { onClose: () => void }) {
  const [sender, setSender] = useState<number | null>(null);
  const [receiver, setReceiver] = useState<number | null>(null);
  const form = useForm<Values>({
    initialValues: {
      sender_account_record_id: null,
      receiver_account_record_id: null,
      amount: '',
      comment: '',
    },
    validate: (values) => schemaResolver(createTransferSchema, { sync: true })(payload(values)),
  });
  const from = useAccountOptions(sender);
  const senderAccount = from.accounts.find(
    (a) => a.account_record_id === form.values.sender_account_record_id,
  );
  const to = useAccountOptions(receiver, senderAccount?.room_id ?? -1);
  const action = useStaffAction({
    request: (values: Values, options) =>
      createTransfer(toBody(createTransferSchema, payload(values)), options),
    changes: queueRefresh('transfers'),
    form,
    onDone: onClose,
  });
  const pickAccount =
    (field: 'sender_account_record_id' | 'receiver_account_record_id') => (value: string | null) =>
      form.setFieldValue(field, value === null ? null : Number(value));
  return (
    <ActionDialog
      title={t.dialogs.transferTitle}
      submitLabel={t.actions.createTransfer}
      action={action}
      onClose={onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      <Text size="sm">{t.dialogs.transferHint}</Text>
      <UserPicker
        userRole="player"
        label={t.dialogs.sender}
        value={sender}
        onChange={(id) => {
          setSender(id);
          if (id !== null && id === receiver) setReceiver(null);
          form.setValues({ sender_account_record_id: null, receiver_account_record_id: null });
        }}
      />
      <Select
        label={t.dialogs.senderAccount}
        data={from.options}
        disabled={sender === null}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('sender_account_record_id')}
        value={
          form.values.sender_account_record_id === null ? null : String(form.values.sender_account_record_id)
        }
        onChange={(value) => {
          pickAccount('sender_account_record_id')(value);
          form.setFieldValue('receiver_account_record_id', null);
        }}
      />
      <UserPicker
        userRole="player"
        label={t.dialogs.receiver}
        exclude={sender}
        value={receiver}
        onChange={(id) => {
          setReceiver(id);
          form.setFieldValue('receiver_account_record_id', null);
        }}
      />
      <Select
        label={t.dialogs.receiverAccount}
        data={to.options}
        disabled={receiver === null || !senderAccount}
        description={senderAccount ? undefined : t.dialogs.pickSenderFirst}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('receiver_account_record_id')}
        value={
          form.values.receiver_account_record_id === null
            ? null
            : String(form.values.receiver_account_record_id)
        }
        onChange={pickAccount('receiver_account_record_id')}
      />
      <MoneyInput
        label={
          senderAccount
            ? `${t.dialogs.transferAmount}, ${senderAccount.currency_name}`
            : t.dialogs.transferAmount
        }
        withAsterisk
        {...form.getInputProps('amount')}
      />
      <Textarea label={t.dialogs.comment} autosize minRows={2} {...form.getInputProps('comment')} />
    </ActionDialog>
  );
}
