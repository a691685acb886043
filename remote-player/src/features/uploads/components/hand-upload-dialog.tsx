import { placeServerErrors } from '@fund/shared/api';
import { useSingleFlight } from '@fund/shared/query';
import {
  canCloseHandUpload,
  HH_LIMITS,
  HH_TEXT,
  type HhCategory,
  type HhExpected,
} from '@fund/shared/schemas/uploads';
import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Alert, Button, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../texts';
import { uploadCategory } from '../api/expected';
import {
  canSubmit,
  emptySlots,
  isOverdue,
  monthName,
  pending,
  ROWS,
  runUpload,
  type Slots,
  type UploadStatus,
} from '../model';
import { UploadRow } from './upload-row';

export interface HandUploadDialogProps {
  opened: boolean;
  expected: HhExpected;
  /** Called when the player closes it (allowed after the 5th, or once everything is sent). */
  onClose: (finished: boolean) => void;
  now?: () => Date;
}

/** The monthly hand upload (spec 01 §2, §4, §9): four rows, progress 20/40/60/80, then complete. */
export function HandUploadDialog({
  opened,
  expected,
  onClose,
  now = () => new Date(),
}: HandUploadDialogProps) {
  const [slots, setSlots] = useState<Slots>(emptySlots);
  const [sent, setSent] = useState<Set<HhCategory>>(() => new Set());
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [tooLarge, setTooLarge] = useState(false);
  // A category the server refused keeps its message on its row until the row changes.
  const [refused, setRefused] = useState<Partial<Record<HhCategory, string>>>({});
  const todo = pending(expected, sent);
  const closable = status === 'complete' || canCloseHandUpload(now());
  const overdue = isOverdue(expected.period, now());

  const reset = () => {
    setSlots(emptySlots());
    setProgress(0);
    setTooLarge(false);
    setRefused({});
  };

  const submit = useSingleFlight(async () => {
    if (todo.some((type) => (slots[type].file?.size ?? 0) > HH_LIMITS.maxFileBytes)) return setTooLarge(true);
    setTooLarge(false);
    await runUpload(slots, todo, uploadCategory, {
      progress: setProgress,
      sent: (type) => setSent((before) => new Set(before).add(type)),
      status: setStatus,
      failed: (type, error) =>
        setRefused((before) => ({ ...before, [type]: placeServerErrors(error).join(' ') })),
    });
  });

  const close = () => closable && onClose(status === 'complete');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.uploads.title}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      size="lg"
      data-testid="hand-upload-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c={overdue ? 'red' : undefined} data-testid="upload-intro">
          {(overdue ? t.uploads.introOverdue : t.uploads.intro)(monthName(expected.period))}
        </Text>
        {ROWS.map((row) => (
          <UploadRow
            key={row.type}
            label={row.label}
            ignoreLabel={row.ignoreLabel}
            slot={slots[row.type]}
            done={!todo.includes(row.type)}
            disabled={status !== 'idle'}
            refused={refused[row.type]}
            onChange={(slot) => {
              setSlots((before) => ({ ...before, [row.type]: slot }));
              setRefused(({ [row.type]: _, ...rest }) => rest);
            }}
          />
        ))}
        {tooLarge ? <Alert color="red">{HH_TEXT.tooLarge}</Alert> : null}
        <Progress
          value={progress}
          size="lg"
          color={status === 'complete' ? 'green' : undefined}
          aria-label={t.uploads.progress}
          data-testid="upload-progress"
          data-value={progress}
        />
        {status === 'complete' ? (
          <Alert color="green" data-testid="upload-complete">
            {t.uploads.allSent}
          </Alert>
        ) : null}
        {!closable ? (
          <Text size="xs" c="dimmed">
            {t.uploads.closeAfter5th}
          </Text>
        ) : null}
        <DialogActions>
          {status !== 'complete' ? (
            <>
              <Button variant="default" onClick={reset} disabled={status === 'sending'}>
                {t.uploads.reset}
              </Button>
              <Button onClick={submit} disabled={!canSubmit(slots, todo)} loading={status === 'sending'}>
                {t.uploads.send}
              </Button>
            </>
          ) : null}
          {closable ? (
            <Button variant="light" onClick={close}>
              {t.uploads.close}
            </Button>
          ) : null}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
