import { act, render } from '@testing-library/react';
import { useKeepFocusWhileBusy } from './keep-focus';

function Probe() {
  useKeepFocusWhileBusy();
  return (
    <>
      <button type="button">Отправить</button>
      <button type="button">Другая</button>
    </>
  );
}

/** Lets the MutationObserver's callbacks (microtasks) run. */
const flush = () => act(async () => {});

describe('useKeepFocusWhileBusy', () => {
  it('gives the focus back to a button that lost it while disabled (busy)', async () => {
    const { getByText } = render(<Probe />);
    const send = getByText('Отправить');
    send.focus();
    // What Chromium does to a focused element that becomes disabled (jsdom does not).
    send.blur();
    send.setAttribute('disabled', '');
    await flush();
    expect(document.activeElement).toBe(document.body);
    send.removeAttribute('disabled');
    await flush();
    expect(document.activeElement).toBe(send);
  });

  it('leaves the focus alone when the user moved on meanwhile', async () => {
    const { getByText } = render(<Probe />);
    const send = getByText('Отправить');
    send.focus();
    send.setAttribute('disabled', '');
    await flush();
    getByText('Другая').focus();
    send.removeAttribute('disabled');
    await flush();
    expect(document.activeElement).toBe(getByText('Другая'));
  });
});
