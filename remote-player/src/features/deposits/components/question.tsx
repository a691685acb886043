import { useReturnFocus } from '@fund/shared/ui';
import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Button, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../texts';

/**
 * A question before an action that cannot be undone («Удалить запрос депозита?», «Забронировать
 * депозит?»), mounted only while asked (its code loads then, deposits.tsx): the focus goes back to
 * the button that asked, or, once its row is gone, to the nearest control left (useReturnFocus).
 */
export function Question(props: {
  title: string;
  children?: ReactNode;
  action: string;
  color?: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  useReturnFocus();
  return (
    <Modal opened onClose={props.onCancel} title={props.title} centered>
      {props.children && <Text mb="md">{props.children}</Text>}
      <DialogActions>
        <Button variant="default" onClick={props.onCancel}>
          {t.cancel}
        </Button>
        <Button color={props.color} loading={props.loading} onClick={props.onConfirm}>
          {props.action}
        </Button>
      </DialogActions>
    </Modal>
  );
}
