// Serves one built app the way production does: hashed files cached for a year, the entry
// documents (index.html, remotes.json, manifests) never cached, CORS + CORP on bundles so the
// host can load remotes from their own origins; the host also gets a CSP, its runtime
// /remotes.json and a same-origin /api proxy.
import http from 'node:http';
import sirv from 'sirv';

const NO_STORE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json)$/;

/** The remote list the host reads at run time, from the environment at start. */
export function remotesFromEnv(env = process.env) {
  const host = env.PUBLIC_HOSTNAME || 'localhost';
  const o = Number(env.PORT_OFFSET || 0);
  const url = (name, port) =>
    env[`REMOTE_${name.toUpperCase()}_URL`] || `http://${host}:${port + o}/mf-manifest.json`;
  return {
    player: url('player', 3001),
    scheduler: url('scheduler', 3002),
    video: url('video', 3003),
    curator: url('curator', 3004),
  };
}

function csp(remotes) {
  const origins = [...new Set(Object.values(remotes).map((u) => new URL(u).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`,
    `connect-src 'self' ${origins}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Сервер API недоступен' }));
  });
  req.pipe(upstream);
}

/**
 * @param {{dir: string, port: number, host?: boolean, apiUrl?: string, remotes?: object, bind?: string}} o
 * @returns {Promise<http.Server>}
 */
export function serveApp({
  dir,
  port,
  host = false,
  apiUrl = 'http://127.0.0.1:8000',
  remotes = remotesFromEnv(),
  bind = '0.0.0.0',
}) {
  const files = sirv(dir, {
    single: host,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        NO_STORE.test(pathname) || pathname === '/' ? 'no-store' : 'public, max-age=31536000, immutable',
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (host) {
        res.setHeader('Content-Security-Policy', csp(remotes));
        res.setHeader('X-Frame-Options', 'DENY');
      } else {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    },
  });
  const server = http.createServer((req, res) => {
    if (host && req.url?.startsWith('/api/')) return proxy(req, res, apiUrl);
    if (host && req.url?.split('?')[0] === '/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(remotes));
    }
    if (!host && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET' });
      return res.end();
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, bind, () => resolve(server));
  });
}
