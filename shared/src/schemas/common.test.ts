import * as v from 'valibot';
import { body, isHttpUrl, money, url } from './common';

describe('schema building blocks', () => {
  const schema = body({ amount: money(), link: url() });

  it.each([
    [{ amount: 1.5, link: 'https://x.io/a' }, null],
    [{ link: 'https://x.io/a' }, 'Обязательное поле'],
    [{ amount: 1, link: 'https://x.io/a', extra: 1 }, 'Неизвестное поле'],
    [{ amount: '1.5', link: 'https://x.io/a' }, null],
    [{ amount: '1.5.1', link: 'https://x.io/a' }, 'Должно быть числом'],
    [{ amount: '', link: 'https://x.io/a' }, 'Обязательное поле'],
    [{ amount: Number.POSITIVE_INFINITY, link: 'https://x.io/a' }, 'Должно быть числом'],
    [{ amount: 1.555, link: 'https://x.io/a' }, 'Формат 0.00'],
    [{ amount: -1, link: 'https://x.io/a' }, 'Должно быть положительное число'],
    [{ amount: 1, link: '' }, 'Обязательное поле'],
    [{ amount: 1, link: 'javascript:alert(1)' }, 'Некорректная ссылка'],
    ['nope', 'Некорректное значение'],
  ])('%j → %s', (input, message) => {
    const result = v.safeParse(schema, input);
    expect(result.issues?.[0]?.message ?? null).toBe(message);
  });

  it('accepts only http(s) links', () => {
    expect(isHttpUrl('http://prnt.sc/abc')).toBe(true);
    expect(isHttpUrl('ftp://x.io')).toBe(false);
    expect(isHttpUrl('prnt.sc/abc')).toBe(false);
  });
});
