import { useAction } from '@fund/shared/api';
import { STAT_REVISIONS } from '@fund/shared/schemas/curator';
import { Alert, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../../texts';
import { DeleteQuestion } from '../../../ui/delete-question';
import { createStat, deleteStat, statChanges, statFieldsQuery, statTableQuery } from '../api/stats';
import { StatForm } from './stat-form';
import { StatTable } from './stat-table';

/** Adding and deleting custom statistics are disabled in the interface (spec 02 §6). */
const STATS_EDITING_DISABLED = true;

/** Custom statistics of one student by revision; the curator's add/delete controls stay disabled. */
export function StatsSection({ player, canEdit }: { player: number; canEdit: boolean }) {
  const [revision, setRevision] = useState(1);
  const [deleting, setDeleting] = useState<number | null>(null);
  const { data: table, isPending } = useQuery(statTableQuery(player, revision));
  const { data: fields = [] } = useQuery(statFieldsQuery());
  const remove = useAction({ request: deleteStat, changes: statChanges });

  return (
    <Stack data-testid="stats-section">
      <Alert title={t.stats.baseRuleTitle} color="blue" variant="light" data-testid="base-rule">
        {t.stats.baseRule}
      </Alert>
      <Group>
        <Text size="sm">{t.stats.revision}</Text>
        <SegmentedControl
          data={STAT_REVISIONS.map((r) => String(r))}
          value={String(revision)}
          onChange={(value) => setRevision(Number(value))}
          data-testid="revision-selector"
        />
      </Group>
      {isPending && <Loader size="sm" />}
      {table && (
        <StatTable
          table={table}
          deleteDisabled={STATS_EDITING_DISABLED}
          onDelete={canEdit ? setDeleting : undefined}
        />
      )}
      {canEdit && (
        <StatForm
          fields={fields}
          player={player}
          revision={revision}
          disabled={STATS_EDITING_DISABLED}
          onSubmit={createStat}
        />
      )}
      {deleting !== null && (
        <DeleteQuestion
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        />
      )}
    </Stack>
  );
}
