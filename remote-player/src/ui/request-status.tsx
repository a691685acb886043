import { formatDateTime } from '@fund/shared/format';
import type { Decided, RequestStatus } from '@fund/shared/schemas/accounting-responses';
import { Badge, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Hint } from './hint';
import { t } from './texts';

const LOOK: Record<RequestStatus, { color: string; label: string }> = {
  pending: { color: 'yellow', label: t.pending },
  processed: { color: 'green', label: t.processed },
  approved: { color: 'green', label: t.approved },
  rejected: { color: 'red', label: t.rejected },
};

/**
 * A player's request as the manager left it: a Russian badge, and for a reject the reason — in the
 * badge's tooltip and as row text (so screen readers and touch screens get it too).
 */
export function RequestStatusBadge({
  row,
  at,
  children,
}: {
  row: Decided;
  /** When it was decided (a processed deposit shows its date in the badge). */
  at?: string | null;
  /** Actions next to a pending badge (e.g. «Удалить»). */
  children?: ReactNode;
}) {
  const look = LOOK[row.status] ?? LOOK.pending;
  const reason = row.status === 'rejected' ? row.reject_reason?.trim() : '';
  const badge = (
    <Badge color={look.color} variant={row.status === 'pending' ? 'light' : 'filled'}>
      {look.label}
      {at ? ` ${formatDateTime(at)}` : ''}
    </Badge>
  );
  return (
    <Stack gap={2} align="flex-start" data-status={row.status}>
      {reason ? (
        <Hint label={`${t.rejectReason}: ${reason}`} multiline maw={320} withArrow>
          {badge}
        </Hint>
      ) : (
        badge
      )}
      {reason && (
        <Text size="xs" c="dimmed" maw={320}>
          {t.rejectReason}: {reason}
        </Text>
      )}
      {children}
    </Stack>
  );
}
