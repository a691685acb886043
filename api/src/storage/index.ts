import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalStorage } from './local';
import { S3Storage, s3ConfigFromEnv } from './s3';

/** A byte range, both ends inclusive (as in HTTP). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the API keeps files: uploaded archives and video media. A local folder is the embedded
 * default; with S3_ENDPOINT + S3_BUCKET it is an S3-compatible bucket (MinIO, AWS), so several
 * API replicas share the same files. Keys are relative paths with `/` (`hhs/12/<uuid>.zip`).
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Writes a new object; a key is never reused (generated names). */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** Size of the object, undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The object's bytes (a range of them); undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
}

/** Folder of the uploaded archives (local storage): UPLOADS_DIR, else `uploads/` in the data folder. */
export function uploadsDir(): string {
  if (process.env.UPLOADS_DIR) return path.resolve(process.env.UPLOADS_DIR);
  const dataDir = process.env.DATA_DIR ?? path.join(__dirname, '../../../.data/pglite');
  return path.resolve(dataDir, 'uploads');
}

/** Folder of the video clips (local storage); VIDEO_MEDIA_DIR points elsewhere (real recordings). */
export const mediaDir = (): string =>
  path.resolve(process.env.VIDEO_MEDIA_DIR || path.join(__dirname, '../../media'));

// One instance per configuration; the environment is read at every call (tests switch folders).
const instances = new Map<string, ObjectStorage>();

function storageFor(area: 'uploads' | 'video', localDir: () => string): ObjectStorage {
  const s3 = s3ConfigFromEnv(area);
  const id = s3 ? `s3:${JSON.stringify(s3)}` : `local:${localDir()}`;
  let storage = instances.get(id);
  if (!storage) {
    storage = s3 ? new S3Storage(s3) : new LocalStorage(localDir());
    instances.set(id, storage);
  }
  return storage;
}

/** Uploaded hand-history archives: `uploads/` in the bucket, else uploadsDir(). */
export const uploadsStorage = (): ObjectStorage => storageFor('uploads', uploadsDir);

/** Video media: `video/` in the bucket, else mediaDir(). */
export const mediaStorage = (): ObjectStorage => storageFor('video', mediaDir);
