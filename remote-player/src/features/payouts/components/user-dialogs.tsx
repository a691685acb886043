import {
  payoutRequestSchema,
  REVIEW_MAX_LENGTH,
  reviewSchema,
  TWO_SCREENSHOT_ROOM_IDS,
} from '@fund/shared/schemas/accounting';
import { requiredText } from '@fund/shared/schemas/common';
import { Money } from '@fund/shared/ui';
import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { Alert, PasswordInput, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { useAccountCards } from '../../../api/account-cards';
import { usePayoutInfo } from '../api/payout-info';
import { useCreatePayoutRequest } from '../api/payout-requests';
import { useSendReview } from '../api/review';
import { useConfirmsByCode } from '../api/step-up';
import { stepUpTexts } from '../step-up/texts';
import { t } from '../texts';

export function PayoutDialog({ onClose }: { onClose: () => void }) {
  const cards = useAccountCards().filter((c) => !c.virtual);
  const info = usePayoutInfo();
  const byCode = useConfirmsByCode();
  const form = useForm({
    initialValues: {
      items: cards.map((c) => ({ account_record_id: c.account_record.id, screenshot: '', screenshot2: '' })),
      confirmation: '',
    },
    validate: schemaResolver(v.object({ items: payoutRequestSchema, confirmation: requiredText() }), {
      sync: true,
    }),
  });
  const save = useCreatePayoutRequest(form);
  // Step-up (issue 41 item 2): a code from the app with two-factor sign-in on, else the password.
  const confirmed = ({ items, confirmation }: typeof form.values) =>
    byCode ? { requests: items, code: confirmation } : { requests: items, password: confirmation };
  return (
    <DialogForm
      title={t.requestPayout}
      submitLabel={t.send}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => save.mutate(confirmed(values), { onSuccess: onClose }))}
    >
      {form.errors.items && (
        <Alert color="red" data-testid="payout-error">
          {cards.length === 0 ? t.payoutNoRooms : form.errors.items}
        </Alert>
      )}
      {info && (
        <Text size="sm">
          {t.payoutSummary.total}: <Money value={info.total} /> · {t.payoutSummary.share}{' '}
          {info.personal_share}% · {t.payoutSummary.payout} <Money value={info.payout} /> ·{' '}
          {t.payoutSummary.minFunds} <Money value={info.min_personalfunds} />
        </Text>
      )}
      {cards.map((card, index) => {
        const two = TWO_SCREENSHOT_ROOM_IDS.includes(card.room.id);
        return (
          <div key={card.account_record.id}>
            <TextInput
              label={two ? t.payoutCashierScreenshot(card.room.name) : t.payoutScreenshot(card.room.name)}
              withAsterisk
              {...form.getInputProps(`items.${index}.screenshot`)}
            />
            {two && (
              <TextInput
                label={t.payoutHistoryScreenshot(card.room.name)}
                {...form.getInputProps(`items.${index}.screenshot2`)}
              />
            )}
          </div>
        );
      })}
      {byCode === undefined ? null : byCode ? (
        <TextInput
          label={stepUpTexts.code}
          description={stepUpTexts.hint}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.getInputProps('confirmation')}
        />
      ) : (
        <PasswordInput
          label={stepUpTexts.password}
          description={stepUpTexts.hint}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('confirmation')}
        />
      )}
    </DialogForm>
  );
}

export function ReviewDialog({ onClose }: { onClose: () => void }) {
  const form = useForm({
    initialValues: { review: '' },
    validate: schemaResolver(reviewSchema, { sync: true }),
  });
  const save = useSendReview(form);
  return (
    <DialogForm
      title={t.leaveReview}
      submitLabel={t.send}
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => save.mutate(values, { onSuccess: onClose }))}
    >
      {/* A hard cap well above the limit: a huge paste cannot freeze the tab, and an over-long
          review is not cut silently — the counter turns red and the form says why. */}
      <Textarea
        label={t.fields.review}
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        maxLength={REVIEW_MAX_LENGTH * 2}
        {...form.getInputProps('review')}
      />
      <Text
        size="xs"
        c={form.values.review.length > REVIEW_MAX_LENGTH ? 'red' : 'dimmed'}
        data-testid="review-count"
      >
        {form.values.review.length} / {REVIEW_MAX_LENGTH}
      </Text>
    </DialogForm>
  );
}
