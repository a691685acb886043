import fc from 'fast-check';
import type { Db } from '../../../src/db/types';
import { freshDb } from '../../helpers/app';
import { userWithAccounts } from './helpers';

// Issue 11, migration 100: the held sum is kept per account (account_held) by triggers on
// transfers instead of summed on every balance − held check. Whatever a statement does to
// transfers (a new one, a status, an amount or a sender changed, one deleted, the table emptied),
// the kept sum must equal the Σ of the account's held transfers, and balance − held must read it.

const STATUSES = ['new', 'held', 'sent', 'received', 'cancelled'] as const;

const op = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    account: fc.nat(),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({
    kind: fc.constant('amount' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
  }),
  fc.record({ kind: fc.constant('sender' as const), pick: fc.nat(), account: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  // One statement changing many rows: every transfer of one account to one status.
  fc.record({ kind: fc.constant('all' as const), account: fc.nat(), status: fc.constantFrom(...STATUSES) }),
);

const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

let db: Db;
let run = 0;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(() => db.close());

async function newAccounts(count: number): Promise<number[]> {
  run += 1;
  const { accounts } = await userWithAccounts(db, `held_${run}`, count);
  // A balance that covers any generated holds, so the backstop never refuses.
  await db.query(
    `INSERT INTO balance_reports (account_record_id, balance) SELECT a, 1000000000 FROM unnest($1::int[]) a`,
    [accounts],
  );
  return accounts;
}

/** Kept and summed held amounts of the accounts, as text, accounts with nothing held left out. */
async function heldBoth(accounts: number[]) {
  const kept = await db.query<{ account: number; held: string }>(
    `SELECT account_record_id AS account, held::text AS held FROM account_held
      WHERE account_record_id = ANY($1) AND held <> 0 ORDER BY 1`,
    [accounts],
  );
  const summed = await db.query<{ account: number; held: string }>(
    `SELECT sender_account_record_id AS account, sum(amount)::numeric(18, 2)::text AS held FROM transfers
      WHERE sender_account_record_id = ANY($1) AND status = 'held' GROUP BY 1 ORDER BY 1`,
    [accounts],
  );
  const available = await db.query<{ account: number; available: string }>(
    'SELECT a AS account, account_available(a)::text AS available FROM unnest($1::int[]) a ORDER BY 1',
    [accounts],
  );
  return { kept, summed, available };
}

test('the kept held sum equals the Σ of held transfers after any sequence of changes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.array(op, { maxLength: 25 }), async (count, ops) => {
      const accounts = await newAccounts(count);
      const ids: number[] = [];
      const pickId = (pick: number) => ids[pick % ids.length];
      for (const o of ops) {
        if (o.kind === 'insert') {
          const account = accounts[o.account % accounts.length]!;
          const row = await db.one<{ id: number }>(
            `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status)
             SELECT room_id, id, true, $2, $3 FROM account_records WHERE id = $1 RETURNING id`,
            [account, (o.cents / 100).toFixed(2), o.status],
          );
          ids.push(row!.id);
        } else if (o.kind === 'all') {
          await db.query('UPDATE transfers SET status = $2 WHERE sender_account_record_id = $1', [
            accounts[o.account % accounts.length],
            o.status,
          ]);
        } else if (ids.length > 0) {
          const id = pickId(o.pick);
          if (o.kind === 'status')
            await db.query('UPDATE transfers SET status = $2 WHERE id = $1', [id, o.status]);
          else if (o.kind === 'amount')
            await db.query('UPDATE transfers SET amount = $2 WHERE id = $1', [
              id,
              (o.cents / 100).toFixed(2),
            ]);
          else if (o.kind === 'sender')
            await db.query('UPDATE transfers SET sender_account_record_id = $2 WHERE id = $1', [
              id,
              accounts[o.account % accounts.length],
            ]);
          else {
            await db.query('DELETE FROM transfers WHERE id = $1', [id]);
            ids.splice(ids.indexOf(id!), 1);
          }
        }
      }
      const { kept, summed, available } = await heldBoth(accounts);
      expect(kept).toEqual(summed);
      // Exact: cents as BigInt.
      const heldOf = new Map(summed.map((r) => [r.account, BigInt(r.held.replace('.', ''))]));
      expect(available).toEqual(
        accounts.map((account) => ({
          account,
          available: centsText(100_000_000_000n - (heldOf.get(account) ?? 0n)),
        })),
      );
    }),
    { seed: 1_100_100, numRuns: 40 },
  );
});

test('emptying transfers empties the kept sums', async () => {
  const [a, b] = await newAccounts(2);
  await db.query(
    `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status)
     SELECT room_id, id, true, 10, 'held' FROM account_records WHERE id = ANY($1)`,
    [[a, b]],
  );
  expect((await heldBoth([a!, b!])).kept).toEqual([
    { account: a, held: '10.00' },
    { account: b, held: '10.00' },
  ]);
  await db.query('TRUNCATE transfers CASCADE');
  expect(await db.query('SELECT 1 FROM account_held')).toEqual([]);
});
