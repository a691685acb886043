import { useAction } from '@fund/shared/api';
import { formatDateTime } from '@fund/shared/format';
import { shellQueries } from '@fund/shared/query/shell';
import { useReturnFocus, WRAP_TEXT } from '@fund/shared/ui';
import { ConfirmDialog } from '@fund/shared/ui/dialog-actions';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { homeworkKeys } from '../../../api/keys';
import { t } from '../../../texts';
import {
  closeHomework,
  curatorUpdate,
  homeworkChanges,
  homeworkQuery,
  markCompleted,
  markRead,
  showHomework,
} from '../api/homework';
import { HomeworkBadges } from './homework-badges';
import { HomeworkForm } from './homework-form';
import { MessageThread } from './message-thread';

const toPicker = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** A topic longer than this is cut in the dialog's title and shown in full in its body. */
const LONG_TOPIC = 80;

/** One homework: details, the role's actions and the message thread; opening it marks messages read. */
export function HomeworkDetail({
  id,
  role,
  onClose,
}: {
  id: number;
  role: 'curator' | 'player';
  onClose: () => void;
}) {
  useReturnFocus();
  const { data: me } = useQuery(shellQueries.current());
  const { data: homework } = useQuery(homeworkQuery(id));
  const [editing, setEditing] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const readOnce = useRef(false);

  // Opening a homework with unread messages marks them read; the badges follow (spec 02 §4).
  const { mutate: read } = useAction({
    request: (_: undefined, options) => markRead(id, options),
    changes: [homeworkKeys.detail(id), ...homeworkChanges],
  });
  useEffect(() => {
    if (!homework || readOnce.current || homework.unread_count === 0) return;
    readOnce.current = true;
    read(undefined);
  }, [homework, read]);

  // A student cannot take the mark back (only the curator can), so it is asked first.
  const complete = useAction({
    request: (_: undefined, options) => markCompleted(id, options),
    changes: homeworkChanges,
    update: showHomework,
  });
  const close = useAction({
    request: (_: undefined, options) => closeHomework(id, options),
    changes: homeworkChanges,
    update: showHomework,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={600} lineClamp={2} style={WRAP_TEXT} data-testid="homework-detail-title">
          {homework?.topic ?? ''}
        </Text>
      }
      size="lg"
      centered
      // A long topic must not push the close button out of the header.
      styles={{ title: { minWidth: 0, flex: 1 }, close: { flexShrink: 0 } }}
      data-testid="homework-detail"
    >
      {!homework || !me ? (
        <Loader size="sm" />
      ) : (
        <Stack>
          {homework.topic.length > LONG_TOPIC && (
            <Text size="sm" style={WRAP_TEXT} data-testid="homework-detail-topic">
              {homework.topic}
            </Text>
          )}
          <Group gap="md">
            <Text size="sm">
              {t.homework.deadline}: {formatDateTime(homework.deadline)}
            </Text>
            <Text size="sm">
              {role === 'curator'
                ? `${t.homework.player}: ${homework.player.username}`
                : `${t.homework.curator}: ${homework.curator.username}`}
            </Text>
            <HomeworkBadges homework={homework} />
          </Group>
          <Group gap="xs">
            {role === 'player' && !homework.is_completed && !homework.is_closed && (
              <Button color="green" onClick={() => setConfirmComplete(true)}>
                {t.homework.markCompleted}
              </Button>
            )}
            {role === 'curator' && !homework.is_closed && (
              <>
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t.homework.edit}
                </Button>
                <Button color="gray" onClick={() => setConfirmClose(true)}>
                  {t.homework.close}
                </Button>
              </>
            )}
          </Group>
          <MessageThread homework={homework} userId={me.id} />
        </Stack>
      )}
      {editing && homework && (
        <HomeworkForm
          title={t.homework.editTitle}
          initialValues={{ topic: homework.topic, deadline: toPicker(homework.deadline) }}
          onClose={() => setEditing(false)}
          onSubmit={({ topic, deadline }, options) =>
            curatorUpdate(
              id,
              {
                topic,
                // An unchanged deadline is not sent: a past one may stay, only a new one is checked.
                ...(dayjs(deadline).isSame(homework.deadline, 'second') ? {} : { deadline }),
              },
              options,
            )
          }
        />
      )}
      {confirmComplete && (
        <ConfirmDialog
          question={t.homework.completeConfirm}
          confirmLabel={t.homework.markCompleted}
          confirmColor="green"
          loading={complete.isPending}
          onCancel={() => setConfirmComplete(false)}
          onConfirm={() => complete.mutate(undefined, { onSettled: () => setConfirmComplete(false) })}
        />
      )}
      {confirmClose && (
        <ConfirmDialog
          question={t.homework.closeConfirm}
          confirmLabel={t.homework.close}
          confirmColor="red"
          loading={close.isPending}
          onCancel={() => setConfirmClose(false)}
          onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirmClose(false) })}
        />
      )}
    </Modal>
  );
}
