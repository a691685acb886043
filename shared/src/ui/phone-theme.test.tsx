import { Modal } from '@mantine/core';
import { renderWithProviders, screen } from '../test';
import { PHONE_QUERY } from './theme';

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
