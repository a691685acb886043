// One webpack + Module Federation config for the host and every remote, so the shared
// singletons, hashing and loaders can never drift between apps.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const sharedPkg = require('../../shared/package.json');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CompressPlugin } = require('./compress-plugin');
const { CURATED_OFF, CuratedCheckPlugin, curatedAliases } = require('./curated');
const { FirstViewChunkPlugin } = require('./first-view');
const { sharedConfig } = require('./shared-config');

/**
 * webpack's own minimizer plugin (a dependency of webpack 5.110, resolved next to it), used with
 * swc instead of terser `passes: 2`: several times less CPU for the same size (docs/performance.md).
 * Three compress passes, not one: / first view 1.9 KB gz smaller (310,479 → 308,600 B) at the same
 * build time (docs/performance.md "Builds").
 */
function swcMinimizer(dir) {
  const webpackDir = path.dirname(require.resolve('webpack/package.json', { paths: [dir] }));
  const pluginPath = require.resolve('minimizer-webpack-plugin', { paths: [webpackDir] });
  try {
    require.resolve('@swc/core', { paths: [pluginPath] });
  } catch {
    return '...'; // @swc/core not installed (a filtered install): webpack's default, terser
  }
  const MinimizerPlugin = require(pluginPath);
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 3 }, mangle: true },
  });
}

/**
 * The TypeScript rule: swc-loader (root devDependency, with the workspace's @swc/core), about
 * three times less transpile CPU than ts-loader; types are checked by `tsc -b`, never by the
 * bundler. ts-loader (`transpileOnly`) when swc is not installed (a filtered install) or with
 * `TS_LOADER=ts-loader` (the comparison in docs/deploy.md "Builds").
 */
function tsRule(prod) {
  let swcLoader;
  try {
    if (process.env.TS_LOADER !== 'ts-loader') {
      swcLoader = require.resolve('swc-loader');
      require.resolve('@swc/core', { paths: [swcLoader] });
    }
  } catch {
    swcLoader = undefined;
  }
  if (swcLoader) {
    return {
      loader: swcLoader,
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod } },
          target: 'es2022',
        },
        sourceMaps: !prod,
      },
    };
  }
  return {
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile: path.join(__dirname, '../../tsconfig.base.json'),
      compilerOptions: { noEmit: false, module: 'esnext', sourceMap: !prod },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir       the app folder
 * @param {string} o.name      federation name (host, player, scheduler, video, curator)
 * @param {number} o.port      dev-server port
 * @param {Record<string,string>} [o.exposes] remote only
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.head]    extra tags for the page's <head> (the host's manifest link)
 */
/** mini-css-extract-plugin, resolved from the app or the workspace (every app builds with it). */
function cssExtract(dir) {
  return require(require.resolve('mini-css-extract-plugin', { paths: [dir, __dirname] }));
}

/**
 * The dev servers' ports move with PORT_OFFSET like the built stack's (scripts/start.mjs), so a
 * remote's standalone run or `pnpm dev` can sit next to a running stack: each app on its port +
 * offset, the API proxy on 8000 + offset, and the host's /remotes.json with every port moved.
 */
const devOffset = () => Number(process.env.PORT_OFFSET || 0);

/** public/remotes.json with each remote's port moved by `offset`. */
function devRemotes(file, offset) {
  const remotes = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [name, url] of Object.entries(remotes)) {
    const u = new URL(url);
    u.port = String(Number(u.port) + offset);
    remotes[name] = u.href;
  }
  return remotes;
}

/**
 * What a build is (issue 44 item 3): its version, the commit it was built from (`GIT_SHA`, else
 * the checkout's HEAD, else "unknown", as in an image built without .git), when, and the
 * `@fund/shared` it was built against. The version is the app's own with the commit as semver
 * build metadata, `1.0.0+a978201`, and `.dirty` when the app's, shared's or the build config's
 * files differ from that commit (a local build): two builds of one version are the same sources.
 * A remote's manifest carries it in `metaData.buildInfo` (also as federation's `buildVersion`);
 * the host publishes it as /build.json with the `@fund/shared` it provides (docs/deploy.md).
 */
function buildRecord(dir, pkg) {
  const git = (...args) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let commit = process.env.GIT_SHA;
  let dirty = false;
  if (!commit) {
    try {
      commit = git('rev-parse', 'HEAD');
      const sources = [dir, path.join(__dirname, '../../shared'), __dirname];
      dirty = git('status', '--porcelain', '--untracked-files=no', '--', ...sources) !== '';
    } catch {
      commit = 'unknown';
    }
  }
  const version = `${pkg.version}+${commit.slice(0, 7)}${dirty ? '.dirty' : ''}`;
  return { version, commit, builtAt: new Date().toISOString(), shared: sharedPkg.version };
}

/** The host's /build.json: its build record and what it provides (`@fund/shared` at its version). */
class BuildRecordPlugin {
  constructor(record) {
    this.record = record;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildRecordPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { shared, ...build } = this.record;
          const body = { ...build, provides: { '@fund/shared': shared } };
          compilation.emitAsset('build.json', new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
        },
      );
    });
  }
}

function createConfig({ dir, name, port, exposes, runtimePlugins = [], head = '' }) {
  const isHost = !exposes;
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const prod = argv.mode === 'production';
    // Production CSS goes to hashed .css files (precompressed like the scripts), not into JS.
    const MiniCss = prod ? cssExtract(dir) : undefined;
    // The host's first view (what /login loads) in one chunk: scripts/webpack/first-view.js.
    const firstView = prod && isHost && !CURATED_OFF ? new FirstViewChunkPlugin() : undefined;
    const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
    const record = buildRecord(dir, pkg);
    const { DefinePlugin } = require(require.resolve('webpack', { paths: [dir] }));
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      // Persistent cache (docs/performance.md): a rebuild with unchanged sources reuses the
      // modules. Everything that changes the output without a source change is in `version`.
      // `WEBPACK_CACHE=0` (CI and the Docker images, where every build starts from a clean tree):
      // writing a cache nobody reads again costs ~25 % more CPU (docs/deploy.md "Builds").
      cache:
        process.env.WEBPACK_CACHE === '0'
          ? false
          : {
              type: 'filesystem',
              cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
              name: `${name}-${prod ? 'production' : 'development'}`,
              version: [
                process.env.SHARED_VERSION,
                process.env.SHARED_REQUIRED_VERSION,
                process.env.API_URL,
                process.env.MINIFIER,
                process.env.TS_LOADER,
                process.env.CURATED,
              ].join('|'),
              buildDependencies: {
                config: [
                  __filename,
                  require.resolve('./shared-config'),
                  require.resolve('./compress-plugin'),
                  require.resolve('./curated'),
                  require.resolve('./late-imports-loader'),
                  require.resolve('./first-view'),
                ],
              },
            },
      entry: './src/index.ts',
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: isHost ? '/' : 'auto',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[id].[contenthash:8].js' : '[id].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: curatedAliases() },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // A remote's imports of the late curated names go to the late module (curated.js).
            use: isHost ? [tsRule(prod)] : [tsRule(prod), require.resolve('./late-imports-loader')],
          },
          { test: /\.css$/, use: [MiniCss ? MiniCss.loader : 'style-loader', 'css-loader'] },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // ScrollArea's one hook from @floating-ui/react, from @mantine/hooks instead: the whole of
          // floating-ui stays out of the first view (shared/src/shims/floating-merge-refs.ts).
          {
            test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
            resolve: {
              alias: {
                '@floating-ui/react$': path.join(__dirname, '../../shared/src/shims/floating-merge-refs.ts'),
              },
            },
          },
          // The same for the @mantine packages a remote compiles (charts; dates in a standalone run).
          ...(isHost
            ? []
            : [
                {
                  test: /\.m?js$/,
                  include: /[\\/]@mantine[\\/]/,
                  use: [require.resolve('./late-imports-loader')],
                },
              ]),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? {}
            : { filename: prod ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js', exposes }),
          remotes: {},
          shared: sharedConfig(pkg, { isHost, prod }),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: isHost
            ? false
            : {
                additionalData: ({ stats }) => {
                  const { shared, ...build } = record;
                  stats.metaData.buildInfo = {
                    ...stats.metaData.buildInfo,
                    buildVersion: build.version,
                    ...build,
                    sharedRange: `^${shared}`,
                  };
                  return stats;
                },
              },
          dts: false,
          // A remote never loads another remote (boundaries rule): its entry drops the runtime's
          // remote loading, snapshot and preload code (docs/performance.md "Bundles").
          experiments: { optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) } },
        }),
        // The page as a string, not a template: a template is compiled in a child compilation, into
        // which federation also adds the provided shared modules, and the late curated module's
        // stylesheets fail there (mini-css-extract-plugin works in the main compilation only).
        new HtmlWebpackPlugin({
          templateContent: fs
            .readFileSync(path.join(__dirname, 'index.html'), 'utf8')
            .replace('</head>', head ? `  ${head}\n  </head>` : '</head>'),
          title: 'Личный кабинет',
        }),
        new CuratedCheckPlugin({ isHost }),
        // `LIGHT_CONTROLS=0` (measuring only: shared/src/ui/first-use.tsx) loads every light
        // control's real one at once; otherwise the constant folds that path away.
        new DefinePlugin({
          'process.env.LIGHT_CONTROLS': JSON.stringify(process.env.LIGHT_CONTROLS ?? ''),
        }),
        ...(prod
          ? [
              new MiniCss({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[id].[contenthash:8].css',
                // Each library's styles are self-contained (@mantine/dates vs @mantine/charts in the
                // curator): their order between chunks does not matter, so no "Conflicting order".
                ignoreOrder: true,
              }),
              new CompressPlugin(),
            ]
          : []),
        ...(firstView ? [firstView] : []),
        ...(isHost ? [new BuildRecordPlugin(record)] : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        // Deterministic in development too: named ids gave two chunks of a curated module the same
        // file name in a remote's standalone build (scripts/test/dev-build.test.ts).
        chunkIds: 'deterministic',
        ...(firstView
          ? { splitChunks: { cacheGroups: { firstView: firstView.cacheGroup('first-view') } } }
          : {}),
        ...(prod && process.env.MINIFIER !== 'terser' ? { minimizer: [swcMinimizer(dir)] } : {}),
      },
      devServer: {
        port: port + devOffset(),
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(dir, 'public'), publicPath: '/' } : false,
        setupMiddlewares: (middlewares) =>
          isHost
            ? [
                {
                  name: 'remotes-json',
                  path: '/remotes.json',
                  middleware: (_req, res) =>
                    res.json(devRemotes(path.join(dir, 'public/remotes.json'), devOffset())),
                },
                ...middlewares,
              ]
            : middlewares,
        proxy: [
          { context: ['/api'], target: process.env.API_URL || `http://127.0.0.1:${8000 + devOffset()}` },
        ],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { createConfig, tsRule };
