import { ActionIcon, Burger, Button, Modal } from '@mantine/core';
import { ru } from '../i18n/ru';
import { renderWithProviders, screen, viewportWidth } from '../test';
import { DialogActions } from './dialog-actions';

/** The screen is a 390 px phone's, or a 1280 px desktop's. */
let restore = () => {};
const onPhone = (phone: boolean) => {
  restore = viewportWidth(phone ? 390 : 1280);
};
afterEach(() => restore());

const dialog = () =>
  renderWithProviders(
    <Modal opened onClose={() => {}} title="Dialog">
      <button type="submit">Save</button>
    </Modal>,
  );

describe('dialogs on a phone (issue 42)', () => {
  it('take the whole screen at 390 px', () => {
    onPhone(true);
    dialog();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-full-screen', 'true');
  });

  it('stay a centred window at 1280 px', () => {
    onPhone(false);
    dialog();
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-full-screen');
  });
});

describe('touch targets on a phone (issue 42)', () => {
  const controls = () =>
    renderWithProviders(
      <>
        <Burger opened={false} aria-label="Menu" />
        <ActionIcon aria-label="Hint">?</ActionIcon>
        <Modal opened onClose={() => {}} title="Dialog">
          <Button size="xs">Save</Button>
        </Modal>
      </>,
    );
  const sizes = () =>
    ['Menu', 'Hint', 'Save', ru.common.close].map((name) => {
      const style = screen.getByRole('button', { name }).style;
      return [name, style.minWidth, style.minHeight];
    });

  it('the burger, action icons, buttons and a dialog’s ✕ are at least 44 px at 390 px', () => {
    onPhone(true);
    controls();
    const touch = 'calc(2.75rem * var(--mantine-scale))';
    expect(sizes()).toEqual([
      ['Menu', touch, touch],
      ['Hint', touch, touch],
      ['Save', '', touch],
      [ru.common.close, touch, touch],
    ]);
  });

  it('keep their sizes at 1280 px', () => {
    onPhone(false);
    controls();
    expect(sizes().flatMap(([, width, height]) => [width, height])).toEqual(Array(8).fill(''));
  });
});

describe('a dialog form’s buttons on a phone (issue 42)', () => {
  const form = () =>
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Dialog">
        <DialogActions>
          <Button type="submit">Save</Button>
        </DialogActions>
      </Modal>,
    );

  it('stay at the bottom of the full-screen dialog at 390 px while the fields scroll', () => {
    onPhone(true);
    form();
    expect(screen.getByTestId('dialog-actions')).toHaveStyle({ position: 'sticky' });
  });

  it('are a plain row at 1280 px', () => {
    onPhone(false);
    form();
    expect(screen.getByTestId('dialog-actions')).not.toHaveStyle({ position: 'sticky' });
  });
});
