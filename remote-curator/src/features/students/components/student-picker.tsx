import type { StudentRow } from '@fund/shared/schemas/curator';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../../texts';
import { studentsQuery } from '../api/students';

function StudentLine({
  student,
  checked,
  onToggle,
}: {
  student: StudentRow;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="student-row" data-username={student.username}>
      <Checkbox label={student.username} checked={checked} onChange={onToggle} />
      <Group gap={4} wrap="nowrap">
        {student.unread_count > 0 && (
          <Tooltip label={t.picker.unread}>
            <Badge size="sm" color="red" data-testid="student-unread">
              {student.unread_count > 99 ? '99+' : student.unread_count}
            </Badge>
          </Tooltip>
        )}
        {student.attention && (
          <Tooltip label={t.picker.attention}>
            <Badge size="sm" color="orange" variant="filled" data-testid="student-attention">
              !
            </Badge>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}

/**
 * Pick one or several students; the search finds them by name on the server. The list is paged
 * (issue 43): the first page, then «Показать ещё» for the next; «Выбрать всех» picks the students
 * shown.
 */
export function StudentPicker({
  selected,
  onChange,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [needle] = useDebouncedValue(search.trim(), 250);
  const students = useInfiniteQuery(studentsQuery(needle));
  const visible = students.data?.pages.flatMap((page) => page.data) ?? [];
  const count = students.data?.pages.at(-1)?.count ?? 0;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <Paper withBorder p="sm" data-testid="student-picker">
      <Stack gap="xs">
        <TextInput
          placeholder={t.picker.search}
          aria-label={t.picker.search}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6}>
            {visible.map((s) => (
              <StudentLine
                key={s.id}
                student={s}
                checked={selected.includes(s.id)}
                onToggle={() => toggle(s.id)}
              />
            ))}
            {students.isSuccess && visible.length === 0 && (
              <Text c="dimmed" size="sm" ta="center">
                {t.common.noData}
              </Text>
            )}
            {students.hasNextPage && (
              <Group justify="space-between" wrap="nowrap" data-testid="student-more">
                <Text c="dimmed" size="xs">
                  {t.picker.shown(visible.length, count)}
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  loading={students.isFetchingNextPage}
                  onClick={() => students.fetchNextPage()}
                >
                  {t.picker.more}
                </Button>
              </Group>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => onChange(visible.map((s) => s.id))}
            disabled={!visible.length}
          >
            {t.picker.selectAll}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => onChange([])} disabled={!selected.length}>
            {t.picker.clear}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
