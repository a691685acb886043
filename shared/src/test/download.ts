import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { exportTexts } from '../i18n/exports/texts';

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

/**
 * Chooses `format` (the item's label) in the «Экспорт» menu on the screen, the stubbed `path`
 * answering the file `name`; resolves when the browser saved it, to the query the menu asked with.
 * Call after {@link stubNetwork} and the render; restore with `jest.restoreAllMocks()`.
 */
export async function exportThroughMenu(
  user: UserEvent,
  path: string,
  format: string,
  name: string,
): Promise<Record<string, string>> {
  const downloads = stubDownload(path, () => fileAnswer(name));
  await user.click(await screen.findByRole('button', { name: exportTexts.button }));
  await user.click(await screen.findByRole('menuitem', { name: format }));
  await waitFor(() => expect(downloads.saved).toEqual([name]));
  return Object.fromEntries(downloads.asked[0]!.url.searchParams);
}
