import {
  type PayoutRequest,
  payoutRequestSchema,
  type Review,
  reviewSchema,
  TWO_SCREENSHOT_ROOM_IDS,
} from '@fund/shared/schemas/accounting';
import { valibotResolver } from '@fund/shared/schemas/resolver';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useMoneyMutation } from '../api/mutations';
import { dashboardQueries } from '../api/queries';
import { t } from '../texts';
import { FormDialog } from './form-dialog';
import { Money } from './money';

export function PayoutDialog({ onClose }: { onClose: () => void }) {
  const cards = (useQuery(dashboardQueries.cards()).data ?? []).filter((c) => !c.virtual);
  const info = useQuery(dashboardQueries.payout()).data;
  const save = useMoneyMutation<PayoutRequest>('post', () => '/api/accounting/payoutrequestsv2/');
  const form = useForm({
    initialValues: {
      items: cards.map((c) => ({ account_record_id: c.account_record.id, screenshot: '', screenshot2: '' })),
    },
    validate: valibotResolver(v.object({ items: payoutRequestSchema })),
  });
  return (
    <FormDialog
      title={t.requestPayout}
      submitLabel="Отправить"
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) =>
        save.mutate(values.items, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Запрос на расчёт отправлен' });
            onClose();
          },
        }),
      )}
    >
      {info && (
        <Text size="sm">
          Итог пакета: <Money value={info.total} /> · доля {info.personal_share}% · к выплате{' '}
          <Money value={info.payout} /> · минимум личных средств <Money value={info.min_personalfunds} />
        </Text>
      )}
      {cards.map((card, index) => {
        const two = TWO_SCREENSHOT_ROOM_IDS.includes(card.room.id);
        return (
          <div key={card.account_record.id}>
            <TextInput
              label={two ? `${card.room.name}: скриншот кассы (баланс)` : `${card.room.name}: скриншот`}
              {...form.getInputProps(`items.${index}.screenshot`)}
            />
            {two && (
              <TextInput
                label={`${card.room.name}: скриншот истории`}
                {...form.getInputProps(`items.${index}.screenshot2`)}
              />
            )}
          </div>
        );
      })}
    </FormDialog>
  );
}

export function ReviewDialog({ onClose }: { onClose: () => void }) {
  const save = useMoneyMutation<Review>('post', () => '/api/users/reviews/');
  const form = useForm({ initialValues: { review: '' }, validate: valibotResolver(reviewSchema) });
  return (
    <FormDialog
      title={t.leaveReview}
      submitLabel="Отправить"
      loading={save.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Спасибо за отзыв' });
            onClose();
          },
        }),
      )}
    >
      <Textarea label="Отзыв" autosize minRows={4} maxLength={1000} {...form.getInputProps('review')} />
      <Text size="xs" c="dimmed">
        {form.values.review.length} / 1000
      </Text>
    </FormDialog>
  );
}
