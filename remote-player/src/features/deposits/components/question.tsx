import { useReturnFocus } from '@fund/shared/ui';
import { Button, Group, Modal } from '@mantine/core';
import { t } from '../texts';

/**
 * «Удалить запрос?», mounted only while asked (its code loads then, deposits.tsx): the focus goes
 * back to «Удалить», or, once the row is deleted, to the nearest control left (useReturnFocus).
 */
export function DeleteQuestion(props: { loading: boolean; onCancel: () => void; onDelete: () => void }) {
  useReturnFocus();
  return (
    <Modal opened onClose={props.onCancel} title={t.deleteDepositQuestion} centered>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t.cancel}
        </Button>
        <Button color="red" loading={props.loading} onClick={props.onDelete}>
          {t.delete}
        </Button>
      </Group>
    </Modal>
  );
}
