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
