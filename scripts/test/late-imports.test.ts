// @ts-expect-error: CommonJS webpack loader without types
import { splitLateImports } from '../webpack/late-imports-loader';

const late = new Set(['NumberInput', 'Textarea']);
const split = (source: string) => splitLateImports(source, '@mantine/core', late);

test("a remote's late names move to their own import; the others stay", () => {
  expect(split("import { Group, NumberInput, Stack } from '@mantine/core';\nconst a = 1;\n")).toBe(
    "import { Group, Stack } from '@mantine/core'; import { NumberInput } from '@fund/late/@mantine/core';\nconst a = 1;\n",
  );
});

test('an import of late names only becomes one import of the late module', () => {
  expect(split('import { NumberInput, Textarea as Area } from "@mantine/core"')).toBe(
    "import { NumberInput, Textarea as Area } from '@fund/late/@mantine/core';",
  );
});

test('the line count is kept (source maps), type-only names and other libraries untouched', () => {
  const source = [
    'import {',
    '  Button,',
    '  type NumberInputProps,',
    '  NumberInput,',
    "} from '@mantine/core';",
    "import { NumberInput as N } from '@mantine/dates';",
    "import type { TextareaProps } from '@mantine/core';",
    'export const x = 1;',
  ].join('\n');
  const out = split(source);
  expect(out.split('\n')).toHaveLength(source.split('\n').length);
  expect(out).toContain(
    "import { Button, type NumberInputProps } from '@mantine/core'; import { NumberInput } from '@fund/late/@mantine/core';",
  );
  expect(out).toContain("import { NumberInput as N } from '@mantine/dates';");
  expect(out).toContain("import type { TextareaProps } from '@mantine/core';");
  expect(split("import { Group } from '@mantine/core';")).toBe("import { Group } from '@mantine/core';");
});
