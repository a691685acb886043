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

/** An opener that a dialog's submit disables for a moment (a refetch) after closing the dialog. */
function Busy() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <div>
        <button type="button" disabled={busy} onClick={() => setOpen(true)}>
          Запросить расчёт
        </button>
      </div>
      <button type="button">?</button>
      {open && <Dialog />}
      <button
        type="button"
        onClick={() => {
          setBusy(true);
          setOpen(false);
          setTimeout(() => setBusy(false), 50);
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

  it('gives the focus back to the opener once it can take it again (disabled while the dialog closed)', async () => {
    const { getByText } = render(<Busy />);
    const opener = getByText('Запросить расчёт');
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(getByText('Закрыть'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
