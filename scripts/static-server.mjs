// Serves one built app the way production does: only content-hashed files are cached (a year,
// immutable); every document (/, index.html, any deep link), remotes.json and the manifests are
// no-store, so a deploy never strands a cached page on deleted bundles. CORS + CORP on bundles
// so the host can load remotes from their own origins; every app gets the CSP and frame
// protection, and files only for GET and HEAD (405 otherwise); the host also gets its runtime
// /remotes.json and a same-origin /api proxy. Binds 127.0.0.1 unless HOST says otherwise.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Webpack's `[name].[contenthash:8].ext` (scripts/webpack/create-config.js). */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|mjs|css|map|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    backoffice: url('backoffice', 3005),
  };
}

/**
 * The host's remote list, read from `file` whenever it changes (mtime/size), so a remote is moved
 * by editing the file: the next /remotes.json and the CSP of the next answer follow it, no restart.
 * A file that is missing or does not parse keeps the last good list (and says so on stderr).
 * @returns {() => Record<string, string>}
 */
export function remotesFromFile(file) {
  let key = '';
  let list = {};
  return () => {
    let now;
    try {
      const st = statSync(file);
      now = `${st.mtimeMs}:${st.size}`;
    } catch (error) {
      now = error.code;
    }
    if (now === key) return list;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8'));
      remoteUrls(parsed);
      list = parsed;
    } catch (error) {
      console.error(`${file}: ${error.message}; keeping the previous remote list`);
    }
    key = now;
    return list;
  };
}

/**
 * Every URL the remote list names: each remote's manifest (a string, or `{ url, canary: { url,
 * percent } }`) and `previewOrigins` (docs/deploy.md "Canary and preview"). Throws on a line of
 * another shape, a URL that does not parse or a percent outside 0..100.
 */
export function remoteUrls(remotes) {
  const urls = [];
  for (const [name, entry] of Object.entries(remotes)) {
    if (name === 'previewOrigins') {
      if (!Array.isArray(entry)) throw new Error('previewOrigins: not a list');
      urls.push(...entry);
    } else if (typeof entry === 'string') urls.push(entry);
    else {
      const { url, canary } = entry ?? {};
      if (typeof url !== 'string') throw new Error(`${name}: no url`);
      urls.push(url);
      if (canary !== undefined) {
        const { percent } = canary ?? {};
        if (typeof canary?.url !== 'string' || !Number.isInteger(percent) || percent < 0 || percent > 100)
          throw new Error(`${name}: a canary is { url, percent: 0..100 }`);
        urls.push(canary.url);
      }
    }
  }
  for (const u of urls) if (!/^https?:$/.test(new URL(u).protocol)) throw new Error(`${u}: not http(s)`);
  return urls;
}

/** The origins the host may load remote code from: those of every URL of the remote list. */
export function remoteOrigins(remotes) {
  return [...new Set(remoteUrls(remotes).map((u) => new URL(u).origin))];
}

/**
 * The page's policy: code, styles and calls from itself and the given remote origins only (none
 * for a remote's own page), no plugins, no <base>, never framed.
 */
function csp(remotes) {
  const origins = remoteOrigins(remotes);
  const from = (directive, ...sources) => [directive, ...sources, ...origins].join(' ');
  return [
    "default-src 'self'",
    from('script-src', "'self'"),
    from('connect-src', "'self'"),
    // Remotes' extracted CSS files come from their origins (mini-css-extract-plugin).
    from('style-src', "'self'", "'unsafe-inline'"),
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // The host's service worker (/sw.js) and web app manifest (docs/deploy.md "Installed app"):
    // from itself only, never a remote's origin (worker-src would otherwise fall back to script-src).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Cache-Control of a served path: only hashed assets are cacheable; everything else no-store. */
export function cacheControl(pathname) {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-store';
}

/**
 * Headers of every answer of one app (files, the SPA fallback, remotes.json, 404s, 405s). A remote
 * sends the host's set too, its CSP naming no other origin (its standalone page is a page like the
 * host's), plus CORS and CORP so the host may load its bundles.
 */
export function securityHeaders({ host, remotes }) {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': csp(host ? remotes : {}),
    'X-Frame-Options': 'DENY',
  };
  return host
    ? common
    : { ...common, 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
}

/** A release folder's name (scripts/deploy.mjs `releaseId`). */
export const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-z]+$/;
/** A file of a release folder, nothing else of the releases' root. */
const RELEASE_PATH = /^\/releases\/\d{8}T\d{9}Z-[0-9a-z]+\//;
/** A hashed file at the root of the host's build (its chunks), the only ones looked up in older releases. */
const ROOT_HASHED = /^\/[\w.-]+$/;

/**
 * The host's hashed file that its live release lacks, from the newest older release that has it:
 * a tab opened before a host deploy still loads its lazy chunks (pruned with the release).
 */
function olderRelease(releases, pathname) {
  if (!ROOT_HASHED.test(pathname) || !HASHED_ASSET.test(pathname) || !existsSync(releases)) return undefined;
  return readdirSync(releases)
    .filter((name) => RELEASE_ID.test(name))
    .sort()
    .reverse()
    .find((id) => existsSync(path.join(releases, id, pathname)));
}

/** The methods a file is served for; anything else is a 405 naming them (the /api proxy aside). */
const ALLOWED_METHODS = 'GET, HEAD';

/**
 * The path to forward to the API, or undefined: dot segments (also `%2e`) and the like are
 * resolved first (WHATWG URL), and only a result under /api/ is proxied, so `/api/../x` never
 * leaves the host. The API itself decides authentication on its matched route.
 */
export function proxyPath(rawUrl) {
  let url;
  try {
    url = new URL(rawUrl, 'http://host.invalid');
  } catch {
    return undefined;
  }
  if (url.host !== 'host.invalid' || !url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}`;
}

/** Forwarded headers a client might send are dropped; the proxy states the socket's address. */
function forwardedHeaders(req, target) {
  const headers = { ...req.headers, host: target.host };
  for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip']) {
    delete headers[name];
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

function proxy(req, res, target, path) {
  const url = new URL(path, target);
  const upstream = http.request(url, { method: req.method, headers: forwardedHeaders(req, url) }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Сервер API недоступен' }));
  });
  // A browser that leaves ends the API's side too: an event stream (/api/events/) never ends by
  // itself, and would stay open on the API after the tab closed.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * `remotes`: the host's remote list, an object (fixed) or a function read per request
 * (`remotesFromFile`): /remotes.json and the CSP are always the same list.
 * `releases`: the app's published releases (scripts/deploy.mjs). A remote serves them under
 * /releases/<id>/ with the same rules as `dir` (hashed files immutable, manifests no-store); `dir`
 * stays at /. The host serves a hashed file its `dir` lacks from the newest older release with it.
 * `versions`: the host's GET /versions.json, built per request (scripts/versions.mjs), no-store.
 * @param {{dir: string, releases?: string, port: number, host?: boolean, apiUrl?: string, remotes?: object | (() => object), versions?: () => object, bind?: string}} o
 * @returns {Promise<http.Server>}
 */
export function serveApp({
  dir,
  releases,
  port,
  host = false,
  apiUrl = 'http://127.0.0.1:8000',
  remotes = remotesFromEnv(),
  versions,
  bind = process.env.HOST || '127.0.0.1',
}) {
  const currentRemotes = typeof remotes === 'function' ? remotes : () => remotes;
  const filesOf = (folder) =>
    sirv(folder, {
      // sirv's default `ignores`: a path with an extension is a file, never the SPA fallback, so a
      // deleted hashed bundle is a 404 rather than index.html cached as immutable.
      single: host,
      etag: true,
      // Looks every request up on disk (no file list taken at start): a deploy that switches
      // `dir` (a symlink) or adds files is served at once, no restart (docs/deploy.md).
      dev: true,
      // The build's precompressed copies (scripts/compress.mjs): `x.js.br` / `x.js.gz` for an
      // Accept-Encoding that allows them, with Content-Encoding and Vary: Accept-Encoding.
      brotli: true,
      gzip: true,
      setHeaders(res, pathname) {
        // `pathname` is the requested one: a deep link served index.html is not hashed → no-store.
        res.setHeader('Cache-Control', cacheControl(pathname));
      },
    });
  const files = filesOf(dir);
  const released = releases ? filesOf(releases) : undefined;
  const handler = (req, res) => {
    const apiPath = host ? proxyPath(req.url ?? '/') : undefined;
    if (apiPath) return proxy(req, res, apiUrl, apiPath);
    const list = host ? currentRemotes() : {};
    for (const [name, value] of Object.entries(securityHeaders({ host, remotes: list })))
      res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A remote's CORS preflight is answered empty; no other method ever reaches a file.
      if (!host && req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': ALLOWED_METHODS });
        return res.end();
      }
      res.writeHead(405, {
        allow: ALLOWED_METHODS,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end('Method not allowed');
    }
    const pathname = req.url?.split('?')[0];
    if (host && (pathname === '/remotes.json' || (versions && pathname === '/versions.json'))) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(pathname === '/remotes.json' ? list : versions()));
    }
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Not found');
    };
    if (released && !host && RELEASE_PATH.test(req.url ?? '')) {
      req.url = req.url.slice('/releases'.length);
      return released(req, res, notFound);
    }
    const older = () => {
      const id = released && olderRelease(releases, (req.url ?? '').split('?')[0]);
      if (!id) return notFound();
      req.url = `/${id}${req.url}`;
      released(req, res, notFound);
    };
    files(req, res, host ? older : notFound);
  };
  return listen(handler, port, bind);
}

function listenOne(handler, port, address) {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => resolve(server));
  });
}

/**
 * Listens on `bind`; on the default 127.0.0.1 also on ::1 when the machine has it, so
 * `http://localhost:…` works whichever family localhost resolves to. close() closes both.
 */
async function listen(handler, port, bind) {
  const server = await listenOne(handler, port, bind);
  if (bind !== '127.0.0.1') return server;
  const v6 = await listenOne(handler, server.address().port, '::1').catch(() => undefined);
  if (v6) {
    const close = server.close.bind(server);
    server.close = (callback) => {
      v6.close();
      return close(callback);
    };
  }
  return server;
}
