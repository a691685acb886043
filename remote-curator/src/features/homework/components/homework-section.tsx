import { exportTexts } from '@fund/shared/i18n/exports';
import { HOMEWORK_ALL_PAGE, HOMEWORK_FILTERS, type HomeworkFilter } from '@fund/shared/schemas/curator';
import { NoData } from '@fund/shared/ui';
import { TablePager } from '@fund/shared/ui/data-table';
import { ExportMenu } from '@fund/shared/ui/export-menu';
import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../../texts';
import { usePaging } from '../../../ui/use-paging';
import {
  createHomework,
  HOMEWORK_EXPORT_PATH,
  type HomeworkScope,
  homeworkExportQuery,
  homeworkListQuery,
  pageCursor,
} from '../api/homework';
import { useHomeworkFilter } from '../hooks/use-homework-filter';
import { HomeworkCard } from './homework-card';
import { HomeworkDetail } from './homework-detail';
import { defaultDeadline, HomeworkForm } from './homework-form';

const FILTER_OPTIONS = HOMEWORK_FILTERS.map((value) => ({ value, label: t.homework.filters[value] }));

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Text size="sm">
      {label}: <b data-testid={testId}>{value ?? 0}</b>
    </Text>
  );
}

/** Homework of the selected students (curator) or one's own (student): figures, filter, cards. */
export function HomeworkSection({ scope }: { scope: HomeworkScope }) {
  const client = useQueryClient();
  const [filter, setFilter] = useHomeworkFilter();
  const { perPage, page, setPage, pager } = usePaging(HOMEWORK_ALL_PAGE);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  // The next page after one shown is read by its cursor (issue 43); a jump, by its number.
  const params = { scope, filter, perPage, page };
  const { data, isPending } = useQuery({
    ...homeworkListQuery(params, pageCursor(client, params, perPage || HOMEWORK_ALL_PAGE)),
    placeholderData: keepPreviousData,
  });
  const curator = scope.role === 'curator';

  return (
    <Stack data-testid="homework-section">
      <Group justify="space-between" align="flex-end">
        <Group gap="lg">
          <Figure label={t.homework.count} value={data?.count} testId="homework-count" />
          <Figure label={t.homework.completedCount} value={data?.completed} testId="homework-completed" />
          <Figure label={t.homework.overdueCount} value={data?.overdue} testId="homework-overdue" />
        </Group>
        <Group align="flex-end">
          <Select
            label={t.homework.filter}
            data={FILTER_OPTIONS}
            value={filter}
            onChange={(value) => {
              setFilter((value ?? 'not_closed') as HomeworkFilter);
              setPage(1);
            }}
            allowDeselect={false}
            w={180}
            data-testid="homework-filter"
          />
          <ExportMenu
            path={HOMEWORK_EXPORT_PATH}
            query={homeworkExportQuery(scope, filter)}
            fallbackName={exportTexts.homework.file}
          />
          {curator && <Button onClick={() => setCreating(true)}>{t.homework.create}</Button>}
        </Group>
      </Group>
      {isPending && <Loader size="sm" />}
      {data?.data.map((homework) => (
        <HomeworkCard
          key={homework.id}
          homework={homework}
          showPlayer={curator}
          onOpen={() => setOpenId(homework.id)}
        />
      ))}
      {data && data.data.length === 0 && <NoData text={t.homework.empty} />}
      <TablePager testId="homework-paging" {...pager(data?.count ?? 0)} />
      {creating && scope.role === 'curator' && (
        <HomeworkForm
          title={t.homework.createTitle}
          initialValues={{ topic: '', deadline: defaultDeadline() }}
          onClose={() => setCreating(false)}
          onSubmit={(values, options) => createHomework({ ...values, player_ids: scope.players }, options)}
        />
      )}
      {openId !== null && <HomeworkDetail id={openId} role={scope.role} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
