/**
 * The import boundaries of biome.json (docs/contributing.md "Boundaries"), proven on a sample tree:
 * the repository's biome.json is copied into a temporary folder beside files that break and keep
 * each rule, and `biome lint` must report exactly the breaking imports.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const biome = require.resolve('@biomejs/biome/bin/biome', { paths: [root] });

/** File → its imports; each import is its own line (line 1 = first import). */
const SAMPLE: Record<string, string[]> = {
  'remote-player/src/features/a/components/x.tsx': [
    '../../b/api/y', // another feature
    '../../../../remote-curator/src/texts', // another remote
    '../../../../host/src/texts', // the host
    '../../../ui/z', // the app's shared UI: fine
    '../api/q', // the own feature: fine
    '@fund/shared/api', // the shared package: fine
  ],
  'remote-player/src/features/a/model.ts': ['../b/model', '../../lib/z', './components/x'],
  'remote-video/src/ui/card.tsx': [
    '../../../remote-player/src/ui/z',
    '../features/a/model',
    '@fund/host/src/texts',
  ],
  'host/src/features/shell/x.tsx': ['../start/y', '../../lib/remotes/remote-page', '../../ui/logout-button'],
  'host/src/lib/z.ts': ['../../../remote-scheduler/src/texts', './remotes/remote-registry'],
};

/** The API's layers: plugins (the HTTP core) ← lib ← routes. */
const API_SAMPLE: Record<string, string[]> = {
  'api/src/plugins/x.ts': [
    '../lib/stored-answers', // lib
    '../routes/auth/two-factor', // a route module
    '../routes', // the domains' list
    './errors', // another plugin: fine
    '../db/types', // the database: fine
    '../auth/tokens', // the auth primitives: fine
  ],
  'api/src/lib/y.ts': [
    '../routes/accounting/repository', // a route module
    '../plugins/errors', // the HTTP core: fine
    './paging', // lib: fine
  ],
  'api/src/routes/a/index.ts': ['../../lib/idempotency', '../../plugins/reply', '../b/repository'],
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

/** `biome lint` with the repository's biome.json and lint plugins over a sample tree (file → text). */
function biomeLint(files: Record<string, string>, only?: string): Diagnostic[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  try {
    writeFileSync(path.join(dir, 'biome.json'), readFileSync(path.join(root, 'biome.json')));
    cpSync(path.join(root, 'lint'), path.join(dir, 'lint'), { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `${text}\n`);
    }
    const args = [
      'lint',
      '--reporter=json',
      '--max-diagnostics=100',
      ...(only ? [`--only=${only}`] : []),
      '.',
    ];
    const run = spawnSync(process.execPath, [biome, ...args], { cwd: dir, encoding: 'utf8' });
    return (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function lint(sample = SAMPLE): string[] {
  const files = Object.fromEntries(
    Object.entries(sample).map(([file, imports]) => {
      const lines = imports.map((spec, i) => `import * as m${i} from '${spec}';`);
      lines.push(`export const all = [${imports.map((_, i) => `m${i}`).join(', ')}];`);
      return [file, lines.join('\n')];
    }),
  );
  return biomeLint(files, 'style/noRestrictedImports')
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => `${d.location.path}:${d.location.start.line} ${d.message.split(':')[0]}`)
    .sort();
}

/** File → its source; `// hit` marks each line the endpoint rule (lint/endpoints.grit) must report. */
const ENDPOINTS: Record<string, string> = {
  'remote-backoffice/src/features/a/components/d.tsx': [
    "export const a = () => staffRequest('post', '/x/', {}); // hit",
    'export const b = () => api.get<number>(url); // hit',
    'export const c = () => api.post(url, {}); // hit',
    "export const d = '/api/x/'; // hit",
    'export const e = `/api/x/` + id; // hit',
    "export const f = () => queueAction('deposits', 1, 'approve', {}, {}); // a feature's api function: fine",
    "export const g = '/x/'; // not an API path: fine",
  ].join('\n'),
  'remote-backoffice/src/features/a/api/a.ts': "export const a = () => staffRequest('post', '/x/', {});",
  'remote-player/src/api/keys.ts': "export const q = () => api.get<number>('/api/x/');",
  'host/src/features/s/api/s.ts': "export const q = () => api.get('/api/x/');",
  'host/src/features/s/page.test.tsx': "const url = '/api/x/';",
  'shared/src/api/client.ts': "export const q = () => api.get('/api/x/');",
};

function lintEndpoints(): string[] {
  const hits = biomeLint(ENDPOINTS)
    .filter((d) => d.category === 'plugin')
    .map((d) => `${d.location.path}:${d.location.start.line}`);
  return [...new Set(hits)].sort();
}

describe('endpoints (lint/endpoints.grit)', () => {
  it('reports an API path or a request outside an api/ folder of the host or a remote, nothing else', () => {
    const file = 'remote-backoffice/src/features/a/components/d.tsx';
    const lines = ENDPOINTS[file]!.split('\n');
    const hits = lines.flatMap((line, i) => (line.endsWith('// hit') ? [`${file}:${i + 1}`] : []));
    expect(hits).toHaveLength(5);
    expect(lintEndpoints()).toEqual(hits.sort());
  });
});

describe('import boundaries (biome noRestrictedImports)', () => {
  it('refuses a feature importing another, a remote importing the host or a remote, the host a remote', () => {
    const feature = 'A feature never imports another feature';
    const remote = 'A remote never imports the host or another remote';
    const host = "The host never imports a remote's source";
    expect(lint()).toEqual(
      [
        `host/src/features/shell/x.tsx:1 ${feature}`,
        `host/src/lib/z.ts:1 ${host}`,
        `remote-player/src/features/a/components/x.tsx:1 ${feature}`,
        `remote-player/src/features/a/components/x.tsx:2 ${remote}`,
        `remote-player/src/features/a/components/x.tsx:3 ${remote}`,
        `remote-player/src/features/a/model.ts:1 ${feature}`,
        `remote-video/src/ui/card.tsx:1 ${remote}`,
        `remote-video/src/ui/card.tsx:3 ${remote}`,
      ].sort(),
    );
  });
});

describe('API layers (biome noRestrictedImports)', () => {
  it('refuses a plugin importing lib or routes, and lib importing routes', () => {
    const plugin = 'An API plugin never imports lib/ or routes/';
    const lib = 'API lib/ never imports routes/';
    expect(lint(API_SAMPLE)).toEqual(
      [
        `api/src/plugins/x.ts:1 ${plugin}`,
        `api/src/plugins/x.ts:2 ${plugin}`,
        `api/src/plugins/x.ts:3 ${plugin}`,
        `api/src/lib/y.ts:1 ${lib}`,
      ].sort(),
    );
  });
});
