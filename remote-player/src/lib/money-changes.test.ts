import { dashboardKeys, settlementKeys } from '../api/keys';
import { changedBy, type MoneyTable, moneyKeysOf } from './money-changes';

const event = (entity: string, status?: string) => ({ topic: 'money', entity, id: 1, status });
const under = (prefix: readonly unknown[], key: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('what a money action changes on the dashboard (issue 45 item 2)', () => {
  test('a deposit request changes its list, the booking board and the account cards, nothing else', () => {
    expect(changedBy.deposit_requests()).toEqual([
      dashboardKeys.depositRequests(),
      dashboardKeys.bookings(),
      dashboardKeys.cards(),
    ]);
  });

  test('a cash flow changes its list and the cards; a review changes none of the figures', () => {
    expect(changedBy.cash_flows()).toEqual([dashboardKeys.cashFlow(), dashboardKeys.cards()]);
    expect(changedBy.reviews()).toEqual([]);
  });

  test('a ledger write refreshes every figure computed from the ledger, and not the pending lists', () => {
    const figures = [
      dashboardKeys.cards(),
      dashboardKeys.bundleResult(),
      dashboardKeys.contractResult(),
      dashboardKeys.payoutInfo(),
      dashboardKeys.fundsSum(),
      dashboardKeys.fundsMax(7),
      settlementKeys.preview(),
    ];
    for (const table of [
      'transfers',
      'balance_transfers',
      'balance_reports',
      'personal_funds_movements',
    ] as const) {
      const keys = changedBy[table]();
      for (const figure of figures) expect(keys.some((key) => under(key, figure))).toBe(true);
      expect(keys).not.toContainEqual(dashboardKeys.depositRequests());
      expect(keys.some((key) => under(key, dashboardKeys.shark()))).toBe(false);
    }
  });

  test('every key named is one of the dashboard’s money keys, never the whole prefix', () => {
    for (const table of Object.keys(changedBy) as MoneyTable[]) {
      for (const key of changedBy[table]()) {
        expect(under(dashboardKeys.money(), key)).toBe(true);
        expect(key).not.toEqual(dashboardKeys.money());
      }
    }
  });
});

describe('settlement (issue 38): what the fund does to a statement refreshes it live', () => {
  test('an answer, an acceptance, a dispute, a payout: the statements only; a close: the bundle and its figures too', async () => {
    for (const table of [
      'settlement_acceptances',
      'settlement_disputes',
      'settlement_dispute_answers',
      'settlement_payouts',
    ] as const)
      expect(moneyKeysOf(event(table))).toEqual([settlementKeys.statements()]);
    const close = await moneyKeysOf(event('settlement_statements'));
    for (const key of [settlementKeys.statements(), settlementKeys.preview(), dashboardKeys.bundleResult()])
      expect(close.some((prefix) => under(prefix, key))).toBe(true);
  });
});

describe('moneyKeysOf: what a live money event refreshes while the dashboard shows', () => {
  test('the player’s own request: its table’s keys', () => {
    expect(moneyKeysOf(event('deposit_requests'))).toEqual(changedBy.deposit_requests());
    expect(moneyKeysOf(event('transfers', 'held'))).toEqual(changedBy.transfers());
    expect(moneyKeysOf(event('cash_flows', 'rejected'))).toEqual(changedBy.cash_flows());
  });

  test('a staff approval or a table not listed: every figure', () => {
    expect(moneyKeysOf(event('deposit_requests', 'approved'))).toEqual([dashboardKeys.money()]);
    expect(moneyKeysOf(event('contracts'))).toEqual([dashboardKeys.money()]);
    expect(moneyKeysOf(event('toString'))).toEqual([dashboardKeys.money()]);
  });
});
