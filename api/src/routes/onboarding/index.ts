import { onboardingPayloadSchema } from '@fund/shared/schemas/onboarding';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/reply';
import { parseBody } from '../../plugins/validation';
import { submitForm } from './service';

/** POST of the onboarding form (spec 01 §3, §5) and the Skrill residence regions. */
export async function register(app: FastifyInstance): Promise<void> {
  const schema = { tags: ['onboarding'] };

  app.post('/api/users/newplayerformv2/', { schema, config: { role: 'player' } }, async (request, reply) => {
    const payload = parseBody(onboardingPayloadSchema, request.body);
    await submitForm(app.db, request.user.id, payload);
    reply.status(201);
    return ok(reply, { form_completed: true });
  });

  app.get('/api/users/residenceregions/', { schema }, async (_request, reply) => {
    const rows = await app.db.query<{ id: number; description: string }>(
      'SELECT id, description FROM residence_regions ORDER BY sort, id',
    );
    return ok(reply, rows);
  });
}
