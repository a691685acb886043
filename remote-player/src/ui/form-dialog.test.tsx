import { renderWithProviders, screen, viewportWidth, waitFor } from '@fund/shared/test';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from './form-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Запросить расчёт</Button>
      {open && (
        <FormDialog
          title="Запрос расчёта"
          submitLabel="Отправить"
          loading={false}
          onClose={() => setOpen(false)}
          onSubmit={(e) => {
            e?.preventDefault();
            setOpen(false);
          }}
        >
          <input aria-label="Сумма" />
        </FormDialog>
      )}
    </>
  );
}

describe('money dialog focus (mounted only while open)', () => {
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
