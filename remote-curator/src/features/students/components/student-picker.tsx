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
import { useQuery } from '@tanstack/react-query';
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

/** Pick one or several students; search filters by name. */
export function StudentPicker({
  selected,
  onChange,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { data: students = [] } = useQuery(studentsQuery());
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const visible = students.filter((s) => s.username.toLowerCase().includes(needle));
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
            {visible.length === 0 && (
              <Text c="dimmed" size="sm" ta="center">
                {t.common.noData}
              </Text>
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
