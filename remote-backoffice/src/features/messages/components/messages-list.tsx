import { formatDateTime } from '@fund/shared/format';
import type { WebMessageRow } from '@fund/shared/schemas/backoffice';
import { WRAP_TEXT } from '@fund/shared/ui';
import { Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../texts';
import { PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import { messagesListQuery } from '../api/messages';
import { MessageDialog, RetireDialog } from './message-dialog';

const m = t.messages;
const TYPE_COLORS: Record<string, string> = {
  info: 'blue',
  warning: 'yellow',
  error: 'red',
  success: 'green',
};

/** System messages: the filter and page in the URL, create, edit and retire. */
export function MessagesList() {
  const [params, setParams] = useSearchParams();
  const active = params.get('active') ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(messagesListQuery(active, page));
  const rows = list.data?.data ?? [];
  const [open, setOpen] = useState<{ kind: 'create' | 'edit' | 'retire'; row?: WebMessageRow } | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label={m.filter}
          data={['all', 'true', 'false'].map((value) => ({ value, label: m.filters[value] ?? value }))}
          value={active}
          onChange={(value) => setParams({ active: value })}
        />
        <Button onClick={() => setOpen({ kind: 'create' })}>{m.create}</Button>
      </Group>
      <PagedTable
        caption={t.nav.messages}
        head={[m.created, m.type, m.text, m.audience, m.shown, t.columns.actions]}
        empty={list.isSuccess && rows.length === 0}
        failed={list.isError}
        count={list.data?.count ?? 0}
        page={page}
        onPage={(next) => setParams({ active, page: String(next) })}
        testId="messages"
        rows={rows.map((row) => (
          <Table.Tr key={row.id} data-testid={`message-${row.id}`}>
            <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
            <Table.Td>
              <Badge color={TYPE_COLORS[row.type]} variant="light">
                {m.types[row.type]}
              </Badge>
            </Table.Td>
            <Table.Td maw={420}>
              <Text size="sm" style={WRAP_TEXT}>
                {row.text}
              </Text>
            </Table.Td>
            <Table.Td>{m.audiences[row.audience]}</Table.Td>
            <Table.Td>
              {row.active ? m.active : `${m.retired} ${formatDateTime(row.retired_at ?? '')}`}
            </Table.Td>
            <Table.Td>
              {row.active && (
                <RowActions
                  actions={[
                    { label: m.edit, onClick: () => setOpen({ kind: 'edit', row }) },
                    { label: m.retire, color: 'red', onClick: () => setOpen({ kind: 'retire', row }) },
                  ]}
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      />
      {open?.kind === 'create' && <MessageDialog onClose={close} />}
      {open?.kind === 'edit' && open.row && <MessageDialog message={open.row} onClose={close} />}
      {open?.kind === 'retire' && open.row && <RetireDialog message={open.row} onClose={close} />}
    </>
  );
}
