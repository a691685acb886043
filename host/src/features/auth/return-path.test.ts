import { returnPath } from './return-path';

describe('returnPath (back to the page asked for after sign-in)', () => {
  it.each([
    ['/video?id=3', '/video?id=3'],
    ['/history', '/history'],
    ['/students?tab=notes#x', '/students?tab=notes#x'],
  ])('%s → %s', (from, expected) => expect(returnPath(from)).toBe(expected));

  it.each([
    undefined,
    null,
    42,
    '',
    'video',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/login',
    '/\t/evil.example',
  ])('%j stays within our origin → /', (from) => expect(returnPath(from)).toBe('/'));
});
