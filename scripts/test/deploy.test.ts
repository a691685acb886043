import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { pruneReleases, switchRelease } from '../deploy.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'fund-release-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const release = (id: string) => {
  const dir = path.join(root, 'releases', id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), id);
  return dir;
};

test('dist becomes a symlink switched by rename; a first deploy keeps the old real folder as a release', () => {
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist', 'index.html'), 'built in place');
  const dist = path.join(root, 'dist');
  switchRelease(dist, release('20261123T2200'));
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('20261123T2200');
  switchRelease(dist, release('20261123T2300'));
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('20261123T2300');
  expect(readdirSync(path.join(root, 'releases'))).toHaveLength(3);
  expect(readdirSync(root).sort()).toEqual(['dist', 'releases']);
});

test('pruneReleases keeps the current release and the newest others, up to `keep`', () => {
  const ids = ['00000000-initial-1', '20261120T1000', '20261121T1000', '20261122T1000', '20261123T1000'];
  for (const id of ids) release(id);
  pruneReleases(path.join(root, 'releases'), path.join(root, 'releases', '20261121T1000'), 3);
  expect(readdirSync(path.join(root, 'releases')).sort()).toEqual([
    '20261121T1000',
    '20261122T1000',
    '20261123T1000',
  ]);
});
