import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Button } from '@mantine/core';
import { t } from '../texts';

/** The footer of a form in a modal: «Отмена» closes it, «Сохранить» submits (loading while it saves). */
export function FormButtons({ onCancel, loading }: { onCancel: () => void; loading: boolean }) {
  return (
    <DialogActions>
      <Button variant="default" onClick={onCancel}>
        {t.common.cancel}
      </Button>
      <Button type="submit" loading={loading}>
        {t.common.save}
      </Button>
    </DialogActions>
  );
}
