import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type AnswerSchemas, answerSchemasOf } from './openapi';

/** What is wrong with an answer body by its route's schemas (undefined: it matches). */
function answerProblem(schemas: AnswerSchemas, body: unknown): string | undefined {
  if (schemas.answer) return issuesText(v.safeParse(schemas.answer, body).issues);
  const envelope = body as { success?: unknown; data?: unknown; count?: unknown };
  if (envelope?.success !== true) return 'success: not true';
  if (schemas.count && !Number.isInteger(envelope.count)) return 'count: not an integer';
  if (!schemas.count && 'count' in envelope) return 'count: not documented';
  if (!schemas.data) return undefined;
  return issuesText(v.safeParse(schemas.data, envelope.data).issues, 'data');
}

function issuesText(issues: v.BaseIssue<unknown>[] | undefined, root = ''): string | undefined {
  if (!issues) return undefined;
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = [root, v.getDotPath(issue)].filter(Boolean).join('.') || '(body)';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Test-only (buildApp `checkAnswers`, on in api/test's buildTestApp, off in production): every 2xx
 * JSON answer is parsed with the valibot schema its route documents; a mismatch answers 500 naming
 * the route and the issue's path, so the whole API suite proves the OpenAPI answers true.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const schemas = answerSchemasOf(request.routeOptions.schema);
    if (!schemas) return payload;
    const problem = answerProblem(schemas, JSON.parse(payload));
    if (!problem) return payload;
    const detail = `Answer of ${request.method} ${request.routeOptions.url} does not match its schema: ${problem}`;
    console.error(detail);
    reply.code(500);
    return JSON.stringify({ detail });
  });
}
