import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { ByteRange, ObjectStorage } from './index';

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix of this area (`uploads/`, `video/`). */
  prefix: string;
}

/**
 * S3_ENDPOINT (e.g. http://minio:9000) + S3_BUCKET switch files to the bucket; the keys come
 * from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (or the AWS_* names), the region from S3_REGION
 * (default us-east-1). Undefined (local folders) without an endpoint and a bucket.
 */
export function s3ConfigFromEnv(area: 'uploads' | 'video'): S3Config | undefined {
  const env = process.env;
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'S3_ENDPOINT and S3_BUCKET are set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required',
    );
  }
  return {
    endpoint: env.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    prefix: `${area}/`,
  };
}

/** An S3-compatible bucket, path-style URLs (`<endpoint>/<bucket>/<key>`), requests signed with SigV4. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    });
  }

  private url(key: string): string {
    const encoded = `${this.config.prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    return `${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}/${encoded}`;
  }

  private async send(key: string, init: RequestInit, okMissing: boolean): Promise<Response | undefined> {
    const response = await this.client.fetch(this.url(key), init);
    if (okMissing && response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new Error(`S3 ${init.method ?? 'GET'} ${key}: ${response.status} ${text.slice(0, 200)}`);
    }
    return response;
  }

  async put(key: string, body: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    const response = await this.send(
      key,
      { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } },
      false,
    );
    await response?.body?.cancel();
  }

  async size(key: string): Promise<number | undefined> {
    const response = await this.send(key, { method: 'HEAD' }, true);
    return response ? Number(response.headers.get('content-length')) : undefined;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send(key, { headers }, true);
    if (!response?.body) return undefined;
    return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    const response = await this.send(key, { method: 'DELETE' }, true);
    await response?.body?.cancel();
  }
}
