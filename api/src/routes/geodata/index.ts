import { countries } from '@fund/shared/schemas/onboarding-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { listCountries } from './repository';

/** Countries for the onboarding form (spec 01 §3: id, name). */
export async function register(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/geodata/countries/',
    { schema: doc({ tags: ['geodata'], data: countries }) },
    async (_request, reply) => ok(reply, await listCountries(app.db)),
  );
}
