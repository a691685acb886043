import { shellQueries } from '@fund/shared/query/shell';
import { SectionPage } from '@fund/shared/ui';
import { Loader, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { JSX } from 'react';
import { EvSection } from '../features/ev/components/ev-section';
import { HomeworkSection } from '../features/homework/components/homework-section';
import { StatsSection } from '../features/statistics/components/stats-section';
import { t } from '../texts';

/** /player 'Работа над игрой': own homework, own statistics and EV read only; no notes. */
export default function PlayerWorkPage(): JSX.Element {
  const { data: me } = useQuery(shellQueries.current());
  return (
    <SectionPage title={t.playerTitle}>
      <Tabs defaultValue="homework" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="homework">{t.sections.homework}</Tabs.Tab>
          <Tabs.Tab value="stats">{t.sections.stats}</Tabs.Tab>
          <Tabs.Tab value="ev">{t.sections.ev}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="homework" pt="md">
          <HomeworkSection scope={{ role: 'player' }} />
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="md">
          {me ? <StatsSection player={me.id} canEdit={false} /> : <Loader size="sm" />}
        </Tabs.Panel>
        <Tabs.Panel value="ev" pt="md">
          {me ? <EvSection player={me.id} /> : <Loader size="sm" />}
        </Tabs.Panel>
      </Tabs>
    </SectionPage>
  );
}
