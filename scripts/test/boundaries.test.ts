/**
 * The import boundaries of biome.json (docs/contributing.md "Boundaries"), proven on a sample tree:
 * the repository's biome.json is copied into a temporary folder beside files that break and keep
 * each rule, and `biome lint` must report exactly the breaking imports.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

function lint(): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  try {
    writeFileSync(path.join(dir, 'biome.json'), readFileSync(path.join(root, 'biome.json')));
    for (const [file, imports] of Object.entries(SAMPLE)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      const lines = imports.map((spec, i) => `import * as m${i} from '${spec}';`);
      lines.push(`export const all = [${imports.map((_, i) => `m${i}`).join(', ')}];`);
      writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
    }
    const run = spawnSync(
      process.execPath,
      [biome, 'lint', '--reporter=json', '--only=style/noRestrictedImports', '.'],
      { cwd: dir, encoding: 'utf8' },
    );
    const report = JSON.parse(run.stdout) as {
      diagnostics: {
        category: string;
        message: string;
        location: { path: string; start: { line: number } };
      }[];
    };
    return report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => `${d.location.path}:${d.location.start.line} ${d.message.split(':')[0]}`)
      .sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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
