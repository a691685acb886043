// What another tab writes to the shared tokens reaches this one (issue 35): its 'storage' event.
import { waitFor } from '@testing-library/react';
import { AUTH_STORAGE_KEY, useAuthStore } from '../auth';
import { queryClient } from '../query';
import './index';

/** Another tab of the origin stores `state`: the browser fires 'storage' in every other tab. */
function anotherTabStores(state: object): void {
  const value = JSON.stringify({ state, version: 0 });
  localStorage.setItem(AUTH_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: value }));
}

const player = { username: 'player' };
beforeEach(() => {
  useAuthStore.setState({ access: 'a1', refresh: 'r1', profile: player, permissions: ['dashboard'] });
});

test('a pair another tab rotated becomes this tab’s, so its own stale refresh token is never sent', async () => {
  anotherTabStores({ access: 'a2', refresh: 'r2', profile: player });
  await waitFor(() => expect(useAuthStore.getState()).toMatchObject({ access: 'a2', refresh: 'r2' }));
});

test('a sign-out in another tab signs this one out and empties its cache', async () => {
  queryClient.setQueryData(['player', 'cards'], ['a card']);
  anotherTabStores({ access: null, refresh: null, profile: null });
  await waitFor(() => expect(queryClient.getQueryData(['player', 'cards'])).toBeUndefined());
  expect(useAuthStore.getState()).toMatchObject({ access: null, refresh: null, permissions: [] });
});
