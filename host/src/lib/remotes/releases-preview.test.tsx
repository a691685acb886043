import { useAuthStore } from '@fund/shared/auth';
import { PERMISSIONS } from '@fund/shared/permissions';
import { queryClient, shellKeys } from '@fund/shared/query';
import { screen } from '@fund/shared/test';
import { resolveReleases } from './releases';

// releases.ts in the page (jsdom): who gets which URL, the preview kept for the tab, the notices.
const live = 'https://fund.example.org/remotes/video/releases/a/mf-manifest.json';
const branch = 'https://preview.example.org/branch-x/mf-manifest.json';
const config = {
  video: live,
  player: 'https://fund.example.org/remotes/player/mf-manifest.json',
  previewOrigins: ['https://preview.example.org'],
};
const ask = (search: string) => window.history.replaceState(null, '', `/video${search}`);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
  queryClient.clear();
  useAuthStore.setState({ profile: null, permissions: [] });
  ask('');
});

test('a plain list with previewOrigins: each remote at its URL, no notice', () => {
  expect(resolveReleases(config)).toEqual({ video: live, player: config.player });
  expect(screen.queryByRole('status')).toBeNull();
});

test('before sign-in a random id kept in localStorage stands for the user: the same answer on every load', () => {
  const list = { video: { url: live, canary: { url: branch, percent: 50 } } };
  const first = resolveReleases(list).video;
  const id = localStorage.getItem('fund-visitor');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  for (let i = 0; i < 5; i += 1) expect(resolveReleases(list).video).toBe(first);
  expect(localStorage.getItem('fund-visitor')).toBe(id);
});

test('a staff member: the preview from a listed origin for the tab, the param leaves the address; ?preview=off ends it', () => {
  queryClient.setQueryData(shellKeys.permissions(), [PERMISSIONS.backoffice]);
  ask(`?tab=1&preview=${encodeURIComponent(`video@${branch}`)}`);
  expect(resolveReleases(config).video).toBe(branch);
  expect(window.location.search).toBe('?tab=1');
  expect(screen.getByRole('status')).toHaveTextContent('Предпросмотр: раздел «video»');
  // The next load of the tab keeps it without the param.
  expect(resolveReleases(config).video).toBe(branch);
  ask('?preview=off');
  expect(resolveReleases(config).video).toBe(live);
  expect(sessionStorage.getItem('fund-preview')).toBeNull();
});

test.each([
  ['another origin, staff', [PERMISSIONS.backoffice], `video@https://evil.example.org/mf-manifest.json`],
  ['the listed origin, not staff', [PERMISSIONS.dashboard, PERMISSIONS.video], `video@${branch}`],
])('%s: refused with the notice, the live URL, nothing kept', (_, held, asked) => {
  queryClient.setQueryData(shellKeys.permissions(), held);
  ask(`?preview=${encodeURIComponent(asked)}`);
  expect(resolveReleases(config).video).toBe(live);
  expect(screen.getByRole('status')).toHaveTextContent('Предпросмотр не открыт');
  expect(sessionStorage.getItem('fund-preview')).toBeNull();
});
