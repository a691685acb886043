import type { FastifyInstance } from 'fastify';
import { registerContentRoutes } from './content';
import { registerPeopleRoutes } from './people';
import { registerPlayerRoutes } from './player';
import { registerQueueRoutes } from './queues';

/**
 * The fund's back office (issue 16, docs/backoffice.md): staff routes under /api/backoffice/.
 * Each area is a folder: index.ts (HTTP) + repository.ts (SQL); ./repository.ts holds the SQL they share.
 */
export async function register(app: FastifyInstance): Promise<void> {
  registerQueueRoutes(app);
  registerPeopleRoutes(app);
  registerContentRoutes(app);
  registerPlayerRoutes(app);
}
