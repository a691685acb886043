import { ru } from '@fund/shared/i18n';
import type { FormAccount } from '@fund/shared/schemas/onboarding-responses';
import { MoneyInput } from '@fund/shared/ui';
import { Alert, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../form-model';

const t = ru.onboarding;

/** One block per account of the form query; the e-mail field only where the room needs it. */
export function RoomsStep({
  form,
  accounts,
}: {
  form: UseFormReturnType<WizardValues>;
  accounts: FormAccount[];
}) {
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        {t.publicStatsReminder}
      </Alert>
      {form.getValues().rooms.map((room, index) => {
        const account = accounts.find((a) => a.account_record_id === room.account_record_id);
        return (
          <Card key={room.account_record_id} withBorder data-testid={`room-${room.room_id}`}>
            <Title order={4}>{account?.room_name}</Title>
            {account?.room_description ? (
              <Text size="sm" c="dimmed" mb="xs">
                {account.room_description}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t.nickname} {...form.getInputProps(`rooms.${index}.room_account_name`)} />
              {room.hasEmail ? (
                <TextInput label={t.email} {...form.getInputProps(`rooms.${index}.email`)} />
              ) : null}
              <MoneyInput label={t.balance} {...form.getInputProps(`rooms.${index}.balance`)} />
              <TextInput
                label={t.screenshot}
                placeholder="https://"
                {...form.getInputProps(`rooms.${index}.screenshot`)}
              />
            </SimpleGrid>
          </Card>
        );
      })}
    </Stack>
  );
}
