import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, ObjectStorage } from './index';

/** A folder on the local disk (the embedded default: one API process, or a shared volume). */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private file(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`storage key outside its folder: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    // The owner's alone (issue 36): the archives are players' hand histories.
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, body, { flag: 'wx', mode: 0o600 });
  }

  async size(key: string): Promise<number | undefined> {
    const info = await stat(this.file(key)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    if ((await this.size(key)) === undefined) return undefined;
    return createReadStream(this.file(key), range);
  }

  async remove(key: string): Promise<void> {
    await unlink(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
