import { accountNames, fieldChanges } from './change';

describe('audit field changes', () => {
  it('lists only the fields that differ, by name and in words', () => {
    expect(
      fieldChanges(
        { status: 'pending', amount: '10.00', reason: null },
        { status: 'rejected', amount: '10.00', reason: 'Нет скриншота' },
      ),
    ).toEqual([
      { field: 'Статус', before: 'Ожидает', after: 'Отклонено' },
      { field: 'Причина', before: '—', after: 'Нет скриншота' },
    ]);
  });

  it('a field the action did not write is not shown as erased («amount: 33.33 → —»)', () => {
    expect(
      fieldChanges({ status: 'pending', amount: '33.33', is_payout: true }, { status: 'approved' }),
    ).toEqual([{ field: 'Статус', before: 'Ожидает', after: 'Одобрено' }]);
  });

  it('shows a creation field by field from nothing', () => {
    expect(fieldChanges(null, { type: 'info', text: 'Привет' })).toEqual([
      { field: 'Тип', before: '—', after: 'info' },
      { field: 'text', before: '—', after: 'Привет' },
    ]);
  });

  it('shows non-object values whole, nested objects as JSON', () => {
    expect(fieldChanges('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(fieldChanges({ items: [1] }, { items: [1, 2] })).toEqual([
      { field: 'Счета', before: '[1]', after: '[1,2]' },
    ]);
  });
});

describe('accounts by name (issue 35)', () => {
  const accounts = [
    { id: 41, label: 'PokerStars: ivan_petrov', username: 'ivan' },
    { id: 52, label: 'PokerStars: dima_s', username: 'dmitry' },
  ];
  it('payout items by room and nickname; the player’s own accounts without the username', () => {
    const name = accountNames({ player: { id: 3, username: 'ivan' }, accounts });
    expect(
      fieldChanges({ status: 'pending' }, { items: [{ account_record_id: 41, amount: '96.00' }] }, name),
    ).toEqual([{ field: 'Счета', before: '—', after: 'PokerStars: ivan_petrov: 96.00' }]);
  });

  it('a transfer’s sides with their owners; an id the row does not name stays a number', () => {
    const name = accountNames({ player: null, accounts });
    expect(fieldChanges(null, { sender_account_record_id: 41, receiver_account_record_id: 7 }, name)).toEqual(
      [
        { field: 'Отправитель', before: '—', after: 'PokerStars: ivan_petrov (ivan)' },
        { field: 'Получатель', before: '—', after: '7' },
      ],
    );
  });
});
