import { BACKOFFICE_DEFAULT_PAGE_SIZE } from '@fund/shared/schemas/backoffice';
import { idFromText } from '@fund/shared/schemas/common';
import { useSearchParams } from 'react-router-dom';

export const QUEUES = ['deposits', 'cash-flows', 'payouts', 'personal-funds', 'transfers'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface QueueFilters {
  status: string;
  player: number | null;
  date_from: string;
  date_to: string;
  page: number;
}

/**
 * The open queue and its filters live in the URL (`?queue=payouts&status=all&page=2`), so a
 * link or a reload shows the same list; switching queues starts from that queue's defaults.
 */
export function useQueueParams(defaultStatus: (queue: QueueName) => string) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('queue');
  const queue: QueueName = QUEUES.includes(raw as QueueName) ? (raw as QueueName) : 'deposits';
  const filters: QueueFilters = {
    status: params.get('status') ?? defaultStatus(queue),
    player: idFromText(params.get('player')),
    date_from: params.get('date_from') ?? '',
    date_to: params.get('date_to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const setQueue = (next: QueueName) => setParams({ queue: next });
  const setFilters = (change: Partial<QueueFilters>) => {
    const merged = { ...filters, page: 1, ...change };
    const next: Record<string, string> = { queue, status: merged.status, page: String(merged.page) };
    if (merged.player) next.player = String(merged.player);
    if (merged.date_from) next.date_from = merged.date_from;
    if (merged.date_to) next.date_to = merged.date_to;
    setParams(next);
  };
  return { queue, filters, setQueue, setFilters };
}

/** The list query of a queue's filters (blank ones left out by listQuery). */
export const toListQuery = (f: QueueFilters) => ({
  status: f.status,
  player: f.player ?? undefined,
  date_from: f.date_from,
  date_to: f.date_to,
  page: f.page,
  per_page: BACKOFFICE_DEFAULT_PAGE_SIZE,
});
