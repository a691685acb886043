import { Button } from '@mantine/core';
import { useState } from 'react';
import { renderWithProviders, screen, viewportWidth, waitFor } from '../test';
import { DialogForm } from './dialog-actions';

function Opener({ loading = false, onSubmit }: { loading?: boolean; onSubmit?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Запросить расчёт</Button>
      {open && (
        <DialogForm
          title="Запрос расчёта"
          submitLabel="Отправить"
          loading={loading}
          onClose={() => setOpen(false)}
          onSubmit={(e) => {
            e?.preventDefault();
            onSubmit?.();
            setOpen(false);
          }}
        >
          <input aria-label="Сумма" />
        </DialogForm>
      )}
    </>
  );
}

describe('DialogForm, the one dialog form (issue 45)', () => {
  it('«Отмена» only closes; the action submits the form', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<Opener onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Запросить расчёт' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Запросить расчёт' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the action as loading while it is sent', async () => {
    const { user } = renderWithProviders(<Opener loading />);
    await user.click(screen.getByRole('button', { name: 'Запросить расчёт' }));
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveAttribute('data-loading', 'true');
  });
});

describe('dialog focus (mounted only while open)', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof renderWithProviders>['user']) => user.keyboard('{Escape}')],
    [
      'Отмена',
      async (user: ReturnType<typeof renderWithProviders>['user']) =>
        user.click(screen.getByRole('button', { name: 'Отмена' })),
    ],
    [
      'Закрыть',
      async (user: ReturnType<typeof renderWithProviders>['user']) =>
        user.click(screen.getByRole('button', { name: 'Закрыть' })),
    ],
    [
      'submit',
      async (user: ReturnType<typeof renderWithProviders>['user']) =>
        user.click(screen.getByRole('button', { name: 'Отправить' })),
    ],
  ])('returns focus to the opener after %s', async (_, close) => {
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Запросить расчёт' });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('on a phone (issue 42)', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('the dialog takes the screen and its Отправить stays at the bottom edge', async () => {
    restore = viewportWidth(390);
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Запросить расчёт' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-full-screen', 'true');
    expect(screen.getByRole('button', { name: 'Отправить' }).parentElement).toHaveStyle({
      position: 'sticky',
    });
  });
});
