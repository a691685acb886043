// Whether a remote's build can run under a given host (issue 44 item 4, docs/deploy.md "Shared
// versions"): the `@fund/shared` range the build needs (its dist/mf-manifest.json,
// `metaData.buildInfo.sharedRange`) against what the host provides (its /build.json,
// `provides["@fund/shared"]`). Run in a remote's folder after its build, before deploying it:
//
//   pnpm --filter ./remote-video check-compat https://cabinet.example.com
//
// Exits 1, saying which version the host would need, when production's host is too old (the host
// would refuse the remote: «Раздел обновляется…»); 0 when it satisfies the range.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether `version` satisfies a caret range `^x.y.z` (the only form the builds write). */
export function satisfies(version, range) {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const have = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!wanted || !have) return false;
  const [w, h] = [wanted.slice(1).map(Number), have.slice(1).map(Number)];
  if (h[0] !== w[0]) return false;
  return h[1] > w[1] || (h[1] === w[1] && h[2] >= w[2]);
}

/** The verdict for the remote built in `dir` under the host at `hostUrl`: `{ ok, message }`. */
export async function checkCompat(dir, hostUrl) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
  const name = manifest.name ?? path.basename(dir);
  const range = manifest.metaData?.buildInfo?.sharedRange;
  if (!range)
    return { ok: false, message: `${name}: its manifest names no @fund/shared range (build it first)` };
  const url = new URL('/build.json', hostUrl);
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) return { ok: false, message: `${url}: ${res.status}` };
  const provided = (await res.json()).provides?.['@fund/shared'];
  if (!provided) return { ok: false, message: `${url}: no provides["@fund/shared"]` };
  if (satisfies(provided, range))
    return { ok: true, message: `${name} needs @fund/shared ${range}; the host provides ${provided}: ok` };
  return {
    ok: false,
    message: `${name} needs @fund/shared ${range}; the host at ${hostUrl} provides ${provided}: deploy a host of ${range.slice(1)} or newer first (a major: the host and every remote together)`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hostUrl = process.argv[2];
  if (!hostUrl) {
    console.error('usage: check-compat <host URL>');
    process.exit(2);
  }
  checkCompat(process.cwd(), hostUrl).then(({ ok, message }) => {
    (ok ? console.log : console.error)(message);
    process.exit(ok ? 0 : 1);
  });
}
