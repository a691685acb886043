import { SectionPage } from '@fund/shared/ui';
import { Button, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { JSX } from 'react';
import { teamQuery } from '../features/team/api/team';
import { TeamTable } from '../features/team/components/team-table';
import { t } from '../features/team/texts';

/** /team (spec 02 §2). */
export default function TeamPage(): JSX.Element {
  const team = useQuery(teamQuery());
  return (
    <SectionPage title={t.sections.team}>
      {team.isPending ? <Loader /> : null}
      {team.isError ? (
        <>
          <Text>{t.loadFailed.team}</Text>
          <Button onClick={() => team.refetch()}>{t.retry}</Button>
        </>
      ) : null}
      {team.data ? <TeamTable data={team.data} /> : null}
    </SectionPage>
  );
}
