import { formatDateTime } from '@fund/shared/format';
import type { WebMessageRow } from '@fund/shared/schemas/backoffice';
import { WRAP_TEXT } from '@fund/shared/ui';
import { Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../texts';
import { column, PagedTable } from '../../../ui/paged-table';
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
      <PagedTable<WebMessageRow>
        caption={t.nav.messages}
        empty={list.isSuccess && rows.length === 0}
        failed={list.isError}
        count={list.data?.count ?? 0}
        page={page}
        onPage={(next) => setParams({ active, page: String(next) })}
        testId="messages"
        rows={rows}
        columns={[
          column(m.created, (row) => formatDateTime(row.created_at)),
          column(m.type, (row) => (
            <Badge color={TYPE_COLORS[row.type]} variant="light">
              {m.types[row.type]}
            </Badge>
          )),
          column(
            m.text,
            (row) => (
              <Text size="sm" style={WRAP_TEXT}>
                {row.text}
              </Text>
            ),
            { cellProps: () => ({ maw: 420 }) },
          ),
          column(m.audience, (row) => m.audiences[row.audience]),
          column(m.shown, (row) =>
            row.active ? m.active : `${m.retired} ${formatDateTime(row.retired_at ?? '')}`,
          ),
          column(
            t.columns.actions,
            (row) =>
              row.active && (
                <RowActions
                  actions={[
                    { label: m.edit, onClick: () => setOpen({ kind: 'edit', row }) },
                    { label: m.retire, color: 'red', onClick: () => setOpen({ kind: 'retire', row }) },
                  ]}
                />
              ),
          ),
        ]}
        rowTestId={(row) => `message-${row.id}`}
      />
      {open?.kind === 'create' && <MessageDialog onClose={close} />}
      {open?.kind === 'edit' && open.row && <MessageDialog message={open.row} onClose={close} />}
      {open?.kind === 'retire' && open.row && <RetireDialog message={open.row} onClose={close} />}
    </>
  );
}
