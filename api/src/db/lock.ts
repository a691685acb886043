import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { texts } from '../texts';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(texts.lock.busy(dir, pid));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the one-process-per-folder lock (a pid file). Refuses while a live process holds it,
 * including this one; a stale file of a dead process is taken over. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'api.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(texts.lock.failed(file));
}
