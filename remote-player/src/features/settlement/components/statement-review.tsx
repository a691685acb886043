import { formatDateTime } from '@fund/shared/format';
import { type DisputeBody, disputeSchema, type StatementReview } from '@fund/shared/schemas/settlement';
import { Money } from '@fund/shared/ui';
import { Badge, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useAcceptStatement, useDisputeLine } from '../api/statements';
import { t } from '../texts';

/** A correction's amount with its sign: + the fund pays the player, − the player owes. */
const signed = (amount: string) => (amount.startsWith('-') ? `−${amount.slice(1)}` : `+${amount}`);

/** The player may still accept (the API says when the deadline has passed). */
const open = (review: StatementReview) => review.status === 'awaiting' || review.status === 'answered';
/**
 * The player may still dispute a line: also while another waits for the fund (the API refuses it
 * once the close's deadline has passed, and the refusal is toasted).
 */
const disputable = (review: StatementReview) => open(review) || review.status === 'disputed';

/** «Выплачено <date>: <amount>» once the fund has paid the statement (issue 38 item 5). */
export function PaidMark({ paid }: { paid: StatementReview['paid'] }) {
  if (!paid) return null;
  return (
    <Text size="sm" c="green" data-testid="statement-paid">
      {t.paid(formatDateTime(paid.paid_at))} <Money value={paid.amount} />
    </Text>
  );
}

/** The statement's status, the deadline running now and «Принять» (issue 38 item 5). */
export function ReviewStatus({ id, review }: { id: number; review: StatementReview }) {
  const accept = useAcceptStatement(id);
  return (
    <Group gap="sm" data-testid="statement-status">
      <Badge variant="light" color={review.status.startsWith('accepted') ? 'green' : 'yellow'}>
        {t.status[review.status]}
      </Badge>
      {review.deadline && <Text size="sm">{t.deadline(formatDateTime(review.deadline))}</Text>}
      {open(review) && (
        <Button size="xs" loading={accept.isPending} onClick={() => accept.mutate(undefined)}>
          {t.accept}
        </Button>
      )}
      <PaidMark paid={review.paid} />
    </Group>
  );
}

function DisputeForm({ id, line, onDone }: { id: number; line: string; onDone: () => void }) {
  const form = useForm<DisputeBody>({
    initialValues: { line, comment: '', link: '' },
    validate: schemaResolver(disputeSchema, { sync: true }),
  });
  const save = useDisputeLine(id, form);
  return (
    <form onSubmit={form.onSubmit((body) => save.mutate(body, { onSuccess: onDone }))}>
      <Stack gap={4}>
        <Textarea
          label={t.disputeComment}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        <TextInput label={t.evidenceLink} withAsterisk {...form.getInputProps('link')} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={save.isPending}>
            {t.send}
          </Button>
          <Button variant="subtle" size="xs" onClick={onDone}>
            {t.close}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One line's dispute: the comment and the fund's answer once disputed, else «Оспорить строку» while
 * the player may still act (a form with the comment and the evidence link).
 */
export function LineDispute({
  id,
  line,
  label,
  review,
}: {
  id: number;
  line: string;
  label: string;
  review: StatementReview;
}) {
  const [editing, setEditing] = useState(false);
  const dispute = review.disputes.find((d) => d.line === line);
  if (dispute)
    return (
      <Stack gap={2} data-testid={`dispute-${line}`}>
        <Text size="xs" fw={600}>
          {t.disputed}: {dispute.comment}
        </Text>
        <Text size="xs">
          {dispute.answer
            ? `${t.answerReason}: ${t.decisions[dispute.answer.decision]} — ${dispute.answer.reason}`
            : t.noAnswerYet}
        </Text>
        {dispute.answer?.correction && (
          <Text size="xs" fw={600}>
            {t.correctionLine(signed(dispute.answer.correction))}
          </Text>
        )}
      </Stack>
    );
  if (!disputable(review)) return null;
  if (editing) return <DisputeForm id={id} line={line} onDone={() => setEditing(false)} />;
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      onClick={() => setEditing(true)}
      aria-label={t.disputeTitle(label)}
    >
      {t.dispute}
    </Button>
  );
}
