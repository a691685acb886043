/** What a stubbed file download saw: the file requests and the names the browser saved. */
export interface Downloads {
  asked: Array<{ url: URL; authorization: string | null }>;
  saved: string[];
}

/**
 * A file route (an export, docs/api.md "Exports") over the routes {@link stubNetwork} stubbed (call
 * it after): `answer` gives its Response; the browser's saving is stubbed too (object URL, the
 * link's click), recording the file's name. Restore with `jest.restoreAllMocks()`.
 */
export function stubDownload(path: string, answer: () => Response): Downloads {
  const downloads: Downloads = { asked: [], saved: [] };
  const stubbed = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname !== path) return stubbed(input, init);
    downloads.asked.push({ url, authorization: new Headers(init.headers).get('authorization') });
    return answer();
  }) as typeof fetch;
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.saved.push(this.download);
  });
  return downloads;
}

/** A file answer as the API sends it: the type and the RFC 5987 name. */
export const fileAnswer = (name: string, body = '') =>
  new Response(body, {
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="export"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
