import { ConfirmDialog } from '@fund/shared/ui/dialog-actions';
import { t } from '../texts';

/** «Удалить?» before a note or a statistic is deleted: the one question with the red «Удалить». */
export function DeleteQuestion(props: { loading: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      question={t.common.confirmDelete}
      confirmLabel={t.common.delete}
      confirmColor="red"
      {...props}
    />
  );
}
