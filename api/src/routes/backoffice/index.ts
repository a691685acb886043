import type { FastifyInstance } from 'fastify';
import { registerContentRoutes } from './content-routes';
import { registerPeopleRoutes } from './people-routes';
import { registerPlayerRoutes } from './player-routes';
import { registerQueueRoutes } from './queue-routes';

/** The fund's back office (issue 16, docs/backoffice.md): staff routes under /api/backoffice/. */
export async function register(app: FastifyInstance): Promise<void> {
  registerQueueRoutes(app);
  registerPeopleRoutes(app);
  registerContentRoutes(app);
  registerPlayerRoutes(app);
}
