import { addDecimals, subDecimals } from '@fund/shared/decimal';
import type { StatementSummary } from '@fund/shared/schemas/settlement';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/db/types';
import { sha256 } from '../../../src/routes/accounting/statements';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { auditRows, type Client, clientFor, snapshot } from '../backoffice/helpers';
import { newSettler } from './settler';

// Issue 38 items 4 and 6: staff close a bundle that reached its length or is due; its settlement is
// frozen as a statement chained by SHA-256 to the player's previous one, the next bundle opens;
// the player and staff read the statements (docs/settlement.md «Bundle close and statements»).

const T = texts.settlement;
const DUE = '/api/backoffice/settlement/bundles/';
const close = (bundle: number) => `/api/backoffice/settlement/bundles/${bundle}/close/`;
const OWN = '/api/accounting/settlement/statements/';
const PREVIEW = '/api/accounting/settlement/preview/';

let app: FastifyInstance;
let manager: Client;
beforeAll(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
});
afterAll(() => app.close());

interface Settler {
  id: number;
  client: Client;
  account: number;
  /** The open bundle's id. */
  bundle: () => Promise<number>;
  /** Reports the open bundle's balance so its result is `delta` (and `games` tournaments). */
  play: (delta: string, games?: number) => Promise<void>;
}

/** A player of its own: one USD account with 100,000, a contract (share, length 1) whose bundle 1 started `days` ago. */
async function settler(name: string, share = '50', days = 40): Promise<Settler> {
  const db: Db = app.db;
  const { id, account, contract } = await newSettler(db, name, { share, days });
  let balance = '100000.00';
  const bundle = async () =>
    (await db.one<{ id: number }>('SELECT id FROM bundles WHERE contract_id = $1 AND end_datetime IS NULL', [
      contract,
    ]))!.id;
  return {
    id,
    account,
    client: await clientFor(app, name),
    bundle,
    play: async (delta, games = 0) => {
      balance = addDecimals(balance, delta);
      await db.query(
        `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
         VALUES ($1, $2, $3, $4, 'manual')`,
        [account, await bundle(), balance, games],
      );
    },
  };
}

const statementCount = async (userId: number) =>
  (await app.db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM settlement_statements WHERE user_id = $1',
    [userId],
  ))!.n;

describe('close', () => {
  test('the worked example: −2,500 then +10,000 at 50 % → statements 1 and 2 chained, 3,750 to pay', async () => {
    const p = await settler('close_worked');
    await p.play('-2500', 1);
    const b1 = await p.bundle();
    const listed = (await manager.get(DUE))
      .json()
      .data.find((row: { bundle_id: number }) => row.bundle_id === b1);
    expect(listed).toMatchObject({
      username: 'close_worked',
      bundle_number: 1,
      reached: true,
      expired: true,
    });
    const { deductions, ...preview } = (await p.client.get(PREVIEW)).json().data.figures;
    expect(deductions).toEqual([]);
    expect(listed.figures).toEqual({ ...preview, deductions });

    const first = await manager.post(close(b1), {});
    expect(first.statusCode).toBe(200);
    const s1 = first.json().data;
    // Preview equals close for the same ledger.
    expect(s1).toMatchObject({
      ...preview,
      number: 1,
      bundle_number: 1,
      previous_sha256: null,
    });
    expect(s1).toMatchObject({ result: '-2500.00', makeup_after: '2500.00', payout: '0.00' });
    expect(await auditRows(app, 'settlement_statement', s1.id)).toEqual([
      expect.objectContaining({ action: 'settlement_statement.close', after: s1 }),
    ]);

    // The next bundle opened; its preview starts from the frozen makeup.
    const b2 = await p.bundle();
    expect(b2).not.toBe(b1);
    await p.play('10000', 1);
    const preview2 = (await p.client.get(PREVIEW)).json().data;
    expect(preview2.bundle).toMatchObject({ id: b2, number: 2 });
    expect(preview2.figures).toMatchObject({
      makeup_before: '2500.00',
      after_makeup: '7500.00',
      payout: '3750.00',
    });
    const s2 = (await manager.post(close(b2), {})).json().data;
    expect(s2).toMatchObject({
      number: 2,
      result: '10000.00',
      makeup_before: '2500.00',
      player_share: '3750.00',
      fund_share: '3750.00',
      makeup_after: '0.00',
      payout: '3750.00',
      previous_sha256: s1.content_sha256,
    });

    // The player reads the chain; each statement's hash recomputes from its content.
    const own = (await p.client.get(OWN)).json().data;
    expect(own.map((s: { number: number }) => s.number)).toEqual([1, 2]);
    let previous: string | null = null;
    for (const summary of own) {
      const one = (await p.client.get(`${OWN}${summary.id}/`)).json().data;
      expect(one.content.previous_sha256).toBe(previous);
      expect(sha256(one.content)).toBe(one.content_sha256);
      expect(one.content.figures.payout).toBe(one.payout);
      previous = one.content_sha256;
    }
    // Staff read the same.
    expect((await manager.get(`/api/backoffice/users/${p.id}/settlement-statements/`)).json().data).toEqual(
      own,
    );
    const staffOne = await manager.get(`/api/backoffice/users/${p.id}/settlement-statements/${s2.id}/`);
    expect(staffOne.json().data.content_sha256).toBe(s2.content_sha256);
  });

  test('the last bundle of an ended contract: the makeup is written off, no bundle opens after it', async () => {
    const p = await settler('close_contract_end');
    await p.play('-2500', 1);
    const b1 = await p.bundle();
    expect((await manager.post(close(b1), {})).json().data).toMatchObject({ makeup_after: '2500.00' });
    const b2 = await p.bundle();
    await p.play('1000');
    await app.db.query(
      'UPDATE contracts SET end_datetime = now() WHERE id = (SELECT contract_id FROM bundles WHERE id = $1)',
      [b2],
    );
    // The preview says what the close will freeze: the terms' default end rule writes the makeup off.
    const preview = (await p.client.get(PREVIEW)).json().data.figures;
    expect(preview).toMatchObject({
      result: '1000.00',
      makeup_before: '2500.00',
      fund_share: '-1500.00',
      makeup_after: '0.00',
      makeup_written_off: '1500.00',
      payout: '0.00',
    });
    const s2 = (await manager.post(close(b2), {})).json().data;
    expect(s2).toMatchObject({ makeup_after: '0.00', makeup_written_off: '1500.00', fund_share: '-1500.00' });
    const open = await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bundles
        WHERE contract_id = (SELECT contract_id FROM bundles WHERE id = $1) AND end_datetime IS NULL`,
      [b2],
    );
    expect(open!.n).toBe(0);
    expect((await p.client.get(PREVIEW)).json().data).toBeNull();
  });

  test('a second close is 409 in Russian; the same Idempotency-Key gives the stored answer; nothing else changes', async () => {
    const p = await settler('close_twice');
    await p.play('500', 1);
    const b1 = await p.bundle();
    const key = { 'idempotency-key': 'close-twice-1' };
    const first = await manager.post(close(b1), {}, key);
    expect(first.statusCode).toBe(200);
    const before = await snapshot(app);
    const replay = await manager.post(close(b1), {}, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await manager.post(close(b1), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.messages).toEqual([T.bundleClosed]);
    expect(await snapshot(app)).toBe(before);
    expect(await statementCount(p.id)).toBe(1);
  });

  test('refusals: unknown bundle 404, not due 409, bad id 400, a body 400, a player 403 — nothing changed', async () => {
    const p = await settler('close_refused', '50', 3);
    const b1 = await p.bundle();
    const before = await snapshot(app);
    const unknown = await manager.post(close(999999), {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail ?? unknown.json().error?.messages?.[0]).toBe(T.bundleNotFound);
    const notDue = await manager.post(close(b1), {});
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().error.messages).toEqual([T.bundleNotDue]);
    expect((await manager.post(close(0).replace('/0/', '/x/'), {})).statusCode).toBe(400);
    expect((await manager.post(close(b1), { force: true })).statusCode).toBe(400);
    expect((await p.client.post(close(b1), {})).statusCode).toBe(403);
    expect((await p.client.get(DUE)).statusCode).toBe(403);
    expect(await snapshot(app)).toBe(before);
    expect(
      (await manager.get(DUE)).json().data.some((row: { bundle_id: number }) => row.bundle_id === b1),
    ).toBe(false);
  });

  test('a bundle of an earlier contract, left open, is not the player’s current one: 409, nothing changed', async () => {
    const p = await settler('close_not_current');
    const old = await p.bundle();
    await app.db.query(
      'UPDATE contracts SET end_datetime = now() WHERE id = (SELECT contract_id FROM bundles WHERE id = $1)',
      [old],
    );
    const contract = (await app.db.one<{ id: number }>(
      `INSERT INTO contracts (user_id, start_datetime, amount_games, personal_share)
       VALUES ($1, now(), 1, 50) RETURNING id`,
      [p.id],
    ))!.id;
    await app.db.query('INSERT INTO bundles (contract_id, number, start_datetime) VALUES ($1, 1, now())', [
      contract,
    ]);
    const listed = (await manager.get(DUE))
      .json()
      .data.find((row: { bundle_id: number }) => row.bundle_id === old);
    expect(listed).toMatchObject({ expired: true, figures: null });
    const before = await snapshot(app);
    const refused = await manager.post(close(old), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.messages).toEqual([T.bundleNotCurrent]);
    expect(await snapshot(app)).toBe(before);
    expect(await statementCount(p.id)).toBe(0);
  });

  test('a statement never changes: UPDATE and DELETE are refused by the database', async () => {
    const p = await settler('close_frozen');
    await p.play('100', 1);
    await manager.post(close(await p.bundle()), {});
    await expect(
      app.db.query('UPDATE settlement_statements SET payout = 0 WHERE user_id = $1', [p.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      app.db.query('DELETE FROM settlement_statements WHERE user_id = $1', [p.id]),
    ).rejects.toThrow(/append-only/);
  });
});

describe('close several', () => {
  const CLOSE_MANY = '/api/backoffice/settlement/bundles/close/';

  test('two due bundles and one closed already in one request: a result per bundle, each its own statement', async () => {
    const a = await settler('close_many_a');
    const b = await settler('close_many_b');
    await a.play('-2500', 1);
    await b.play('1000', 1);
    const [ba, bb] = [await a.bundle(), await b.bundle()];
    const first = await manager.post(CLOSE_MANY, { bundle_ids: [ba, bb] });
    expect(first.statusCode).toBe(200);
    const results = first.json().data;
    expect(results).toEqual([
      {
        bundle_id: ba,
        statement: expect.objectContaining({ number: 1, makeup_after: '2500.00' }),
        error: null,
      },
      { bundle_id: bb, statement: expect.objectContaining({ number: 1, payout: '500.00' }), error: null },
    ]);
    expect(await statementCount(a.id)).toBe(1);
    expect(await statementCount(b.id)).toBe(1);
    expect(await auditRows(app, 'settlement_statement', results[1].statement.id)).toHaveLength(1);
    // A repeat is safe: each bundle answers the single close's 409 text, nothing more is frozen.
    const again = (await manager.post(CLOSE_MANY, { bundle_ids: [bb, ba] })).json().data;
    expect(again).toEqual([
      { bundle_id: bb, statement: null, error: T.bundleClosed },
      { bundle_id: ba, statement: null, error: T.bundleClosed },
    ]);
    expect(await statementCount(a.id)).toBe(1);
  });

  test('with an Idempotency-Key a repeat replays the first answer; the key on another list is 422', async () => {
    const p = await settler('close_many_key');
    await p.play('400', 1);
    const bundle = await p.bundle();
    const key = { 'idempotency-key': 'close-many-key' };
    const first = await manager.post(CLOSE_MANY, { bundle_ids: [bundle] }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual([
      { bundle_id: bundle, statement: expect.objectContaining({ number: 1, payout: '200.00' }), error: null },
    ]);
    const repeat = await manager.post(CLOSE_MANY, { bundle_ids: [bundle] }, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const before = await snapshot(app);
    const other = await manager.post(CLOSE_MANY, { bundle_ids: [bundle, await p.bundle()] }, key);
    expect(other.statusCode).toBe(422);
    expect(await snapshot(app)).toBe(before);
    expect(await statementCount(p.id)).toBe(1);
  });

  test('bad lists → Russian 4xx and nothing changed', async () => {
    const p = await settler('close_many_bad');
    await p.play('100', 1);
    const bundle = await p.bundle();
    const before = await snapshot(app);
    const refusal = async (body: unknown) => {
      const answer = await manager.post(CLOSE_MANY, body);
      return [answer.statusCode, answer.json().error?.fields?.bundle_ids ?? answer.json().detail];
    };
    expect(await refusal({ bundle_ids: [] })).toEqual([400, [T.pickBundles]]);
    expect(await refusal({ bundle_ids: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual([
      400,
      [T.tooManyBundles(50)],
    ]);
    expect(await refusal({ bundle_ids: [bundle, bundle] })).toEqual([400, [T.repeatedBundles]]);
    expect(await refusal({ bundle_ids: [bundle, 999999] })).toEqual([404, T.bundlesNotFound([999999])]);
    expect((await manager.post(CLOSE_MANY, { bundle_ids: ['x'] })).statusCode).toBe(400);
    expect((await manager.post(CLOSE_MANY, { bundle_ids: [bundle], force: true })).statusCode).toBe(400);
    expect((await p.client.post(CLOSE_MANY, { bundle_ids: [bundle] })).statusCode).toBe(403);
    expect(await snapshot(app)).toBe(before);
    expect(await statementCount(p.id)).toBe(0);
  });
});

describe('reading', () => {
  test('a player never sees another’s statement: the list is their own, another’s id is 404', async () => {
    const a = await settler('read_a');
    const b = await settler('read_b');
    await a.play('300', 1);
    const sa = (await manager.post(close(await a.bundle()), {})).json().data;
    expect((await b.client.get(OWN)).json().data).toEqual([]);
    const foreign = await b.client.get(`${OWN}${sa.id}/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(T.statementNotFound);
    expect(
      (await manager.get(`/api/backoffice/users/${b.id}/settlement-statements/${sa.id}/`)).statusCode,
    ).toBe(404);
    expect((await b.client.get(`${OWN}abc/`)).statusCode).toBe(400);
    expect((await b.client.get(`/api/backoffice/users/${a.id}/settlement-statements/`)).statusCode).toBe(403);
  });
});

test('property: chained closes conserve — Σ(player + fund) − makeup at the end = Σ results; makeup, payout ≥ 0; the chain verifies', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 100 }),
      fc.array(fc.integer({ min: -500_000, max: 500_000 }), { minLength: 1, maxLength: 5 }),
      async (share, cents) => {
        const p = await settler(`prop_${run++}`, String(share));
        const results = cents.map((c) => (c / 100).toFixed(2));
        for (const result of results) {
          await p.play(result, 1);
          expect((await manager.post(close(await p.bundle()), {})).statusCode).toBe(200);
        }
        const rows = (await p.client.get(OWN)).json().data as StatementSummary[];
        let shares = '0';
        let previous: string | null = null;
        let makeup = '0.00';
        for (const [i, s] of rows.entries()) {
          expect(s.result).toBe(results[i]);
          expect(s.makeup_before).toBe(makeup);
          expect(Number(s.makeup_after)).toBeGreaterThanOrEqual(0);
          expect(Number(s.payout)).toBeGreaterThanOrEqual(0);
          expect(s.previous_sha256).toBe(previous);
          shares = addDecimals(shares, addDecimals(s.player_share, s.fund_share));
          makeup = s.makeup_after;
          previous = s.content_sha256;
        }
        expect(Number(subDecimals(shares, makeup))).toBeCloseTo(
          results.reduce((sum, r) => sum + Number(r), 0),
          2,
        );
      },
    ),
    { numRuns: 6, seed: 38 },
  );
});
