import {
  addDecimals,
  divDecimals,
  mulDecimals,
  roundDecimal,
  subDecimals,
  toDecimalString,
} from '../format/decimal';

/** Fee percentage offered by default (spec 01 §9). */
export const DEFAULT_FEE_PERCENTAGE = 1.45;
// The percentage's bounds are in ../limits.ts, beside the other numbers the messages state.

/** Room 23 paid from a wallet of type 14 always costs exactly 1 %. */
export const FIXED_FEE_ROOM_ID = 23;
export const FIXED_FEE_WALLET_TYPE_ID = 14;
export const FIXED_FEE_PERCENTAGE = 1;

type Decimal = string | number;

export interface AmountToSendInput {
  /** What the recipient got. */
  received: Decimal;
  percent: Decimal;
  roomId?: number | null;
  senderWalletTypeId?: number | null;
}

export interface ComputeFeeInput extends AmountToSendInput {
  /** What the sender paid in total. */
  transferAmount: Decimal;
  /** Peer-to-peer transfer inside the room: no fee at all. */
  peerToPeer?: boolean;
}

/** All amounts as decimal strings with two decimals. */
export interface FeeResult {
  percent: string;
  amountToSend: string;
  fee: string;
}

/** `true` for the room/wallet pair whose percentage is fixed at 1. */
export function hasFixedFee(roomId?: number | null, senderWalletTypeId?: number | null): boolean {
  return roomId === FIXED_FEE_ROOM_ID && senderWalletTypeId === FIXED_FEE_WALLET_TYPE_ID;
}

/** The percentage that applies: fixed 1 for room 23 + wallet type 14, else the given one. */
function effectivePercent({ percent, roomId, senderWalletTypeId }: AmountToSendInput): string {
  return roundDecimal(hasFixedFee(roomId, senderWalletTypeId) ? FIXED_FEE_PERCENTAGE : percent, 2);
}

/**
 * received / (percent + 100) × 100, rounded half-up to cents with exact arithmetic
 * (percent is 1 for room 23 with sender wallet type 14). Throws on a non-numeric input.
 */
export function amountToSend(input: AmountToSendInput): string {
  const percent = effectivePercent(input);
  return divDecimals(mulDecimals(toDecimalString(input.received), '100'), addDecimals(percent, '100'), 2);
}

/**
 * Fee of a transfer (spec 01 §9): fee = received − amountToSend + (transferAmount − received).
 * A peer-to-peer transfer has percent 0 and fee 0, and the whole received amount is sent.
 */
export function computeFee(input: ComputeFeeInput): FeeResult {
  const received = toDecimalString(input.received);
  if (input.peerToPeer) {
    return { percent: '0.00', amountToSend: roundDecimal(received, 2), fee: '0.00' };
  }
  const toSend = amountToSend(input);
  const transferDelta = subDecimals(toDecimalString(input.transferAmount), received);
  const fee = addDecimals(subDecimals(received, toSend), transferDelta);
  return { percent: effectivePercent(input), amountToSend: toSend, fee: roundDecimal(fee, 2) };
}
