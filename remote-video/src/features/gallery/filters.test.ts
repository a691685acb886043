import { DEFAULT_FILTERS, filtersToParams, parseFilters, toListQuery, validPageSize } from './filters';

describe('gallery filters in the URL', () => {
  test('an empty query is the default view', () => {
    expect(parseFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  test('round trip with repeated ids, title, sort, show and page', () => {
    const query =
      'authorId=2&authorId=5&tagId=3&levelId=1&title=ICM+%D1%84%D0%B8%D0%BD%D0%B0%D0%BB&sort=asc&show=new&page=3';
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      authorId: [2, 5],
      tagId: [3],
      levelId: [1],
      title: 'ICM финал',
      sort: 'asc',
      show: 'new',
      page: 3,
    });
    expect(filtersToParams(filters).toString()).toBe(query);
  });

  test('malformed values fall back to defaults', () => {
    const filters = parseFilters(
      new URLSearchParams('authorId=x&authorId=-1&authorId=4&sort=new&show=seen&page=0'),
    );
    expect(filters).toEqual({ ...DEFAULT_FILTERS, authorId: [4] });
    expect(parseFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });
});

describe('list query', () => {
  test('first page: no offset, no empty title', () => {
    expect(toListQuery({ ...DEFAULT_FILTERS, title: '  ' }, 10)).toEqual({
      authorId: [],
      tagId: [],
      levelId: [],
      limit: 10,
      sort: 'desc',
      show: 'all',
    });
  });

  test('page 3 of 25 → offset 50', () => {
    expect(toListQuery({ ...DEFAULT_FILTERS, page: 3, title: ' пуш ' }, 25)).toMatchObject({
      offset: 50,
      limit: 25,
      title: 'пуш',
    });
  });
});

test.each([
  ['10', '10'],
  ['100', '100'],
  ['7', '10'],
  [25, '10'],
  [undefined, '10'],
])('page size %p → %p', (stored, expected) => {
  expect(validPageSize(stored)).toBe(expected);
});
