import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { openPostgres } from '../../../src/db/postgres';
import { buildTestApp, TEST_JWT_SECRET } from '../../helpers/app';
import { clientFor, userId } from '../backoffice/helpers';
import { newCashFlow, openStream, type Received } from './stream';

// Issue 39 "Across replicas": two API apps on ONE PostgreSQL database (PostgreSQL pass only; PGlite
// is one process). A write through replica A reaches a stream connected to replica B by NOTIFY.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('live events across replicas', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeEach(async () => {
    a = await buildTestApp();
    const name = (await a.db.one<{ name: string }>('SELECT current_database() AS name'))!.name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    b = await buildApp({ db: await openPostgres(url.toString(), 5), jwtSecret: TEST_JWT_SECRET });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await b.close();
    await a.close();
  });

  test('a cash flow written through A reaches the player’s and the manager’s streams on B', async () => {
    const player = await clientFor(a, 'player');
    const streams = {
      player: await openStream(b, b.tokens.issue(await userId(a, 'player'), 'access').token),
      manager: await openStream(b, b.tokens.issue(await userId(a, 'manager'), 'access').token),
    };
    try {
      const id = await newCashFlow(a, player);
      for (const stream of Object.values(streams)) {
        const mine = (e: Received) => e.data.entity === 'cash_flows' && e.data.id === id;
        const received = await stream.until(mine);
        // The event as it is sent: the data's name, nothing of the data itself.
        expect(received.find(mine)?.data).toEqual({ topic: 'money', entity: 'cash_flows', id });
      }
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });
});
