/**
 * A stubbed network for component tests: the app's real API client (ofetch, envelope, refresh,
 * toasts) runs, only `fetch` answers from the routes a test gives. Unknown routes answer 404 and
 * are listed in `unhandled`, so a test can assert that nothing unexpected was called.
 */
export interface Call {
  method: string;
  path: string;
  body: unknown;
  /** The request's `Idempotency-Key` header, if it had one. */
  idempotencyKey?: string;
  /** The query string's parameters, if the URL had any (a paged list's `limit`, `after`). */
  query?: Record<string, string>;
}

/** A non-2xx answer (or a 2xx with a raw body, not wrapped in the `{success, data}` envelope). */
class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown) => new Reply(status, body);

/** The API's refusal body (docs/api.md "Envelope"): general messages apart from field errors. */
export const refusal = (messages: string[], fields: Record<string, string[]> = {}) => ({
  success: false,
  error: { messages, fields },
});

/** A 400 as the API answers it: field messages, and general ones if given. */
export const badRequest = (fields: Record<string, string[]>, messages: string[] = []) =>
  reply(400, refusal(messages, fields));

type Route = unknown | ((call: Call) => unknown);

export interface Network {
  calls: Call[];
  unhandled: Call[];
  /** Calls of one route, e.g. `network.sent('POST /api/accounting/cashflow/')`. */
  sent(route: string): unknown[];
}

/** Routes are `'METHOD /path/'` (query string ignored); a value is the `data` of a success envelope. */
export function stubNetwork(routes: Record<string, Route>): Network {
  const calls: Call[] = [];
  const unhandled: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (input instanceof Request ? input.method : init.method) ?? 'GET';
    const text = input instanceof Request ? await input.text() : (init.body ?? '');
    const body = typeof text === 'string' && text ? JSON.parse(text) : text || undefined;
    const key = new Headers(input instanceof Request ? input.headers : init.headers).get('idempotency-key');
    const call: Call = { method: method.toUpperCase(), path: url.pathname, body };
    if (key) call.idempotencyKey = key;
    if (url.search) call.query = Object.fromEntries(url.searchParams);
    calls.push(call);
    const route = `${call.method} ${call.path}`;
    if (!(route in routes)) {
      unhandled.push(call);
      return json(404, { detail: 'Не найдено.' });
    }
    const answer = routes[route];
    const out = typeof answer === 'function' ? await answer(call) : answer;
    if (out instanceof Reply) return json(out.status, out.body);
    return json(200, { success: true, data: out });
  }) as typeof fetch;
  return {
    calls,
    unhandled,
    sent: (route) => calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
