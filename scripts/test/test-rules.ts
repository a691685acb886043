/**
 * The test rules the build enforces (docs/testing.md), checked on the syntax tree of every test
 * file with TypeScript's compiler API rather than by pattern:
 *
 * - no `expect` behind a condition (an `if`/`switch` branch, `?:`, `&&`/`||`/`??`, a `catch`),
 * - no sleeps: `waitForTimeout`, `setTimeout` inside a `new Promise(...)`, `timers/promises`,
 * - no focused or skipped tests called as such (`.only`, `.skip`, `.fixme`, `fit`, `xit`…),
 * - no per-file `jest.setTimeout` and no timeout argument of `test`/`it` (one root timeout),
 * - no Playwright route mock of our own API (`page.route('…/api/…')`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

export interface Offence {
  file: string;
  line: number;
  rule: string;
  text: string;
}

const TEST_FILE = /\.(test|spec)\.tsx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'coverage', 'build']);

/** Test files of the repository, plus the helpers under test folders (api/test, e2e/tests). */
export function testFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, inTestDir: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full);
      if (entry.isDirectory()) {
        walk(full, inTestDir || rel === path.join('api', 'test') || rel === path.join('e2e', 'tests'));
      } else if (/\.tsx?$/.test(entry.name) && (TEST_FILE.test(entry.name) || inTestDir)) {
        out.push(rel);
      }
    }
  };
  walk(root, false);
  return out.sort();
}

const FOCUS_OR_SKIP = new Set(['only', 'skip', 'fixme']);
const TEST_CALLEES = new Set(['test', 'it', 'describe', 'suite']);
const PREFIXED = new Set(['fit', 'fdescribe', 'xit', 'xtest', 'xdescribe']);

const calleeName = (expr: ts.Expression): string | undefined => {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return expr.name.text;
  return undefined;
};

/** The leftmost identifier of `a.b.c(...)`, e.g. `test` for `test.describe.only`. */
const rootName = (expr: ts.Expression): string | undefined => {
  let node: ts.Expression = expr;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) {
    node = ts.isPropertyAccessExpression(node) ? node.expression : node.expression;
  }
  return ts.isIdentifier(node) ? node.text : undefined;
};

/**
 * An assertion: a chain starting with `expect(…)`, `expect.soft(…)` or `expect.poll(…)`;
 * asymmetric matchers such as `expect.any(Number)` are values, not assertions.
 */
function isExpectCall(node: ts.CallExpression): boolean {
  let call: ts.Expression = node;
  let innermost: ts.CallExpression | undefined;
  while (ts.isPropertyAccessExpression(call) || ts.isCallExpression(call)) {
    if (ts.isCallExpression(call)) innermost = call;
    call = call.expression;
  }
  if (!innermost || !ts.isIdentifier(call) || call.text !== 'expect') return false;
  const callee = innermost.expression;
  return (
    ts.isIdentifier(callee) ||
    (ts.isPropertyAccessExpression(callee) && ['soft', 'poll'].includes(callee.name.text))
  );
}

/** The condition that `node` sits behind inside its function, or undefined. */
function guardingCondition(node: ts.Node): string | undefined {
  let child: ts.Node = node;
  let parent = node.parent;
  while (parent && !ts.isSourceFile(parent)) {
    if (ts.isIfStatement(parent) && child !== parent.expression) return 'if';
    if (ts.isConditionalExpression(parent) && child !== parent.condition) return '?:';
    if (ts.isCaseClause(parent) || ts.isDefaultClause(parent)) return 'switch';
    // An assertion in a catch runs only when something threw: a test that passes when nothing does.
    if (ts.isCatchClause(parent)) return 'catch';
    if (
      ts.isBinaryExpression(parent) &&
      child === parent.right &&
      [
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
      ].includes(parent.operatorToken.kind)
    ) {
      return parent.operatorToken.getText();
    }
    child = parent;
    parent = parent.parent;
  }
  return undefined;
}

/** The rule offences of one file's source. */
export function checkSource(file: string, source: string): Offence[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Offence[] = [];
  const add = (node: ts.Node, rule: string) =>
    out.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      rule,
      text: node.getText(sf).split('\n')[0]?.slice(0, 100) ?? '',
    });

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      // The whole chain `expect(x).not.toBe(y)` is one assertion: check its outermost call.
      if (
        isExpectCall(node) &&
        !ts.isPropertyAccessExpression(node.parent) &&
        !ts.isCallExpression(node.parent)
      ) {
        const guard = guardingCondition(node);
        if (guard) add(node, `expect behind a condition (${guard})`);
      }
      if (name === 'waitForTimeout') add(node, 'sleep (waitForTimeout)');
      if (name === 'setTimeout' && ts.isPropertyAccessExpression(node.expression)) {
        if (rootName(node.expression) === 'jest') add(node, 'per-file jest.setTimeout');
      }
      if (name === 'setTimeout' && ts.isIdentifier(node.expression)) {
        let up: ts.Node | undefined = node.parent;
        while (up && !ts.isSourceFile(up) && !ts.isNewExpression(up)) up = up.parent;
        if (
          up &&
          ts.isNewExpression(up) &&
          ts.isIdentifier(up.expression) &&
          up.expression.text === 'Promise'
        ) {
          add(node, 'sleep (setTimeout in a Promise)');
        }
      }
      if (
        ts.isPropertyAccessExpression(node.expression) &&
        FOCUS_OR_SKIP.has(node.expression.name.text) &&
        TEST_CALLEES.has(rootName(node.expression) ?? '')
      ) {
        add(node, `focused or skipped test (.${node.expression.name.text})`);
      }
      // `test(name, fn, 120_000)`: a timeout of its own instead of the root one.
      const eachCall =
        ts.isCallExpression(node.expression) &&
        ts.isPropertyAccessExpression(node.expression.expression) &&
        node.expression.expression.name.text === 'each';
      if (
        node.arguments.length >= 3 &&
        ((ts.isIdentifier(node.expression) && ['test', 'it'].includes(node.expression.text)) ||
          (eachCall && ['test', 'it'].includes(rootName(node.expression) ?? '')))
      ) {
        add(node.arguments[2] as ts.Node, 'per-test timeout argument');
      }
      if (ts.isIdentifier(node.expression) && PREFIXED.has(node.expression.text)) {
        add(node, `focused or skipped test (${node.expression.text})`);
      }
      if (name === 'route' && ts.isPropertyAccessExpression(node.expression)) {
        const target = node.arguments[0];
        if (target && /\/api\b/.test(target.getText(sf))) add(node, 'route mock of our own API');
      }
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?timers\/promises$/.test(node.moduleSpecifier.text)
    ) {
      add(node, 'sleep (timers/promises)');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

export function checkRepository(root: string): Offence[] {
  return testFiles(root).flatMap((file) => checkSource(file, readFileSync(path.join(root, file), 'utf8')));
}
