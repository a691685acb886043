import { ru } from '@fund/shared/i18n';
import type { ResidenceRegion } from '@fund/shared/schemas/onboarding-responses';
import { Anchor, Checkbox, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../form-model';

const t = ru.onboarding;
const SKRILL_INSTRUCTIONS_URL = 'https://www.skrill.com/ru/support/';

export function SkrillStep({
  form,
  regions,
}: {
  form: UseFormReturnType<WizardValues>;
  regions: ResidenceRegion[];
}) {
  const { no_skrill: noSkrill, skrill_residence_id: region } = form.getValues();
  return (
    <Stack gap="sm" maw={420}>
      <TextInput
        label={t.skrillUsd}
        disabled={noSkrill}
        withAsterisk={!noSkrill}
        {...form.getInputProps('skrill_usd')}
      />
      <TextInput
        label={t.skrillEur}
        disabled={noSkrill}
        withAsterisk={!noSkrill}
        {...form.getInputProps('skrill_eur')}
      />
      <Select
        label={t.skrillResidence}
        allowDeselect={false}
        disabled={noSkrill}
        withAsterisk={!noSkrill}
        data={regions.map((r) => ({ value: String(r.id), label: r.description }))}
        value={region === null ? null : String(region)}
        onChange={(value) => form.setFieldValue('skrill_residence_id', value ? Number(value) : null)}
        error={form.errors.skrill_residence_id}
      />
      <Checkbox label={t.noSkrill} {...form.getInputProps('no_skrill', { type: 'checkbox' })} />
      <Anchor href={SKRILL_INSTRUCTIONS_URL} target="_blank" rel="noreferrer" size="sm">
        {t.skrillInstructions}
      </Anchor>
    </Stack>
  );
}
