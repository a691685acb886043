import { renderWithProviders, screen } from '@fund/shared/test';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { t } from '../ui/texts';
import { LazyBoundary, LazyDialogs, lazyNamed } from './lazy-named';

function Hello({ who }: { who: string }) {
  return <p>Привет, {who}</p>;
}

/** A page that opens one lazy dialog, as the dashboard does. */
function Page({ load }: { load: () => Promise<{ Hello: typeof Hello }> }) {
  const [Dialog] = useState(() => lazyNamed(load, 'Hello'));
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'открыт' : 'закрыт'}</p>
      <LazyDialogs onFailed={() => setOpen(false)}>{open && <Dialog who="игрок" />}</LazyDialogs>
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

it('renders the named export once its code has loaded', async () => {
  renderWithProviders(<Page load={() => Promise.resolve({ Hello })} />);
  expect(await screen.findByText('Привет, игрок')).toBeInTheDocument();
});

it('a dialog whose code cannot load closes with a message; the page stays', async () => {
  const show = jest.spyOn(notifications, 'show');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<Page load={() => Promise.reject(new Error('ChunkLoadError'))} />);
  expect(await screen.findByText('закрыт')).toBeInTheDocument();
  expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: t.dialogUnavailable }));
  expect(screen.queryByText(/Привет/)).not.toBeInTheDocument();
});

it('a part whose code cannot load shows its own message in its place', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Chart = lazyNamed(() => Promise.reject(new Error('ChunkLoadError')), 'Chart');
  renderWithProviders(
    <>
      <p>карточка</p>
      <LazyBoundary loading={<p>загрузка</p>} failed={<p>не загрузился</p>}>
        <Chart />
      </LazyBoundary>
    </>,
  );
  expect(await screen.findByText('не загрузился')).toBeInTheDocument();
  expect(screen.getByText('карточка')).toBeInTheDocument();
});
