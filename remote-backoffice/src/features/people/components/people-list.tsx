import { formatDate } from '@fund/shared/format';
import { type BackofficeUserRow, USER_ROLES, type UserRef } from '@fund/shared/schemas/backoffice';
import { StatementMenu } from '@fund/shared/ui/export-menu';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../texts';
import { column, PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import { userStatementPath, usersListQuery } from '../api/people';
import { ActivityDialog } from './activity-dialog';
import { ContractTermsDialog } from './contract-terms-dialog';
import { OnboardingFormDialog } from './onboarding-form-dialog';
import { ActiveDialog, LinkDialog, UnlinkDialog, useMayActOn } from './people-dialogs';
import { PlayerStatementsDialog } from './statements-dialog';

const p = t.people;
const roles = (u: BackofficeUserRow) =>
  [u.is_player && p.roles.player, u.is_curator && p.roles.curator, u.is_staff && p.roles.staff]
    .filter(Boolean)
    .join(', ');

type Open =
  | { kind: 'active' | 'link' | 'form' | 'terms' | 'statements' | 'activity'; user: BackofficeUserRow }
  | { kind: 'unlink'; student: UserRef; curator: UserRef };

/** Users: search, role and activity filters in the URL; activate, link curators, see the form and the activity log, set a player's contract terms, read their statements, download a player's monthly statement. */
export function PeopleList() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const filters = {
    search: debounced.trim(),
    role: params.get('role') ?? 'all',
    active: params.get('active') ?? 'all',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const setFilter = (change: Partial<typeof filters>) => {
    const next = { ...filters, page: 1, ...change };
    setParams(Object.fromEntries(Object.entries(next).map(([k, v]) => [k, String(v)])));
  };
  const list = useQuery(usersListQuery(filters));
  const rows = list.data?.data ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const mayActOn = useMayActOn();
  return (
    <>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={p.search}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            if (filters.page !== 1) setFilter({ page: 1 });
          }}
          w={220}
        />
        <Select
          label={p.role}
          data={[
            { value: 'all', label: t.status.all ?? '' },
            ...USER_ROLES.map((r) => ({ value: r, label: p.roles[r] ?? r })),
          ]}
          value={filters.role}
          onChange={(role) => setFilter({ role: role ?? 'all' })}
          allowDeselect={false}
          w={170}
        />
        <Select
          label={p.active}
          data={['all', 'true', 'false'].map((value) => ({ value, label: p.activeFilter[value] ?? value }))}
          value={filters.active}
          onChange={(active) => setFilter({ active: active ?? 'all' })}
          allowDeselect={false}
          w={170}
        />
      </Group>
      <PagedTable<BackofficeUserRow>
        caption={t.nav.people}
        empty={list.isSuccess && rows.length === 0}
        failed={list.isError}
        count={list.data?.count ?? 0}
        page={filters.page}
        onPage={(page) => setFilter({ page })}
        testId="people"
        minWidth={900}
        rows={rows}
        columns={[
          column(p.user, (user) => user.username),
          column(p.role, (user) => roles(user)),
          column(p.joined, (user) => formatDate(user.date_joined)),
          column(p.curators, (user) => (
            <Stack gap={2} align="flex-start">
              {user.curators.map((curator) => (
                <Group key={curator.id} gap={4} wrap="nowrap">
                  <Text size="sm">{curator.username}</Text>
                  {mayActOn.change(user) && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={p.unlink(curator.username)}
                      onClick={() => setOpen({ kind: 'unlink', student: user, curator })}
                    >
                      ×
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )),
          column(p.students, (user) => user.students.map((s) => s.username).join(', ') || p.none),
          column(p.state, (user) => (
            <Badge color={user.is_active ? 'green' : 'gray'} variant="light">
              {user.is_active ? p.isActive : p.isInactive}
            </Badge>
          )),
          column(t.columns.actions, (user) => (
            <Group gap="xs" wrap="nowrap">
              <RowActions
                actions={[
                  ...(mayActOn.toggle(user)
                    ? [
                        {
                          label: user.is_active ? p.deactivate : p.activate,
                          color: user.is_active ? 'red' : undefined,
                          onClick: () => setOpen({ kind: 'active' as const, user }),
                        },
                      ]
                    : []),
                  ...(user.is_player && mayActOn.change(user)
                    ? [{ label: p.link, onClick: () => setOpen({ kind: 'link', user }) }]
                    : []),
                  ...(user.is_player
                    ? [
                        { label: p.terms, onClick: () => setOpen({ kind: 'terms', user }) },
                        {
                          label: t.settlement.statements,
                          onClick: () => setOpen({ kind: 'statements', user }),
                        },
                      ]
                    : []),
                  ...(user.has_onboarding_form
                    ? [{ label: p.form, onClick: () => setOpen({ kind: 'form', user }) }]
                    : []),
                  { label: p.activity, onClick: () => setOpen({ kind: 'activity', user }) },
                ]}
              />
              {user.is_player ? <StatementMenu path={userStatementPath(user.id)} compact /> : null}
            </Group>
          )),
        ]}
        rowTestId={(user) => `user-${user.username}`}
      />
      {open?.kind === 'active' && <ActiveDialog user={open.user} onClose={close} />}
      {open?.kind === 'link' && <LinkDialog student={open.user} onClose={close} />}
      {open?.kind === 'form' && <OnboardingFormDialog user={open.user} onClose={close} />}
      {open?.kind === 'terms' && <ContractTermsDialog user={open.user} onClose={close} />}
      {open?.kind === 'statements' && <PlayerStatementsDialog user={open.user} onClose={close} />}
      {open?.kind === 'activity' && <ActivityDialog user={open.user} onClose={close} />}
      {open?.kind === 'unlink' && (
        <UnlinkDialog student={open.student} curator={open.curator} onClose={close} />
      )}
    </>
  );
}
