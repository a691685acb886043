import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import {
  atLiveReleases,
  buildInfo,
  canaryRelease,
  deploy,
  deployRoot,
  endCanary,
  linkChunks,
  liveRelease,
  pointHost,
  pointRemote,
  prune,
  readLog,
  releaseId,
  rollback,
} from '../deploy.mjs';
// @ts-expect-error: a plain .mjs script without types
import { serveApp } from '../static-server.mjs';

// scripts/deploy.mjs on temp folders (docs/deploy.md "Releases"): each deploy a new immutable
// folder, the remote list pointed at it, older releases kept while an open tab may need them.

const DAY = 86_400_000;
let tmp: string;
let dir: string;
let remotesFile: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-release-'));
  dir = path.join(tmp, 'releases', 'remote-video');
  remotesFile = path.join(tmp, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({
      player: 'http://localhost:3001/mf-manifest.json',
      video: 'http://localhost:3003/mf-manifest.json',
    }),
  );
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const list = () => JSON.parse(readFileSync(remotesFile, 'utf8'));
const at = (iso: string) => new Date(iso);

/** A build writing a manifest and one hashed chunk named after `tag`. */
const build = (tag: string) => (folder: string) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { version: '1.2.3', commit: `${tag}sha`, builtAt: 'x' } } }),
  );
  writeFileSync(path.join(folder, `${tag}.0123abcd.js`), tag);
};
const point = (id: string) => pointRemote(remotesFile, 'video', id);
const ship = (tag: string, when: string, keepMs?: number) =>
  deploy({ dir, fill: build(tag), point, commit: `${tag}0000000000`, now: at(when), keepMs });
/** The same for the host, whose releases are in <tmp>/releases/host. */
const shipHost = (tag: string, when: string) => {
  const hostDir = path.join(tmp, 'releases', 'host');
  return deploy({
    dir: hostDir,
    fill: build(tag),
    point: (id: string) => pointHost(hostDir, id),
    commit: tag,
    now: at(when),
  });
};

test('a deploy publishes its own folder and points the remote list at it; earlier releases stay', () => {
  const a = ship('aaa', '2026-11-20T10:00:00.000Z');
  expect(a.id).toBe('20261120T100000000Z-aaa0000');
  expect(list()).toEqual({
    player: 'http://localhost:3001/mf-manifest.json',
    video: `http://localhost:3003/releases/${a.id}/mf-manifest.json`,
  });
  const b = ship('bbb', '2026-11-20T11:00:00.000Z');
  expect(list().video).toBe(`http://localhost:3003/releases/${b.id}/mf-manifest.json`);
  expect(readFileSync(path.join(dir, a.id, 'aaa.0123abcd.js'), 'utf8')).toBe('aaa');
  expect(readdirSync(dir).sort()).toEqual(['.deploys.jsonl', a.id, b.id]);
  expect(liveRelease(dir)).toBe(b.id);
  expect(readLog(dir)[1]).toEqual({
    at: '2026-11-20T11:00:00.000Z',
    action: 'deploy',
    release: b.id,
    previous: a.id,
    url: list().video,
    version: '1.2.3',
    commit: 'bbbsha',
    builtAt: 'x',
  });
});

test('a failed build publishes nothing and leaves the live release and the list as they were', () => {
  const a = ship('aaa', '2026-11-20T10:00:00.000Z');
  const before = readFileSync(remotesFile, 'utf8');
  const fill = (folder: string) => {
    build('bad')(folder);
    throw new Error('webpack failed');
  };
  expect(() => deploy({ dir, fill, point, commit: 'bad', now: at('2026-11-20T11:00:00.000Z') })).toThrow(
    'webpack failed',
  );
  expect(readFileSync(remotesFile, 'utf8')).toBe(before);
  expect(liveRelease(dir)).toBe(a.id);
  expect(readdirSync(dir)).toEqual(['.deploys.jsonl', a.id]);
});

test('rollback goes back one release at a time, then refuses; a deploy after it goes on from there', () => {
  const [a, b, c] = [
    ship('aaa', '2026-11-20T10:00:00.000Z'),
    ship('bbb', '2026-11-20T11:00:00.000Z'),
    ship('ccc', '2026-11-20T12:00:00.000Z'),
  ];
  expect(rollback({ dir, point, now: at('2026-11-20T13:00:00.000Z') }).id).toBe(b.id);
  expect(list().video).toContain(`/releases/${b.id}/`);
  expect(rollback({ dir, point }).id).toBe(a.id);
  expect(liveRelease(dir)).toBe(a.id);
  expect(() => rollback({ dir, point })).toThrow('no earlier release to roll back to');
  expect(list().video).toContain(`/releases/${a.id}/`);
  // Every release is still on disk: a rollback removes nothing, c stays for tabs opened on it.
  expect(readdirSync(dir).filter((n) => !n.startsWith('.'))).toEqual([a.id, b.id, c.id]);
  const d = ship('ddd', '2026-11-20T14:00:00.000Z');
  expect(rollback({ dir, point }).id).toBe(a.id);
  expect(readLog(dir).map((e: { action: string; release: string }) => [e.action, e.release])).toEqual([
    ['deploy', a.id],
    ['deploy', b.id],
    ['deploy', c.id],
    ['rollback', b.id],
    ['rollback', a.id],
    ['deploy', d.id],
    ['rollback', a.id],
  ]);
});

test('prune: a release not live for the keep time goes; the live one and the one before never do', () => {
  const a = ship('aaa', '2026-11-01T10:00:00.000Z');
  const b = ship('bbb', '2026-11-02T10:00:00.000Z');
  const c = ship('ccc', '2026-11-03T10:00:00.000Z');
  const d = ship('ddd', '2026-11-20T10:00:00.000Z');
  // a and b stopped being live on 2 and 3 November, more than 7 days before the 20th: both go;
  // c is the one a rollback goes back to.
  expect(readdirSync(dir).filter((n) => !n.startsWith('.'))).toEqual([c.id, d.id]);
  expect(existsSync(path.join(dir, a.id))).toBe(false);
  expect(existsSync(path.join(dir, b.id))).toBe(false);
  // c stopped being live now: kept 7 days after that, whatever its age.
  const e = ship('eee', '2026-11-26T10:00:00.000Z');
  expect(readdirSync(dir).filter((n) => !n.startsWith('.'))).toEqual([c.id, d.id, e.id]);
  expect(prune(dir, at('2026-11-27T09:59:59.999Z'))).toEqual([]);
  expect(prune(dir, at('2026-11-27T10:00:00.000Z'))).toEqual([c.id]);
  // The live one and the one before are kept however old; a rollback target pruned is refused.
  expect(prune(dir, at('2027-06-01T00:00:00.000Z'))).toEqual([]);
  expect(readdirSync(dir).filter((n) => !n.startsWith('.'))).toEqual([d.id, e.id]);
  expect(rollback({ dir, point }).id).toBe(d.id);
  expect(() => rollback({ dir, point })).toThrow(`release ${c.id} was pruned`);
});

test('prune: the keep time is a setting; a folder the log does not know and a dead .tmp- count from their mtime', () => {
  ship('aaa', '2026-11-20T10:00:00.000Z');
  ship('bbb', '2026-11-20T11:00:00.000Z');
  const c = ship('ccc', '2026-11-20T12:00:00.000Z');
  const stray = path.join(dir, releaseId('fff', at('2026-11-01T00:00:00.000Z')));
  const dead = path.join(dir, '.tmp-20261101T000000000Z-ggg');
  for (const folder of [stray, dead]) {
    build('x')(folder);
    utimesSync(folder, at('2026-11-01T00:00:00Z'), at('2026-11-01T00:00:00Z'));
  }
  // A keep time of one hour: aaa stopped being live at 11:00, so by 12:30 it goes.
  expect(prune(dir, at('2026-11-20T12:30:00.000Z'), 3_600_000)).toEqual([
    '.tmp-20261101T000000000Z-ggg',
    '20261101T000000000Z-fff',
    '20261120T100000000Z-aaa0000',
  ]);
  expect(liveRelease(dir)).toBe(c.id);
  expect(prune(dir, at('2026-11-20T12:30:00.000Z'), 7 * DAY)).toEqual([]);
});

test('a canary (issue 44 item 6): a share of the users beside the live release; promoted it is a deploy (rollback goes back), dropped everyone stays; kept by pruning while it runs', () => {
  const a = ship('aaa', '2026-11-01T10:00:00.000Z');
  const live = `http://localhost:3003/releases/${a.id}/mf-manifest.json`;
  const canary = (tag: string, when: string, percent: number) =>
    deploy({
      dir,
      fill: build(tag),
      point: (id: string) => pointRemote(remotesFile, 'video', id, percent),
      commit: `${tag}0000000000`,
      now: at(when),
      action: 'canary',
    });
  const b = canary('bbb', '2026-11-02T10:00:00.000Z', 10);
  const bUrl = `http://localhost:3003/releases/${b.id}/mf-manifest.json`;
  expect(list().video).toEqual({ url: live, canary: { url: bUrl, percent: 10 } });
  expect(list().player).toBe('http://localhost:3001/mf-manifest.json');
  expect(liveRelease(dir)).toBe(a.id);
  expect(canaryRelease(readLog(dir))).toBe(b.id);
  // A canary run for a month is never pruned, nor is the live release.
  expect(prune(dir, at('2026-12-02T10:00:00.000Z'))).toEqual([]);
  // Dropped: everyone on the live release, the canary's release kept 7 days from then.
  const end = (promote: boolean, when: string) =>
    endCanary({ dir, remotesFile, name: 'video', promote, now: at(when) });
  expect(end(false, '2026-12-02T10:00:00.000Z')).toEqual({ id: a.id, url: live });
  expect(list().video).toBe(live);
  expect(canaryRelease(readLog(dir))).toBeUndefined();
  expect(() => endCanary({ dir, remotesFile, name: 'video', promote: true })).toThrow('video: no canary');
  expect(prune(dir, at('2026-12-09T09:59:59.999Z'))).toEqual([]);
  expect(prune(dir, at('2026-12-09T10:00:00.000Z'))).toEqual([b.id]);
  // A second canary, promoted: live for everyone, and a rollback goes back to a.
  const c = canary('ccc', '2026-12-10T10:00:00.000Z', 50);
  const cUrl = `http://localhost:3003/releases/${c.id}/mf-manifest.json`;
  expect(list().video).toEqual({ url: live, canary: { url: cUrl, percent: 50 } });
  expect(end(true, '2026-12-10T11:00:00.000Z')).toEqual({ id: c.id, url: cUrl });
  expect(list().video).toBe(cUrl);
  expect(readLog(dir).at(-1)).toMatchObject({
    action: 'deploy',
    release: c.id,
    previous: a.id,
    commit: 'cccsha',
  });
  expect(liveRelease(dir)).toBe(c.id);
  expect(rollback({ dir, point }).id).toBe(a.id);
  expect(list().video).toBe(live);
  // A plain deploy while a canary runs replaces the line: the canary ends with it.
  canary('ddd', '2026-12-11T10:00:00.000Z', 5);
  const e = ship('eee', '2026-12-11T11:00:00.000Z');
  expect(list().video).toBe(`http://localhost:3003/releases/${e.id}/mf-manifest.json`);
  expect(canaryRelease(readLog(dir))).toBeUndefined();
});

test('the host: a deploy switches the symlink `live` (served by scripts/start.mjs instead of host/dist)', () => {
  const hostDir = path.join(tmp, 'releases', 'host');
  const a = shipHost('aaa', '2026-11-20T10:00:00.000Z');
  const b = shipHost('bbb', '2026-11-20T11:00:00.000Z');
  expect(readlinkSync(path.join(hostDir, 'live'))).toBe(b.id);
  expect(readFileSync(path.join(hostDir, 'live', 'bbb.0123abcd.js'), 'utf8')).toBe('bbb');
  rollback({ dir: hostDir, point: (id: string) => pointHost(hostDir, id) });
  expect(readlinkSync(path.join(hostDir, 'live'))).toBe(a.id);
});

test("the host's chunks/ (its nginx's older releases): a link per hashed file to the newest release with it; kept by pruning, a pruned release's links go", () => {
  const hostDir = path.join(tmp, 'releases', 'host');
  const a = shipHost('aaa', '2026-11-20T10:00:00.000Z');
  writeFileSync(path.join(hostDir, a.id, 'both.0123abcd.js'), 'a');
  writeFileSync(path.join(hostDir, a.id, 'both.0123abcd.js.gz'), 'a');
  const b = shipHost('bbb', '2026-11-20T11:00:00.000Z');
  writeFileSync(path.join(hostDir, b.id, 'both.0123abcd.js'), 'b');
  expect(linkChunks(hostDir)).toEqual([
    'aaa.0123abcd.js',
    'bbb.0123abcd.js',
    'both.0123abcd.js',
    'both.0123abcd.js.gz',
  ]);
  const chunks = path.join(hostDir, 'chunks');
  expect(readlinkSync(path.join(chunks, 'both.0123abcd.js'))).toBe(path.join('..', b.id, 'both.0123abcd.js'));
  expect(readFileSync(path.join(chunks, 'aaa.0123abcd.js'), 'utf8')).toBe('aaa');
  // b stops being live on the 21st; two deploys nine days later prune a and b, and their links.
  shipHost('ccc', '2026-11-21T10:00:00.000Z');
  shipHost('ddd', '2026-11-30T10:00:00.000Z');
  shipHost('eee', '2026-11-30T11:00:00.000Z');
  expect(existsSync(path.join(hostDir, a.id))).toBe(false);
  expect(linkChunks(hostDir)).toEqual(['ccc.0123abcd.js', 'ddd.0123abcd.js', 'eee.0123abcd.js']);
  expect(readdirSync(chunks).sort()).toEqual(['ccc.0123abcd.js', 'ddd.0123abcd.js', 'eee.0123abcd.js']);
});

test("what a build says it is (a --prebuilt release is named after its build's commit, not the checkout's)", () => {
  const folder = path.join(tmp, 'built');
  build('abc')(folder);
  expect(buildInfo(folder)).toEqual({ version: '1.2.3', commit: 'abcsha', builtAt: 'x' });
  rmSync(path.join(folder, 'mf-manifest.json'));
  writeFileSync(
    path.join(folder, 'build.json'),
    JSON.stringify({ version: '1.0.0+abc1234', commit: 'abc1234f' }),
  );
  expect(buildInfo(folder).commit).toBe('abc1234f');
  expect(buildInfo(tmp)).toEqual({});
});

test('a restarted stack writes its remote list at the live releases; REMOTE_*_URL still wins', () => {
  const a = ship('aaa', '2026-11-20T10:00:00.000Z');
  const env = { DEPLOY_ROOT: path.join(tmp, 'releases') };
  const fromEnv = {
    player: 'http://localhost:3501/mf-manifest.json',
    video: 'http://localhost:3503/mf-manifest.json',
  };
  expect(atLiveReleases(fromEnv, env)).toEqual({
    player: 'http://localhost:3501/mf-manifest.json',
    video: `http://localhost:3503/releases/${a.id}/mf-manifest.json`,
  });
  const moved = { ...fromEnv, video: 'https://cdn.example/mf-manifest.json' };
  expect(atLiveReleases(moved, { ...env, REMOTE_VIDEO_URL: moved.video })).toEqual(moved);
});

test('a remote serves its releases under /releases/<id>/ (hashed immutable, manifest no-store), nothing else of the folder', async () => {
  const a = ship('aaa', '2026-11-20T10:00:00.000Z');
  const dist = path.join(tmp, 'dist');
  build('dist')(dist);
  const server: http.Server = await serveApp({ dir: dist, releases: dir, port: 0 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const chunk = await fetch(`${base}/releases/${a.id}/aaa.0123abcd.js`);
    expect([chunk.status, await chunk.text()]).toEqual([200, 'aaa']);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = await fetch(`${base}/releases/${a.id}/mf-manifest.json`);
    expect([manifest.status, manifest.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect((await fetch(`${base}/dist.0123abcd.js`)).status).toBe(200);
    for (const p of ['/releases/.deploys.jsonl', `/releases/${a.id}x/mf-manifest.json`, '/releases/x.js'])
      expect((await fetch(`${base}${p}`)).status).toBe(404);
  } finally {
    await new Promise((r) => server.close(r));
  }
});

test("the host serves its live release, and a hashed file only an older release has from that one (an old tab's chunk)", async () => {
  const hostDir = path.join(tmp, 'releases', 'host');
  shipHost('aaa', '2026-11-20T10:00:00.000Z');
  shipHost('bbb', '2026-11-20T11:00:00.000Z');
  writeFileSync(path.join(hostDir, 'live', 'index.html'), 'bbb page');
  const server: http.Server = await serveApp({
    dir: path.join(hostDir, 'live'),
    releases: hostDir,
    port: 0,
    host: true,
    remotes: {},
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const old = await fetch(`${base}/aaa.0123abcd.js`);
    expect([old.status, await old.text(), old.headers.get('cache-control')]).toEqual([
      200,
      'aaa',
      'public, max-age=31536000, immutable',
    ]);
    expect(await (await fetch(`${base}/bbb.0123abcd.js`)).text()).toBe('bbb');
    expect(await (await fetch(`${base}/history`)).text()).toBe('bbb page');
    for (const p of ['/ccc.0123abcd.js', '/releases/x/aaa.0123abcd.js'])
      expect([p, (await fetch(`${base}${p}`)).status]).toEqual([p, 404]);
  } finally {
    await new Promise((r) => server.close(r));
  }
});

test('the command: usage for an unknown app, a clear refusal without a remote list or an earlier release', () => {
  const cli = (args: string[], env: Record<string, string> = {}) => {
    const run = spawnSync(process.execPath, [path.join(__dirname, '../deploy.mjs'), ...args], {
      env: { ...process.env, DEPLOY_ROOT: path.join(tmp, 'releases'), REMOTES_FILE: remotesFile, ...env },
      encoding: 'utf8',
    });
    return [run.status, run.stderr.trim()];
  };
  expect(cli(['remote-nope'])).toEqual([
    2,
    'usage: node scripts/deploy.mjs <host|remote-player|remote-video|…> [--prebuilt] [--canary <1..99>] | --rollback | --promote | --drop-canary',
  ]);
  for (const args of [
    ['remote-video', '--force'],
    ['remote-video', '--canary'],
    ['remote-video', '--canary', '0'],
    ['remote-video', '--canary', '100'],
    ['remote-video', '--canary', '10.5'],
    ['remote-video', '--canary', '10', '--rollback'],
    ['remote-video', '--promote', '--drop-canary'],
    ['host', '--canary', '10'],
    ['host', '--promote'],
  ])
    expect([args, cli(args)[0]]).toEqual([args, 2]);
  expect(cli(['remote-video', '--promote'])).toEqual([1, 'remote-video: video: no canary']);
  const missing = path.join(tmp, 'none.json');
  expect(cli(['remote-video', '--prebuilt'], { REMOTES_FILE: missing })).toEqual([
    1,
    `remote-video: no remote list at ${missing}: start the stack first or set REMOTES_FILE`,
  ]);
  expect(cli(['remote-video', '--rollback'])).toEqual([
    1,
    `remote-video: ${path.join(tmp, 'releases', 'remote-video')}: no earlier release to roll back to`,
  ]);
  expect(existsSync(path.join(tmp, 'releases'))).toBe(false);
  expect(JSON.parse(readFileSync(remotesFile, 'utf8')).video).toBe('http://localhost:3003/mf-manifest.json');
});

test('the default place of releases is ignored by git and by biome', () => {
  const root = path.resolve(__dirname, '../..');
  const folder = path.relative(root, deployRoot({}));
  expect(folder).toBe(path.join('.data', 'releases'));
  expect(
    execFileSync('git', ['check-ignore', `${folder}/remote-video/x.js`], { cwd: root, encoding: 'utf8' }),
  ).toBe(`${folder}/remote-video/x.js\n`);
  const biome = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  expect(biome.files.includes).toContain('!**/.data');
});
