import { formatDateTime } from '@fund/shared/format';
import { shellQueries } from '@fund/shared/query/shell';
import { Money, SectionCard } from '@fund/shared/ui';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Hint } from '../../../ui/hint';
import { useBonus } from '../api/bonus';
import { useDebts } from '../api/debts';
import { useEntries } from '../api/entries';
import { useNicknames } from '../api/nicknames';
import { useSharkStats } from '../api/shark-stats';
import { t } from '../texts';

const sharkUrl = (group: string | null | undefined) =>
  group
    ? `https://www.sharkscope.com/#Player-Statistics//networks/Player%20Group/players/${encodeURIComponent(group)}`
    : 'https://www.sharkscope.com/';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      {label}: <b>{children}</b>
    </Text>
  );
}

export function StatsCards() {
  const shark = useSharkStats();
  const bonus = useBonus();
  const group = useQuery(shellQueries.userInfo()).data?.shark_player_group;
  const nicknames = useNicknames();
  const debts = useDebts();
  const entriesContract = useEntries('contract');
  const entriesBundle = useEntries('bundle');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <Card withBorder data-testid="card-shark">
        <Hint label={nicknames || t.noData} multiline w={280} withArrow>
          <Text fw={600} mb="sm">
            {t.shark}
          </Text>
        </Hint>
        {shark ? (
          <Stack gap={2}>
            <Line label="ABI">${shark.abi}</Line>
            <Line label="Entries">{shark.entries}</Line>
            <Line label="Reentry">{shark.reentry}%</Line>
            <Line label="Turbo">{shark.turbo}%</Line>
            <Text size="xs" c="dimmed">
              {t.updated}: {formatDateTime(shark.updated_at)}
            </Text>
            <Anchor href={sharkUrl(group)} target="_blank" rel="noreferrer" size="sm">
              {t.sharkLink}
            </Anchor>
          </Stack>
        ) : (
          <Text c="dimmed">{t.noData}</Text>
        )}
      </Card>
      <SectionCard title={t.bonusCard} data-testid="card-bonus">
        {bonus ? (
          <Stack gap={2}>
            <Line label="AVG ABI">${bonus.avg_abi}</Line>
            <Line label="AVG Entries">{bonus.avg_ts_month}</Line>
            <Line label="Fair ROI">{bonus.fair_roi}%</Line>
            <Line label={t.bonus}>
              <Money value={bonus.bonus} />
            </Line>
          </Stack>
        ) : (
          <Text c="dimmed">{t.noData}</Text>
        )}
      </SectionCard>
      <SectionCard title={t.debts} data-testid="card-debts">
        {debts.length === 0 && <Text c="dimmed">{t.noData}</Text>}
        {debts.map((d) => (
          <Line key={d.id} label={d.name}>
            <Money value={d.balance} />
          </Line>
        ))}
      </SectionCard>
      <Card withBorder data-testid="card-entries">
        <Line label={t.entriesContract}>{entriesContract?.entries ?? 0}</Line>
        <Line label={t.entriesBundle}>{entriesBundle?.entries ?? 0}</Line>
      </Card>
    </SimpleGrid>
  );
}
