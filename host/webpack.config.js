const fs = require('node:fs');
const path = require('node:path');
const { createConfig, tsRule } = require('../scripts/webpack/create-config');

/**
 * The installed app (docs/deploy.md "Installed app"): public/'s manifest and icons copied into the
 * build (remotes.json is the server's, never a file of the build), the page linking them, and in a
 * production build the service worker (src/pwa/sw.ts) with the list of this build's files.
 */
const PUBLIC = path.join(__dirname, 'public');
const head = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<meta name="theme-color" content="#1c7ed6" />',
  '<link rel="apple-touch-icon" href="/icons/icon-192.png" />',
].join('\n    ');

class CopyPublicPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(PUBLIC, { recursive: true })) {
            const full = path.join(PUBLIC, file);
            if (file === 'remotes.json' || fs.statSync(full).isDirectory()) continue;
            compilation.emitAsset(
              file.split(path.sep).join('/'),
              new sources.RawSource(fs.readFileSync(full)),
            );
          }
        },
      );
    });
  }
}

/**
 * The worker's own small build (src/pwa/sw.ts with the workbox modules it imports), before the host's:
 * InjectManifest's usual child compilation would inherit federation's hooks and the curated modules.
 * InjectManifest then only puts the host build's file list into it and emits it as /sw.js.
 */
const SW_BUILT = path.join(__dirname, 'node_modules/.cache/sw/sw.js');
class ServiceWorkerBuildPlugin {
  apply(compiler) {
    compiler.hooks.beforeRun.tapPromise('ServiceWorkerBuildPlugin', async () => {
      const child = compiler.webpack({
        mode: 'production',
        context: __dirname,
        target: 'webworker',
        entry: './src/pwa/sw.ts',
        devtool: false,
        cache: false,
        output: { path: path.dirname(SW_BUILT), filename: path.basename(SW_BUILT), clean: true },
        resolve: { extensions: ['.ts', '.js', '.mjs'] },
        module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: [tsRule(true)] }] },
        performance: { hints: false },
      });
      const stats = await new Promise((resolve, reject) =>
        child.run((error, result) => (error ? reject(error) : resolve(result))),
      );
      await new Promise((resolve) => child.close(resolve));
      if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    });
  }
}

const base = createConfig({ dir: __dirname, name: 'host', port: 3000, head });

module.exports = (env, argv) => {
  const config = base(env, argv);
  if (argv.mode !== 'production') return config;
  const { InjectManifest } = require('workbox-webpack-plugin');
  config.plugins.push(
    new CopyPublicPlugin(),
    new ServiceWorkerBuildPlugin(),
    new InjectManifest({
      swSrc: SW_BUILT,
      compileSrc: false,
      swDest: 'sw.js',
      // The build's own files only: not the precompressed copies nor the licence notes, nor the
      // build record (/build.json says what is live: from the network, never a cache).
      exclude: [/\.(?:br|gz)$/, /\.LICENSE\.txt$/, /\.map$/, /^build\.json$/],
      // Hashed names need no revision; index.html, the manifest and the icons get one.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  );
  return config;
};
