import { api, type ErrorTarget } from '@fund/shared/api';
import type { Review } from '@fund/shared/schemas/accounting';
import type { IdAnswer } from '@fund/shared/schemas/answer';
import { useMoneyMutation } from '../../../lib/money-mutation';
import { t } from '../texts';

export const useSendReview = (form?: ErrorTarget) =>
  useMoneyMutation((body: Review, options) => api.post<IdAnswer>('/api/users/reviews/', body, options), {
    success: t.reviewSent,
    changes: 'reviews',
    form,
  });
