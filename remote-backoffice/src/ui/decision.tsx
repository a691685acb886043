import type { Decision } from '@fund/shared/schemas/backoffice';
import { Stack, Text } from '@mantine/core';
import { t } from '../texts';
import { StatusBadge } from './status-badge';

/** The status cell: badge, who decided, and the reject reason the player sees. */
export function DecisionCell({ status, decision }: { status: string; decision?: Decision }) {
  return (
    <Stack gap={2}>
      <StatusBadge status={status} />
      {decision?.decided_by && (
        <Text size="xs" c="dimmed">
          {t.decidedBy(decision.decided_by.username)}
        </Text>
      )}
      {decision?.reject_reason && <Text size="xs">{t.reason(decision.reject_reason)}</Text>}
    </Stack>
  );
}
