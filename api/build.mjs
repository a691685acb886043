// Compiles the API for the image: one CommonJS bundle per entry (server, create-admin, seed,
// copy-to-bucket) with the workspace package inlined; PGlite (wasm files next to its module)
// stays external.
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(dir, 'dist');
rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: dir,
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/bootstrap/cli.ts',
    seed: 'src/db/seed/cli.ts',
    // PGlite's thread (src/db/pglite-worker.ts loads it from beside the server bundle).
    'pglite-thread': 'src/db/pglite-thread.ts',
    'copy-to-bucket': 'src/storage/cli.ts',
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  // tsx: only named by the from-source branch of src/db/pglite-worker.ts, never loaded from dist.
  // sharp: a native module (libvips), copied into the image with its platform packages.
  external: ['@electric-sql/pglite', 'pg-native', 'tsx', 'sharp'],
  // pdfkit's ES build reads import.meta.url at load (undefined in a CommonJS bundle): its CommonJS one.
  alias: { pdfkit: './node_modules/pdfkit/js/pdfkit.js' },
  logLevel: 'warning',
});
// migrate.ts reads `${__dirname}/migrations`: every bundle sits in dist/.
cpSync(path.join(dir, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// The monthly statement's font (routes/history/statement-pdf.ts reads it from dist/fonts).
const dejavu = path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])
  cpSync(path.join(dejavu, 'ttf', font), path.join(out, 'fonts', font));
// The API reference page's files (plugins/openapi.ts serves them from dist/static).
const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json'));
cpSync(path.join(swaggerUi, 'static'), path.join(out, 'static'), { recursive: true });
