import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOMAINS } from '../../src/routes';

const ROUTES_DIR = path.join(__dirname, '../../src/routes');

describe('the domain list', () => {
  it('names every folder of src/routes exactly once, so no domain ships without its routes', () => {
    const folders = readdirSync(ROUTES_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(DOMAINS.map((d) => d.name).sort()).toEqual(folders);
  });

  it('registers each folder by its own index.ts', () => {
    for (const domain of DOMAINS) {
      expect(domain.register).toBe(require(path.join(ROUTES_DIR, domain.name)).register);
    }
  });

  it('gives each domain folder and each of its areas an index.ts (HTTP) and a repository.ts (SQL)', () => {
    // contracts answers from the accounting reports' repository and has no SQL of its own.
    const readsAnother = new Set(['contracts']);
    const folders = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => path.join(dir, e.name));
    const missing: string[] = [];
    for (const domain of folders(ROUTES_DIR)) {
      for (const folder of [domain, ...folders(domain)]) {
        const name = path.relative(ROUTES_DIR, folder);
        const needed = readsAnother.has(name) ? ['index.ts'] : ['index.ts', 'repository.ts'];
        for (const file of needed) {
          if (!existsSync(path.join(folder, file))) missing.push(`${name}/${file}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
