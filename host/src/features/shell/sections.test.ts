import { badgeText, SECTIONS, titleForPath } from './sections';

describe('shell sections', () => {
  it.each([
    ['/', 'Главная'],
    ['/history', 'История'],
    ['/video', 'Видео'],
    ['/video/12', 'Видео'],
    ['/students', 'Студенты'],
    ['/nowhere', 'Главная'],
  ])('title of %s is %s', (path, title) => expect(titleForPath(path)).toBe(title));

  it('caps the badge at 99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('gives every section a distinct permission', () => {
    expect(new Set(SECTIONS.map((s) => s.permission)).size).toBe(SECTIONS.length);
  });
});
