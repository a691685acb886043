import type { AccountCard, Transfer } from '@fund/shared/schemas/accounting-responses';
import { isVirtualTransfer } from './model';

const card = (roomId: number, name: string, virtual: boolean) =>
  ({ room: { id: roomId }, account_record_name: name, virtual }) as AccountCard;
const transfer = (roomId: number, nick: string) =>
  ({ room_id: roomId, send_account_nickname: nick }) as Transfer;

test('virtual room of the sending account disables change_balance', () => {
  const cards = [card(23, 'ivan_petrov', false), card(90, 'player-fund', true)];
  expect(isVirtualTransfer(cards, transfer(90, 'player-fund'))).toBe(true);
  expect(isVirtualTransfer(cards, transfer(23, 'ivan_petrov'))).toBe(false);
  expect(isVirtualTransfer(cards, transfer(90, 'someone-else'))).toBe(true);
  expect(isVirtualTransfer(cards, transfer(7, 'x'))).toBe(false);
});
