import { errorMessages, FetchError } from '@fund/shared/api';
import { formatDate } from '@fund/shared/format';
import type { BackofficeUserRow } from '@fund/shared/schemas/backoffice';
import { SETTLEMENT_TEXT as S } from '@fund/shared/schemas/settlement';
import { Money, useReturnFocus } from '@fund/shared/ui';
import { Alert, Badge, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { t } from '../../../texts';
import { playerStatementsQuery } from '../api/statements';

const MakeupChart = lazy(() => import('./makeup-chart'));
const M = t.settlement;
const C = S.chain;

/**
 * A player's past statements for staff (issue 38 item 6, docs/settlement.md): each with its bundle,
 * when it was closed, result, makeup before → after, payout, status (and «выплачено»), its hash;
 * the makeup over time as a chart of its own chunk.
 */
export function PlayerStatementsDialog({ user, onClose }: { user: BackofficeUserRow; onClose: () => void }) {
  useReturnFocus();
  const statements = useQuery(playerStatementsQuery(user.id));
  const error =
    statements.error instanceof FetchError ? errorMessages(statements.error.data).join(' ') : null;
  const title = M.statementsTitle(user.username);
  const rows = statements.data;
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {statements.isPending && <Loader />}
      {statements.isError && <Alert color="red">{error ?? t.loadError}</Alert>}
      {rows?.length === 0 && <Text c="dimmed">{S.statementsNone}</Text>}
      {!!rows?.length && (
        <Stack>
          <Suspense fallback={<Loader size="sm" />}>
            <MakeupChart statements={rows} />
          </Suspense>
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{M.number}</Table.Th>
                  <Table.Th>{M.bundle}</Table.Th>
                  <Table.Th>{S.closedAt}</Table.Th>
                  <Table.Th>{C.result}</Table.Th>
                  <Table.Th>{M.makeup}</Table.Th>
                  <Table.Th>{C.payout}</Table.Th>
                  <Table.Th>{M.status}</Table.Th>
                  <Table.Th>{S.contentHash}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id} data-testid={`statement-${s.number}`}>
                    <Table.Td>{s.number}</Table.Td>
                    <Table.Td>{s.bundle_number}</Table.Td>
                    <Table.Td>{formatDate(s.closed_at)}</Table.Td>
                    <Table.Td>
                      <Money value={s.result} />
                    </Table.Td>
                    <Table.Td>
                      <Money value={s.makeup_before} /> → <Money value={s.makeup_after} />
                    </Table.Td>
                    <Table.Td>
                      <Money value={s.payout} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{S.status[s.status]}</Text>
                        {s.paid && <Badge color="green">{M.paid(formatDate(s.paid.paid_at))}</Badge>}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" title={s.content_sha256}>
                        {s.content_sha256.slice(0, 12)}…
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
