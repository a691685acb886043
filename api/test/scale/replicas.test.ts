/**
 * Scale-out (docs/deploy.md "Replicas"): TWO real API processes on ONE PostgreSQL database and ONE
 * S3 bucket (s3rver, an S3-compatible server in Node). Whatever one replica does, the other sees:
 * an archive uploaded through A is in the bucket, a clip is streamed by B, a refresh token issued
 * by A is rotated by B (and its reuse on A is caught), and the login limit counts attempts sent
 * to both. Both start together, so migrations and the seed run concurrently (advisory locks).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { Client } from 'pg';
import S3rver from 's3rver';
import { handHistory, makeZip, multipart } from '../routes/uploads/zip-fixtures';

// Two processes need a server both reach: PostgreSQL only (the PostgreSQL pass of the suite, as the
// money races); the PGlite pass has no server to share.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
const describeOnPostgres = ADMIN_URL ? describe : describe.skip;
const API_DIR = path.resolve(__dirname, '../..');
const BUCKET = 'fund-test';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const CLIP = 'clip-bars.webm';

const dbName = `fund_replicas_${process.pid}_${randomBytes(3).toString('hex')}`;
let s3Dir = '';
let s3: S3rver;
let s3Endpoint: string;
const replicas: Array<{ child: ChildProcess; url: string }> = [];

function databaseUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** One statement on the server's admin database, or (`onTest`) on the replicas' database. */
async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = [], onTest = true) {
  const client = new Client({ connectionString: onTest ? databaseUrl() : ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Starts `src/server.ts` on a free port; resolves with its URL from the "listening" log line. */
function startReplica(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(path.join(API_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl(),
      JWT_SECRET: 'replicas-test-secret-0123456789-abcdefghijklmnop',
      PORT: '0',
      HOST: '127.0.0.1',
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      ADMIN_USERNAME: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({ child, url: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before listening:\n${output}`)));
  });
}

describeOnPostgres('two API replicas on one PostgreSQL and one bucket', () => {
  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'fund-s3-'));
    await sql(`CREATE DATABASE ${dbName}`, [], false);
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    s3Endpoint = `http://127.0.0.1:${port}`;
    // Both at once: they migrate and seed the same empty database concurrently.
    replicas.push(...(await Promise.all([startReplica(), startReplica()])));
  });

  afterAll(async () => {
    await Promise.all(
      replicas.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    await sql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, [], false);
  });

  const bucket = new AwsClient({ ...KEYS, service: 's3', region: 'us-east-1' });
  const objectUrl = (key: string) => `${s3Endpoint}/${BUCKET}/${key}`;

  async function api(replica: 0 | 1, route: string, init: RequestInit = {}) {
    return fetch(`${replicas[replica]!.url}${route}`, init);
  }

  async function login(replica: 0 | 1, username: string, password = 'demo-password') {
    return api(replica, '/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  }

  async function tokens(replica: 0 | 1, username: string): Promise<{ access: string; refresh: string }> {
    const response = await login(replica, username);
    expect(response.status).toBe(200);
    return response.json();
  }

  test('both replicas migrated and seeded one database once', async () => {
    const [users] = await sql<{ n: number; distinct: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT username)::int AS distinct FROM users',
    );
    expect(users!.n).toBeGreaterThan(1);
    expect(users!.distinct).toBe(users!.n);
    const [migrations] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(migrations!.n).toBeGreaterThan(0);
    for (const replica of [0, 1] as const) expect((await api(replica, '/api/health')).status).toBe(200);
  });

  test('an archive uploaded through A lands in the bucket, and B sees the month as received', async () => {
    const { access } = await tokens(0, 'anna.kuznetsova');
    const zip = await makeZip({ 'hands.txt': handHistory(50) });
    const body = multipart({ type: 'h2n' }, { name: 'h2n.zip', content: zip });
    const uploaded = await api(0, '/api/tournamentsdata/hhs/', {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);

    const [row] = await sql<{ user_id: number; file_name: string }>(
      'SELECT user_id, file_name FROM hand_uploads',
    );
    const stored = await bucket.fetch(objectUrl(`uploads/hhs/${row!.user_id}/${row!.file_name}`));
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(zip)).toBe(true);

    const expected = await api(1, '/api/tournamentsdata/hhs/expected/', {
      headers: { authorization: `Bearer ${access}` },
    });
    expect((await expected.json()).data.h2n).toBe(false);
  });

  test('a clip in the bucket is streamed by B with a stream token minted by A, ranges included', async () => {
    const clip = readFileSync(path.join(API_DIR, 'media', CLIP));
    const put = await bucket.fetch(objectUrl(`video/${CLIP}`), { method: 'PUT', body: new Uint8Array(clip) });
    expect(put.status).toBe(200);
    const [video] = await sql<{ id: number }>(
      'SELECT id FROM videos WHERE file_name = $1 ORDER BY id LIMIT 1',
      [CLIP],
    );
    const { access } = await tokens(0, 'anna.kuznetsova');
    const minted = await api(0, `/api/videogallery/videos/${video!.id}/stream-token/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(minted.status).toBe(200);
    const { token } = (await minted.json()).data;

    const whole = await api(1, `/api/videogallery/videos_auth/${video!.id}/?token=${token}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(clip.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(clip)).toBe(true);

    const part = await api(1, `/api/videogallery/videos_auth/${video!.id}/?token=${token}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);
  });

  test('signed in on A, refreshed on B; the old refresh token replayed on A is refused', async () => {
    const first = await tokens(0, 'player');
    const refreshed = await api(1, '/api/token/refresh/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: first.refresh }),
    });
    expect(refreshed.status).toBe(200);
    const pair = await refreshed.json();
    const me = await api(0, '/api/users/current/', { headers: { authorization: `Bearer ${pair.access}` } });
    expect(me.status).toBe(200);

    const replayed = await api(0, '/api/token/refresh/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: first.refresh }),
    });
    expect(replayed.status).toBe(401);
  });

  test('the login limit counts wrong passwords sent to either replica', async () => {
    // 10 guesses per username and client per minute: 5 on A and 5 on B use it up together.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await login((i % 2) as 0 | 1, 'curator', 'wrong-password')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const replica of [0, 1] as const) {
      const refused = await login(replica, 'curator');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });
});
