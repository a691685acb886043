import type { RequestOptions } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import type { QueryKey } from '@tanstack/react-query';
import { backofficeKeys, listQuery, staffRequest } from '../../../api/keys';
import { type QueueFilters, type QueueName, toListQuery } from '../hooks/use-queue-params';

/** The API resource of each queue: `/api/backoffice/<resource>/`. */
const QUEUE_RESOURCE: Record<QueueName, string> = {
  deposits: 'deposit-requests',
  'cash-flows': 'cash-flows',
  payouts: 'payout-requests',
  'personal-funds': 'personal-funds',
  transfers: 'transfers',
};

export const queueListQuery = <Row>(queue: QueueName, filters: QueueFilters) =>
  listQuery<Row>(QUEUE_RESOURCE[queue], toListQuery(filters));

/**
 * A staff action on one row of a queue (approve, reject, cancel, process, settle):
 * POST `/api/backoffice/<resource>/<id>/<action>/` with the dialog's body.
 */
export const queueAction = (
  queue: QueueName,
  id: number,
  action: 'approve' | 'reject' | 'cancel' | 'process' | 'settle',
  body: unknown,
  options: RequestOptions,
) => staffRequest('post', `/${QUEUE_RESOURCE[queue]}/${id}/${action}/`, body, options);

/** A transfer created by staff (issue 40): POST `/api/backoffice/transfers/`. */
export const createTransfer = (body: unknown, options: RequestOptions) =>
  staffRequest('post', `/${QUEUE_RESOURCE.transfers}/`, body, options);

/** What a staff action on a queue makes stale: its lists, the counts (menu badge, tabs), the audit log. */
export const queueRefresh = (queue: QueueName): QueryKey[] => [
  backofficeKeys.lists(QUEUE_RESOURCE[queue]),
  shellKeys.backofficeCounts(),
  backofficeKeys.lists('audit'),
];

/** A queue's list route: `/api/backoffice/<resource>/`. */
export const queueListPath = (queue: QueueName) => `/api/backoffice/${QUEUE_RESOURCE[queue]}/`;

/** A queue's export for staff (issue 40): the queue's filters, CSV for Excel / CSV / XLSX. */
export const queueExportPath = (queue: QueueName) => `${queueListPath(queue)}export/`;
