import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { newSettler } from '../accounting/settler';
import { accountId, type Client, clientFor, LINK, userId } from '../backoffice/helpers';
import { newCashFlow, openStream, type Received, type Stream } from './stream';

/**
 * Issue 39: `GET /api/events/` (routes/events). Events are written by the writing transaction
 * (migration 110) and sent after commit to exactly the users who may read the data. Every
 * "nothing else arrived" is proven by a later event the same stream does get (events come in
 * commit order), never by waiting.
 */
let app: FastifyInstance;
const streams: Stream[] = [];
/** The app's clock runs this far ahead of the real one (the token-expiry test moves it). */
let ahead = 0;

beforeEach(async () => {
  ahead = 0;
  app = await buildTestApp({ now: () => new Date(Date.now() + ahead) });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await app.close();
});

const tokenOf = async (username: string) => app.tokens.issue(await userId(app, username), 'access').token;

async function streamOf(username: string, lastEventId?: string): Promise<Stream> {
  const stream = await openStream(app, await tokenOf(username), lastEventId);
  streams.push(stream);
  return stream;
}

/** A system message to everyone: the sentinel every stream hears. */
async function sentinel(manager: Client): Promise<number> {
  const res = await manager.post('/api/backoffice/messages/', { type: 'info', text: 'Сверка' });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

const isSentinel = (id: number) => (e: Received) => e.data.entity === 'web_messages' && e.data.id === id;
const summary = (events: Received[]) =>
  events.map((e) => `${e.data.topic}:${e.data.entity}:${e.data.status ?? ''}`);

describe('GET /api/events/', () => {
  test('the one auth hook decides: no token 401, a bad token 401; not an event stream 406', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/events/' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/events/',
      headers: { authorization: 'Bearer x.y.z', accept: 'text/event-stream' },
    });
    expect(bad.statusCode).toBe(401);
    const json = await app.inject({
      method: 'GET',
      url: '/api/events/',
      headers: { authorization: `Bearer ${await tokenOf('player')}` },
    });
    expect(json.statusCode).toBe(406);
    expect(json.json().detail).toMatch(/text\/event-stream/);
  });

  test('an event stream: headers for proxies, a retry hint', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/events/`, {
      headers: { authorization: `Bearer ${await tokenOf('player')}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('retry: 2000');
    abort.abort();
  });

  test('each event reaches exactly who may read it: two players, a curator of one, a manager', async () => {
    const player = await clientFor(app, 'player');
    const manager = await clientFor(app, 'manager');
    const s = {
      player: await streamOf('player'),
      newbie: await streamOf('newbie'),
      curator: await streamOf('curator'),
      manager: await streamOf('manager'),
    };

    const cashFlow = await newCashFlow(app, player);
    expect((await manager.post(`/api/backoffice/cash-flows/${cashFlow}/approve/`, {})).statusCode).toBe(200);
    const [homework] = await app.db.query<{ id: number }>(
      'SELECT id FROM homework WHERE player_id = $1 ORDER BY id LIMIT 1',
      [await userId(app, 'player')],
    );
    const said = await player.post(`/api/homework/${homework!.id}/messages/`, { text: 'Готово' });
    expect(said.statusCode).toBe(201);
    const last = await sentinel(manager);
    for (const stream of Object.values(s)) await stream.until(isSentinel(last));

    const flow = 'money:cash_flows:';
    expect(summary(s.player.received)).toEqual([
      flow,
      'money:balance_reports:',
      'money:cash_flows:approved',
      'notices:player_notices:',
      'homework:homework_messages:',
      'messages:web_messages:',
    ]);
    // Staff: the queue and the figures, never the owner's decision toast nor the homework.
    expect(summary(s.manager.received)).toEqual([
      flow,
      'money:balance_reports:',
      flow,
      'messages:web_messages:',
    ]);
    expect(summary(s.curator.received)).toEqual(['homework:homework_messages:', 'messages:web_messages:']);
    expect(summary(s.newbie.received)).toEqual(['messages:web_messages:']);
    // The event names the data, never a copy of it.
    expect(s.player.received[0]!.data).toEqual({ topic: 'money', entity: 'cash_flows', id: cashFlow });
  });

  test('a sign-in from a new device reaches the owner’s streams only (migration 132)', async () => {
    const manager = await clientFor(app, 'manager');
    const s = { player: await streamOf('player'), manager: await streamOf('manager') };
    // The player's first sign-in ever is no notice; the next one, from another browser, is.
    for (const agent of ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'player', password: 'demo-password' },
        headers: { 'user-agent': agent },
      });
      expect(res.statusCode).toBe(200);
    }
    const last = await sentinel(manager);
    for (const stream of Object.values(s)) await stream.until(isSentinel(last));
    expect(summary(s.player.received)).toEqual(['security:user_activity:', 'messages:web_messages:']);
    expect(summary(s.manager.received)).toEqual(['messages:web_messages:']);
  });

  test('a statement closed, disputed, answered, accepted and paid reaches its player and staff only (migration 146)', async () => {
    const manager = await clientFor(app, 'manager');
    const { bundle } = await newSettler(app.db, 'live_settler');
    await app.db.query(
      `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
       SELECT id, $1, 101000, 1, 'manual' FROM account_records WHERE name = 'live_settler'`,
      [bundle],
    );
    const s = {
      owner: await streamOf('live_settler'),
      other: await streamOf('player'),
      manager: await streamOf('manager'),
    };
    const owner = await clientFor(app, 'live_settler');
    const closed = await manager.post(`/api/backoffice/settlement/bundles/${bundle}/close/`, {});
    const url = `/api/accounting/settlement/statements/${closed.json().data.id}/`;
    await owner.post(`${url}disputes/`, { line: 'figure:payout', comment: 'Не та сумма', link: LINK });
    const [dispute] = (await manager.get('/api/backoffice/settlement/disputes/')).json().data;
    await manager.post(`/api/backoffice/settlement/disputes/${dispute.id}/answer/`, {
      decision: 'rejected',
      reason: 'Сумма верна',
    });
    expect((await owner.post(`${url}accept/`, {})).statusCode).toBe(200);
    const paid = await manager.post(
      `/api/backoffice/settlement/statements/${closed.json().data.id}/pay/`,
      {},
    );
    expect(paid.statusCode).toBe(200);
    const last = await sentinel(manager);
    for (const stream of Object.values(s)) await stream.until(isSentinel(last));

    const settlement = (events: Received[]) =>
      summary(events).filter((e) => e.includes(':settlement_') || e.startsWith('messages:'));
    const all = [
      'money:settlement_statements:',
      'money:settlement_disputes:',
      'money:settlement_dispute_answers:',
      'money:settlement_acceptances:',
      'money:settlement_payouts:',
      'messages:web_messages:',
    ];
    expect(settlement(s.owner.received)).toEqual(all);
    expect(settlement(s.manager.received)).toEqual(all);
    expect(summary(s.other.received)).toEqual(['messages:web_messages:']);
  });

  test('a rolled-back write emits nothing', async () => {
    const manager = await clientFor(app, 'manager');
    const stream = await streamOf('player');
    const account = await accountId(app, 'player', 23);
    const count = async () =>
      (await app.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM live_events WHERE entity = 'cash_flows'`,
      ))!.n;
    const before = await count();
    await expect(
      app.db.tx(async (t) => {
        await t.query(
          `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment) VALUES ($1, 5, false, 'x')`,
          [account],
        );
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const last = await sentinel(manager);
    await stream.until(isSentinel(last));
    expect(summary(stream.received)).toEqual(['messages:web_messages:']);
    expect(await count()).toBe(before);
  });

  test('a reconnect with Last-Event-ID gets the three missed changes once, then the live ones', async () => {
    const player = await clientFor(app, 'player');
    const manager = await clientFor(app, 'manager');
    const first = await streamOf('player');
    const before = await sentinel(manager);
    const [seen] = await first.until(isSentinel(before));
    first.close();
    await first.ended;

    const missed = [
      await newCashFlow(app, player, '1.00'),
      await newCashFlow(app, player, '2.00'),
      await newCashFlow(app, player, '3.00'),
    ];
    const again = await streamOf('player', seen!.id);
    const after = await sentinel(manager);
    await again.until(isSentinel(after));
    expect(again.received.map((e) => e.data.id)).toEqual([...missed, after]);
  });

  test('a Last-Event-ID the log no longer holds (or never gave) asks for a refresh of everything', async () => {
    const stream = await streamOf('player', '999999999');
    await stream.until((e) => e.event === 'refresh');
    await app.db.query('UPDATE live_events_horizon SET pruned_to = 50');
    const pruned = await streamOf('player', '10');
    await pruned.until((e) => e.event === 'refresh');
  });

  test('a deactivated user’s stream closes', async () => {
    const manager = await clientFor(app, 'manager');
    const stream = await streamOf('newbie');
    const other = await streamOf('player');
    const id = await userId(app, 'newbie');
    expect((await manager.post(`/api/backoffice/users/${id}/deactivate/`, {})).statusCode).toBe(200);
    await stream.ended;
    expect(app.liveHub.size).toBe(1);
    expect(other.received).toEqual([]);
  });

  test('the stream ends with its access token (the client comes back with the refreshed one)', async () => {
    const { token, claims } = app.tokens.issue(await userId(app, 'player'), 'access');
    // A quarter of a second of the token left.
    ahead = claims.exp * 1000 - Date.now() - 250;
    const stream = await openStream(app, token);
    streams.push(stream);
    await stream.ended;
    expect(app.liveHub.size).toBe(0);
  });
});
