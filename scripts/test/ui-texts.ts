/**
 * The texts rule (docs/contributing.md): every Russian text the user can meet lives in a dictionary
 * (`shared/src/i18n/ru.ts`, and a `texts.ts` of an app, a feature or the API built on it). Checked on the
 * syntax tree of every non-test source file under `host/src`, `remote-*\/src`, `shared/src` and `api/src`
 * (except the shared test helpers in `shared/src/test/` and the API's demo data in `api/src/db/seed/`): a
 * string literal, a template literal or a JSX text holding a Cyrillic letter outside a dictionary is an
 * offence. Comments are free.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';
import type { Offence } from './test-rules';

const CYRILLIC = /[\u0400-\u04FF]/;
const TEST_FILE = /\.(test|spec)\.tsx?$/;
/** A dictionary: the shared one, or `texts.ts` of an app or of a feature. */
export const isDictionary = (file: string) =>
  path.basename(file) === 'texts.ts' || file.split(path.sep).join('/') === 'shared/src/i18n/ru.ts';

/** Source files of the host, every remote, the shared package and the API (`<app>/src/**`), tests excluded. */
export function uiSourceFiles(root: string): string[] {
  const out: string[] = [];
  // Not UI texts: the shared package's test helpers, the API's demo data.
  const skipped = [path.join(root, 'shared', 'src', 'test'), path.join(root, 'api', 'src', 'db', 'seed')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      if (skipped.includes(path.join(dir, entry.name))) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(path.relative(root, full));
      }
    }
  };
  for (const app of readdirSync(root)) {
    if (['host', 'shared', 'api'].includes(app) || app.startsWith('remote-'))
      walk(path.join(root, app, 'src'));
  }
  return out.sort();
}

/** Russian literals of one file outside a dictionary. */
export function checkTexts(file: string, source: string): Offence[] {
  if (isDictionary(file)) return [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Offence[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && CYRILLIC.test(node.text)) {
      out.push({
        file,
        line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
        rule: ts.isJsxText(node)
          ? 'Russian JSX text outside a dictionary'
          : 'Russian literal outside a dictionary',
        text: node.getText(sf).trim().split('\n')[0]?.slice(0, 100) ?? '',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

export function checkUiTexts(root: string): Offence[] {
  return uiSourceFiles(root).flatMap((file) => checkTexts(file, readFileSync(path.join(root, file), 'utf8')));
}

/**
 * "Words once" (docs/contributing.md): a Russian text defined in two places of the dictionaries (any two,
 * the client's and the API's together, since the API imports the shared dictionary) is a duplicate; the
 * second place must reference the first (`ru.words.amount`, `exportTexts.homework.topic`). A template's
 * placeholders count as one mark, `{}` (`Всего: ${n}` and `Всего: ${count}` are both `Всего: {}`).
 */
export type Definitions = Map<string, string[]>;

/** Every Russian text of one dictionary, with its places (`file:line`). */
export function dictionaryTexts(file: string, source: string, into: Definitions = new Map()): Definitions {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
    if (text !== undefined && CYRILLIC.test(text)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      into.set(text, [...(into.get(text) ?? []), `${file}:${line}`]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return into;
}

/** Texts defined more than once across all the dictionaries, except the allowed ones. */
export function duplicateTexts(root: string, allowed: ReadonlySet<string> = new Set()): string[] {
  const all: Definitions = new Map();
  for (const file of uiSourceFiles(root).filter(isDictionary))
    dictionaryTexts(file, readFileSync(path.join(root, file), 'utf8'), all);
  return [...all]
    .filter(([text, places]) => places.length > 1 && !allowed.has(text))
    .map(([text, places]) => `${text}: ${places.join(', ')}`);
}
