import { errorMessages, FetchError } from '@fund/shared/api';
import { formatDateTime } from '@fund/shared/format';
import { ru } from '@fund/shared/i18n';
import type { BackofficeUserRow } from '@fund/shared/schemas/backoffice';
import { useReturnFocus, WRAP_TEXT } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Alert, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userAccountsQuery } from '../../../api/users';
import { t } from '../../../texts';
import { countriesQuery, onboardingFormQuery, residenceRegionsQuery } from '../api/people';
import { type Answer, formAnswers, formRooms, type Names, type RoomAnswer } from './onboarding-answers';

const wrapped = (value: string) => (
  <Text size="sm" style={WRAP_TEXT}>
    {value}
  </Text>
);

const COLUMNS: DataColumn<Answer>[] = [
  { id: 'field', header: t.people.formField, cell: (row) => wrapped(row.field), w: '40%' },
  { id: 'value', header: t.people.formValue, cell: (row) => wrapped(row.value) },
];

const o = ru.onboarding;
const ROOM_COLUMNS: DataColumn<RoomAnswer>[] = [
  { id: 'room', header: t.columns.room, cell: (row) => row.room },
  { id: 'nickname', header: o.nickname, cell: (row) => wrapped(row.nickname) },
  { id: 'email', header: o.email, cell: (row) => wrapped(row.email) },
  { id: 'balance', header: o.balance, cell: (row) => row.balance, align: 'right' },
  { id: 'screenshot', header: t.dialogs.screenshot, cell: (row) => wrapped(row.screenshot) },
];

const byId = <T extends { id: number }>(rows: T[] | undefined, name: (row: T) => string) =>
  new Map((rows ?? []).map((row) => [row.id, name(row)]));

/** The ids the form holds, in words (what cannot be read stays an id). */
function useNames(userId: number): Names {
  const accounts = useQuery(userAccountsQuery(userId)).data;
  const countries = useQuery(countriesQuery()).data;
  const regions = useQuery(residenceRegionsQuery()).data;
  return {
    rooms: new Map((accounts ?? []).map((a) => [a.room_id, a.room_name])),
    countries: byId(countries, (c) => c.name),
    regions: byId(regions, (r) => r.description),
  };
}

/**
 * A player's onboarding form as submitted, read-only: one row per question in words and its
 * answer, then the rooms as a table of their own.
 */
export function OnboardingFormDialog({ user, onClose }: { user: BackofficeUserRow; onClose: () => void }) {
  useReturnFocus();
  const form = useQuery(onboardingFormQuery(user.id));
  const names = useNames(user.id);
  const error = form.error instanceof FetchError ? errorMessages(form.error.data).join(' ') : null;
  const title = t.people.formTitle(user.username);
  const rooms = form.data ? formRooms(form.data.payload, names) : [];
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {form.isPending && <Loader />}
      {form.isError && <Alert color="red">{error ?? t.loadError}</Alert>}
      {form.data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t.people.submitted}: {formatDateTime(form.data.submitted_at)}
          </Text>
          <DataTable
            columns={COLUMNS}
            rows={formAnswers(form.data.payload, names)}
            rowKey={(row) => row.field}
            minWidth={480}
            tableProps={{ 'aria-label': title, 'data-testid': 'onboarding-form' }}
          />
          {rooms.length > 0 && (
            <DataTable
              columns={ROOM_COLUMNS}
              rows={rooms}
              rowKey={(row) => `${row.room}-${row.nickname}`}
              minWidth={560}
              tableProps={{ 'aria-label': t.people.formRooms, 'data-testid': 'onboarding-rooms' }}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
