// What the Test Explorer shows for a catalog check: a change to review is a failure only in a strict file, also when
// a breaking change fails the catalog beside it.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { CatalogChange } from '../../../common/savedTests/catalogChanges';
import type { TestFileResult } from '../../../common/savedTests/runTestFile';
import { outcomesOf } from '../../../client/src/testing/testOutcomes';
import { layoutOf } from '../../../client/src/testing/testFileLayout';

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

const fileText = (strict: boolean) =>
  JSON.stringify({
    server: { command: 'node', args: ['server.mjs'] },
    strict,
    catalog: { tools: [] },
    steps: [],
  });

const result: TestFileResult = {
  outcome: 'failed',
  steps: [],
  catalog: { breaking: [change('archive', 'breaking')], changes: [change('search', 'change')], failed: true },
  updated: { snapshots: [] },
};

describe('Test Explorer outcomes of the catalog check', () => {
  it('a file that is not strict fails on its breaking change only', () => {
    const catalog = outcomesOf(result, layoutOf(fileText(false))).catalog!;
    assert.equal(catalog.state, 'failed');
    assert.deepEqual(
      catalog.messages.map((m) => m.text),
      ['Breaking: Tool "archive" changed.'],
    );
  });

  it('a strict file fails on its changes to review as well', () => {
    const catalog = outcomesOf(result, layoutOf(fileText(true))).catalog!;
    assert.deepEqual(
      catalog.messages.map((m) => m.text),
      ['Breaking: Tool "archive" changed.', 'Changed: Tool "search" changed.'],
    );
  });
});
