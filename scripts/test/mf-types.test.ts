/**
 * Types across the federation (issue 44 item 7): scripts/mf-types.mjs declares each remote's exposed
 * modules from its `exposes`, and the host's typecheck checks the pages it loads against those
 * declarations (host/src/lib/remotes/exposed.ts). A remote that changes an exposed page's props or
 * default export fails the host's typecheck. Here the remotes' sources are read with edits, the
 * declarations written to a folder of the test's own, and the host's `sections.ts` plus a copy of
 * the start gate's use of the wizard compiled against them with the host's compiler options.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { writeTypes } from '../mf-types.mjs';

const root = path.resolve(__dirname, '../..');
// Inside the host's node_modules, as the real declarations: their imports resolve to its packages.
const out = path.join(root, 'host/node_modules/.cache', `mf-types-test-${process.pid}`);
const types = path.join(out, 'types');
const sections = path.join(root, 'host/src/lib/sections.ts');
const fixture = path.join(out, 'start-gate-use.tsx');

beforeAll(() => {
  fs.mkdirSync(out, { recursive: true });
  const exposed = path
    .relative(out, path.join(root, 'host/src/lib/remotes/exposed'))
    .split(path.sep)
    .join('/');
  fs.writeFileSync(
    fixture,
    [
      `import type { RemoteModuleId } from '@fund/shared/contracts';`,
      `import type { RemotePageProps } from '${exposed}';`,
      `declare function RemotePage<Id extends RemoteModuleId>(props: RemotePageProps<Id>): null;`,
      '// host/src/features/start/start-gate.tsx',
      `export const wizard = <RemotePage id="player/OnboardingWizard" />;`,
      '',
    ].join('\n'),
  );
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

/** A remote's source with `from` replaced (which must be there). */
function edited(file: string, from: string, to: string): [string, string] {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  return [full, text.replace(from, to)];
}

const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'host/tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
});
const options: ts.CompilerOptions = {
  ...config?.options,
  paths: { '@mf-types': [path.join(types, 'index.d.ts')] },
  types: [],
  incremental: false,
  noEmit: true,
};
// Each file but the declarations parsed once for every program of this file.
const base = ts.createCompilerHost(options);
const parsed = new Map<string, ts.SourceFile | undefined>();
const compilerHost: ts.CompilerHost = {
  ...base,
  getSourceFile(file, language, onError) {
    if (file.startsWith(types)) return base.getSourceFile(file, language, onError);
    if (!parsed.has(file)) parsed.set(file, base.getSourceFile(file, language, onError));
    return parsed.get(file);
  },
};

/** The declarations of the remotes with `edits` (file → text), then the host's errors against them. */
function typecheck(edits: [string, string][] = []) {
  const texts = new Map(edits);
  const errors = writeTypes({
    out: types,
    read: (file: string) => texts.get(file) ?? fs.readFileSync(file, 'utf8'),
  });
  if (errors.length) return errors;
  const program = ts.createProgram([sections, fixture], options, compilerHost);
  return program
    .getSourceFiles()
    .filter((f) => !f.isDeclarationFile)
    .flatMap((f) => ts.getPreEmitDiagnostics(program, f))
    .map((d) => {
      const line =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
      const file = d.file ? path.relative(root, d.file.fileName).split(path.sep).join('/') : '';
      return `${file.startsWith('host/node_modules') ? 'start-gate-use.tsx' : file}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
}

it("passes the host's use of every remote's pages as they are", () => {
  expect(typecheck()).toEqual([]);
});

it("fails the host's typecheck when a remote changes an exposed page's props or default export", () => {
  const errors = typecheck([
    // The dashboard needs a prop the shell's route does not pass.
    edited(
      'remote-player/src/pages/home-page.tsx',
      'export default function HomePage(): JSX.Element',
      'export default function HomePage(props: { accountId: number }): JSX.Element',
    ),
    // The wizard needs a prop the start gate does not pass.
    edited(
      'remote-player/src/pages/onboarding-wizard.tsx',
      'props: OnboardingWizardProps',
      'props: OnboardingWizardProps & { studentId: number }',
    ),
    // The video page is no longer the module's default export.
    edited('remote-video/src/pages/video-page.tsx', 'export default function', 'export function'),
  ]);
  expect(errors).toEqual([
    expect.stringMatching(
      /^host\/src\/lib\/remotes\/exposed\.ts:\d+: Type '"video\/VideoPage"' does not satisfy the constraint 'never'/,
    ),
    expect.stringMatching(/^host\/src\/lib\/sections\.ts:\d+: Type '"player\/HomePage"' is not assignable/),
    expect.stringMatching(/^host\/src\/lib\/sections\.ts:\d+: Type '"video\/VideoPage"' is not assignable/),
    expect.stringMatching(/^start-gate-use\.tsx:5: Property 'props' is missing .*studentId: number/),
  ]);
});

it('refuses an exposed module whose export has no explicit type', () => {
  expect(
    typecheck([
      edited(
        'remote-video/src/pages/video-page.tsx',
        'export default function VideoPage(): JSX.Element',
        'export default function VideoPage()',
      ),
    ]),
  ).toEqual([
    expect.stringMatching(
      /^remote-video\/src\/pages\/video-page\.tsx:\d+: Function must have an explicit return type/,
    ),
  ]);
});
