import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { t } from '../texts';

/** Asks before an action that cannot be taken back: Cancel / confirm (a red Delete by default). */
export function ConfirmDialog({
  opened,
  text = t.common.confirmDelete,
  confirmLabel = t.common.delete,
  confirmColor = 'red',
  loading,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  text?: string;
  confirmLabel?: string;
  confirmColor?: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    // No title: the question names the dialog.
    <Modal
      opened={opened}
      onClose={onCancel}
      withCloseButton={false}
      centered
      attributes={{ content: { 'aria-label': text } }}
    >
      <Stack data-testid="confirm-dialog">
        <Text>{text}</Text>
        <DialogActions>
          <Button variant="default" onClick={onCancel}>
            {t.common.cancel}
          </Button>
          <Button color={confirmColor} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
