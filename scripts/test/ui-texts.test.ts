import path from 'node:path';
import { checkTexts, checkUiTexts, dictionaryTexts, duplicateTexts, uiSourceFiles } from './ui-texts';

const root = path.resolve(__dirname, '../..');
const rules = (file: string, source: string) => checkTexts(file, source).map((o) => `${o.rule}: ${o.text}`);

describe('texts rule: Russian UI texts only in the dictionaries (docs/contributing.md)', () => {
  it('finds a Russian string, template and JSX text outside a dictionary', () => {
    expect(
      rules(
        'remote-x/src/features/a/b.tsx',
        `
        // Комментарий: свободно.
        /** 'Выйти' in a doc comment is free too. */
        const a = 'Ошибка';
        const b = \`Всего: \${n} шт.\`;
        const c = <Button title="Закрыть">Сохранить</Button>;
        const d = 'Save';
        const e = <p>{t.common.save}</p>;
      `,
      ),
    ).toEqual([
      "Russian literal outside a dictionary: 'Ошибка'",
      'Russian literal outside a dictionary: `Всего: ${',
      'Russian literal outside a dictionary: } шт.`',
      'Russian literal outside a dictionary: "Закрыть"',
      'Russian JSX text outside a dictionary: Сохранить',
    ]);
  });

  it('lets a dictionary hold them', () => {
    expect(rules('shared/src/i18n/ru.ts', "export const ru = { close: 'Закрыть' };")).toEqual([]);
    expect(rules('shared/src/ui/ru.ts', "export const ru = { close: 'Закрыть' };")).toHaveLength(1);
    expect(rules('remote-x/src/texts.ts', "export const t = { close: 'Закрыть' };")).toEqual([]);
    expect(rules('remote-x/src/features/a/texts.ts', "export const t = { close: 'Закрыть' };")).toEqual([]);
  });

  it('covers the non-test sources of the host, every remote, the shared package and the API', () => {
    const files = uiSourceFiles(root);
    for (const app of [
      'host',
      'remote-player',
      'remote-scheduler',
      'remote-video',
      'remote-curator',
      'remote-backoffice',
      'shared',
      'api',
    ]) {
      expect(files.filter((f) => f.startsWith(`${app}/src/`)).length).toBeGreaterThan(0);
    }
    expect(files.filter((f) => /\.test\.tsx?$/.test(f))).toEqual([]);
    expect(files).toContain('remote-curator/src/texts.ts');
    expect(files).toContain('shared/src/ui/dev-sign-in.tsx');
    expect(files).toContain('api/src/routes/accounting/transfers/repository.ts');
    expect(files.filter((f) => f.startsWith('shared/src/test/') || f.startsWith('api/src/db/seed/'))).toEqual(
      [],
    );
  });

  it('the host, the remotes, the shared package and the API hold no Russian literal outside their dictionaries', () => {
    expect(checkUiTexts(root)).toEqual([]);
  });
});

/**
 * Words once (docs/contributing.md): each Russian text is defined in one dictionary, the others reference
 * it. One rule for the client's and the API's dictionaries together: the API imports `@fund/shared/i18n`,
 * so a text both sides show lives in the shared package. The allowed exceptions: the same letters
 * meaning different things, where one key would tie two texts that may change apart.
 */
const ALLOWED_TWICE = new Set([
  // The OpenAPI document's description of a 2xx answer (api/src/texts.ts) and a system message's kind
  // (the back office's badge): a change of either wording must not change the other.
  'Успех',
]);

describe('words once: no Russian text defined twice across the dictionaries', () => {
  it('finds a text defined twice, a template by its fixed parts, and lists its places', () => {
    const found = dictionaryTexts(
      'a/texts.ts',
      `export const a = { x: 'Сумма', n: (k: number) => \`Всего: \${k}\` };`,
    );
    dictionaryTexts(
      'b/texts.ts',
      `export const b = { y: 'Сумма', m: (c: number) => \`Всего: \${c}\`, z: 'Дата' };`,
      found,
    );
    expect([...found].filter(([, places]) => places.length > 1)).toEqual([
      ['Сумма', ['a/texts.ts:1', 'b/texts.ts:1']],
      ['Всего: {}', ['a/texts.ts:1', 'b/texts.ts:1']],
    ]);
    expect(found.get('Дата')).toEqual(['b/texts.ts:1']);
  });

  it('the dictionaries of the host, the remotes, the shared package and the API define each text once', () => {
    expect(duplicateTexts(root, ALLOWED_TWICE)).toEqual([]);
  });

  it('every allowed exception is still defined twice (an exception that no longer applies is removed)', () => {
    const twice = duplicateTexts(root);
    for (const text of ALLOWED_TWICE) expect(twice.filter((d) => d.startsWith(`${text}: `))).toHaveLength(1);
  });
});
