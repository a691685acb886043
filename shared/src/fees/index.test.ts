import { MAX_FEE_PERCENTAGE } from '../i18n/ru';
import { amountToSend, computeFee, DEFAULT_FEE_PERCENTAGE, hasFixedFee } from './index';

describe('amountToSend (spec 01 §9)', () => {
  it.each([
    // received, percent, roomId, walletType, expected
    ['101', '1.45', 23, 14, '100.00'],
    ['50.5', 3, 23, 14, '50.00'],
    ['101.45', '1.45', 23, 7, '100.00'],
    ['101.45', '1.45', 5, 14, '100.00'],
    ['102', '2', null, null, '100.00'],
    ['100', '0', 1, undefined, '100.00'],
    ['10.005', 0, 1, 1, '10.01'],
    ['10.004', 0, 1, 1, '10.00'],
    ['1.01505', 5, 23, 14, '1.01'],
    ['100', '3', 1, 1, '97.09'],
    ['1000', '5.99', 1, 1, '943.49'],
    ['0.01', '1.45', 1, 1, '0.01'],
    ['0', '1.45', 1, 1, '0.00'],
  ] as const)(
    'received %s at %s%% (room %s, wallet %s) → %s',
    (received, percent, roomId, walletType, expected) => {
      expect(amountToSend({ received, percent, roomId, senderWalletTypeId: walletType })).toBe(expected);
    },
  );
});

describe('computeFee (spec 01 §9)', () => {
  it.each([
    // transferAmount, received, percent, roomId, walletType, peerToPeer → percent, amountToSend, fee
    ['101', '101', '1.45', 23, 14, false, { percent: '1.00', amountToSend: '100.00', fee: '1.00' }],
    ['105', '101', '1.45', 23, 14, false, { percent: '1.00', amountToSend: '100.00', fee: '5.00' }],
    ['101.45', '101.45', '1.45', 23, 3, false, { percent: '1.45', amountToSend: '100.00', fee: '1.45' }],
    ['101.45', '101.45', '1.45', 7, 14, false, { percent: '1.45', amountToSend: '100.00', fee: '1.45' }],
    ['100', '100', 3, 7, 2, false, { percent: '3.00', amountToSend: '97.09', fee: '2.91' }],
    ['99', '100', 3, 7, 2, false, { percent: '3.00', amountToSend: '97.09', fee: '1.91' }],
    // The sent amount rounds up a half cent, so the formula gives a fee of −0.005 → −0.01.
    ['10.005', '10.005', 0, 1, 1, false, { percent: '0.00', amountToSend: '10.01', fee: '-0.01' }],
    ['0.1', '0.1', '0.2', 1, 1, false, { percent: '0.20', amountToSend: '0.10', fee: '0.00' }],
    ['120', '101.45', '1.45', 23, 14, true, { percent: '0.00', amountToSend: '101.45', fee: '0.00' }],
  ] as const)(
    'transfer %s, received %s at %s%% (room %s, wallet %s, p2p %s)',
    (transferAmount, received, percent, roomId, senderWalletTypeId, peerToPeer, expected) => {
      expect(
        computeFee({ transferAmount, received, percent, roomId, senderWalletTypeId, peerToPeer }),
      ).toEqual(expected);
    },
  );

  it('rejects non-numeric input rather than computing NaN', () => {
    expect(() => computeFee({ transferAmount: 'abc', received: '1', percent: 1 })).toThrow(TypeError);
  });

  it('exposes the limits', () => {
    expect([DEFAULT_FEE_PERCENTAGE, MAX_FEE_PERCENTAGE]).toEqual([1.45, 5.99]);
    expect(hasFixedFee(23, 14)).toBe(true);
    expect(hasFixedFee(23, null)).toBe(false);
  });
});
