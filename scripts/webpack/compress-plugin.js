// Precompressed copies of every content-hashed text asset, written next to it at build time:
// `x.1a2b3c4d.js.br` (brotli, max quality) and `x.1a2b3c4d.js.gz` (gzip -9), only when smaller.
// Served by scripts/static-server.mjs (sirv brotli/gzip) and nginx (gzip_static); docs/deploy.md.
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Hashed (scripts/static-server.mjs HASHED_ASSET) and worth compressing (not images/woff2). */
const COMPRESSIBLE = /\.[0-9a-f]{8,}\.(?:js|mjs|css|map|svg|ttf|json)$/;

/** Writes the .br and .gz copies of `file`; returns their sizes (0 when not written). */
async function compressFile(file) {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  const out = { br: 0, gz: 0 };
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br).then(() => (out.br = br.length));
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz).then(() => (out.gz = gz.length));
  return out;
}

class CompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('CompressPlugin', async (compilation) => {
      const dir = compiler.outputPath;
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => compressFile(path.join(dir, name))));
    });
  }
}

module.exports = { CompressPlugin, compressFile, COMPRESSIBLE };
