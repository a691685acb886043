import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthYear,
  isNegativeAmount,
  startOfWeek,
  weekdayIndex,
  weekdays,
  weekdaysShort,
} from './index';

describe('formatMoney', () => {
  it.each([
    ['1234.5', 'USD', undefined, '$1,234.50'],
    [1234.5, undefined, undefined, '$1,234.50'],
    ['1234.5', 'EUR', undefined, '€1,234.50'],
    ['-12', 'USD', undefined, '-$12.00'],
    ['0', 'USD', undefined, '$0.00'],
    ['-0.001', 'USD', undefined, '$0.00'],
    ['1.005', 'USD', undefined, '$1.01'],
    ['12345678901234567.895', 'USD', undefined, '$12,345,678,901,234,567.90'],
    ['100', 'EUR', '1.08', '€100.00 (1.08)'],
    ['100', 'EUR', 1.0812, '€100.00 (1.0812)'],
    ['100', 'EUR', '1.500000', '€100.00 (1.50)'],
    ['100', 'EUR', null, '€100.00'],
    ['100', 'USD', '1', '$100.00'],
    ['1234.5', 'T$', undefined, '1,234.50 T$'],
    ['-1234.5', 'T$', undefined, '-1,234.50 T$'],
  ] as const)('formatMoney(%j, %j, %j) = %j', (amount, currency, rate, expected) => {
    expect(formatMoney(amount, currency, rate)).toBe(expected);
  });

  it('throws on a value that is not a number', () => {
    expect(() => formatMoney('12,50')).toThrow(TypeError);
  });

  it('tells negative amounts', () => {
    expect(isNegativeAmount('-0.01')).toBe(true);
    expect(isNegativeAmount('0')).toBe(false);
  });
});

describe('dates', () => {
  it('formats dates in Russian order', () => {
    expect(formatDate('2024-03-05T10:20:00')).toBe('05.03.2024');
    expect(formatDateTime('2024-03-05T09:07:00')).toBe('05.03.2024 09:07');
    expect(formatMonthYear('2024-03-05')).toBe('Март 2024');
    expect(formatMonthYear('2024-05-15')).toBe('Май 2024');
  });

  it.each([null, undefined, '', 'not a date'])('returns empty text for %j', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
    expect(formatMonthYear(value)).toBe('');
  });

  it('lists weekdays Monday first', () => {
    expect(weekdays).toEqual([
      'Понедельник',
      'Вторник',
      'Среда',
      'Четверг',
      'Пятница',
      'Суббота',
      'Воскресенье',
    ]);
    expect(weekdaysShort).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  });

  it.each([
    ['2024-03-04T12:00:00', '2024-03-04', 0],
    ['2024-03-06T23:59:00', '2024-03-04', 2],
    ['2024-03-10T08:00:00', '2024-03-04', 6],
    ['2024-03-01T08:00:00', '2024-02-26', 4],
  ])('startOfWeek(%s) is Monday %s', (value, monday, index) => {
    const start = startOfWeek(value);
    expect(formatDate(start)).toBe(formatDate(monday));
    expect([start.getHours(), start.getMinutes()]).toEqual([0, 0]);
    expect(weekdayIndex(value)).toBe(index);
  });
});
