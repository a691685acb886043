import { useAuthStore } from '@fund/shared/auth';
import { streamToken, streamUrl } from './stream-url';

test('the stream token travels in the query, encoded', () => {
  expect(streamUrl(12, 'a.b+c')).toBe('/api/videogallery/videos_auth/12/?token=a.b%2Bc');
  expect(streamUrl(3, null)).toBe('/api/videogallery/videos_auth/3/?token=');
});

test('the stream token is minted for that video with the access token as Bearer', async () => {
  useAuthStore.setState({ access: 'ACCESS', refresh: 'REFRESH' });
  const calls: Array<{ url: string; method?: string; authorization?: string | null }> = [];
  const realFetch = global.fetch;
  (globalThis as { window?: unknown }).window = { __FUND_CONFIG__: { apiBase: 'http://api.test' } };
  global.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(input instanceof Request ? input.headers : init.headers);
    const method = input instanceof Request ? input.method : init.method;
    calls.push({ url, method, authorization: headers.get('authorization') });
    return new Response(JSON.stringify({ success: true, data: { token: 'VIDEO-7', expires_in: 300 } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  try {
    expect(await streamToken(7)).toBe('VIDEO-7');
  } finally {
    global.fetch = realFetch;
    delete (globalThis as { window?: unknown }).window;
  }
  expect(calls).toEqual([
    {
      url: 'http://api.test/api/videogallery/videos/7/stream-token/',
      method: 'POST',
      authorization: 'Bearer ACCESS',
    },
  ]);
});
