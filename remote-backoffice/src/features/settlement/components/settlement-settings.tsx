import { SETTLEMENT_TEXT as S } from '@fund/shared/schemas/settlement';
import { Button, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficeKeys } from '../../../api/keys';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import {
  type SettlementSettings as Settings,
  saveSettings,
  settingsKey,
  settingsQuery,
} from '../api/settings';

/** The API's bounds (migration 141's CHECK); its refusal has the same words. */
const inRange = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 60
    ? null
    : S.disputeDaysRange;

function SettingsDialog({ settings, onClose }: { settings: Settings; onClose: () => void }) {
  const form = useForm<{ dispute_days: number | string }>({
    initialValues: settings,
    validate: { dispute_days: inRange },
  });
  const action = useStaffAction({
    request: (values: { dispute_days: number | string }, options) =>
      saveSettings({ dispute_days: Number(values.dispute_days) }, options),
    changes: [settingsKey, backofficeKeys.lists('audit')],
    form,
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={S.settings}
      submitLabel={t.common.save}
      action={action}
      onClose={onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      <NumberInput
        label={S.disputeDays}
        description={S.disputeDaysHint}
        withAsterisk
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('dispute_days')}
      />
    </ActionDialog>
  );
}

/**
 * «Настройки расчётов» on /backoffice (issue 38 item 5, docs/settlement.md): the fund's days to
 * answer a statement, read and changed by staff (the API audits the change).
 */
export function SettlementSettingsSection() {
  const settings = useQuery(settingsQuery());
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="xs" data-testid="settlement-settings">
      <Title order={3}>{S.settings}</Title>
      {settings.isPending && <Loader />}
      {settings.isError && <Text c="red">{t.loadError}</Text>}
      {settings.data && (
        <Group>
          <Text size="sm">
            {S.disputeDays}: {settings.data.dispute_days}
          </Text>
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t.settlement.change}
          </Button>
        </Group>
      )}
      {editing && settings.data && (
        <SettingsDialog settings={settings.data} onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}
