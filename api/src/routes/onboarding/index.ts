import { onboardingPayloadSchema } from '@fund/shared/schemas/onboarding';
import * as answers from '@fund/shared/schemas/onboarding-responses';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { formStatus, residenceRegions, submitForm } from './repository';

/** The onboarding form (spec 01 §3, §5): its status and accounts, its submission, the Skrill regions. */
export async function register(app: FastifyInstance): Promise<void> {
  const tags = ['onboarding'];

  app.get(
    '/api/users/newplayerformv2/',
    { schema: doc({ tags, data: answers.formState }) },
    async (request, reply) => {
      const { submitted, accounts } = await formStatus(app.db, request.user.id);
      // Curators (and admins) never fill the new-player form: the gate is for players only.
      return ok(reply, { form_completed: submitted || request.user.isCurator, accounts });
    },
  );

  app.post(
    '/api/users/newplayerformv2/',
    {
      schema: doc({ tags, body: onboardingPayloadSchema, status: 201, data: answers.formSubmitted }),
      config: { role: 'player' },
    },
    async (request, reply) => {
      const payload = request.body;
      await submitForm(app.db, request.user.id, payload);
      reply.status(201);
      return ok(reply, { form_completed: true });
    },
  );

  app.get(
    '/api/users/residenceregions/',
    { schema: doc({ tags, data: answers.residenceRegions }) },
    async (_request, reply) => ok(reply, await residenceRegions(app.db)),
  );
}
