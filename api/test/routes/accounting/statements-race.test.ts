import type { FastifyInstance } from 'fastify';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { type Client, clientFor } from '../backoffice/helpers';
import { newSettler } from './settler';

// Issue 38 item 4: twenty staff closing one bundle at once give one statement and one next bundle;
// the rest get 409 (docs/settlement.md «Bundle close and statements»). Real concurrent connections:
// PostgreSQL only, like the other race suites (PGlite serialises every transaction).
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const PARALLEL = 20;

let app: FastifyInstance;
let staff: Client[];
beforeEach(async () => {
  app = await buildTestApp();
  staff = [await clientFor(app, 'manager'), await clientFor(app, 'admin')];
});
afterEach(() => app.close());

/** A player whose only bundle started 40 days ago (due), with a result of 1,000. */
async function dueBundle(name = 'racer') {
  const { id: user, account, contract, bundle } = await newSettler(app.db, name, { length: 1000 });
  await app.db.query(
    "INSERT INTO balance_reports (account_record_id, bundle_id, balance, source) VALUES ($1, $2, 101000, 'manual')",
    [account, bundle],
  );
  return { user, bundle, contract };
}

describeOnPostgres('bundle close races on PostgreSQL', () => {
  test('20 concurrent closes of one bundle → one statement, one next bundle, 19 × 409', async () => {
    const { user, bundle, contract } = await dueBundle();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        staff[i % 2]!.post(`/api/backoffice/settlement/bundles/${bundle}/close/`, {}),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.messages).toEqual([
      texts.settlement.bundleClosed,
    ]);
    const counts = await app.db.one<{ statements: number; bundles: number; open: number; audits: number }>(
      `SELECT (SELECT count(*) FROM settlement_statements WHERE user_id = $1)::int AS statements,
              (SELECT count(*) FROM bundles WHERE contract_id = $2)::int AS bundles,
              (SELECT count(*) FROM bundles WHERE contract_id = $2 AND end_datetime IS NULL)::int AS open,
              (SELECT count(*) FROM backoffice_audit WHERE action = 'settlement_statement.close')::int AS audits`,
      [user, contract],
    );
    expect(counts).toEqual({ statements: 1, bundles: 2, open: 1, audits: 1 });
  });

  test('20 concurrent closes with one Idempotency-Key → one statement, every answer the stored one', async () => {
    const { user, bundle } = await dueBundle();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        staff[0]!.post(
          `/api/backoffice/settlement/bundles/${bundle}/close/`,
          {},
          { 'idempotency-key': 'race-close' },
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    const n = await app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM settlement_statements WHERE user_id = $1',
      [user],
    );
    expect(n!.n).toBe(1);
  });

  test('one staff member’s batch close and single closes of its last bundle at once → no deadlock, no 5xx', async () => {
    // Migration 152's audit counters, one row per (actor, action) updated in place, closed a cycle here:
    // the batch held the counter (bundle a audited) and wanted b; a single close held b and wanted the
    // counter. Migration 153 never waits for a counter row.
    const codes: number[] = [];
    for (let round = 0; round < 6; round++) {
      const a = await dueBundle(`solo_a${round}`);
      const b = await dueBundle(`solo_b${round}`);
      const results = await Promise.all([
        staff[0]!.post('/api/backoffice/settlement/bundles/close/', { bundle_ids: [a.bundle, b.bundle] }),
        staff[0]!.post(`/api/backoffice/settlement/bundles/${b.bundle}/close/`, {}),
        staff[0]!.post(`/api/backoffice/settlement/bundles/${b.bundle}/close/`, {}),
      ]);
      codes.push(...results.map((r) => r.statusCode));
    }
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    const counted = await app.db.one<{ counted: number; logged: number }>(
      `SELECT (SELECT sum(n) FROM backoffice_audit_counts WHERE action = 'settlement_statement.close')::int AS counted,
              (SELECT count(*) FROM backoffice_audit WHERE action = 'settlement_statement.close')::int AS logged`,
    );
    expect(counted!.counted).toBe(counted!.logged);
    expect(counted!.logged).toBe(12);
  });

  test('20 overlapping batch closes at once, in opposite orders → no deadlock, one statement per bundle', async () => {
    const a = await dueBundle('racer_a');
    const b = await dueBundle('racer_b');
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        staff[i % 2]!.post('/api/backoffice/settlement/bundles/close/', {
          bundle_ids: i % 2 ? [a.bundle, b.bundle] : [b.bundle, a.bundle],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const closed = results.flatMap((r) =>
      (r.json().data as { bundle_id: number; statement: unknown }[]).filter((x) => x.statement),
    );
    expect(closed.map((x) => x.bundle_id).sort()).toEqual([a.bundle, b.bundle].sort());
    const n = await app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM settlement_statements WHERE user_id = ANY($1::int[])',
      [[a.user, b.user]],
    );
    expect(n!.n).toBe(2);
  });
});
