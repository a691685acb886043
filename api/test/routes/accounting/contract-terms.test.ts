import { messages } from '@fund/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { auditRows, type Client, clientFor, snapshot, userId } from '../backoffice/helpers';

// Issue 38: contract terms per player, set by staff (audited, from the next bundle), read by the
// player (docs/settlement.md).

const TERMS = {
  personal_share: '60.5',
  makeup_carried: false,
  makeup_at_end: 'owed',
  amount_games: 2000,
  min_personalfunds_buyins: 400,
};
const url = (id: number) => `/api/backoffice/users/${id}/contract-terms/`;

let app: FastifyInstance;
let manager: Client;
let player: Client;
let playerId: number;
let bundleNumber: number;
beforeAll(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
  player = await clientFor(app, 'player');
  playerId = await userId(app, 'player');
  const row = await app.db.one<{ n: number }>(
    `SELECT max(b.number) AS n FROM bundles b JOIN contracts c ON c.id = b.contract_id
      WHERE c.user_id = $1 AND c.end_datetime IS NULL`,
    [playerId],
  );
  bundleNumber = row!.n;
});
afterAll(() => app.close());

describe('reading (nothing changes)', () => {
  test('the player reads the contract terms in force: the contract’s own, defaults for the new ones', async () => {
    const res = await player.get('/api/contracts/user/terms/');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.current_bundle).toBe(bundleNumber);
    expect(data.current).toMatchObject({
      makeup_carried: true,
      makeup_at_end: 'written_off',
      amount_games: 3000,
      min_personalfunds_buyins: 500,
      from_bundle: 1,
    });
    expect(data.current.personal_share).toMatch(/^\d+\.\d{2}$/);
    expect(data.next).toBeNull();
  });

  test('the staff read the same; a user without a contract is 404 in Russian', async () => {
    const mine = (await player.get('/api/contracts/user/terms/')).json().data;
    expect((await manager.get(url(playerId))).json().data).toEqual(mine);
    const res = await manager.get(url(await userId(app, 'manager')));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: texts.settlement.noContract });
  });

  test.each([
    ['a negative share', { personal_share: '-1' }, 'personal_share', texts.settlement.shareRange],
    ['a share over 100', { personal_share: 100.01 }, 'personal_share', texts.settlement.shareRange],
    ['an unknown makeup rule', { makeup_at_end: 'forgiven' }, 'makeup_at_end', texts.settlement.makeupAtEnd],
    ['a fractional bundle length', { amount_games: 10.5 }, 'amount_games', messages.integer],
    [
      'a negative minimum',
      { min_personalfunds_buyins: -1 },
      'min_personalfunds_buyins',
      texts.settlement.minBuyins,
    ],
  ])('%s is a 400 on its field, nothing changed', async (_name, change, field, message) => {
    const before = await snapshot(app);
    const res = await manager.post(url(playerId), { ...TERMS, ...change });
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.fields[field];
    expect(errors).toEqual([message]);
    expect(await snapshot(app)).toBe(before);
  });

  test('a player cannot set terms (403), nothing changed', async () => {
    const before = await snapshot(app);
    expect((await player.post(url(playerId), TERMS)).statusCode).toBe(403);
    expect(await snapshot(app)).toBe(before);
  });
});

describe('setting', () => {
  test('staff set the terms: they apply from the next bundle, the player sees them coming, audited once', async () => {
    const key = { 'idempotency-key': 'terms-38-key' };
    const res = await manager.post(url(playerId), TERMS, key);
    expect(res.statusCode).toBe(200);
    const next = { ...TERMS, personal_share: '60.50', from_bundle: bundleNumber + 1 };
    expect(res.json().data.next).toEqual(next);
    expect(res.json().data.current.from_bundle).toBe(1);

    const replay = await manager.post(url(playerId), TERMS, key);
    expect(replay.json()).toEqual(res.json());

    const seen = (await player.get('/api/contracts/user/terms/')).json().data;
    expect(seen.next).toEqual(next);
    const id = (await app.db.one<{ id: number }>('SELECT max(id) AS id FROM contract_terms'))!.id;
    const audit = await auditRows(app, 'contract_terms', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'contract_terms.set',
      actor_id: await userId(app, 'manager'),
      after: next,
    });
    expect(audit[0]!.before).toMatchObject({ makeup_carried: true, from_bundle: 1 });

    // The audit log names the player the terms are about.
    const [row] = (await manager.get(`/api/backoffice/audit/?entity=contract_terms&entity_id=${id}`)).json()
      .data;
    expect(row.player).toEqual({ id: playerId, username: 'player' });

    // Once the next bundle opens they are in force.
    const contract = (await app.db.one<{ id: number }>(
      'SELECT id FROM contracts WHERE user_id = $1 AND end_datetime IS NULL',
      [playerId],
    ))!.id;
    await app.db.query(
      'UPDATE bundles SET end_datetime = now() WHERE contract_id = $1 AND end_datetime IS NULL',
      [contract],
    );
    await app.db.query('INSERT INTO bundles (contract_id, number, start_datetime) VALUES ($1, $2, now())', [
      contract,
      bundleNumber + 1,
    ]);
    const later = (await player.get('/api/contracts/user/terms/')).json().data;
    expect([later.current, later.next, later.current_bundle]).toEqual([next, null, bundleNumber + 1]);
  });
});
