import { ru } from '@fund/shared/i18n';
import type { Country } from '@fund/shared/schemas/onboarding-responses';
import { Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { t as player } from '../../../texts';
import type { WizardValues } from '../form-model';

const t = ru.onboarding;

export function PersonalStep({
  form,
  countries,
}: {
  form: UseFormReturnType<WizardValues>;
  countries: Country[];
}) {
  const country = form.getValues().residence_country_id;
  return (
    <Stack gap="sm" maw={420}>
      <TextInput
        label={t.birthday}
        placeholder={player.onboarding.datePlaceholder}
        withAsterisk
        {...form.getInputProps('birthday')}
      />
      <Select
        label={t.country}
        withAsterisk
        allowDeselect={false}
        searchable
        nothingFoundMessage={player.onboarding.nothingFound}
        data={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        value={country === null ? null : String(country)}
        onChange={(value) => form.setFieldValue('residence_country_id', value ? Number(value) : null)}
        error={form.errors.residence_country_id}
      />
      <TextInput label={t.telegram} placeholder={t.telegramPlaceholder} {...form.getInputProps('telegram')} />
    </Stack>
  );
}
