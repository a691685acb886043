import { existsSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type * as v from 'valibot';
import { texts } from '../texts';
import { type Validated, validatedBy } from './validation';

/**
 * The OpenAPI document (/api/docs) and its page (/api/docs/ui), described from the same valibot
 * schemas the routes are validated with (docs/api.md "OpenAPI"). A route's JSON Schemas are the
 * document's view: Fastify's validator checks each part with the valibot schema behind it
 * (`registerValidation`: no ajv, the Russian messages), and answers are serialized by JSON.stringify.
 */

type Schema = v.GenericSchema;

export interface DocOptions {
  tags: string[];
  summary?: string;
  /** The JSON body (checked before the handler, `request.body`). */
  body?: Schema;
  /** The query string (checked before the handler, `request.query`). */
  querystring?: Schema;
  /** The path parameters (checked before the handler, `request.params`); without it the path names them as text. */
  params?: Schema;
  /** `data` of the success envelope: the answer's valibot schema from `@fund/shared/schemas/<domain>-responses`. */
  data?: Schema;
  /** The answer is not the envelope (the token endpoints answer bare SimpleJWT bodies). */
  answer?: Schema;
  /** 201 for the routes that create (default 200). */
  status?: 200 | 201;
  /** A list answer carrying `count` (paged lists). */
  count?: boolean;
  /** A multipart form instead of JSON: its fields (JSON Schemas), read by the handler itself. */
  multipart?: Record<string, object>;
  /** The answer is a file of these media types, not the envelope (an export, docs/api.md "Exports"). */
  file?: string[];
}

/** What the document needs for the answers; removed from the operation once they are written. */
interface Answer {
  status: number;
  data?: object;
  raw?: object;
  count?: boolean;
  file?: string[];
}
const ANSWER_KEY = 'x-answer';

/** The valibot schemas of a route's answer, kept on its `schema` for the test-only answer check. */
export interface AnswerSchemas {
  data?: Schema;
  answer?: Schema;
  count?: boolean;
}
const ANSWER_SCHEMAS = Symbol('answer schemas');

/** The answer schemas `doc()` put on a route's schema (undefined: the route has no doc()). */
export function answerSchemasOf(schema: unknown): AnswerSchemas | undefined {
  return (schema as { [ANSWER_SCHEMAS]?: AnswerSchemas } | undefined)?.[ANSWER_SCHEMAS];
}

/**
 * JSON Schema of a request as the client sends it (typeMode 'input': before transforms, so an
 * id in the path is a digit string); checks JSON Schema cannot say (custom rules) are left out.
 */
export function jsonSchemaOf(schema: Schema): Record<string, unknown> {
  // A lazy schema picks its form by the input; the document shows the one it picks for none.
  const shown = schema.type === 'lazy' ? (schema as v.LazySchema<Schema>).getter(undefined) : schema;
  const { $schema: _, ...json } = toJsonSchema(shown, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  return json;
}

/** A described part of a route: checked and typed by its valibot schema (`validatedBy`), else none. */
type Part<S> = S extends Schema ? Validated<S> : undefined;

/** A route's `schema` from `doc()`: its parts carry their valibot schemas for the checks and the types. */
export type RouteSchema<B, Q, P, D = undefined> = FastifySchema & {
  body?: Part<B>;
  querystring?: Part<Q>;
  params?: Part<P>;
  /** Types only: the answer's `data` schema, which `ok()` holds the handler's answer to. */
  readonly [DATA]?: D;
};
declare const DATA: unique symbol;

/** What `JSON.stringify` turns into `T`: a timestamp the driver read as a `Date` is sent as its text. */
type Sendable<T> = T extends string
  ? string extends T
    ? T | Date
    : T
  : T extends readonly (infer U)[]
    ? readonly Sendable<U>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

/** What `ok(reply, data)` may send on a route: its `data` schema's input, as JSON (unknown without one). */
export type DataOf<S> = S extends { readonly [DATA]?: infer D }
  ? D extends Schema
    ? Sendable<v.InferInput<D>>
    : unknown
  : unknown;

/**
 * The route's `schema`: `schema: doc({ tags: ['notes'], body: noteCreateSchema })`. The body, the
 * query and the path parameters are named once: the document shows them, the validator checks
 * them before the handler, and the handler reads `request.body` typed as the schema's output.
 */
export function doc<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  D extends Schema | undefined = undefined,
>(options: DocOptions & { body?: B; querystring?: Q; params?: P; data?: D }): RouteSchema<B, Q, P, D> {
  const answer: Answer = { status: options.status ?? 200, count: options.count, file: options.file };
  if (options.data) answer.data = jsonSchemaOf(options.data);
  if (options.answer) answer.raw = jsonSchemaOf(options.answer);
  const schema: FastifySchema & Record<string | symbol, unknown> = {
    tags: options.tags,
    [ANSWER_KEY]: answer,
    [ANSWER_SCHEMAS]: { data: options.data, answer: options.answer, count: options.count },
  };
  if (options.summary) schema.summary = options.summary;
  if (options.body) schema.body = validatedBy(jsonSchemaOf(options.body), options.body);
  if (options.querystring)
    schema.querystring = validatedBy(jsonSchemaOf(options.querystring), options.querystring);
  if (options.params) schema.params = validatedBy(jsonSchemaOf(options.params), options.params);
  if (options.multipart) {
    schema.consumes = ['multipart/form-data'];
    schema.body = { type: 'object', properties: options.multipart };
  }
  return schema as RouteSchema<B, Q, P, D>;
}

/** A file field of a multipart form. */
export const FILE_FIELD = { type: 'string', format: 'binary' } as const;

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const messageList = { type: 'array', items: { type: 'string' }, minItems: 1 };

/** The envelopes of docs/api.md "Envelope", shared by every operation. */
const ENVELOPE_SCHEMAS = {
  Success: {
    type: 'object',
    required: ['success', 'data'],
    properties: {
      success: { const: true },
      data: { description: 'The answer' },
      count: { type: 'integer', description: 'All rows of a paged list' },
    },
  },
  FieldErrors: {
    type: 'object',
    required: ['success', 'error'],
    description:
      'Russian messages: `messages` about the request as a whole (a business rule, the body itself), `fields` per field',
    properties: {
      success: { const: false },
      error: {
        type: 'object',
        required: ['messages', 'fields'],
        properties: {
          messages: { type: 'array', items: { type: 'string' } },
          fields: { type: 'object', additionalProperties: messageList },
        },
      },
    },
  },
  Detail: {
    type: 'object',
    required: ['detail'],
    properties: { detail: { type: 'string' }, code: { type: 'string', enum: ['token_not_valid'] } },
  },
} as const;

const ERROR_RESPONSES = {
  BadRequest: { description: texts.openapi.badRequest, ...json(ref('FieldErrors')) },
  Unauthorized: { description: texts.openapi.unauthorized, ...json(ref('Detail')) },
  Forbidden: { description: texts.openapi.forbidden, ...json(ref('Detail')) },
  NotFound: { description: texts.openapi.notFound, ...json(ref('Detail')) },
  Conflict: { description: texts.openapi.conflict, ...json(ref('FieldErrors')) },
} as const;

const responseRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function successSchema(answer: Answer): object {
  if (answer.raw) return answer.raw;
  const typed: Record<string, unknown> = {};
  if (answer.data) typed.properties = { data: answer.data };
  if (answer.count) typed.required = ['count'];
  return Object.keys(typed).length === 0 ? ref('Success') : { allOf: [ref('Success'), typed] };
}

type Operation = Record<string, unknown> & { security?: unknown[]; responses?: Record<string, unknown> };

/** Every operation answers its success envelope and references the error envelopes. */
function writeAnswers(method: string, operation: Operation): void {
  const answer = (operation[ANSWER_KEY] as Answer | undefined) ?? { status: 200 };
  delete operation[ANSWER_KEY];
  const responses: Record<string, unknown> = {
    [answer.status]: {
      description: texts.openapi.success,
      ...(answer.file
        ? { content: Object.fromEntries(answer.file.map((type) => [type, { schema: FILE_FIELD }])) }
        : json(successSchema(answer))),
    },
    400: responseRef('BadRequest'),
  };
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic) {
    responses[401] = responseRef('Unauthorized');
    responses[403] = responseRef('Forbidden');
  }
  responses[404] = responseRef('NotFound');
  if (method !== 'get') responses[409] = responseRef('Conflict');
  operation.responses = responses;
}

/** The page reading the document (Swagger UI), public like /api/docs. */
const DOCS_UI = '/api/docs/ui';
// dist/static: the name the plugin also reads its logo from when bundled (its __dirname is then dist).
const BUNDLED_UI_FILES = path.join(__dirname, 'static');
export const DOCS_UI_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Answers are serialized by JSON.stringify (no fast-json-stringify); valibot validates (registerValidation).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Fund cabinet API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: ENVELOPE_SCHEMAS as never,
        responses: ERROR_RESPONSES as never,
      },
      security: [{ bearer: [] }],
    },
    transformObject: (document) => {
      const openapi = 'openapiObject' in document ? document.openapiObject : {};
      for (const operations of Object.values(openapi.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations ?? {})) {
          if (typeof operation === 'object' && operation !== null)
            writeAnswers(method, operation as Operation);
        }
      }
      return openapi;
    },
  });
  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  // The page and its files are public like the document (the auth hook reads the route's config).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_UI)) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_UI,
    // Replaces the API's `default-src 'none'` on the page's routes only: its own files, no inline code.
    staticCSP: DOCS_UI_CSP,
    // No validator badge: it would load an image from validator.swagger.io, which the CSP refuses.
    uiConfig: { docExpansion: 'list', validatorUrl: null },
    // The bundled server (build.mjs) carries the page's files beside it; from source, the package's.
    baseDir: existsSync(BUNDLED_UI_FILES) ? BUNDLED_UI_FILES : undefined,
  });
}
