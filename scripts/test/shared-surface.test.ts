/**
 * The compatibility gate of `@fund/shared` (issue 44 item 4): its run-time surface is recorded per
 * version in shared/surface.json, and a move breaks CI unless the version follows the rule (a name
 * removed or changed: a new major; a name added: a new minor). scripts/shared-surface.mjs.
 */
import {
  compare,
  currentSurface,
  readReport,
  record,
  sharedVersion,
  versionRule,
} from '../shared-surface.mjs';

type Surface = Record<string, Record<string, string>>;
interface Report {
  versions: { version: string; surface: Surface }[];
}

const v2: Surface = { './ui': { Money: 'function/1', SectionCard: 'function/1' } };

describe('the version rule', () => {
  const report: Report = { versions: [{ version: '2.11.0', surface: v2 }] };
  const without: Surface = { './ui': { SectionCard: 'function/1' } };
  const more: Surface = { './ui': { ...v2['./ui'], DialogForm: 'function/1' } };
  const stricter: Surface = { './ui': { Money: 'function/2', SectionCard: 'function/1' } };

  it('refuses an export removed without a new major, in the same version or a minor', () => {
    for (const version of ['2.11.0', '2.12.0', '2.11.1']) {
      const result = record(report, version, without);
      expect(result.refused).toEqual([
        expect.stringMatching(/removed or changed since 2\.11\.0 \(needs 3\.0\.0\): \.\/ui Money/),
      ]);
    }
    expect(
      record(report, '3.0.0', without).report?.versions.map((v: { version: string }) => v.version),
    ).toEqual(['2.11.0', '3.0.0']);
  });

  it('refuses a function that needs more arguments without a new major', () => {
    expect(record(report, '2.12.0', stricter).refused).toEqual([
      expect.stringContaining('./ui Money: function/1 → function/2'),
    ]);
  });

  it('refuses an export added without a new minor', () => {
    expect(record(report, '2.11.0', more).refused).toEqual([
      expect.stringMatching(/added since 2\.11\.0 \(needs 2\.12\.0\): \.\/ui DialogForm/),
    ]);
    expect(record(report, '2.12.0', more).report?.versions).toHaveLength(2);
  });

  it('keeps the report as it is when nothing moved', () => {
    expect(record(report, '2.11.0', v2)).toEqual({ report });
  });
});

describe('shared/surface.json', () => {
  const report = readReport() as Report;

  it("each version's surface follows the rule from the one before", () => {
    const breaches = report.versions
      .slice(1)
      .flatMap((entry, i) =>
        versionRule(report.versions[i]!, entry.version, compare(report.versions[i]!.surface, entry.surface)),
      );
    expect(breaches).toEqual([]);
  });

  // On failure: bump @fund/shared's version by the rule, then `node scripts/shared-surface.mjs --write`.
  it("records the package's version, and its surface is today's", () => {
    const latest = report.versions.at(-1)!;
    const moved = compare(latest.surface, currentSurface());
    expect({ version: latest.version, ...moved }).toEqual({
      version: sharedVersion(),
      removed: [],
      changed: [],
      added: [],
    });
  });
});
