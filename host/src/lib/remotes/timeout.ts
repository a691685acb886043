/** How long a remote's manifest + entry + exposed module may take before the fallback shows. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export class RemoteTimeoutError extends Error {
  constructor(
    readonly label: string,
    readonly ms: number,
  ) {
    super(`${label}: no answer in ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * `promise`, or a RemoteTimeoutError after `ms`: a remote server that accepts the connection and
 * never answers must end in 'Раздел временно недоступен' + Повторить, not an endless spinner.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(label, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
