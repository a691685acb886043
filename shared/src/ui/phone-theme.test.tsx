import { ActionIcon, Burger, Button, Modal } from '@mantine/core';
import { ru } from '../i18n/ru';
import { renderWithProviders, screen } from '../test';
import { PHONE_QUERY } from './use-phone';

/** The screen is a phone's (≤ 576 px): only the phone query matches. */
function onPhone(phone: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: phone && media === PHONE_QUERY,
        media,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => jest.restoreAllMocks());

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
