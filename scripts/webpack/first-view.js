// One chunk for what the host's first page always loads (docs/performance.md "Bundles").
// Without it /login fetched ~30 small chunks: one per shared library (each shared module is its
// own async chunk group), webpack's default split of the tree-shaken Mantine modules between
// them, and small modules (the Russian dictionary, the query client) copied into several of them
// because the default split ignores anything under 20 KB. Each chunk costs a request, its
// wrapper, and compresses worse alone than inside one file.
//
// The set: the chunks of the entry's `import('./bootstrap')` and, transitively, of every shared
// module those chunks consume (its fallback and this app's provider of the same share key).
// Lazy imports (`import()`, React.lazy) are not followed: they stay in their own chunks.
//
// Only code moves: the consume/provide modules stay where federation put them (a chunk holding
// only them has no file). That keeps each shared library its own share-scope entry and instance;
// it also avoids a deadlock: a chunk that consumes a share the same chunk provides would wait
// for itself. A remote loading a host-provided library gets this chunk, already loaded.
const NAME = 'FirstViewChunkPlugin';

const FEDERATION_TYPES = new Set(['consume-shared-module', 'provide-module', 'remote-module']);

/** The chunks the entry points load before the first render (see above). */
function firstViewChunks(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map(); // share key → provide modules
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const list = providers.get(module._name) ?? [];
    list.push(module);
    providers.set(module._name, list);
  }
  const chunks = new Set();
  const queue = [];
  const addBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) {
        if (chunk.canBeInitial() || chunks.has(chunk)) continue;
        chunks.add(chunk);
        queue.push(chunk);
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
        if (!/[\\/]node_modules[\\/]/.test(module.resource ?? '')) addBlocks(module);
      }
    }
  }
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      addBlocks(module);
      for (const provider of providers.get(module.options.shareKey) ?? []) addBlocks(provider);
    }
  }
  return chunks;
}

/**
 * Computes the first view's chunks just before SplitChunksPlugin runs; `cacheGroup(name)` is the
 * splitChunks cache group that moves their code into one chunk named `name`.
 */
class FirstViewChunkPlugin {
  constructor() {
    this.chunks = new WeakSet();
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // SplitChunksPlugin runs at STAGE_ADVANCED (10).
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: 5 }, () => {
        this.chunks = new WeakSet(firstViewChunks(compilation));
      });
    });
  }

  cacheGroup(name) {
    return {
      name,
      // Out of every chunk that holds it, not only the first view's: a provider's chunk loaded
      // later (the curated router for a remote) would otherwise keep a second copy.
      chunks: 'all',
      test: (module, { chunkGraph }) =>
        !FEDERATION_TYPES.has(module.type) &&
        [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => this.chunks.has(chunk)),
      minChunks: 1,
      priority: 100,
      enforce: true,
      reuseExistingChunk: false,
    };
  }
}

module.exports = { FirstViewChunkPlugin, firstViewChunks };
