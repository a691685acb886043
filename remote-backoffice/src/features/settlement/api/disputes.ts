import { api, type RequestOptions } from '@fund/shared/api';
import type { DisputeAnswerBody, OpenDispute } from '@fund/shared/schemas/settlement';
import { queryOptions } from '@tanstack/react-query';
import { BACKOFFICE_API, backofficeKeys, staffRequest } from '../../../api/keys';

/** Disputed lines of statements waiting for the fund's answer (issue 38 item 5), oldest first. */
export const openDisputesKey = backofficeKeys.lists('settlement-disputes');
export const openDisputesQuery = () =>
  queryOptions({
    queryKey: openDisputesKey,
    queryFn: ({ signal }) => api.get<OpenDispute[]>(`${BACKOFFICE_API}/settlement/disputes/`, { signal }),
  });

/** Answers one disputed line: rejected or corrected, with the reason the player reads. */
export const answerDispute = (disputeId: number, body: DisputeAnswerBody, options: RequestOptions) =>
  staffRequest('post', `/settlement/disputes/${disputeId}/answer/`, body, options);
