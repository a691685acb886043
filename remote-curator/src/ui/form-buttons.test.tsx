import { renderWithProviders, screen } from '@fund/shared/test';
import { t } from '../texts';
import { FormButtons } from './form-buttons';

function renderForm(loading: boolean) {
  const onCancel = jest.fn();
  const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const view = renderWithProviders(
    <form onSubmit={onSubmit}>
      <FormButtons onCancel={onCancel} loading={loading} />
    </form>,
  );
  return { ...view, onCancel, onSubmit };
}

describe('FormButtons', () => {
  it('«Отмена» only cancels, «Сохранить» submits the form', async () => {
    const { user, onCancel, onSubmit } = renderForm(false);
    await user.click(screen.getByRole('button', { name: t.common.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t.common.save }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the save as loading while the form saves', () => {
    renderForm(true);
    expect(screen.getByRole('button', { name: t.common.save })).toHaveAttribute('data-loading', 'true');
  });
});
