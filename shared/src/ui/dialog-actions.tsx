import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { usePhone } from './use-phone';
import { useReturnFocus } from './use-return-focus';

/**
 * A dialog form's buttons (Cancel, then the action), at its end. On a phone, where the dialog
 * takes the whole screen, they stay at its bottom edge while the fields scroll, so the action is
 * within reach with the keyboard open (issue 42); elsewhere a plain row, as before.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  const phone = usePhone();
  return (
    <Group
      justify="flex-end"
      data-testid="dialog-actions"
      {...(phone && {
        pos: 'sticky',
        bottom: 0,
        py: 'xs',
        bg: 'var(--mantine-color-body)',
        style: { zIndex: 1 },
      })}
    >
      {children}
    </Group>
  );
}

/**
 * The one dialog form of every app (issue 45): a modal with a form, its fields, then Cancel and
 * the submit button in `DialogActions`. Mounted only while open by default, so it gives the focus
 * back to its opener itself (`useReturnFocus`); a dialog kept mounted passes `opened`.
 * `top` goes above the fields (an alert of the whole form); `submitLabel: null` leaves only the
 * cancel button (a form that can no longer be sent, e.g. someone else acted first).
 */
export function DialogForm(props: {
  title: string;
  submitLabel: string | null;
  submitColor?: string;
  loading: boolean;
  onClose: () => void;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
  top?: ReactNode;
  cancelLabel?: string;
  opened?: boolean;
  size?: ModalProps['size'];
  centered?: boolean;
  testId?: string;
}) {
  useReturnFocus();
  return (
    <Modal
      opened={props.opened ?? true}
      onClose={props.onClose}
      title={props.title}
      size={props.size ?? 'lg'}
      centered={props.centered}
    >
      <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
        <Stack gap="sm">
          {props.top}
          {props.children}
          <DialogActions>
            <Button variant="default" onClick={props.onClose}>
              {props.cancelLabel ?? ru.common.cancel}
            </Button>
            {props.submitLabel !== null && (
              <Button type="submit" color={props.submitColor} loading={props.loading}>
                {props.submitLabel}
              </Button>
            )}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The one question before an action that cannot be taken back (issue 45): «Удалить?», «Забронировать
 * депозит?». The question names the dialog and is its first line, `children` say more; then Cancel
 * and the action. Mounted only while asked, so it gives the focus back to its opener itself.
 */
export function ConfirmDialog(props: {
  question: string;
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  useReturnFocus();
  return (
    <Modal
      opened
      onClose={props.onCancel}
      withCloseButton={false}
      centered
      attributes={{ content: { 'aria-label': props.question } }}
    >
      <Stack data-testid="confirm-dialog">
        <Text>{props.question}</Text>
        {props.children && <Text>{props.children}</Text>}
        <DialogActions>
          <Button variant="default" onClick={props.onCancel}>
            {ru.common.cancel}
          </Button>
          <Button color={props.confirmColor} loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
