import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { deploy, pointHost, pointRemote } from '../deploy.mjs';
// @ts-expect-error: a plain .mjs script without types
import { serveApp } from '../static-server.mjs';
// @ts-expect-error: a plain .mjs script without types
import { HISTORY_MAX, VERSIONS_FILES, versions, writeVersions } from '../versions.mjs';

// GET /versions.json (issue 44 item 3, docs/deploy.md "Which build is live") on temp folders:
// what is live (the host, each remote's release and build) and every change, newest first, with
// nothing of the files but their known fields (no filesystem path, nothing a build adds).

const LIST = {
  player: 'http://localhost:3001/mf-manifest.json',
  video: 'http://localhost:3003/mf-manifest.json',
};
let tmp = '';
const root = () => path.join(tmp, 'releases');
const remotesFile = () => path.join(tmp, 'remotes.json');
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-versions-'));
  writeFileSync(remotesFile(), JSON.stringify(LIST));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const remotes = () => JSON.parse(readFileSync(remotesFile(), 'utf8'));
const record = (tag: string) => ({
  version: `1.0.0+${tag}0000`,
  commit: `${tag}0000${'0'.repeat(33)}`,
  builtAt: '2026-11-20T09:00:00.000Z',
});
/** A remote's build: its manifest (with a field no answer may show) and one chunk. */
const remoteBuild = (tag: string) => (folder: string) => {
  mkdirSync(folder, { recursive: true });
  const buildInfo = {
    ...record(tag),
    sharedRange: '^2.17.0',
    buildName: '@fund/remote-video',
    token: 's3cret',
  };
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo } }));
  writeFileSync(path.join(folder, `${tag}.0123abcd.js`), tag);
};
/** The host's build: its build.json as scripts/webpack/create-config.js writes it. */
const hostBuild = (tag: string) => (folder: string) => {
  mkdirSync(folder, { recursive: true });
  const body = { ...record(tag), provides: { '@fund/shared': '2.17.0' }, path: '/srv/x' };
  writeFileSync(path.join(folder, 'build.json'), JSON.stringify(body));
};
const shipVideo = (tag: string, at: string) =>
  deploy({
    dir: path.join(root(), 'remote-video'),
    fill: remoteBuild(tag),
    point: (id: string) => pointRemote(remotesFile(), 'video', id),
    commit: `${tag}0000`,
    now: new Date(at),
  });
const shipHost = (tag: string, at: string) => {
  const dir = path.join(root(), 'host');
  return deploy({
    dir,
    fill: hostBuild(tag),
    point: (id: string) => pointHost(dir, id),
    commit: tag,
    now: new Date(at),
  });
};

test('what is live: the host, each remote at its release or its dist, and every change newest first', () => {
  const a = shipVideo('aaa', '2026-11-20T10:00:00.000Z');
  const h = shipHost('hhh', '2026-11-20T10:30:00.000Z');
  const b = shipVideo('bbb', '2026-11-20T11:00:00.000Z');
  const playerDist = path.join(tmp, 'player-dist');
  remoteBuild('ppp')(playerDist);
  const answer = versions({
    root: root(),
    hostDir: path.join(root(), 'host', 'live'),
    hostRelease: h.id,
    remotes: remotes(),
    manifestOf: (name: string) => (name === 'player' ? path.join(playerDist, 'mf-manifest.json') : undefined),
  });
  expect(answer.host).toEqual({ release: h.id, ...record('hhh'), provides: { '@fund/shared': '2.17.0' } });
  expect(answer.remotes).toEqual({
    player: {
      url: 'http://localhost:3001/mf-manifest.json',
      release: null,
      ...record('ppp'),
      sharedRange: '^2.17.0',
    },
    video: {
      url: `http://localhost:3003/releases/${b.id}/mf-manifest.json`,
      release: b.id,
      ...record('bbb'),
      sharedRange: '^2.17.0',
    },
  });
  expect(answer.history).toEqual([
    {
      app: 'remote-video',
      at: '2026-11-20T11:00:00.000Z',
      action: 'deploy',
      release: b.id,
      previous: a.id,
      ...record('bbb'),
      sharedRange: '^2.17.0',
      url: `http://localhost:3003/releases/${b.id}/mf-manifest.json`,
    },
    { app: 'host', at: '2026-11-20T10:30:00.000Z', action: 'deploy', release: h.id, ...record('hhh') },
    {
      app: 'remote-video',
      at: '2026-11-20T10:00:00.000Z',
      action: 'deploy',
      release: a.id,
      ...record('aaa'),
      sharedRange: '^2.17.0',
      url: `http://localhost:3003/releases/${a.id}/mf-manifest.json`,
    },
  ]);
  // The host's log names its symlink's path; a manifest and build.json carry more than the record.
  const text = JSON.stringify(answer);
  for (const leak of [tmp, '/srv/x', 's3cret', 'buildName']) expect(text).not.toContain(leak);
});

test('a canary (issue 44 item 6): its release, build and share beside the live one; the preview origins are not a remote', () => {
  const a = shipVideo('aaa', '2026-11-20T10:00:00.000Z');
  const b = deploy({
    dir: path.join(root(), 'remote-video'),
    fill: remoteBuild('bbb'),
    point: (id: string) => pointRemote(remotesFile(), 'video', id, 10),
    commit: 'bbb0000',
    now: new Date('2026-11-20T11:00:00.000Z'),
    action: 'canary',
  });
  const list = { ...remotes(), previewOrigins: ['https://preview.example.org'] };
  const answer = versions({ root: root(), hostDir: tmp, remotes: list });
  expect(Object.keys(answer.remotes)).toEqual(['player', 'video']);
  expect(answer.remotes.video).toEqual({
    url: `http://localhost:3003/releases/${a.id}/mf-manifest.json`,
    release: a.id,
    ...record('aaa'),
    sharedRange: '^2.17.0',
    canary: {
      percent: 10,
      url: `http://localhost:3003/releases/${b.id}/mf-manifest.json`,
      release: b.id,
      ...record('bbb'),
      sharedRange: '^2.17.0',
    },
  });
  expect(answer.history[0]).toMatchObject({
    app: 'remote-video',
    action: 'canary',
    release: b.id,
    previous: a.id,
  });
});

test('a remote the answer cannot place: URL only; a broken log line and a foreign folder are skipped; at most HISTORY_MAX', () => {
  shipVideo('aaa', '2026-11-20T10:00:00.000Z');
  appendFileSync(path.join(root(), 'remote-video', '.deploys.jsonl'), '{"at": broken\n');
  mkdirSync(path.join(root(), 'elsewhere'));
  writeFileSync(path.join(root(), 'elsewhere', '.deploys.jsonl'), '{"at":"2030-01-01T00:00:00.000Z"}\n');
  const list = { ...remotes(), curator: 'https://user:pw@cdn.example/c/mf-manifest.json?t=1' };
  const answer = versions({ root: root(), hostDir: path.join(tmp, 'no-host'), remotes: list });
  expect(answer.host).toEqual({ release: null });
  expect(answer.remotes.player).toEqual({ url: 'http://localhost:3001/mf-manifest.json', release: null });
  expect(answer.remotes.curator).toEqual({ url: 'https://cdn.example/c/mf-manifest.json', release: null });
  expect(answer.history.map((e: { app: string }) => e.app)).toEqual(['remote-video']);
  const many = Array.from({ length: HISTORY_MAX + 5 }, (_, i) =>
    JSON.stringify({
      at: new Date(Date.UTC(2026, 10, 21, 0, i)).toISOString(),
      action: 'deploy',
      release: `r${i}`,
    }),
  );
  appendFileSync(path.join(root(), 'remote-video', '.deploys.jsonl'), `${many.join('\n')}\n`);
  const history = versions({ root: root(), hostDir: tmp, remotes: {} }).history;
  expect(history).toHaveLength(HISTORY_MAX);
  expect(history[0].release).toBe(`r${HISTORY_MAX + 4}`);
});

test('the host serves GET /versions.json never cached, a remote does not', async () => {
  const a = shipVideo('aaa', '2026-11-20T10:00:00.000Z');
  const dist = path.join(tmp, 'dist');
  mkdirSync(dist);
  const list = remotes();
  const host: http.Server = await serveApp({
    dir: dist,
    port: 0,
    host: true,
    remotes: list,
    versions: () => versions({ root: root(), hostDir: dist, remotes: list }),
  });
  const remote: http.Server = await serveApp({ dir: dist, port: 0 });
  const base = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  try {
    const res = await fetch(`${base(host)}/versions.json?x=1`);
    expect([res.status, res.headers.get('cache-control'), res.headers.get('content-type')]).toEqual([
      200,
      'no-store',
      'application/json',
    ]);
    expect((await res.json()).remotes.video.release).toBe(a.id);
    expect((await fetch(`${base(remote)}/versions.json`)).status).toBe(404);
  } finally {
    await Promise.all([host, remote].map((s) => new Promise((r) => s.close(r))));
  }
});

test('the deploy command writes the files the host nginx joins into /versions.json', () => {
  const a = shipVideo('aaa', '2026-11-20T10:00:00.000Z');
  shipVideo('bbb', '2026-11-20T11:00:00.000Z');
  const run = spawnSync(
    process.execPath,
    [path.join(__dirname, '../deploy.mjs'), 'remote-video', '--rollback'],
    {
      env: { ...process.env, DEPLOY_ROOT: root(), REMOTES_FILE: remotesFile() },
      encoding: 'utf8',
    },
  );
  expect([run.status, run.stderr]).toEqual([0, '']);
  const read = (name: string) => JSON.parse(readFileSync(path.join(root(), name), 'utf8'));
  expect(read(VERSIONS_FILES.remotes).video).toMatchObject({ release: a.id, ...record('aaa') });
  expect(read(VERSIONS_FILES.history).map((e: { action: string }) => e.action)).toEqual([
    'rollback',
    'deploy',
    'deploy',
  ]);
  // A host deploy has no remote list to read: the remotes' file stays as it was.
  writeVersions(root(), undefined);
  expect(read(VERSIONS_FILES.remotes).video.release).toBe(a.id);
});
