import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { dockerignore, parseDockerfile } from '../docker/replay.mjs';

// scripts/docker/replay.mjs, which CI runs for the API and every app (`--all`, scripts/test.mjs):
// a Dockerfile's build stage replayed in a clean copy holding only what it copies. Here: its
// .dockerignore rules, its refusals, and a wrong install filter (the app images' old one) failing.

const repo = path.resolve(__dirname, '../..');
const REPLAY = path.join(repo, 'scripts/docker/replay.mjs');
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-replay-test-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A build context: the repo's files as the image sees them (its .dockerignore applied). */
function context(): string {
  const dir = mkdtempSync(path.join(tmp, 'ctx-'));
  const ignored = dockerignore(readFileSync(path.join(repo, '.dockerignore'), 'utf8'));
  cpSync(repo, dir, {
    recursive: true,
    filter: (p: string) => {
      const rel = path.relative(repo, p).split(path.sep).join('/');
      return rel === '' || !ignored(rel);
    },
  });
  return dir;
}

const replay = (dockerfile: string, ctx: string, ...args: string[]) => {
  const r = spawnSync('node', [REPLAY, dockerfile, '--context', ctx, ...args], {
    encoding: 'utf8',
    cwd: ctx,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
};

test('.dockerignore rules as Docker reads them: `**/x` at any depth, `x` at the root, a folder with its contents', () => {
  const ignored = dockerignore(readFileSync(path.join(repo, '.dockerignore'), 'utf8'));
  for (const p of [
    'node_modules',
    'api/node_modules/x/index.js',
    'host/dist/index.html',
    'remote-video/dist-next/a.js',
    '.data/jwt-secret',
    '.env',
    '.env.production',
    '.git/HEAD',
    'host/tsconfig.tsbuildinfo',
    'remote-video/releases/1/index.html',
  ]) {
    expect([p, ignored(p)]).toEqual([p, true]);
  }
  for (const p of [
    'package.json',
    '.npmrc',
    'api/src/server.ts',
    'shared/src/api/index.ts',
    'docker/entrypoint.sh',
  ]) {
    expect([p, ignored(p)]).toEqual([p, false]);
  }
  const withException = dockerignore('**/*.md\n!README.md\n');
  expect([withException('docs/deploy.md'), withException('README.md')]).toEqual([true, false]);
});

test('parseDockerfile joins continued lines and drops comments', () => {
  expect(parseDockerfile('FROM a AS b\n# note\nRUN x \\\n  && y\nCOPY --from=b /o /app\n')).toEqual([
    { op: 'FROM', args: 'a AS b' },
    { op: 'RUN', args: 'x && y' },
    { op: 'COPY', args: '--from=b /o /app' },
  ]);
});

test('a build step written inline in the Dockerfile (not in scripts/docker) is refused', () => {
  const ctx = mkdtempSync(path.join(tmp, 'inline-'));
  writeFileSync(path.join(ctx, 'package.json'), '{}');
  writeFileSync(
    path.join(ctx, 'Dockerfile'),
    'FROM node AS build\nWORKDIR /src\nCOPY package.json ./\nRUN pnpm install\n\nFROM nginx\nCOPY --from=build /src /app\n',
  );
  const r = replay(path.join(ctx, 'Dockerfile'), ctx);
  expect(r.out).toContain('RUN pnpm install: build steps belong in scripts/docker/*.sh');
  expect(r.status).toBe(1);
});

test('a file the final image copies that the build did not make, or an ignored context file, fails', () => {
  const ctx = mkdtempSync(path.join(tmp, 'missing-'));
  writeFileSync(path.join(ctx, 'package.json'), '{}');
  writeFileSync(path.join(ctx, '.dockerignore'), '.env\n');
  writeFileSync(path.join(ctx, '.env'), 'SECRET=1');
  const file = (runtime: string) => {
    writeFileSync(
      path.join(ctx, 'Dockerfile'),
      `FROM node AS build\nWORKDIR /src\nCOPY package.json ./\n\nFROM nginx\n${runtime}\n`,
    );
    return replay(path.join(ctx, 'Dockerfile'), ctx);
  };
  const missing = file('COPY --from=build /src/dist /usr/share/nginx/html');
  expect(missing.out).toContain('COPY --from=build /src/dist: the build stage did not make it');
  expect(missing.status).toBe(1);
  const secret = file('COPY .env /app/.env');
  expect(secret.out).toContain('COPY .env: the path is excluded by .dockerignore');
  expect(secret.status).toBe(1);
  expect(file('COPY --from=build /src/package.json /app/').status).toBe(0);
});

test("the app image's old install filter (./APP...) fails the replay: @fund/shared's dependencies are missing", () => {
  const ctx = context();
  const script = path.join(ctx, 'scripts/docker/build-app.sh');
  const fixed = readFileSync(script, 'utf8');
  const filter = /--filter "@fund\/\$\{app\}\.\.\."/;
  expect(fixed).toMatch(filter);
  writeFileSync(script, fixed.replace(filter, '--filter "./$' + '{app}..."'));
  const r = replay(path.join(ctx, 'docker/app.Dockerfile'), ctx, '--build-arg', 'APP=remote-video');
  expect(r.out).toContain("Module not found: Error: Can't resolve");
  expect(r.out).toContain('RUN scripts/docker/build-app.sh build "$APP" exited 1');
  expect(r.status).toBe(1);
});
