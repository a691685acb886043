import type { ResultSummary } from '@fund/shared/schemas/accounting-responses';
import { Money, SectionCard } from '@fund/shared/ui';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoHint } from '../../../ui/hint';
import { useBundleResult } from '../api/bundle-result';
import { useContractResult } from '../api/contract-result';
import { useFundsSum } from '../api/funds-sum';
import { t } from '../texts';

function SummaryCard({
  title,
  tip,
  children,
  testId,
}: {
  title: string;
  tip: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <SectionCard
      title={
        <Group gap={4} component="span" wrap="nowrap">
          {title}
          <InfoHint label={tip} name={t.aboutCard(title)} />
        </Group>
      }
      padding="md"
      data-testid={testId}
    >
      {children}
    </SectionCard>
  );
}

/**
 * A card's figures once its request answers; until then, grey lines of about a filled card's height,
 * so that the rooms table below does not move when the figures arrive (a layout shift). «Нет данных»
 * only when the answer has none.
 */
function Figures<T>({
  query,
  children,
}: {
  query: { data?: T | null; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap={2} data-testid="figures-pending">
        {/* The lines of a filled card: one large (34 px), three small (21 px). */}
        <Skeleton h={24} my={5} w="55%" />
        {['75%', '65%', '70%'].map((w) => (
          <Skeleton key={w} h={13} my={4} w={w} />
        ))}
      </Stack>
    );
  }
  if (!query.data) return <Text c="dimmed">{t.noData}</Text>;
  return children(query.data);
}

function Results({ data }: { data: ResultSummary }) {
  return (
    <Stack gap={2}>
      <Text size="xl" fw={700}>
        <Money value={data.result} />
      </Text>
      {data.currencies.map((c) => (
        <Text key={c.name} size="sm">
          {c.name}: <Money value={c.value} currency={c.name} rate={c.rate} />
        </Text>
      ))}
      {data.alltime_result !== undefined && (
        <Text size="sm" c="dimmed">
          {t.allTime}: <Money value={data.alltime_result} />
        </Text>
      )}
    </Stack>
  );
}

/** The three cards and the bundle's actions; `onSettlement` opens «Если рассчитаться сейчас» (issue 38). */
export function SummaryCards({
  onPayout,
  onReview,
  onSettlement,
}: {
  onPayout: () => void;
  onReview: () => void;
  onSettlement?: () => void;
}) {
  const funds = useFundsSum();
  const contract = useContractResult();
  const bundle = useBundleResult();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SummaryCard title={t.personalFunds} tip={t.personalFundsTip} testId="card-funds">
          <Figures query={funds}>
            {(data) => (
              <Stack gap={2}>
                <Text size="xl" fw={700}>
                  <Money value={data.sum} />
                </Text>
                <Text size="sm">
                  {t.total}: <Money value={data.total_balance.sum} />
                </Text>
                {data.total_balance.currencies.map((c) => (
                  <Text key={c.name} size="sm" c="dimmed">
                    {c.name}: <Money value={c.sum} currency={c.name} rate={c.rate} />
                  </Text>
                ))}
              </Stack>
            )}
          </Figures>
        </SummaryCard>
        <SummaryCard title={t.contract} tip={t.contractTip} testId="card-contract">
          <Figures query={contract}>{(data) => <Results data={data} />}</Figures>
        </SummaryCard>
        <SummaryCard title={t.bundle} tip={t.bundleTip} testId="card-bundle">
          <Figures query={bundle}>{(data) => <Results data={data} />}</Figures>
        </SummaryCard>
      </SimpleGrid>
      <Group>
        <Button onClick={onPayout}>{t.requestPayout}</Button>
        <Button variant="light" onClick={onReview}>
          {t.leaveReview}
        </Button>
        {onSettlement && (
          <Button variant="subtle" onClick={onSettlement}>
            {t.settlementNow}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
