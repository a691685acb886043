import { readdirSync } from 'node:fs';
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
});
