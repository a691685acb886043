import { renderWithProviders, screen, waitFor } from '@fund/shared/test';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ActionDialog } from './action-dialog';

function Opener({ conflict }: { conflict?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Провести</Button>
      {open && (
        <ActionDialog
          title="Провести запрос"
          submitLabel="Провести"
          action={{ isPending: false, conflict: conflict ?? null, alert: null }}
          onClose={() => setOpen(false)}
          onSubmit={(e) => {
            e?.preventDefault();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('ActionDialog', () => {
  it.each(['{Escape}', 'submit'])('returns focus to its opener after %s', async (how) => {
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Провести' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Провести запрос' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    if (how === 'submit')
      await user.click(screen.getAllByRole('button', { name: 'Провести' }).at(-1) as HTMLElement);
    else await user.keyboard(how);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a conflict replaces the action with «Закрыть» and an alert', async () => {
    const { user } = renderWithProviders(<Opener conflict="Запрос уже обработан." />);
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Запрос уже обработан.');
    expect(screen.getAllByRole('button', { name: 'Провести' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Закрыть' })).toHaveLength(2);
  });
});
