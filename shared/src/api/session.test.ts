// Tabs of one browser share the refresh (issue 35): each "tab" is its own copy of the auth store and
// the API client (jest.isolateModules), all over one local storage and one Web Locks manager, like
// the tabs of one origin. The server rotates refresh tokens as the API does (api/src/routes/auth):
// each is good once, and a rotated one sent again revokes the family.
// The browser's one IndexedDB is fake-indexeddb's.
import 'fake-indexeddb/auto';
import { AUTH_STORAGE_KEY } from '../auth';
import { forgetRotations, rotatedFrom } from './rotations';

type Tab = { api: typeof import('./index').api; auth: typeof import('../auth').useAuthStore };

/** A tab; `storage` stands for its process's copy of local storage (the shared one by default). */
function openTab(storage: Storage = localStorage): Tab {
  let tab: Tab | undefined;
  const shared = globalThis.localStorage;
  globalThis.localStorage = storage;
  try {
    jest.isolateModules(() => {
      tab = { api: require('./index').api, auth: require('../auth').useAuthStore };
    });
  } finally {
    globalThis.localStorage = shared;
  }
  return tab!;
}

/**
 * A tab process's copy of local storage that has not yet heard of other tabs' writes: it reads what
 * it held when opened (and its own writes), as Chromium's per-process copy does for a moment.
 */
function laggingStorage(): Storage {
  const held = new Map([[AUTH_STORAGE_KEY, localStorage.getItem(AUTH_STORAGE_KEY)]]);
  return {
    ...localStorage,
    getItem: (key: string) => (held.has(key) ? (held.get(key) ?? null) : localStorage.getItem(key)),
    setItem: (key: string, value: string) => {
      held.set(key, value);
      localStorage.setItem(key, value);
    },
  } as Storage;
}

/** The API's rotation: one live refresh token per family, a reuse revokes it; access tokens by list. */
function tokenServer() {
  const server = { live: new Set(['r1']), access: new Set<string>(), refreshes: 0, issued: 1 };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/token/refresh/')) {
      server.refreshes += 1;
      const { refresh } = JSON.parse(String(init.body));
      if (!server.live.delete(refresh)) {
        server.live.clear();
        return json(401, { detail: 'Токен недействителен', code: 'token_not_valid' });
      }
      server.issued += 1;
      server.live.add(`r${server.issued}`);
      server.access.add(`a${server.issued}`);
      return json(200, { access: `a${server.issued}`, refresh: `r${server.issued}` });
    }
    const bearer = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
    return server.access.has(bearer)
      ? json(200, { success: true, data: bearer })
      : json(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  }) as typeof fetch;
  return server;
}

/** An exclusive lock shared by every tab, granted in request order (navigator.locks). */
function lockManager() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, fn: () => Promise<unknown>) => {
      const run = tail.then(fn);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

beforeEach(async () => {
  await forgetRotations();
  localStorage.clear();
  // Signed in earlier: every tab opens with the pair a1 / r1, and a1 has expired since.
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ state: { access: 'a1', refresh: 'r1', profile: { username: 'player' } }, version: 0 }),
  );
  Object.defineProperty(globalThis, 'navigator', { value: { locks: lockManager() }, configurable: true });
});

describe('tabs of one browser share the refresh', () => {
  it('a tab whose copy of the tokens is stale takes the pair another tab rotated instead of reusing its own', async () => {
    const server = tokenServer();
    const [first, second] = [openTab(), openTab()];

    await expect(first.api.get('/api/a/')).resolves.toBe('a2');
    // The second tab still holds a1 / r1 in memory; sending r1 again would revoke the family.
    expect(second.auth.getState().refresh).toBe('r1');
    await expect(second.api.get('/api/b/')).resolves.toBe('a2');

    expect(server.refreshes).toBe(1);
    expect(server.live).toEqual(new Set(['r2']));
    for (const tab of [first, second])
      expect(tab.auth.getState()).toMatchObject({ access: 'a2', refresh: 'r2' });
  });

  it('a tab whose local storage still shows the rotated pair takes the rotation from IndexedDB, not a reuse', async () => {
    const server = tokenServer();
    const first = openTab();
    const second = openTab(laggingStorage());

    await expect(first.api.get('/api/a/')).resolves.toBe('a2');
    // Under the lock the second tab re-reads a1 / r1: only the record of rotations tells it.
    await expect(second.api.get('/api/b/')).resolves.toBe('a2');

    expect(server.refreshes).toBe(1);
    expect(server.live).toEqual(new Set(['r2']));
    expect(second.auth.getState()).toMatchObject({ access: 'a2', refresh: 'r2' });
  });

  it('a sign-out forgets the rotations', async () => {
    tokenServer();
    let logout: typeof import('./index').logout | undefined;
    let api: typeof import('./index').api | undefined;
    jest.isolateModules(() => {
      ({ api, logout } = require('./index'));
    });
    await expect(api!.get('/api/a/')).resolves.toBe('a2');
    await expect(rotatedFrom('r1')).resolves.toEqual({ access: 'a2', refresh: 'r2' });

    await logout!();

    await expect(rotatedFrom('r1')).resolves.toBeUndefined();
  });

  it('three tabs refused at once send one refresh between them, and all stay signed in', async () => {
    const server = tokenServer();
    const tabs = [openTab(), openTab(), openTab()];

    const answers = await Promise.all(
      tabs.flatMap((tab) => [tab.api.get('/api/a/'), tab.api.get('/api/b/')]),
    );

    expect(answers).toEqual(Array(6).fill('a2'));
    expect(server.refreshes).toBe(1);
    expect(server.live).toEqual(new Set(['r2']));
    expect(tabs.map((tab) => tab.auth.getState().refresh)).toEqual(['r2', 'r2', 'r2']);
  });

  it('a later round refreshes again from the newest pair', async () => {
    const server = tokenServer();
    const tabs = [openTab(), openTab()];
    await Promise.all(tabs.map((tab) => tab.api.get('/api/a/')));
    server.access.clear();

    await expect(Promise.all(tabs.map((tab) => tab.api.get('/api/b/')))).resolves.toEqual(['a3', 'a3']);
    expect(server.refreshes).toBe(2);
    expect(server.live).toEqual(new Set(['r3']));
  });
});
