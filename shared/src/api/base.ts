declare global {
  interface Window {
    __FUND_CONFIG__?: { apiBase?: string };
  }
}

/** API root: same origin by default (the host's server proxies /api), or set at deploy time. */
export const apiBase = (): string => (typeof window !== 'undefined' && window.__FUND_CONFIG__?.apiBase) || '';
