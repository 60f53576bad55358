// The JUnit report of `mcp-lens test` as a pure function: the catalog's failure names what fails the file, and a
// change to review is a failure only in a strict file (otherwise a note), also beside a breaking change.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { CatalogChange } from '../../common/savedTests/catalogChanges';
import { junitReport } from '../../cli/src/savedTests/junitReporter';
import type { FileOutcome } from '../../cli/src/savedTests/testReport';

const change = (name: string, severity: CatalogChange['severity']): CatalogChange => ({
  code: severity === 'breaking' ? 'tool-removed' : 'tool-added',
  severity,
  kind: 'tool',
  name,
  path: ['tools', name],
  message: `Tool "${name}" changed.`,
  before: undefined,
  after: { name },
});

const file = (strict: boolean, breaking: CatalogChange[]): FileOutcome => ({
  path: 'tests/a.mcptest.json',
  server: 'notes',
  outcome: 'failed',
  error: undefined,
  problems: [],
  catalog: { breaking, changes: [change('search', 'change')], failed: true, strict, updated: false, line: 3 },
  steps: [],
  durationMs: 5,
  updated: false,
});

const catalogCase = (xml: string) => /<testcase[^>]*name="catalog"[\s\S]*?<\/testcase>/.exec(xml)?.[0] ?? '';

describe('the JUnit report of mcp-lens test', () => {
  it('beside a breaking change in a file that is not strict, a change to review is a note, not a failure', () => {
    const xml = catalogCase(junitReport({ files: [file(false, [change('archive', 'breaking')])], durationMs: 6 }));
    assert.match(xml, /<failure message="1 breaking change\(s\): archive" type="breaking-change">/);
    assert.doesNotMatch(/<failure[\s\S]*<\/failure>/.exec(xml)![0], /search/);
    assert.match(xml, /<system-out>Tool "search" changed\. \[tool-added\]/);
  });

  it('in a strict file the changes to review fail too, named beside the breaking ones', () => {
    const xml = catalogCase(junitReport({ files: [file(true, [change('archive', 'breaking')])], durationMs: 6 }));
    assert.match(
      xml,
      /<failure message="1 breaking change\(s\): archive; 1 change\(s\) to review, in strict mode: search" type="breaking-change">/,
    );
    assert.match(/<failure[\s\S]*<\/failure>/.exec(xml)![0], /Tool "search" changed\./);
    assert.doesNotMatch(xml, /<system-out>/);
  });

  it('a strict file with only changes to review fails as a change in strict mode', () => {
    const xml = catalogCase(junitReport({ files: [file(true, [])], durationMs: 6 }));
    assert.match(
      xml,
      /<failure message="1 change\(s\) to review, in strict mode: search" type="change-in-strict-mode">/,
    );
  });
});
