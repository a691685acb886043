import type { FastifyInstance } from 'fastify';

/**
 * What @fastify/helmet would add, for a JSON API: no sniffing, never framed, no referrer, a CSP
 * that allows nothing (a JSON or media answer runs no scripts; the docs page /api/docs/ui sets its own, plugins/openapi.ts), and
 * answers carrying user data are not cached unless a route says otherwise.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(API_SECURITY_HEADERS);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
