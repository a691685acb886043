import { onboardingPayloadSchema } from '@fund/shared/schemas/onboarding';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/reply';
import { parseBody } from '../../plugins/validation';
import { formStatus, residenceRegions, submitForm } from './repository';

/** The onboarding form (spec 01 §3, §5): its status and accounts, its submission, the Skrill regions. */
export async function register(app: FastifyInstance): Promise<void> {
  const schema = { tags: ['onboarding'] };

  app.get('/api/users/newplayerformv2/', { schema }, async (request, reply) => {
    const { submitted, accounts } = await formStatus(app.db, request.user.id);
    // Curators (and admins) never fill the new-player form: the gate is for players only.
    return ok(reply, { form_completed: submitted || request.user.isCurator, accounts });
  });

  app.post('/api/users/newplayerformv2/', { schema, config: { role: 'player' } }, async (request, reply) => {
    const payload = parseBody(onboardingPayloadSchema, request.body);
    await submitForm(app.db, request.user.id, payload);
    reply.status(201);
    return ok(reply, { form_completed: true });
  });

  app.get('/api/users/residenceregions/', { schema }, async (_request, reply) =>
    ok(reply, await residenceRegions(app.db)),
  );
}
