/** The part of yazl the upload tests use (no @types/yazl is pinned). */
declare module 'yazl' {
  import type { Readable } from 'node:stream';

  interface AddOptions {
    compress?: boolean;
    mode?: number;
    mtime?: Date;
  }
  class ZipFile {
    outputStream: Readable;
    addBuffer(buffer: Buffer, metadataPath: string, options?: AddOptions): void;
    addReadStream(stream: Readable, metadataPath: string, options?: AddOptions): void;
    end(): void;
  }
  const yazl: { ZipFile: typeof ZipFile };
  export default yazl;
}
