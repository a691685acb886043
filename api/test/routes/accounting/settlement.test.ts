import { addDecimals, compareDecimals, subDecimals } from '@fund/shared/decimal';
import fc from 'fast-check';
import { type DebtBalance, type SettlementTerms, settle } from '../../../src/routes/accounting/settlement';

// Issue 38: the one settlement function (docs/settlement.md) on the worked examples, then
// the model's invariants over generated sequences of bundles, terms and debts.

const FIFTY: SettlementTerms = { player_share: '50', makeup_carried: true, makeup_at_end: 'written_off' };

describe('the worked examples of issue 38', () => {
  test('bundle 1 at −2,500: nothing to pay, makeup 2,500', () => {
    expect(settle({ result: '-2500', makeup_before: '0', terms: FIFTY, debts: [] })).toEqual({
      result: '-2500.00',
      makeup_before: '0.00',
      after_makeup: '-2500.00',
      player_share: '0.00',
      fund_share: '0.00',
      deductions: [],
      deductions_total: '0.00',
      payout: '0.00',
      makeup_after: '2500.00',
      makeup_written_off: '0.00',
    });
  });

  test('bundle 2 at +10,000: 7,500 after makeup, 3,750 to each at 50 %, makeup 0', () => {
    const s = settle({ result: '10000', makeup_before: '2500.00', terms: FIFTY, debts: [] });
    expect([s.after_makeup, s.player_share, s.fund_share, s.payout, s.makeup_after]).toEqual([
      '7500.00',
      '3750.00',
      '3750.00',
      '3750.00',
      '0.00',
    ]);
  });

  test('a debt of 200 is deducted from the player share: payout 3,550', () => {
    const debts = [{ category_id: 1, name: 'Обучение', balance: '200' }];
    const s = settle({ result: '10000', makeup_before: '2500', terms: FIFTY, debts });
    expect(s.deductions).toEqual([{ category_id: 1, name: 'Обучение', balance: '200.00', amount: '200.00' }]);
    expect([s.player_share, s.deductions_total, s.payout]).toEqual(['3750.00', '200.00', '3550.00']);
  });

  test('debts take no more than the player share and a credit (negative balance), in their order', () => {
    const debts: DebtBalance[] = [
      { category_id: 1, name: 'Обучение', balance: '3000' },
      { category_id: 2, name: 'Софт', balance: '1000' },
      { category_id: 3, name: 'Исправления по выпискам', balance: '-50' },
    ];
    const s = settle({ result: '10000', makeup_before: '2500', terms: FIFTY, debts });
    // 3,750 + the fund's 50 owed to the player = 3,800: Обучение takes 3,000, Софт the 800 left.
    expect(s.deductions.map((d) => d.amount)).toEqual(['3000.00', '800.00', '-50.00']);
    expect([s.deductions_total, s.payout]).toEqual(['3750.00', '0.00']);
  });

  test('a credit (the fund owes the player) is paid whole, even with no share', () => {
    const debts: DebtBalance[] = [{ category_id: 9, name: 'Исправления по выпискам', balance: '-120.5' }];
    const loss = settle({ result: '-300', makeup_before: '0', terms: FIFTY, debts });
    expect([loss.player_share, loss.deductions_total, loss.payout]).toEqual(['0.00', '-120.50', '120.50']);
    expect(loss.deductions).toEqual([
      { category_id: 9, name: 'Исправления по выпискам', balance: '-120.50', amount: '-120.50' },
    ]);
  });

  test('at the contract end the makeup left is written off (the fund takes it) or stays owed', () => {
    const last = { result: '1000', makeup_before: '2500', debts: [], contract_ends: true };
    const off = settle({ ...last, terms: FIFTY });
    expect([off.after_makeup, off.makeup_after, off.makeup_written_off, off.fund_share, off.payout]).toEqual([
      '-1500.00',
      '0.00',
      '1500.00',
      '-1500.00',
      '0.00',
    ]);
    const owed = settle({ ...last, terms: { ...FIFTY, makeup_at_end: 'owed' } });
    expect([owed.makeup_after, owed.makeup_written_off, owed.fund_share]).toEqual([
      '1500.00',
      '0.00',
      '0.00',
    ]);
  });

  test('makeup not carried: the fund takes a loss, makeup stays 0', () => {
    const terms = { ...FIFTY, makeup_carried: false };
    const s = settle({ result: '-2500', makeup_before: '0', terms, debts: [] });
    expect([s.fund_share, s.player_share, s.makeup_after, s.payout]).toEqual([
      '-2500.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  test('the player share is rounded half-up to the cent and the fund gets the exact rest', () => {
    const s = settle({ result: '0.03', makeup_before: '0', terms: FIFTY, debts: [] });
    expect([s.player_share, s.fund_share]).toEqual(['0.02', '0.01']);
  });

  test('a share outside 0..100 or a negative makeup is refused', () => {
    expect(() =>
      settle({ result: '1', makeup_before: '0', terms: { ...FIFTY, player_share: '100.01' }, debts: [] }),
    ).toThrow(RangeError);
    expect(() => settle({ result: '1', makeup_before: '-1', terms: FIFTY, debts: [] })).toThrow(RangeError);
  });
});

const cents = fc.integer({ min: -5_000_000, max: 5_000_000 }).map((n) => (n / 100).toFixed(2));
const termsArb: fc.Arbitrary<SettlementTerms> = fc.record({
  player_share: fc.integer({ min: 0, max: 10_000 }).map((n) => (n / 100).toFixed(2)),
  makeup_carried: fc.boolean(),
  makeup_at_end: fc.constantFrom('written_off' as const, 'owed' as const),
});
const bundleArb = fc.record({
  result: cents,
  terms: termsArb,
  debts: fc.array(fc.record({ category_id: fc.nat(5), name: fc.constant('Долг'), balance: cents }), {
    maxLength: 3,
  }),
  contract_ends: fc.boolean(),
});

test('property: shares − makeup change = Σ results to the cent; makeup and payout never negative; debts settled once', () => {
  fc.assert(
    fc.property(fc.array(bundleArb, { minLength: 1, maxLength: 8 }), (bundles) => {
      let makeup = '0.00';
      let results = '0.00';
      let shares = '0.00';
      // The debt ledger as the closes keep it: each bundle's new rows added, each settled deduction taken off.
      const ledger = new Map<number, string>();
      for (const bundle of bundles) {
        for (const row of bundle.debts)
          ledger.set(row.category_id, addDecimals(ledger.get(row.category_id) ?? '0.00', row.balance));
        const debts = [...ledger].map(([category_id, balance]) => ({ category_id, name: 'Долг', balance }));
        const s = settle({ ...bundle, debts, makeup_before: makeup });
        for (const d of s.deductions) {
          const left = subDecimals(ledger.get(d.category_id)!, d.amount);
          // 0 ≤ what is left ≤ max(balance, 0): a debt is never taken past zero, a credit is paid whole.
          expect(compareDecimals(left, '0')).toBeGreaterThanOrEqual(0);
          const owed = compareDecimals(d.balance, '0') > 0 ? d.balance : '0';
          expect(compareDecimals(left, owed)).toBeLessThanOrEqual(0);
          ledger.set(d.category_id, left);
        }
        expect(compareDecimals(s.makeup_after, '0')).toBeGreaterThanOrEqual(0);
        expect(compareDecimals(s.payout, '0')).toBeGreaterThanOrEqual(0);
        // The credits (negative balances) paid with the share: the payout is never more than both.
        const credits = s.deductions.reduce(
          (sum, d) => (compareDecimals(d.balance, '0') < 0 ? subDecimals(sum, d.balance) : sum),
          '0.00',
        );
        expect(compareDecimals(s.payout, addDecimals(s.player_share, credits))).toBeLessThanOrEqual(0);
        expect(addDecimals(s.payout, s.deductions_total)).toBe(s.player_share);
        results = addDecimals(results, bundle.result);
        shares = addDecimals(shares, addDecimals(s.player_share, s.fund_share));
        makeup = s.makeup_after;
      }
      // Σ (player + fund) − (makeup at the end − makeup at the start, 0) = Σ results.
      expect(compareDecimals(subDecimals(shares, makeup), results)).toBe(0);
    }),
    { numRuns: 200, seed: 38 },
  );
});
