import { documentLinks } from '@fund/shared/schemas/shell-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { listDocuments } from './repository';

/** Links of the documents page. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/documents/',
    { config: { permission: 'documents' }, schema: doc({ tags: ['documents'], data: documentLinks }) },
    async (_request, reply) => ok(reply, await listDocuments(app.db)),
  );
}
