import type { OnboardingWizardProps } from '@fund/shared/contracts';
import { shellQueries } from '@fund/shared/query/shell';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../texts';
import { countriesQuery, regionsQuery } from '../api/lists';
import { OnboardingWizardForm } from './onboarding-wizard';

/** Loads the form query (accounts) and the lists, then shows the wizard. */
export function OnboardingWizard({ onSubmitted }: OnboardingWizardProps) {
  const form = useQuery(shellQueries.form());
  const countries = useQuery(countriesQuery());
  const regions = useQuery(regionsQuery());
  const queries = [form, countries, regions];
  if (queries.some((q) => q.isError))
    return (
      <Center py="xl">
        <Stack align="center">
          <Text>{t.loadFailed.onboarding}</Text>
          <Button onClick={() => queries.filter((q) => q.isError).map((q) => q.refetch())}>{t.retry}</Button>
        </Stack>
      </Center>
    );
  if (!form.data || !countries.data || !regions.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <OnboardingWizardForm
      accounts={form.data.accounts}
      countries={countries.data}
      regions={regions.data}
      onSubmitted={onSubmitted}
    />
  );
}
