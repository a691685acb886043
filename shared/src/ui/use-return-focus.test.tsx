import { fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useReturnFocus } from './use-return-focus';

function Dialog() {
  useReturnFocus();
  return <div role="dialog" />;
}

/** A row with an opener that the dialog's "submit" removes, and a button left after it. */
function Row({ menu }: { menu: boolean }) {
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);
  return (
    <div>
      <button type="button" aria-controls={menu ? 'm1' : undefined}>
        Действия
      </button>
      {menu && !open && (
        <div role="menu" id="m1">
          <button type="button" role="menuitem" onClick={() => setOpen(true)}>
            Изменить баланс
          </button>
        </div>
      )}
      <div data-testid="row">
        {!held && (
          <button type="button" onClick={() => setOpen(true)}>
            Зарезервировать
          </button>
        )}
        <button type="button">Подтвердить</button>
      </div>
      {open && <Dialog />}
      <button
        type="button"
        onClick={() => {
          setHeld(true);
          setOpen(false);
        }}
      >
        Закрыть
      </button>
    </div>
  );
}

describe('useReturnFocus', () => {
  it('returns the focus to the menu button when the dialog was opened from a menu item', async () => {
    const { getByRole, getByText } = render(<Row menu />);
    const item = getByRole('menuitem');
    item.focus();
    fireEvent.click(item);
    fireEvent.click(getByText('Закрыть'));
    await waitFor(() => expect(document.activeElement).toBe(getByText('Действия')));
  });

  it('moves the focus to the next control where the opener was when the opener is gone', async () => {
    const { getByText } = render(<Row menu={false} />);
    const hold = getByText('Зарезервировать');
    hold.focus();
    fireEvent.click(hold);
    fireEvent.click(getByText('Закрыть'));
    await waitFor(() => expect(document.activeElement).toBe(getByText('Подтвердить')));
  });
});
