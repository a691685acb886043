import { readFileSync } from 'node:fs';
import path from 'node:path';

// docs/deploy.md "First deploy" names every variable docker-compose.yml reads, once, with whether
// it is required and its default, as the file says (issue 37 item 6); the compose check's list of
// required variables (scripts/docker/check-compose.sh) is the same.

const repo = path.resolve(__dirname, '../..');
const compose = readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8');
const doc = readFileSync(path.join(repo, 'docs/deploy.md'), 'utf8');

interface Variable {
  required: boolean;
  default: string;
}

function fromCompose(): Map<string, Variable> {
  const out = new Map<string, Variable>();
  for (const [, name, op, rest] of compose.matchAll(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g)) {
    const v = { required: op === '?', default: op === '-' ? (rest ?? '') : '' };
    const before = out.get(name!);
    // One meaning per variable: the same required-ness and default wherever the file uses it.
    expect([name, before ?? v]).toEqual([name, v]);
    out.set(name!, v);
  }
  return out;
}

function fromDoc(): Array<[string, Variable]> {
  const section = doc.slice(
    doc.indexOf('## First deploy'),
    doc.indexOf('\n## ', doc.indexOf('## First deploy') + 3),
  );
  // Cells as the formatter pads them (biome aligns the table's columns).
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` +\| (required|optional) +\| (—|`[^`]*`) +\|/gm)].map(
    ([, name, req, def]) => [
      name!,
      { required: req === 'required', default: def === '—' ? '' : def!.slice(1, -1) },
    ],
  );
}

test('the First deploy table and docker-compose.yml name the same variables, required and defaults alike', () => {
  const table = fromDoc();
  expect(table.length).toBeGreaterThan(0);
  // Each variable once.
  expect(new Set(table.map(([n]) => n)).size).toBe(table.length);
  const sort = (rows: Array<[string, Variable]>) => [...rows].sort(([a], [b]) => a.localeCompare(b));
  expect(sort(table)).toEqual(sort([...fromCompose()]));
});

test("the compose check's required list is the table's", () => {
  const script = readFileSync(path.join(repo, 'scripts/docker/check-compose.sh'), 'utf8');
  const listed = script
    .match(/^REQUIRED="([^"]*)"$/m)![1]!
    .split(' ')
    .sort();
  expect(listed).toEqual(
    fromDoc()
      .filter(([, v]) => v.required)
      .map(([n]) => n)
      .sort(),
  );
});

test("the monitoring profile's dashboard plots every metric the API exports, from the replicas compose runs", () => {
  const metrics = readFileSync(path.join(repo, 'api/src/plugins/metrics.ts'), 'utf8');
  const exported = [...metrics.matchAll(/name: '([a-z_]+)'/g)].map(([, n]) => n!).sort();
  const dashboard = JSON.parse(
    readFileSync(path.join(repo, 'docker/monitoring/grafana/fund-api.json'), 'utf8'),
  ) as { panels: Array<{ targets: Array<{ expr: string }> }> };
  const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
  // Every series a query names (a histogram's _bucket/_count are its own).
  const used = new Set(
    exprs.flatMap((e) =>
      [...e.matchAll(/\b([a-z]+(?:_[a-z]+)+)(?=[[{)\s])/g)].map(([, n]) =>
        n!.replace(/_(bucket|count)$/, ''),
      ),
    ),
  );
  for (const word of ['histogram_quantile', 'status_code']) used.delete(word); // a function, a label
  expect([...used].sort()).toEqual(exported);
  const prometheus = readFileSync(path.join(repo, 'docker/monitoring/prometheus.yml'), 'utf8');
  const replicas = [...compose.matchAll(/^ {2}(api-\d+):/gm)].map(([, n]) => `"${n}:8000"`);
  expect(replicas.length).toBeGreaterThan(1);
  expect(prometheus).toContain(`targets: [${replicas.join(', ')}]`);
});
