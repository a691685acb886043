import { errorMessages, FetchError } from '@fund/shared/api';
import { formatDateTime } from '@fund/shared/format';
import type { BackofficeUserRow } from '@fund/shared/schemas/backoffice';
import { useReturnFocus, WRAP_TEXT } from '@fund/shared/ui';
import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../texts';
import { onboardingFormQuery } from '../api/people';

const show = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value, null, 1)
      : String(value);

/** A player's onboarding form as submitted, read-only: one row per answer. */
export function OnboardingFormDialog({ user, onClose }: { user: BackofficeUserRow; onClose: () => void }) {
  useReturnFocus();
  const form = useQuery(onboardingFormQuery(user.id));
  const error = form.error instanceof FetchError ? errorMessages(form.error.data).join(' ') : null;
  return (
    <Modal opened onClose={onClose} title={t.people.formTitle(user.username)} size="xl">
      {form.isPending && <Loader />}
      {form.isError && <Alert color="red">{error ?? t.loadError}</Alert>}
      {form.data && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t.people.submitted}: {formatDateTime(form.data.submitted_at)}
          </Text>
          <Table aria-label={t.people.formTitle(user.username)} data-testid="onboarding-form">
            <Table.Tbody>
              {Object.entries(form.data.payload).map(([field, value]) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" w="35%">
                    {field}
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm" style={WRAP_TEXT}>
                      {show(value)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Modal>
  );
}
