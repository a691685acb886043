import { Badge } from '@mantine/core';
import { t } from '../texts';

const COLORS: Record<string, string> = {
  pending: 'yellow',
  new: 'yellow',
  held: 'blue',
  sent: 'blue',
  processed: 'green',
  approved: 'green',
  received: 'green',
  rejected: 'red',
  cancelled: 'gray',
  deleted: 'gray',
};

/** A request's status in words (light badge: dark text on a light background, ≥ 4.5:1). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {t.status[status] ?? status}
    </Badge>
  );
}
