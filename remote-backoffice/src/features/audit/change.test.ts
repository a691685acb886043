import { fieldChanges } from './change';

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
