import type { ResultSummary } from '@fund/shared/schemas/accounting-responses';
import { Button, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../../ui/money';
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
    <Tooltip label={tip} multiline w={280} withArrow>
      <Card withBorder padding="md" data-testid={testId}>
        <Text fw={600} mb="xs">
          {title}
        </Text>
        {children}
      </Card>
    </Tooltip>
  );
}

function Results({ data }: { data?: ResultSummary }) {
  if (!data) return <Text c="dimmed">{t.noData}</Text>;
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

export function SummaryCards({ onPayout, onReview }: { onPayout: () => void; onReview: () => void }) {
  const funds = useFundsSum();
  const contract = useContractResult();
  const bundle = useBundleResult();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SummaryCard title={t.personalFunds} tip={t.personalFundsTip} testId="card-funds">
          {funds ? (
            <Stack gap={2}>
              <Text size="xl" fw={700}>
                <Money value={funds.sum} />
              </Text>
              <Text size="sm">
                {t.total}: <Money value={funds.total_balance.sum} />
              </Text>
              {funds.total_balance.currencies.map((c) => (
                <Text key={c.name} size="sm" c="dimmed">
                  {c.name}: <Money value={c.sum} currency={c.name} rate={c.rate} />
                </Text>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{t.noData}</Text>
          )}
        </SummaryCard>
        <SummaryCard title={t.contract} tip={t.contractTip} testId="card-contract">
          <Results data={contract} />
        </SummaryCard>
        <SummaryCard title={t.bundle} tip={t.bundleTip} testId="card-bundle">
          <Results data={bundle} />
        </SummaryCard>
      </SimpleGrid>
      <Group>
        <Button onClick={onPayout}>{t.requestPayout}</Button>
        <Button variant="light" onClick={onReview}>
          {t.leaveReview}
        </Button>
      </Group>
    </Stack>
  );
}
