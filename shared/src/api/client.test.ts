import { notifications } from '@mantine/notifications';
import { useAuthStore } from '../auth';
import { queryClient } from '../query';
import { api, showServerErrors, unwrap } from './index';

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown };

const calls: { url: string; auth: string | null }[] = [];
function mockFetch(handler: Handler) {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(input instanceof Request ? input.headers : init.headers);
    calls.push({ url, auth: headers.get('Authorization') });
    const { status, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const base = 'http://api.test';
beforeAll(() => {
  (globalThis as { window?: unknown }).window = { __FUND_CONFIG__: { apiBase: base } };
});
beforeEach(() => {
  useAuthStore.setState({
    access: 'old-access',
    refresh: 'refresh-1',
    permissions: ['x'],
    profile: { username: 'player' },
  });
  queryClient.clear();
});

describe('unwrap', () => {
  it('returns data, or data with count, or the body as is', () => {
    expect(unwrap({ success: true, data: [1] })).toEqual([1]);
    expect(unwrap({ success: true, data: [1], count: 9 })).toEqual({ data: [1], count: 9 });
    expect(unwrap({ access: 'a' })).toEqual({ access: 'a' });
  });
});

describe('api client', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    mockFetch(() => ({ status: 200, body: { success: true, data: { ok: 1 } } }));
    await expect(api.get('/api/users/current/')).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toEqual({ url: `${base}/api/users/current/`, auth: 'Bearer old-access' });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    mockFetch((url, init) => {
      if (url.endsWith('/api/token/refresh/'))
        return { status: 200, body: { access: 'new-access', refresh: 'refresh-2' } };
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer new-access'
        ? { status: 200, body: { success: true, data: 'fresh' } }
        : {
            status: 401,
            body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
          };
    });
    const [a, b] = await Promise.all([api.get('/api/a/'), api.get('/api/b/')]);
    expect([a, b]).toEqual(['fresh', 'fresh']);
    expect(calls.filter((c) => c.url.endsWith('/api/token/refresh/'))).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ access: 'new-access', refresh: 'refresh-2' });
  });

  it('signs out and clears the cache when the refresh is refused', async () => {
    queryClient.setQueryData(['player', 'x'], 1);
    mockFetch((url) =>
      url.endsWith('/api/token/refresh/')
        ? { status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } }
        : { status: 401, body: { detail: 'Given token not valid for any token type' } },
    );
    await expect(api.get('/api/a/')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ access: null, refresh: null, permissions: [] });
    expect(queryClient.getQueryData(['player', 'x'])).toBeUndefined();
  });

  it('does not retry a request that fails again after the refresh', async () => {
    mockFetch((url) =>
      url.endsWith('/api/token/refresh/')
        ? { status: 200, body: { access: 'new-access' } }
        : { status: 401, body: { detail: 'nope' } },
    );
    await expect(api.get('/api/a/')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url.replace(base, ''))).toEqual(['/api/a/', '/api/token/refresh/', '/api/a/']);
  });
});

describe('what a failed request tells the user', () => {
  let show: jest.SpyInstance;
  const toasts = () => show.mock.calls.map(([n]) => n.message);
  beforeEach(() => {
    show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => show.mockRestore());

  /** A fetch that answers nothing until the request's signal aborts it, as a browser's does. */
  const hangingFetch = () => {
    globalThis.fetch = jest.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ) as typeof fetch;
  };

  it('offline: «Нет связи с сервером», not «Неизвестная ошибка», toasted or for a form', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(api.post('/api/a/', {})).rejects.toBeDefined();
    const offline = await api.post('/api/a/', {}, { silent: true }).catch((e: unknown) => e);
    showServerErrors(offline, { getValues: () => ({ amount: '' }), setFieldError: () => undefined });
    expect(toasts()).toEqual(['Нет связи с сервером', 'Нет связи с сервером']);
  });

  it('a request aborted because the user left shows nothing', async () => {
    hangingFetch();
    const leave = new AbortController();
    const pending = api.get('/api/a/', { signal: leave.signal });
    leave.abort();
    await expect(pending).rejects.toBeDefined();
    expect(show).not.toHaveBeenCalled();
  });

  it('a query cancelled (its page unmounted) shows nothing', async () => {
    hangingFetch();
    const loading = queryClient.fetchQuery({
      queryKey: ['player', 'list'],
      queryFn: ({ signal }) => api.get('/api/list/', { signal }),
    });
    await queryClient.cancelQueries({ queryKey: ['player', 'list'] });
    await expect(loading).rejects.toBeDefined();
    expect(show).not.toHaveBeenCalled();
  });
});
