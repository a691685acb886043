import { errorMessages, FetchError } from '@fund/shared/api';
import { formatDateTime } from '@fund/shared/format';
import type { BackofficeUserRow } from '@fund/shared/schemas/backoffice';
import { useReturnFocus, WRAP_TEXT } from '@fund/shared/ui';
import { type DataColumn, DataTable } from '@fund/shared/ui/data-table';
import { Alert, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../texts';
import { onboardingFormQuery } from '../api/people';

const show = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value, null, 1)
      : String(value);

type Answer = { field: string; value: unknown };

const COLUMNS: DataColumn<Answer>[] = [
  { id: 'field', header: t.people.formField, cell: (row) => row.field, w: '35%' },
  {
    id: 'value',
    header: t.people.formValue,
    cell: (row) => (
      <Text size="sm" style={WRAP_TEXT}>
        {show(row.value)}
      </Text>
    ),
  },
];

/** A player's onboarding form as submitted, read-only: one row per answer. */
export function OnboardingFormDialog({ user, onClose }: { user: BackofficeUserRow; onClose: () => void }) {
  useReturnFocus();
  const form = useQuery(onboardingFormQuery(user.id));
  const error = form.error instanceof FetchError ? errorMessages(form.error.data).join(' ') : null;
  const title = t.people.formTitle(user.username);
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {form.isPending && <Loader />}
      {form.isError && <Alert color="red">{error ?? t.loadError}</Alert>}
      {form.data && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t.people.submitted}: {formatDateTime(form.data.submitted_at)}
          </Text>
          <DataTable
            columns={COLUMNS}
            rows={Object.entries(form.data.payload).map(([field, value]) => ({ field, value }))}
            rowKey={(row) => row.field}
            minWidth={480}
            tableProps={{ 'aria-label': title, 'data-testid': 'onboarding-form' }}
          />
        </>
      )}
    </Modal>
  );
}
