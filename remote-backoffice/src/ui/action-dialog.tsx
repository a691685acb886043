import { useReturnFocus } from '@fund/shared/ui';
import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { t } from '../texts';

/**
 * A staff action in a modal: the form, Cancel and the action button. A 409 (someone else acted
 * first) replaces the action with a clear alert; any other refusal without a field is shown on top.
 * Mounted only while open, so it returns focus to its opener itself.
 */
export function ActionDialog(props: {
  title: string;
  submitLabel: string;
  submitColor?: string;
  /** The dialog's `useStaffAction` (or its state): the button spins while pending, the alerts show. */
  action: { pending: boolean; conflict?: string | null; error?: string | null };
  onClose: () => void;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  useReturnFocus();
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="sm">
          {props.action.conflict && (
            <Alert color="orange" title={t.conflictTitle} role="alert" data-testid="conflict">
              {props.action.conflict}
            </Alert>
          )}
          {props.action.error && (
            <Alert color="red" role="alert">
              {props.action.error}
            </Alert>
          )}
          {props.children}
          <DialogActions>
            <Button variant="default" onClick={props.onClose}>
              {props.action.conflict ? t.common.close : t.common.cancel}
            </Button>
            {!props.action.conflict && (
              <Button type="submit" color={props.submitColor} loading={props.action.pending}>
                {props.submitLabel}
              </Button>
            )}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
