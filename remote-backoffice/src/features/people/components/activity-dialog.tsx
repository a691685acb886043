import { errorMessages, FetchError } from '@fund/shared/api';
import type { BackofficeUserRow } from '@fund/shared/schemas/backoffice';
import { useReturnFocus } from '@fund/shared/ui';
import { ActivityTable } from '@fund/shared/ui/activity-log';
import { Alert, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../texts';
import { userActivityQuery } from '../api/people';

/** A user's activity log as they see it on «Безопасность» (issue 41 item 4): read-only, newest first. */
export function ActivityDialog({ user, onClose }: { user: BackofficeUserRow; onClose: () => void }) {
  useReturnFocus();
  const activity = useQuery(userActivityQuery(user.id));
  const error = activity.error instanceof FetchError ? errorMessages(activity.error.data).join(' ') : null;
  const title = t.people.activityTitle(user.username);
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {activity.isPending && <Loader />}
      {activity.isError && <Alert color="red">{error ?? t.loadError}</Alert>}
      {activity.data && <ActivityTable rows={activity.data} label={title} />}
    </Modal>
  );
}
