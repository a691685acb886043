import { shellQueries } from '@fund/shared/query/shell';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadKeys } from '../../../api/keys';
import { LazyDialogs, lazyNamed } from '../../../lib/lazy-named';
import { t } from '../../../texts';
import { expectedQuery } from '../api/expected';
import { dismiss, hasOutstanding, isDismissed, isOverdue, monthName, uploadsHands } from '../model';

const HandUploadDialog = lazyNamed(() => import('./hand-upload-dialog'), 'HandUploadDialog');

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Opens the hand upload dialog by itself when the expected data reports anything outstanding,
 * unless the player dismissed it this session; once closed (or dismissed before a reload) with
 * categories still outstanding, the dashboard keeps a reminder whose button opens it again.
 * Renders nothing when nothing is outstanding.
 */
export function HandUploadGate({ now = () => new Date() }: { now?: () => Date }) {
  const client = useQueryClient();
  const permissions = useQuery(shellQueries.permissions()).data;
  const expected = useQuery({ ...expectedQuery(), enabled: uploadsHands(permissions) });
  // null: not decided by the player yet, so open unless dismissed this session.
  const [open, setOpen] = useState<boolean | null>(null);
  const data = expected.data;
  if (!data || !hasOutstanding(data)) return null;

  if (!(open ?? !isDismissed(data.period, session()))) {
    const overdue = isOverdue(data.period, now());
    const month = monthName(data.period);
    return (
      <Alert color={overdue ? 'red' : 'yellow'} data-testid="hand-upload-reminder">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{(overdue ? t.uploads.reminderOverdue : t.uploads.reminder)(month)}</Text>
          <Button size="xs" onClick={() => setOpen(true)}>
            {t.uploads.open}
          </Button>
        </Group>
      </Alert>
    );
  }

  const onClose = (finished: boolean) => {
    if (!finished) dismiss(data.period, session());
    setOpen(false);
    void client.invalidateQueries({ queryKey: uploadKeys.expected() });
  };
  return (
    <LazyDialogs onFailed={() => setOpen(false)}>
      <HandUploadDialog opened expected={data} onClose={onClose} now={now} />
    </LazyDialogs>
  );
}
