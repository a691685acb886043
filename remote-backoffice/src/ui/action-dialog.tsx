import { DialogForm } from '@fund/shared/ui/dialog-actions';
import { Alert } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { t } from '../texts';

/**
 * A staff action in the one dialog form (`DialogForm`): the form, Cancel and the action button. A
 * 409 (someone else acted first) replaces the action with a clear alert; any other refusal without
 * a field is shown on top. Mounted only while open, so it returns focus to its opener itself.
 */
export function ActionDialog(props: {
  title: string;
  submitLabel: string;
  submitColor?: string;
  /** The dialog's `useStaffAction` (or its state): the button spins while pending, the alerts show. */
  action: { isPending: boolean; conflict?: string | null; alert?: string | null };
  onClose: () => void;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const { conflict, alert, isPending } = props.action;
  return (
    <DialogForm
      title={props.title}
      submitLabel={conflict ? null : props.submitLabel}
      submitColor={props.submitColor}
      cancelLabel={conflict ? t.common.close : undefined}
      loading={isPending}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      top={
        <>
          {conflict && (
            <Alert color="orange" title={t.conflictTitle} role="alert" data-testid="conflict">
              {conflict}
            </Alert>
          )}
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
        </>
      }
    >
      {props.children}
    </DialogForm>
  );
}
