import { renderWithProviders, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { SecurityPage } from './security-page';
import { s } from './texts';

const HERE = {
  id: 3,
  browser: 'Chrome 120',
  os: 'Windows 10',
  ip: '10.0.0.1',
  started_at: '2026-03-01T07:00:00.000Z',
  last_seen_at: '2026-03-01T09:30:00.000Z',
  current: true,
};
const PHONE = { ...HERE, id: 7, browser: 'Safari 17', os: 'iOS 17.1', ip: '10.0.0.2', current: false };
const UNKNOWN = { ...HERE, id: 8, browser: '', os: '', ip: '10.0.0.3', current: false };

const SIGNED_IN = {
  id: 1,
  kind: 'sign_in',
  at: HERE.started_at,
  ip: '10.0.0.1',
  browser: 'Chrome 120',
  os: 'Windows 10',
  ended: null,
};
const FAILED = { ...SIGNED_IN, id: 2, kind: 'sign_in_failed', ip: '10.9.9.9', browser: '', os: '' };
const ENDED = { ...SIGNED_IN, id: 3, kind: 'sessions_ended', ended: 2 };

const PC = {
  id: 11,
  browser: 'Chrome 120',
  os: 'Windows 10',
  ip: '10.0.0.1',
  created_at: '2026-03-01T07:00:00.000Z',
  expires_at: '2026-03-31T07:00:00.000Z',
};
const LAPTOP = { ...PC, id: 12, browser: 'Firefox 121', os: 'Linux', ip: '10.0.0.4' };

function page(rows: (typeof HERE)[], activity: object[] = [], devices: (typeof PC)[] = []) {
  let listed = rows;
  let trusted = devices;
  const network = stubNetwork({
    'GET /api/users/trusted-devices/': () => trusted,
    'POST /api/users/trusted-devices/11/forget/': () => {
      trusted = trusted.filter((r) => r.id !== 11);
      return { forgotten: 1 };
    },
    'POST /api/users/trusted-devices/forget-all/': () => {
      const forgotten = trusted.length;
      trusted = [];
      return { forgotten };
    },
    'GET /api/users/sessions/': () => listed,
    'GET /api/users/activity/': activity,
    'POST /api/users/sessions/7/end/': () => {
      listed = listed.filter((r) => r.id !== 7);
      return { ended: 1 };
    },
    'POST /api/users/sessions/end-others/': () => {
      listed = listed.filter((r) => r.current);
      return { ended: 2 };
    },
  });
  return { network, ...renderWithProviders(<SecurityPage />) };
}

describe('«Безопасность»: the active sessions', () => {
  it('lists device, address and times; «Завершить» on the others only, and it ends that one', async () => {
    const { network, user } = page([HERE, PHONE, UNKNOWN]);
    const here = await screen.findByTestId('session-3');
    expect(here).toHaveTextContent('Chrome 120 · Windows 10');
    expect(within(here).getByText(s.current)).toBeInTheDocument();
    expect(within(here).queryByRole('button', { name: /Завершить/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('session-8')).toHaveTextContent(s.unknownDevice);
    await user.click(screen.getByRole('button', { name: s.endOne('Safari 17 · iOS 17.1', '10.0.0.2') }));
    await waitFor(() => expect(screen.queryByTestId('session-7')).not.toBeInTheDocument());
    expect(network.sent('POST /api/users/sessions/7/end/')).toEqual([{}]);
    expect(screen.getByTestId('session-8')).toBeInTheDocument();
  });

  it('«Завершить все другие» leaves this one; with no other session it is not offered', async () => {
    const { network, user } = page([HERE, PHONE, UNKNOWN]);
    await user.click(await screen.findByRole('button', { name: s.endOthers }));
    await waitFor(() => expect(screen.queryByTestId('session-7')).not.toBeInTheDocument());
    expect(screen.queryByTestId('session-8')).not.toBeInTheDocument();
    expect(screen.getByTestId('session-3')).toBeInTheDocument();
    expect(network.sent('POST /api/users/sessions/end-others/')).toEqual([{}]);
    expect(screen.queryByRole('button', { name: s.endOthers })).not.toBeInTheDocument();
  });
});

it('«Безопасность» shows the activity log: sign-ins, failed ones, ended sessions with address and device', async () => {
  page([HERE], [ENDED, FAILED, SIGNED_IN]);
  const ended = await screen.findByTestId('activity-3');
  expect(ended).toHaveTextContent(`${s.kinds.sessions_ended} (2)`);
  expect(screen.getByTestId('activity-2')).toHaveTextContent(s.kinds.sign_in_failed);
  expect(screen.getByTestId('activity-2')).toHaveTextContent('10.9.9.9');
  expect(screen.getByTestId('activity-2')).toHaveTextContent(s.unknownDevice);
  expect(screen.getByTestId('activity-1')).toHaveTextContent('Chrome 120 · Windows 10');
  expect(screen.getByTestId('activity-1')).toHaveTextContent(s.kinds.sign_in);
});

describe('«Безопасность»: the trusted devices', () => {
  it('lists device, address, since and until; «Забыть» forgets that one, «Забыть все устройства» the rest', async () => {
    const { network, user } = page([HERE], [], [PC, LAPTOP]);
    const pc = await screen.findByTestId('trusted-device-11');
    expect(pc).toHaveTextContent('Chrome 120 · Windows 10');
    expect(pc).toHaveTextContent('10.0.0.1');
    expect(pc).toHaveTextContent('01.03.2026');
    expect(pc).toHaveTextContent('31.03.2026');
    await user.click(
      screen.getByRole('button', { name: s.forgetOne('Chrome 120 · Windows 10', '10.0.0.1') }),
    );
    await waitFor(() => expect(screen.queryByTestId('trusted-device-11')).not.toBeInTheDocument());
    expect(network.sent('POST /api/users/trusted-devices/11/forget/')).toEqual([{}]);
    expect(screen.getByTestId('trusted-device-12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: s.forgetAll }));
    await waitFor(() => expect(screen.queryByTestId('trusted-device-12')).not.toBeInTheDocument());
    expect(network.sent('POST /api/users/trusted-devices/forget-all/')).toEqual([{}]);
    expect(screen.queryByRole('button', { name: s.forgetAll })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('trusted-device')).getByText('Нет данных')).toBeInTheDocument();
  });
});
