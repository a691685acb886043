import { buildTestApp, emptyDb } from './app';

describe('test helpers', () => {
  it('a closed app refuses inject, so the body of a timed-out test stops at its next request', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/users/current/' })).statusCode).toBe(401);
    await app.close();
    await expect(app.inject({ method: 'GET', url: '/api/users/current/' })).rejects.toThrow(
      'inject after close: the test is over',
    );
  });

  it('an empty database closes once, whoever closes it first', async () => {
    const db = await emptyDb();
    await Promise.all([db.close(), db.close()]);
    await expect(db.query('SELECT 1')).rejects.toThrow();
  });
});
