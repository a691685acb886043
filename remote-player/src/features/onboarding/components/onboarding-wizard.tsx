import { showServerErrors } from '@fund/shared/api';
import { withAmountChecks } from '@fund/shared/format';
import { onboardingFormSchema, toOnboardingPayload } from '@fund/shared/schemas/onboarding';
import type { Country, FormAccount, ResidenceRegion } from '@fund/shared/schemas/onboarding-responses';
import { useDocumentTitle, usePhone } from '@fund/shared/ui';
import { Button, Container, Group, Paper, Stepper, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useSubmitOnboarding } from '../api/submit';
import {
  clearDraft,
  firstErrorStep,
  gateErrors,
  initialValues,
  loadDraft,
  STEP_COUNT,
  saveDraft,
  type WizardValues,
} from '../form-model';
import { t } from '../texts';
import { PersonalStep } from './personal-step';
import { RoomsStep } from './rooms-step';
import { SkrillStep } from './skrill-step';
import { SurveyStep } from './survey-step';

const validateForm = schemaResolver(onboardingFormSchema, { sync: true });
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

interface Props {
  accounts: FormAccount[];
  countries: Country[];
  regions: ResidenceRegion[];
  onSubmitted?: () => void;
}

/**
 * 'Анкета нового игрока': five vertical steps, the gates of spec 01 §4, the rules of §5. On a phone
 * (≤ 576 px) the list of steps is one line on top («Шаг 2 из 5» and the step's title) and the
 * step's fields follow it: the list pushed them a screen down (issue 42).
 */
export function OnboardingWizardForm({ accounts, countries, regions, onSubmitted }: Props) {
  const [draft] = useState(() => (session() ? loadDraft(accounts, session()!) : null));
  const [active, setActive] = useState(draft?.step ?? 0);
  const activeRef = useRef(active);
  const form = useForm<WizardValues>({
    initialValues: draft?.values ?? initialValues(accounts),
    onValuesChange: (values) => {
      const storage = session();
      if (storage) saveDraft(values, activeRef.current, storage);
    },
    validate: (values) =>
      withAmountChecks(
        validateForm,
        values.rooms.map((_, index) => `rooms.${index}.balance`),
      )(values),
  });
  const submit = useSubmitOnboarding();
  const phone = usePhone();
  useDocumentTitle(t.title);
  useEffect(() => {
    activeRef.current = active;
    const storage = session();
    if (storage) saveDraft(form.getValues(), active, storage);
  }, [active, form.getValues]);

  const next = () => {
    const errors = gateErrors(active, form.getValues());
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    form.clearErrors();
    setActive((step) => Math.min(step + 1, STEP_COUNT - 1));
  };

  const send = () => {
    const result = form.validate();
    if (result.hasErrors) {
      setActive(firstErrorStep(Object.keys(result.errors)) ?? active);
      return;
    }
    const payload = toOnboardingPayload(v.parse(onboardingFormSchema, form.getValues()));
    submit.mutate(payload, {
      onSuccess: () => {
        const storage = session();
        if (storage) clearDraft(storage);
        onSubmitted?.();
      },
      onError: (error) => {
        // The one 400 → form mapping: field messages on the fields, the rest toasted; then the
        // wizard opens the first step that holds a refused field.
        const placed: string[] = [];
        showServerErrors(error, {
          getValues: form.getValues,
          setFieldError: (path, message) => {
            placed.push(path);
            form.setFieldError(path, message);
          },
        });
        const step = firstErrorStep(placed);
        if (step !== null) setActive(step);
      },
    });
  };

  const steps = [
    <PersonalStep key="personal" form={form} countries={countries} />,
    <SkrillStep key="skrill" form={form} regions={regions} />,
    <RoomsStep key="rooms" form={form} accounts={accounts} />,
    <SurveyStep key="survey-1" form={form} from={0} to={5} />,
    <SurveyStep key="survey-2" form={form} from={5} to={10} />,
  ];

  return (
    <Container component="main" size="md" py={phone ? 'md' : 'xl'} data-testid="onboarding-wizard">
      <Paper withBorder p={phone ? 'md' : 'lg'}>
        <Title order={1} size="h2" mb="lg">
          {t.title}
        </Title>
        {phone ? (
          <>
            <Text size="sm" c="dimmed" data-testid="wizard-step">
              {t.stepOf(active + 1, STEP_COUNT)}
            </Text>
            <Title order={2} size="h4" mb="md">
              {t.steps[active]}
            </Title>
            {steps[active]}
          </>
        ) : (
          <Stepper
            active={active}
            orientation="vertical"
            allowNextStepsSelect={false}
            onStepClick={setActive}
          >
            {t.steps.map((label, index) => (
              <Stepper.Step key={label} label={label}>
                {steps[index]}
              </Stepper.Step>
            ))}
          </Stepper>
        )}
        <Group mt="lg">
          <Button
            variant="default"
            onClick={() => setActive((step) => Math.max(step - 1, 0))}
            disabled={active === 0}
          >
            {t.back}
          </Button>
          {active < STEP_COUNT - 1 ? (
            <Button onClick={next}>{t.next}</Button>
          ) : (
            <Button onClick={send} loading={submit.isPending}>
              {t.submit}
            </Button>
          )}
        </Group>
      </Paper>
    </Container>
  );
}
