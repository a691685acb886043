import * as v from 'valibot';
import { issuesToFields, issuesToFirstMessages } from './issues';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string('строка'), v.minLength(2, 'коротко'), v.regex(/^[a-z]+$/, 'латиница')),
    filters: v.object({ max: v.number('число') }),
  }),
  v.check(() => false, 'целиком'),
);
const issues = (input: unknown) => v.safeParse(schema, input).issues ?? [];

describe('issues → fields, written once', () => {
  it('gives every message of a field in order, nested paths dotted', () => {
    expect(issuesToFields(issues({ name: 'Я', filters: { max: 'x' } }))).toEqual({
      name: ['коротко', 'латиница'],
      'filters.max': ['число'],
    });
  });

  it('puts issues about the value itself under root, or leaves them out', () => {
    const all = issues({ name: 'ab', filters: { max: 1 } });
    expect(issuesToFields(all, 'non_field_errors')).toEqual({ non_field_errors: ['целиком'] });
    expect(issuesToFirstMessages(all)).toEqual({});
  });

  it('keeps the first message of a field for a form', () => {
    expect(issuesToFirstMessages(issues({ name: 'Я', filters: { max: 1 } }))).toEqual({ name: 'коротко' });
  });

  it.each(['__proto__', 'constructor'])('treats %s as a plain field', (name) => {
    const strict = v.strictObject({}, 'лишнее');
    const found = v.safeParse(strict, JSON.parse(`{"${name}": 1}`)).issues ?? [];
    expect(Object.keys(issuesToFields(found))).toEqual([name]);
    expect(Object.keys(issuesToFirstMessages(found))).toEqual([name]);
  });
});
