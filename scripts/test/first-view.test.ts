// @ts-expect-error: CommonJS webpack plugin without types

import { FirstViewChunkPlugin, firstViewChunks } from '../webpack/first-view';

interface FakeModule {
  type: string;
  resource?: string;
  blocks: { group: FakeGroup }[];
  options?: { shareKey: string };
  _name?: string;
}
interface FakeChunk {
  name: string;
  modules: FakeModule[];
  initial?: boolean;
  canBeInitial(): boolean;
}
interface FakeGroup {
  chunks: FakeChunk[];
}

const chunk = (name: string, modules: FakeModule[], initial = false): FakeChunk => ({
  name,
  modules,
  initial,
  canBeInitial: () => initial,
});
const lazy = (...chunks: FakeChunk[]) => ({ group: { chunks } });
const code = (resource: string, ...blocks: { group: FakeGroup }[]): FakeModule => ({
  type: 'javascript/auto',
  resource,
  blocks,
});

/**
 * main → import('./bootstrap') → bootstrap consumes react (provided by the host, its own chunk)
 * and lazily imports the signed-in chunk; the curated router is provided but consumed by nobody.
 */
function app() {
  const reactCode = code('/node_modules/react/index.js');
  const react = chunk('react', [reactCode]);
  const reactFallback = chunk('react-fallback', [reactCode]);
  const signedIn = chunk('signed-in', [code('/src/signed-in.tsx')]);
  const consumeReact: FakeModule = {
    type: 'consume-shared-module',
    options: { shareKey: 'react' },
    blocks: [lazy(reactFallback)],
  };
  const bootstrap = chunk('bootstrap', [code('/src/bootstrap.tsx', lazy(signedIn)), consumeReact]);
  const router = chunk('router', [code('/node_modules/react-router/index.js')]);
  const provide = (name: string, target: FakeChunk): FakeModule => ({
    type: 'provide-module',
    _name: name,
    blocks: [lazy(target)],
  });
  const entry = code('/src/index.ts', lazy(bootstrap));
  const runtime = code('/node_modules/.federation/entry.js', lazy(chunk('federation-lazy', [])));
  const main = chunk('main', [entry, runtime, provide('react', react), provide('router', router)], true);
  const all = [main, bootstrap, react, reactFallback, signedIn, router];
  const compilation = {
    modules: all.flatMap((c) => c.modules),
    entrypoints: new Map([['main', { chunks: [main] }]]),
    chunkGraph: {
      getBlockChunkGroup: (block: { group: FakeGroup }) => block.group,
      getChunkEntryModulesIterable: (c: FakeChunk) => (c === main ? [entry, runtime] : []),
      getChunkModulesIterable: (c: FakeChunk) => c.modules,
      getModuleChunksIterable: (m: FakeModule) => all.filter((c) => c.modules.includes(m)),
    },
  };
  return { compilation, consumeReact, reactCode, router, signedIn };
}

test('the first view: the bootstrap chunk and every share it consumes, not lazy imports nor unused providers', () => {
  const chunks = firstViewChunks(app().compilation) as Set<FakeChunk>;
  expect([...chunks].map((c) => c.name).sort()).toEqual(['bootstrap', 'react', 'react-fallback']);
});

test('the cache group takes first-view code out of every chunk, never a federation module', () => {
  const { compilation, consumeReact, reactCode, router } = app();
  const plugin = new FirstViewChunkPlugin();
  let optimize: () => void = () => undefined;
  plugin.apply({
    hooks: {
      thisCompilation: {
        tap: (_: string, fn: (c: unknown) => void) =>
          fn({
            ...compilation,
            hooks: { optimizeChunks: { tap: (_o: unknown, f: () => void) => (optimize = f) } },
          }),
      },
    },
  });
  optimize();
  const group = plugin.cacheGroup('first-view');
  expect(group).toMatchObject({ name: 'first-view', chunks: 'all', enforce: true });
  const context = { chunkGraph: compilation.chunkGraph };
  expect(group.test(reactCode, context)).toBe(true);
  expect(group.test(consumeReact, context)).toBe(false);
  expect(group.test(router.modules[0], context)).toBe(false);
});
