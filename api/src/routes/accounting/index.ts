import type { FastifyInstance } from 'fastify';
import { registerMoneyRoutes } from './money';
import { registerReadRoutes } from './reports';
import { registerTransferRoutes } from './transfers';

/** /api/accounting/*: dashboard figures and every money action (spec 01 §7). */
export async function register(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    registerReadRoutes(scope);
    registerTransferRoutes(scope);
    registerMoneyRoutes(scope);
  });
}
