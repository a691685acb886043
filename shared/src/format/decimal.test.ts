import {
  addDecimals,
  compareDecimals,
  divDecimals,
  isDecimalString,
  mulDecimals,
  negateDecimal,
  roundDecimal,
  subDecimals,
  toDecimalString,
  trimDecimal,
} from './decimal';

describe('decimal arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1234.50', '0.5', '1235.00'],
    ['-12.00', '12', '0.00'],
    ['99999999999999999.99', '0.01', '100000000000000000.00'],
    ['-0.05', '0.02', '-0.03'],
  ])('addDecimals(%s, %s) = %s', (a, b, expected) => {
    expect(addDecimals(a, b)).toBe(expected);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['10', '10.01', '-0.01'],
    ['1.005', '0.005', '1.000'],
  ])('subDecimals(%s, %s) = %s', (a, b, expected) => {
    expect(subDecimals(a, b)).toBe(expected);
  });

  it.each([
    ['12.5', '-12.5'],
    ['-0.01', '0.01'],
    ['0', '0'],
  ])('negateDecimal(%s) = %s', (a, expected) => {
    expect(negateDecimal(a)).toBe(expected);
  });

  it.each([
    ['1.10', '1.1', 0],
    ['1.01', '1.1', -1],
    ['-1', '-2', 1],
    ['0.000001', '0', 1],
  ] as const)('compareDecimals(%s, %s) = %d', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
  });

  it.each([
    ['12.34', 2, true],
    ['12.345', 2, false],
    ['-5', 2, true],
    ['1.', 2, false],
    ['.5', 2, false],
    ['1,5', 2, false],
    ['1e3', 2, false],
    ['', 2, false],
    ['0.123456', undefined, true],
  ] as const)('isDecimalString(%j, %s) = %s', (s, digits, expected) => {
    expect(isDecimalString(s, digits)).toBe(expected);
  });

  it.each([
    ['1.005', 2, '1.01'],
    ['1.004999', 2, '1.00'],
    ['-1.005', 2, '-1.01'],
    ['-0.001', 2, '0.00'],
    ['2.5', 0, '3'],
    ['7', 2, '7.00'],
    [1.005, 2, '1.01'],
    [1e-7, 2, '0.00'],
    [1e21, 2, '1000000000000000000000.00'],
  ] as const)('roundDecimal(%s, %d) = %s', (value, digits, expected) => {
    expect(roundDecimal(value, digits)).toBe(expected);
  });

  it('multiplies and divides exactly with one rounding', () => {
    expect(mulDecimals('1.5', '-0.25')).toBe('-0.375');
    expect(divDecimals('100', '3')).toBe('33.33');
    expect(divDecimals('2', '3')).toBe('0.67');
    expect(divDecimals('1.01505', '1.01', 2)).toBe('1.01');
    expect(divDecimals('-1', '8', 2)).toBe('-0.13');
    expect(() => divDecimals('1', '0')).toThrow(RangeError);
  });

  it('converts numbers to plain decimal text and rejects garbage', () => {
    expect(toDecimalString(0.1)).toBe('0.1');
    expect(toDecimalString(1.5e-7)).toBe('0.00000015');
    expect(() => toDecimalString('abc')).toThrow(TypeError);
    expect(() => toDecimalString(Number.NaN)).toThrow(TypeError);
  });
});

describe('trimDecimal', () => {
  it.each([
    ['452.00', '452'],
    ['25.50', '25.5'],
    ['-3.10', '-3.1'],
    ['100', '100'],
    [7, '7'],
    ['0.00', '0'],
    ['abc', 'abc'],
  ])('%j → %j', (value, expected) => expect(trimDecimal(value)).toBe(expected));
});
