import type { FetchContext } from 'ofetch';
import { type RequestOptions, request } from './index';

/** The name in a Content-Disposition: RFC 5987 `filename*` (UTF-8) first, else `filename`. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A broken escape: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? undefined;
}

/**
 * onResponse of a file request: remembers the server's file name; a refusal's JSON body (a blob,
 * as the file would be) is read back as JSON so its Russian messages reach the error toast.
 */
function fileResponse(named: (name: string) => void) {
  return async ({ response }: FetchContext) => {
    if (!response) return;
    const name = fileNameOf(response.headers.get('content-disposition'));
    if (name) named(name);
    const answer = response as { _data?: { text?: () => Promise<string> } };
    const json = response.headers.get('content-type')?.includes('json');
    if (response.status >= 400 && json && typeof answer._data?.text === 'function') {
      answer._data = JSON.parse(await answer._data.text());
    }
  };
}

/** Hands a blob to the browser as a download named `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the API answers (an export, docs/api.md "Exports") through {@link request}: the
 * bearer token, one refresh, a refusal's messages toasted; saved under the server's file name
 * (Content-Disposition), else `fallback`.
 */
export async function download(path: string, fallback: string, options: RequestOptions = {}): Promise<void> {
  let name = fallback;
  const blob = await request<Blob>(path, {
    ...options,
    method: 'GET',
    responseType: 'blob',
    onResponse: fileResponse((named) => {
      name = named;
    }),
  } as unknown as RequestOptions);
  saveFile(blob, name);
}
