import { formatDateTime } from '@fund/shared/format';
import { exportTexts } from '@fund/shared/i18n/exports';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditRow } from '@fund/shared/schemas/backoffice';
import { idFromText } from '@fund/shared/schemas/common';
import { WRAP_TEXT } from '@fund/shared/ui';
import { ExportMenu } from '@fund/shared/ui/export-menu';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../texts';
import { DateRangeInputs, isReversedRange } from '../../../ui/date-range-inputs';
import { column, PagedTable } from '../../../ui/paged-table';
import { UserPicker } from '../../../ui/user-picker';
import { AUDIT_EXPORT_PATH, type AuditFilters, auditExportQuery, auditListQuery } from '../api/audit';
import { accountNames, fieldChanges } from '../change';

const a = t.audit;
const KEYS = ['action', 'entity', 'entity_id', 'date_from', 'date_to'] as const;

/** The audit log of staff actions: who, when, what, before → after; filters in the URL. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    actor: idFromText(params.get('actor')),
    action: params.get('action') ?? '',
    entity: params.get('entity') ?? '',
    entity_id: params.get('entity_id') ?? '',
    date_from: params.get('date_from') ?? '',
    date_to: params.get('date_to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const setFilter = (change: Partial<AuditFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const out: Record<string, string> = { page: String(next.page) };
    if (next.actor) out.actor = String(next.actor);
    for (const key of KEYS) if (next[key]) out[key] = next[key];
    setParams(out);
  };
  const list = useQuery({ ...auditListQuery(filters), enabled: !isReversedRange(filters) });
  const rows = list.data?.data ?? [];
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <UserPicker
          userRole="staff"
          label={a.actor}
          value={filters.actor}
          onChange={(id) => setFilter({ actor: id })}
          w={180}
        />
        <Select
          label={a.action}
          data={AUDIT_ACTIONS.map((value) => ({ value, label: a.actions[value] ?? value }))}
          value={filters.action || null}
          onChange={(action) => setFilter({ action: action ?? '' })}
          clearable
          w={230}
        />
        <Select
          label={a.entity}
          data={AUDIT_ENTITIES.map((value) => ({ value, label: a.entities[value] ?? value }))}
          value={filters.entity || null}
          onChange={(entity) => setFilter({ entity: entity ?? '' })}
          clearable
          w={230}
        />
        <TextInput
          label={a.entityId}
          inputMode="numeric"
          value={filters.entity_id}
          onChange={(e) => setFilter({ entity_id: e.currentTarget.value.replace(/\D/g, '') })}
          w={140}
        />
        <DateRangeInputs value={filters} onChange={setFilter} />
        <Button variant="default" onClick={() => setParams({})}>
          {t.filters.reset}
        </Button>
        <ExportMenu
          path={AUDIT_EXPORT_PATH}
          query={auditExportQuery(filters)}
          fallbackName={exportTexts.auditFile}
        />
      </Group>
      <PagedTable<AuditRow>
        caption={t.nav.audit}
        empty={list.isSuccess && rows.length === 0}
        failed={list.isError}
        count={list.data?.count ?? 0}
        page={filters.page}
        onPage={(page) => setFilter({ page })}
        testId="audit"
        minWidth={1000}
        rows={rows}
        columns={[
          column(a.when, (row) => formatDateTime(row.created_at)),
          column(a.actor, (row) => row.actor.username),
          column(t.columns.player, (row) => row.player?.username ?? '—'),
          column(a.action, (row) => a.actions[row.action] ?? row.action),
          column(a.entity, (row) => (
            <>
              {a.entities[row.entity] ?? row.entity} №{row.entity_id}
            </>
          )),
          column(
            a.change,
            (row) => (
              <Stack gap={0}>
                {fieldChanges(row.before, row.after, accountNames(row)).map((c) => (
                  <Text size="xs" key={c.field} style={WRAP_TEXT}>
                    {c.field && <b>{c.field}: </b>}
                    {c.before} → {c.after}
                  </Text>
                ))}
              </Stack>
            ),
            { cellProps: () => ({ maw: 460 }) },
          ),
        ]}
        rowTestId={(row) => `audit-${row.id}`}
      />
    </>
  );
}
