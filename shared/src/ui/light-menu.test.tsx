import { Button } from '@mantine/core';
import { fireEvent, renderWithProviders, screen, waitFor } from '../test';
import { LightMenu } from './light-menu';

function Menu({ onMove }: { onMove: () => void }) {
  return (
    <LightMenu
      target={<Button>Действия</Button>}
      items={[
        { label: 'Изменить баланс', onClick: () => undefined },
        { label: 'Движение средств', onClick: onMove },
      ]}
    />
  );
}

it('the first click loads the real menu and opens it; an item acts', async () => {
  const onMove = jest.fn();
  const { user } = renderWithProviders(<Menu onMove={onMove} />);
  await user.click(screen.getByRole('button', { name: 'Действия' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Движение средств' }));
  expect(onMove).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
});

it('Escape closes the open menu while the focus is still on its button (before the menu takes it)', async () => {
  const { user } = renderWithProviders(<Menu onMove={() => undefined} />);
  await user.click(screen.getByRole('button', { name: 'Действия' }));
  await screen.findByRole('menuitem', { name: 'Движение средств' });
  // The moment between the menu opening and its focus trap taking the focus, held still.
  const button = screen.getByRole('button', { name: 'Действия' });
  button.focus();
  fireEvent.keyDown(button, { key: 'Escape', code: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
