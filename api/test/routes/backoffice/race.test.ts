import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { heldAccount } from '../accounting/money-fixtures';
import { accountId, type Client, clientFor, LINK } from './helpers';

// Two (here twenty) staff acting on one request at once: exactly one wins, the rest get 409
// (docs/backoffice.md "Rules"). Real concurrent connections: PostgreSQL only, like the
// accounting race suite (PGlite serialises every transaction, a race there proves nothing).
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const PARALLEL = 20;

let app: FastifyInstance;
let player: Client;
let staff: Client[];
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
  staff = [await clientFor(app, 'manager'), await clientFor(app, 'admin')];
});
afterEach(() => app.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await app.db.one<{ n: number }>(`SELECT (${sql})::int AS n`, params))!.n;
const parallel = (send: (client: Client, i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(staff[i % 2]!, i)));
const statuses = (results: LightMyRequestResponse[]) => results.map((r) => r.statusCode).sort();

describeOnPostgres('back-office races on PostgreSQL', () => {
  test('20 concurrent processings of one deposit request → one deposit', async () => {
    const ps = await accountId(app, 'player', 23);
    const id = (
      await player.post('/api/accounting/depositrequests/', {
        account_record: ps,
        amount: '150.00',
        comment: '',
      })
    ).json().data.id;
    const results = await parallel((client, i) =>
      i % 3 === 0
        ? client.post(`/api/backoffice/deposit-requests/${id}/reject/`, { reason: 'Нет' })
        : client.post(`/api/backoffice/deposit-requests/${id}/process/`, {}),
    );
    expect(statuses(results)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.messages).toEqual([
      expect.stringMatching(/^Запрос уже (проведён|отклонён): .+ МСК\.$/),
    ]);
    const movements = await count(
      "SELECT count(*) FROM ledger_movements WHERE source = 'deposit_request' AND source_id = $1",
      [id],
    );
    const rejected = await count(
      'SELECT count(*) FROM deposit_requests WHERE id = $1 AND rejected_at IS NOT NULL',
      [id],
    );
    expect(movements + rejected).toBe(1);
    expect(
      await count(
        "SELECT count(*) FROM backoffice_audit WHERE entity = 'deposit_request' AND entity_id = $1",
        [id],
      ),
    ).toBe(1);
    expect(await count('SELECT count(*) FROM player_notices WHERE entity_id = $1', [id])).toBe(1);
  });

  test.each([
    ['cash flow', 'cash-flows', 'cash_flow'],
    ['personal funds', 'personal-funds', 'personal_funds'],
  ])('20 concurrent approvals of one %s → one effect', async (_, path, entity) => {
    const ps = await accountId(app, 'player', 23);
    const created =
      entity === 'cash_flow'
        ? await player.post('/api/accounting/cashflow/', {
            account_record: ps,
            amount: '10.00',
            is_payout: false,
            comment: LINK,
          })
        : await player.post('/api/accounting/playerfundflow/', {
            account_record: ps,
            type: 'deposit',
            amount: '10.00',
            comment: LINK,
          });
    const id = created.json().data.id;
    const results = await parallel((client) => client.post(`/api/backoffice/${path}/${id}/approve/`, {}));
    expect(statuses(results)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(
      await count(`SELECT count(*) FROM ledger_movements WHERE source = $1 AND source_id = $2`, [entity, id]),
    ).toBe(1);
    expect(
      await count('SELECT count(*) FROM backoffice_audit WHERE entity = $1 AND entity_id = $2', [entity, id]),
    ).toBe(1);
  });

  test('20 concurrent settlements of one payout request → one', async () => {
    const gg = await accountId(app, 'player', 14);
    const id = (
      await player.post('/api/accounting/payoutrequestsv2/', {
        requests: [{ account_record_id: gg, screenshot: LINK, screenshot2: LINK }],
        password: 'demo-password',
      })
    ).json().data.id;
    const results = await parallel((client, i) =>
      client.post(`/api/backoffice/payout-requests/${id}/settle/`, {
        items: [{ account_record_id: gg, amount: String(i) }],
      }),
    );
    expect(statuses(results)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(
      await count(
        "SELECT count(*) FROM backoffice_audit WHERE entity = 'payout_request' AND entity_id = $1",
        [id],
      ),
    ).toBe(1);
  });

  test('20 approvals of 20 declared deposits of 30 on 200 with 150 held: one fits, balance − held stays ≥ 0', async () => {
    const { acr } = await heldAccount(app, player);
    const ids: number[] = [];
    for (let i = 0; i < PARALLEL; i++) {
      const res = await player.post('/api/accounting/playerfundflow/', {
        account_record: acr,
        type: 'deposit',
        amount: '30.00',
        comment: LINK,
        change_balance: true,
      });
      ids.push(res.json().data.id);
    }
    const results = await parallel((client, i) =>
      client.post(`/api/backoffice/personal-funds/${ids[i]}/approve/`, {}),
    );
    expect(statuses(results)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    const available = await app.db.one<{ a: string }>('SELECT account_available($1)::text AS a', [acr]);
    expect(available!.a).toBe('20.00');
  });

  test('20 concurrent sends of one system message with one Idempotency-Key → one message', async () => {
    const text = 'Одно сообщение, двадцать отправок';
    const key = { 'idempotency-key': 'bo-race-message-0001' };
    const manager = staff[0]!;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        manager.post('/api/backoffice/messages/', { type: 'info', text, audience: 'all' }, key),
      ),
    );
    expect(statuses(results)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await count('SELECT count(*) FROM web_messages WHERE text = $1', [text])).toBe(1);
  });
});
