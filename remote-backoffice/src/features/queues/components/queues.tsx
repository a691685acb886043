import { shellQueries } from '@fund/shared/query/shell';
import type { BackofficeCounts } from '@fund/shared/schemas/backoffice';
import { Badge, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { t } from '../../../texts';
import { QUEUES, type QueueName, useQueueParams } from '../hooks/use-queue-params';
import { CashFlowsQueue } from './cash-flows-queue';
import { DepositsQueue } from './deposits-queue';
import { PayoutsQueue } from './payouts-queue';
import { PersonalFundsQueue } from './personal-funds-queue';
import { defaultStatus } from './queue-section';
import { TransfersQueue } from './transfers-queue';

const PANELS: Record<QueueName, ComponentType> = {
  deposits: DepositsQueue,
  'cash-flows': CashFlowsQueue,
  payouts: PayoutsQueue,
  'personal-funds': PersonalFundsQueue,
  transfers: TransfersQueue,
};

/** Which count (pending requests) each tab shows; transfers have none (the fund creates them). */
const COUNT: Partial<Record<QueueName, keyof BackofficeCounts>> = {
  deposits: 'deposit_requests',
  'cash-flows': 'cash_flows',
  payouts: 'payout_requests',
  'personal-funds': 'personal_funds',
};

/**
 * The five queues as tabs, each with its pending count; the open one and its filters in the URL.
 * `below`: what a tab shows under its queue (the page composes it, e.g. the payouts' tab the
 * accepted statements to pay).
 */
export function Queues({ below = {} }: { below?: Partial<Record<QueueName, ReactNode>> }) {
  const { queue, setQueue } = useQueueParams(defaultStatus);
  const counts = useQuery(shellQueries.backofficeCounts()).data;
  const Panel = PANELS[queue];
  return (
    <Tabs value={queue} onChange={(next) => next && setQueue(next as QueueName)} keepMounted={false}>
      <Tabs.List aria-label={t.queues.label}>
        {QUEUES.map((q) => {
          const key = COUNT[q];
          const n = key && counts ? counts[key] : 0;
          return (
            <Tabs.Tab
              key={q}
              value={q}
              rightSection={
                n > 0 ? (
                  <Badge size="sm" color="red" circle={n < 10}>
                    {n > 99 ? '99+' : n}
                  </Badge>
                ) : undefined
              }
            >
              {t.queues[q]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={queue} pt="md">
        <Stack gap="md">
          <Panel />
          {below[queue]}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
