import { notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { ru } from '../i18n/ru';
import { renderWithProviders, screen, waitFor } from '../test';
import { type FirstEvent, FirstUse, useReplay } from './first-use';

/** A loader the test settles by hand: what a chunk's download does. */
function deferredLoad() {
  const calls: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

function Control({
  load,
  quiet,
  onFailed,
}: {
  load: () => Promise<string>;
  quiet?: boolean;
  onFailed?: () => void;
}) {
  return (
    <FirstUse
      load={load}
      quiet={quiet}
      onFailed={onFailed}
      stub={({ ask, preload }) => (
        <button type="button" onPointerEnter={preload} onClick={() => ask({ kind: 'click' })}>
          Действия
        </button>
      )}
    >
      {(loaded, first) => <p>{`${loaded}: ${first.kind}`}</p>}
    </FirstUse>
  );
}

afterEach(() => jest.restoreAllMocks());

it('draws the stub until used, keeps it while the code loads, then the real control, opened', async () => {
  const { load, calls } = deferredLoad();
  const { user } = renderWithProviders(<Control load={load} />);
  expect(load).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Действия' }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Действия' })).toBeInTheDocument();
  calls[0]!.resolve('меню');
  expect(await screen.findByText('меню: click')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Действия' })).not.toBeInTheDocument();
});

it('preloads on the pointer without drawing the real control', async () => {
  const { load, calls } = deferredLoad();
  const { user } = renderWithProviders(<Control load={load} />);
  await user.hover(screen.getByRole('button', { name: 'Действия' }));
  expect(load).toHaveBeenCalledTimes(1);
  calls[0]!.resolve('меню');
  await Promise.resolve();
  expect(screen.getByRole('button', { name: 'Действия' })).toBeInTheDocument();
  expect(screen.queryByText(/меню/)).not.toBeInTheDocument();
});

it('code that cannot load leaves the stub with a message; the next use tries again', async () => {
  const show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onFailed = jest.fn();
  const { load, calls } = deferredLoad();
  const { user } = renderWithProviders(<Control load={load} onFailed={onFailed} />);
  await user.click(screen.getByRole('button', { name: 'Действия' }));
  calls[0]!.reject(new Error('ChunkLoadError'));
  await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
  expect(show).toHaveBeenCalledWith(
    expect.objectContaining({ color: 'red', message: ru.common.controlUnavailable }),
  );
  expect(screen.getByRole('button', { name: 'Действия' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Действия' }));
  expect(load).toHaveBeenCalledTimes(2);
  calls[1]!.resolve('меню');
  expect(await screen.findByText('меню: click')).toBeInTheDocument();
});

it('a quiet control (a hint) fails without a message', async () => {
  const show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onFailed = jest.fn();
  const { load, calls } = deferredLoad();
  const { user } = renderWithProviders(<Control load={load} quiet onFailed={onFailed} />);
  await user.click(screen.getByRole('button', { name: 'Действия' }));
  calls[0]!.reject(new Error('ChunkLoadError'));
  await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
  expect(show).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Действия' })).toBeInTheDocument();
});

function RealButton({ first, onClick }: { first: FirstEvent; onClick: () => void }) {
  const ref = useReplay<HTMLButtonElement>(first);
  return (
    <button type="button" ref={ref} onClick={onClick}>
      Настоящая
    </button>
  );
}

it.each([
  ['', false],
  [' (StrictMode runs the effect twice: still one click)', true],
])(
  'the real control takes the focus and gets the first click again, through its own handler%s',
  async (_, strict) => {
    const clicked = jest.fn();
    const control = (
      <FirstUse
        load={() => Promise.resolve(RealButton)}
        stub={({ ask }) => (
          <button type="button" onClick={() => ask({ kind: 'click' })}>
            Лёгкая
          </button>
        )}
      >
        {(Real, first) => <Real first={first} onClick={clicked} />}
      </FirstUse>
    );
    const { user } = renderWithProviders(strict ? <StrictMode>{control}</StrictMode> : control);
    await user.click(screen.getByRole('button', { name: 'Лёгкая' }));
    const real = await screen.findByRole('button', { name: 'Настоящая' });
    expect(real).toHaveFocus();
    expect(clicked).toHaveBeenCalledTimes(1);
  },
);
