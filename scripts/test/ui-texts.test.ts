import path from 'node:path';
import { checkTexts, checkUiTexts, uiSourceFiles } from './ui-texts';

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
