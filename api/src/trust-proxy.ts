import { isIP } from 'node:net';

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Fastify's `trustProxy` from TRUST_PROXY: a comma-separated list of proxy addresses or CIDRs
 * (or proxy-addr's presets loopback/linklocal/uniquelocal). Only a request arriving from one of
 * them has its X-Forwarded-For believed, so a client cannot choose its own address. Unset or
 * empty: nothing is trusted. Anything else (`1`, `true`, a typo) refuses to start.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!PRESETS.has(entry) && (version === 0 || !validBits || extra !== undefined)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not a proxy address or CIDR (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8)`,
      );
    }
  }
  return entries;
}
