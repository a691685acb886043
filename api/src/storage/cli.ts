/**
 * Copies the local folders into the configured bucket (moving a single-node deployment to
 * replicas, or putting the clips of VIDEO_MEDIA_DIR into it): every file of mediaDir() under
 * `video/`, every file of uploadsDir() under `uploads/`, skipping objects of the same size.
 * `S3_ENDPOINT=… S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… node dist/copy-to-bucket.js`
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDir, mediaStorage, type ObjectStorage, uploadsDir, uploadsStorage } from './index';
import { LocalStorage } from './local';

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

async function copy(root: string, target: ObjectStorage): Promise<number> {
  const source = new LocalStorage(root);
  let copied = 0;
  for (const file of await filesUnder(root)) {
    const key = file.split(path.sep).join('/');
    if ((await target.size(key)) === (await source.size(key))) continue;
    await target.put(key, await readFile(path.join(root, file)));
    copied++;
  }
  return copied;
}

async function main(): Promise<void> {
  const media = mediaStorage();
  if (media.kind !== 's3') throw new Error('S3_ENDPOINT and S3_BUCKET are not set: nothing to copy to');
  const clips = await copy(mediaDir(), media);
  const archives = await copy(uploadsDir(), uploadsStorage());
  console.log(`copied ${clips} media file(s) from ${mediaDir()}, ${archives} upload(s) from ${uploadsDir()}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
