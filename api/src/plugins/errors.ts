import type { Refusal } from '@fund/shared/schemas/issues';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { texts } from '../texts';

/** The one body of a refused request: `{success:false, error:{messages, fields}}` (docs/api.md). */
const refusal = (messages: string[], fields: Refusal['fields'] = {}) => ({
  success: false as const,
  error: { messages, fields } satisfies Refusal,
});

/** 400 `{success:false, error:{messages:[whole body], fields:{field:[messages]}}}`. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly fields: Record<string, string[]>,
    readonly messages: string[] = [],
  ) {
    super('validation failed');
  }
}

/** A business rule refused the request: `{success:false, error:{messages:[message], fields:{}}}`. */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/** 401/403/404/413/415/429 answered as `{detail, code?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const TEXT = texts.request;

export const notFound = (detail: string = TEXT.notFound) => new HttpError(404, detail);
export const forbidden = (detail: string = TEXT.forbidden) => new HttpError(403, detail);
export const conflict = (text: string) => new BusinessError(text, 409);
export const businessError = (text: string) => new BusinessError(text, 400);
export const tokenNotValid = () => new HttpError(401, TEXT.tokenNotValid, 'token_not_valid');

function fromFastifyError(error: FastifyError): { status: number; body: unknown } | undefined {
  const status = error.statusCode ?? 500;
  if (status === 415) return { status, body: { detail: TEXT.unsupportedMediaType } };
  if (status === 413) return { status, body: { detail: TEXT.tooLarge } };
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, body: refusal([TEXT.emptyBody]) };
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, body: refusal([TEXT.malformedJson]) };
  }
  if (status >= 400 && status < 500) {
    return { status, body: refusal([TEXT.badRequest]) };
  }
  return undefined;
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a URL that
 * cannot be decoded (FST_ERR_BAD_URL, 400) and a path parameter over `maxParamLength` (414).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode === 414) {
    reply.status(414).send({ detail: TEXT.uriTooLong });
    return;
  }
  reply.status(400).send(refusal([TEXT.badUrl]));
}

// Busboy's plain Errors for a form the client cut or framed wrongly (no boundary, early end, bad header).
const BUSBOY_MESSAGE = /multipart|boundary|malformed|unsupported content-type|unexpected end/i;
const isBrokenMultipart = (error: FastifyError, request: FastifyRequest) =>
  error.statusCode === undefined && request.isMultipart() && BUSBOY_MESSAGE.test(error.message);

// Network errors of the driver's socket.
const LOST_SOCKET = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE: 57P01 admin shutdown (pg_terminate_backend, a fast stop), 57P02 crash shutdown, 57P03
// cannot connect now (starting up, shutting down, in recovery); class 08 connection exceptions;
// 25006 a read-only transaction (a standby that is no longer, or not yet, the primary).
const UNAVAILABLE_STATE = /^(57P0[123]|08...|25006)$/;
// node-postgres's own errors carry no code: a connection that ended, a client it no longer uses,
// a connection not opened in time (the pool's connectionTimeoutMillis).
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * The database went away under the request (issue 36): only this request fails, with 503 and a
 * message to retry; the pool opens new connections once the server is back. A money write cut
 * mid-transaction was applied whole or not at all, and its Idempotency-Key replay says which.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_SOCKET.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

/** One error handler: the envelope of ARCHITECTURE.md; a 500 never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send(refusal(error.messages, error.fields));
    }
    if (error instanceof BusinessError) {
      return reply.status(error.statusCode).send(refusal([error.message]));
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const body = error.code ? { detail: error.detail, code: error.code } : { detail: error.detail };
      return reply.status(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send({ detail: TEXT.unavailable });
    }
    const mapped = fromFastifyError(error);
    if (mapped) return reply.status(mapped.status).send(mapped.body);
    if (isBrokenMultipart(error, request)) {
      return reply.status(400).send(refusal([TEXT.badMultipart]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: TEXT.internal });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ detail: TEXT.notFound });
  });
}
