/**
 * `pnpm --filter @fund/api backup [file]` and `pnpm --filter @fund/api restore <file>`: the embedded
 * store's data folder (DATA_DIR, default .data/pglite) to one file and back, with the API stopped
 * (both refuse while it runs). The backup goes to `.data/backups/pglite-<time>.tar.gz` unless a
 * file is given. Each prints the money tables' row counts and the number of accounts, to compare.
 */
import path from 'node:path';
import { backupDataDir, type LedgerSummary, restoreDataDir } from '.';

const DEFAULT_DATA_DIR = path.join(__dirname, '../../../../.data/pglite');

function describe(summary: LedgerSummary): string {
  const counts = Object.entries(summary.counts).map(([table, n]) => `${table} ${n}`);
  return `${counts.join(', ')}; ${Object.keys(summary.accounts).length} accounts`;
}

async function main(): Promise<void> {
  const [command, given] = process.argv.slice(2);
  // pnpm runs the script in api/; a file named on the command line is where the operator stands.
  const file = given && path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const dataDir = path.resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(file ?? path.join(dataDir, '..', 'backups', `pglite-${stamp}.tar.gz`));
    const summary = await backupDataDir(dataDir, target);
    console.log(`backed up ${dataDir} to ${target}: ${describe(summary)}`);
    return;
  }
  if (command === 'restore' && file) {
    const { summary, previous } = await restoreDataDir(file, dataDir);
    console.log(`restored ${dataDir} from ${file}: ${describe(summary)}`);
    if (previous) console.log(`the folder it replaced is kept as ${previous}`);
    return;
  }
  console.error('usage: backup [file] | restore <file>   (DATA_DIR: the data folder, default .data/pglite)');
  process.exit(2);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
