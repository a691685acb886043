import { fieldChanges } from './change';

describe('audit field changes', () => {
  it('lists only the fields that differ', () => {
    expect(
      fieldChanges(
        { status: 'pending', amount: '10.00', reason: null },
        { status: 'rejected', amount: '10.00', reason: 'Нет скриншота' },
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'rejected' },
      { field: 'reason', before: '—', after: 'Нет скриншота' },
    ]);
  });

  it('shows a creation field by field from nothing', () => {
    expect(fieldChanges(null, { type: 'info', text: 'Привет' })).toEqual([
      { field: 'type', before: '—', after: 'info' },
      { field: 'text', before: '—', after: 'Привет' },
    ]);
  });

  it('shows non-object values whole, nested objects as JSON', () => {
    expect(fieldChanges('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(fieldChanges({ items: [1] }, { items: [1, 2] })).toEqual([
      { field: 'items', before: '[1]', after: '[1,2]' },
    ]);
  });
});
