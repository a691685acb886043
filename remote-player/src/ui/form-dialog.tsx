import { useReturnFocus } from '@fund/shared/ui';
import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Button, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from './texts';

/** A modal form with Cancel and a submit button. */
export function FormDialog(props: {
  title: string;
  submitLabel: string;
  loading: boolean;
  onClose: () => void;
  onSubmit: (e?: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  useReturnFocus();
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="sm">
          {props.children}
          <DialogActions>
            <Button variant="default" onClick={props.onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={props.loading}>
              {props.submitLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
