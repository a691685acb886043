import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import { resolveJwtSecret } from './auth/secret';
import { SecretBox } from './auth/secret-box';
import { TokenService } from './auth/tokens';
import { migrate, openDb } from './db';
import { seedDemo } from './db/seed';
import type { Db } from './db/types';
import { AuthUsers } from './lib/auth-users';
import { registerAnswerCheck } from './plugins/answer-check';
import { loadAuthUser, registerAuth } from './plugins/auth';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerMetrics, registerReady } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerInputGuard, registerValidation } from './plugins/validation';
import { DOMAINS } from './routes';
import { parseTrustProxy } from './trust-proxy';
import './types';

export interface AppOptions {
  /** An open database; the app takes ownership and closes it on app.close(). */
  db?: Db;
  /** PGlite folder (also keeps the generated JWT secret); memory when absent and no URL. */
  dataDir?: string;
  databaseUrl?: string;
  /** PGlite on a worker thread (the server's default; tests keep it in-process). */
  pgliteWorker?: boolean;
  jwtSecret?: string;
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The bearer token `GET /api/metrics` asks for; default env METRICS_TOKEN; none: metrics off (404). */
  metricsToken?: string;
  now?: () => Date;
  /** Seed the demo data when the users table is empty. */
  seed?: boolean;
  /** Proxy addresses/CIDRs whose X-Forwarded-For is believed; default env TRUST_PROXY. */
  trustProxy?: string;
  /** Called for every route as it is added (the fuzz suite walks the real route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Test only: parse every 2xx JSON answer with its route's schema, 500 on a mismatch (plugins/answer-check). */
  checkAnswers?: boolean;
}

const BODY_LIMIT = 1024 * 1024;
const MULTIPART_LIMITS = {
  fileSize: 50 * 1024 * 1024,
  files: 4,
  parts: 20,
  fields: 20,
  fieldSize: 64 * 1024,
};

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

function corsOrigins(): string[] {
  const fromEnv = process.env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return fromEnv?.length ? fromEnv : DEFAULT_ORIGINS;
}

/** A token in a query string (the video stream's) never reaches a log line. */
const redactUrl = (url: string) => url.replace(/([?&](?:token|access|refresh)=)[^&]*/gi, '$1[redacted]');

/** Secrets the logger never writes, wherever a line carries them (pino redact paths). */
const REDACT = [
  'req.headers.authorization',
  'req.headers["idempotency-key"]',
  'req.body',
  'headers.authorization',
  'headers["idempotency-key"]',
  '*.password',
  '*.access',
  '*.refresh',
  '*.token',
];

/**
 * The request id: the one nginx generated and passed on (`X-Request-Id`, docker/nginx-host.conf),
 * when it looks like one; a new UUID otherwise. It is every log line's `reqId` and the answer's
 * `X-Request-Id`, so one request can be followed from nginx's log to the API's.
 */
function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
}

/**
 * One log line per request, when it completes (method, URL, status, time; errors with the error),
 * instead of Fastify's two lines with the serialised request and reply: logging stays useful and
 * costs half (issue 11).
 */
class OneLineLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? { redact: REDACT, ...(options.logStream && { stream: options.logStream }) }
      : false,
    requestIdHeader: false,
    genReqId: requestId,
    logController: new OneLineLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: parseTrustProxy(options.trustProxy ?? process.env.TRUST_PROXY),
    frameworkErrors,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const db =
    options.db ??
    (await openDb({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      worker: options.pgliteWorker,
    }));
  app.decorate('db', db);
  app.decorate('now', options.now ?? (() => new Date()));
  const serverSecret = resolveJwtSecret(options);
  app.decorate('tokens', new TokenService(serverSecret, app.now));
  app.decorate('totpBox', new SecretBox(serverSecret, 'totp secret'));
  const authUsers = new AuthUsers(db, (id) => loadAuthUser(db, id));
  app.decorate('authUsers', authUsers);
  app.addHook('onClose', async () => {
    await authUsers.stop();
    await db.close();
  });
  await migrate(db);
  if (options.seed) await seedDemo(db);
  await authUsers.start();

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // JSON (and multipart) only: a text body would reach the schemas as a string; now it is a 415.
  app.removeContentTypeParser('text/plain');
  // Content-Disposition: an export's file name, read by the apps on another origin (docs/api.md "Exports").
  await app.register(cors, {
    origin: corsOrigins(),
    credentials: false,
    exposedHeaders: ['content-disposition'],
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  registerAuth(app);
  registerInputGuard(app);
  registerValidation(app);
  await registerOpenApi(app);
  if (options.checkAnswers) registerAnswerCheck(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app, {
    token: options.metricsToken ?? (process.env.METRICS_TOKEN || undefined),
    pool: () => db.poolFigures?.(),
    // The events domain registers its hub below; until then (and without it) no stream is open.
    liveStreams: () => (app.hasDecorator('liveHub') ? app.liveHub.size : 0),
  });
  registerReady(app);

  // Container healthcheck (liveness): answers only when the database does.
  app.get('/api/health', { config: { public: true }, schema: { hide: true } }, async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });

  // Every domain folder of src/routes, in one typed list (routes/index.ts; a test checks it is whole).
  for (const domain of DOMAINS) await domain.register(app);

  return app;
}
