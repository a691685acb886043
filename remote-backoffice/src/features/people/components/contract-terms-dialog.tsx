import { errorMessages, FetchError } from '@fund/shared/api';
import type { BackofficeUserRow } from '@fund/shared/schemas/backoffice';
import {
  MAKEUP_AT_END,
  SETTLEMENT_TEXT as S,
  type TermsRow,
  type TermsView,
  termsLines,
  termsSchema,
} from '@fund/shared/schemas/settlement';
import { MoneyInput } from '@fund/shared/ui';
import { Checkbox, Loader, NumberInput, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { backofficeKeys } from '../../../api/keys';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { toBody } from '../../../ui/to-body';
import { useStaffAction } from '../../../ui/use-staff-action';
import { contractTermsQuery, setContractTerms } from '../api/people';

interface Values {
  personal_share: number | string;
  makeup_carried: boolean;
  makeup_at_end: string;
  amount_games: number | string;
  min_personalfunds_buyins: number | string;
}

const F = S.fields;

function TermsBlock({ title, terms, testId }: { title: string; terms: TermsRow; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {termsLines(terms).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The form's values from the latest terms (the change to come, else those in force). */
const initial = (view: NonNullable<TermsView>): Values => {
  const { personal_share, makeup_carried, makeup_at_end, amount_games, min_personalfunds_buyins } =
    view.next ?? view.current;
  return { personal_share, makeup_carried, makeup_at_end, amount_games, min_personalfunds_buyins };
};

/** A whole number of tournaments or buy-ins. */
const COUNT = { withAsterisk: true, allowDecimal: false, allowNegative: false };

const EMPTY: Values = {
  personal_share: '',
  makeup_carried: true,
  makeup_at_end: 'written_off',
  amount_games: '',
  min_personalfunds_buyins: '',
};

/**
 * A player's contract terms (issue 38, docs/settlement.md): those in force and a change to come,
 * and the form that sets new ones, filled with the latest (they apply from the next bundle; the API
 * audits the change). A refusal lands on its field, in the API's words, and nothing is changed.
 */
export function ContractTermsDialog({ user, onClose }: { user: BackofficeUserRow; onClose: () => void }) {
  const terms = useQuery(contractTermsQuery(user.id));
  const view = terms.data;
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(termsSchema, { sync: true }),
  });
  const { initialize } = form;
  useEffect(() => {
    if (view) initialize(initial(view));
  }, [view, initialize]);
  const action = useStaffAction({
    request: (values: Values, options) => setContractTerms(user.id, toBody(termsSchema, values), options),
    changes: [backofficeKeys.detail('contract-terms', user.id), backofficeKeys.lists('audit')],
    form,
    onDone: onClose,
  });
  const loadError =
    terms.error instanceof FetchError
      ? errorMessages(terms.error.data).join(' ') || t.loadError
      : t.loadError;
  return (
    <ActionDialog
      title={t.people.termsTitle(user.username)}
      submitLabel={S.save}
      action={{ ...action, alert: terms.isError ? loadError : action.alert }}
      onClose={onClose}
      onSubmit={view ? form.onSubmit(action.run) : (e) => e?.preventDefault()}
    >
      {terms.isPending && <Loader />}
      {view && (
        <>
          <TermsBlock
            title={S.current(view.current.from_bundle)}
            terms={view.current}
            testId="terms-current"
          />
          {view.next ? (
            <TermsBlock title={S.next(view.next.from_bundle)} terms={view.next} testId="terms-next" />
          ) : (
            <Text size="sm" c="dimmed">
              {S.noNext}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {S.appliesNext}
          </Text>
          <MoneyInput label={F.personal_share} withAsterisk {...form.getInputProps('personal_share')} />
          <Checkbox
            label={F.makeup_carried}
            {...form.getInputProps('makeup_carried', { type: 'checkbox' })}
          />
          <Select
            label={F.makeup_at_end}
            withAsterisk
            allowDeselect={false}
            data={MAKEUP_AT_END.map((value) => ({ value, label: S.makeupAtEndValues[value] }))}
            {...form.getInputProps('makeup_at_end')}
          />
          <NumberInput label={F.amount_games} {...COUNT} {...form.getInputProps('amount_games')} />
          <NumberInput
            label={F.min_personalfunds_buyins}
            {...COUNT}
            {...form.getInputProps('min_personalfunds_buyins')}
          />
        </>
      )}
    </ActionDialog>
  );
}
