import {
  type DisputeAnswerBody,
  disputeAnswerSchema,
  type OpenDispute,
  SETTLEMENT_TEXT as S,
} from '@fund/shared/schemas/settlement';
import { Money } from '@fund/shared/ui';
import { Anchor, Button, Group, Table, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficeKeys } from '../../../api/keys';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import { answerDispute, openDisputesKey, openDisputesQuery } from '../api/disputes';
import { SettlementSection } from './section';

type Decision = DisputeAnswerBody['decision'];
const decisionLabel: Record<Decision, string> = {
  rejected: t.actions.reject,
  corrected: S.decisions.corrected,
};

const resolve = schemaResolver(disputeAnswerSchema, { sync: true });
const answerOf = ({ correction, ...answer }: DisputeAnswerBody): DisputeAnswerBody =>
  correction?.trim() ? { ...answer, correction: correction.trim() } : answer;

/** A line key in words: a figure by its name in the chain, anything else by its kind and its own name. */
function lineName({ line, label }: Pick<OpenDispute, 'line' | 'label'>): string {
  const [kind = '', ref = ''] = line.split(':');
  if (kind === 'figure')
    return ref === 'deductions_total'
      ? S.chain.deductions
      : ((S.chain as Record<string, string>)[ref] ?? ref);
  return `${(S.lineKinds as Record<string, string>)[kind] ?? kind}: ${label ?? ref}`;
}

/**
 * The answer: the decision chosen by the button, a reason the player will read; «Исправлено» may
 * carry the correction's amount (a new entry the player's next statement settles).
 */
function AnswerDialog({
  dispute,
  decision,
  onClose,
}: {
  dispute: OpenDispute;
  decision: Decision;
  onClose: () => void;
}) {
  const form = useForm<DisputeAnswerBody>({
    initialValues: { decision, reason: '', correction: '' },
    // A blank amount is no correction (the API's field is optional, not blank).
    validate: (values) => resolve(answerOf(values)),
  });
  const action = useStaffAction({
    request: (values: DisputeAnswerBody, options) =>
      answerDispute(dispute.id, answerOf({ ...values, decision, reason: values.reason.trim() }), options),
    changes: [openDisputesKey, backofficeKeys.lists('audit')],
    form,
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={`${decisionLabel[decision]}: ${lineName(dispute)}`}
      submitLabel={decisionLabel[decision]}
      submitColor={decision === 'rejected' ? 'red' : undefined}
      action={action}
      onClose={onClose}
      onSubmit={form.onSubmit(action.run)}
    >
      <Text>
        {dispute.username} · {S.statementNumber(dispute.statement_number)}: {dispute.comment}
      </Text>
      <Textarea
        label={t.dialogs.reason}
        autosize
        minRows={3}
        withAsterisk
        {...form.getInputProps('reason')}
      />
      {decision === 'corrected' && (
        <TextInput
          label={S.correction}
          description={S.correctionHint}
          inputMode="decimal"
          {...form.getInputProps('correction')}
        />
      )}
    </ActionDialog>
  );
}

/**
 * «Оспоренные строки выписок» (issue 38 item 5, docs/settlement.md «Accept or dispute»): each line a
 * player disputed and the fund has not answered, with the frozen amount, the comment and the
 * evidence link; «Отклонить» or «Исправлено» asks for the reason.
 */
export function DisputedLines() {
  const disputes = useQuery(openDisputesQuery());
  const [answering, setAnswering] = useState<{ dispute: OpenDispute; decision: Decision } | null>(null);
  return (
    <SettlementSection
      title={S.disputesTitle}
      testId="disputed-lines"
      none={S.disputesNone}
      query={disputes}
      dialog={answering && <AnswerDialog {...answering} onClose={() => setAnswering(null)} />}
      row={(d) => (
        <Table.Tr key={d.id} data-testid={`disputed-line-${d.id}`}>
          <Table.Td>
            {d.username}
            <Text size="xs" c="dimmed">
              {S.statementNumber(d.statement_number)} · {S.bundle(d.bundle_number)}
            </Text>
          </Table.Td>
          <Table.Td>
            {lineName(d)}
            {d.amount !== null && (
              <Text size="xs">
                <Money value={d.amount} />
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{d.comment}</Text>
            <Anchor href={d.link} target="_blank" rel="noopener noreferrer" size="xs">
              {S.evidenceLink}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {(['rejected', 'corrected'] as const).map((decision) => (
                <Button
                  key={decision}
                  size="xs"
                  variant={decision === 'rejected' ? 'light' : 'filled'}
                  color={decision === 'rejected' ? 'red' : undefined}
                  onClick={() => setAnswering({ dispute: d, decision })}
                >
                  {decisionLabel[decision]}
                </Button>
              ))}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
