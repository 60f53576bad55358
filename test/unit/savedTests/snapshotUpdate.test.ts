// Updating a test file's snapshots, as `mcp-lens test --update` and the editor's Update Snapshot write them: only the
// catalog lists the file keeps that changed (a list the server dropped becomes []), comments elsewhere kept, and
// nothing written from a run of an older text of the file.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTestFile, type CatalogSnapshot } from '../../../common/savedTests/format';
import { classifyCatalogChanges } from '../../../common/savedTests/catalogChanges';
import type { TestFileResult } from '../../../common/savedTests/runTestFile';
import { catalogListEdits } from '../../../common/savedTests/snapshotUpdate';
import { snapshotEdits, withSnapshots } from '../../../cli/src/savedTests/updateSnapshots';
import {
  RUN_AGAIN,
  RUN_FIRST,
  snapshotUpdateOf,
  withSnapshotEdits,
  type FileRun,
} from '../../../client/src/testing/snapshotEdits';

const FILE = `{
  "server": { "name": "notes" },
  "catalog": {
    // the tools as released
    "tools": [{ "name": "search", "inputSchema": { "type": "object" } }],
    /* prompts: reviewed by hand */
    "prompts": [{ "name": "summary" }],
    "resources": [{ "uri": "file:///a.md", "name": "a" }]
  },
  "steps": [
    // the search as it answered
    { "callTool": { "name": "search", "arguments": {} }, "expect": { "snapshot": { "content": [] } } }
  ]
}
`;

const ARCHIVE = { name: 'archive', inputSchema: { type: 'object' } };
const ANSWER = { content: [{ type: 'text', text: 'found' }] };

/** The server now: a tool more, the same prompts, no resources, and templates the file does not keep. */
const LIVE: CatalogSnapshot = {
  tools: [{ name: 'search', inputSchema: { type: 'object' } }, ARCHIVE],
  prompts: [{ name: 'summary' }],
  resourceTemplates: [{ uriTemplate: 'file:///{name}', name: 'any' }],
};

/** The run's result as runTestFile gives it: the catalog compared list by list, the step's snapshot failed. */
function resultOf(text: string, live: CatalogSnapshot = LIVE): TestFileResult {
  const kept = parseTestFile(text).file!.catalog!;
  const lists = Object.keys(kept) as (keyof CatalogSnapshot)[];
  const pick = (c: CatalogSnapshot) => Object.fromEntries(lists.map((l) => [l, c[l] ?? []]));
  const catalog = classifyCatalogChanges(pick(kept), pick(live));
  const failure = { expectation: 'snapshot' as const, expected: { content: [] }, actual: ANSWER, reason: 'differs' };
  return {
    outcome: 'failed',
    catalog,
    steps: [{ index: 0, label: 'callTool search', passed: false, failures: [{ ...failure, message: 'Step 1 …' }] }],
    updated: { catalog: live, snapshots: [ANSWER] },
  };
}

describe('snapshot updates', () => {
  it('rewrite only the lists the file keeps that changed, [] for a list the server dropped', () => {
    const file = parseTestFile(FILE).file!;
    const result = resultOf(FILE);
    assert.ok(result.catalog!.breaking.length > 0, 'a dropped resource is breaking');
    assert.deepEqual(catalogListEdits(file.catalog!, result.catalog!, LIVE), [
      { path: ['catalog', 'tools'], value: LIVE.tools },
      { path: ['catalog', 'resources'], value: [] },
    ]);
    assert.deepEqual(catalogListEdits(file.catalog!, { breaking: [], changes: [] }, LIVE), [], 'nothing changed');
  });

  it('the editor writes what the command line writes, and comments of untouched lists survive', () => {
    const run: FileRun = { result: resultOf(FILE), text: FILE };
    const update = snapshotUpdateOf(run, FILE, 'file');
    assert.ok('edits' in update, JSON.stringify(update));
    const written = withSnapshotEdits(FILE, update.edits);
    assert.match(written, /\/\* prompts: reviewed by hand \*\//);
    assert.match(written, /\/\/ the search as it answered/);
    const after = parseTestFile(written).file!;
    assert.equal(after.catalog?.resourceTemplates, undefined, 'a list the file does not keep is not added');
    assert.deepEqual(after.catalog, { tools: LIVE.tools, prompts: LIVE.prompts, resources: [] });
    assert.deepEqual(after.steps[0]!.expect!.snapshot, ANSWER);
    // the command line's --update, from the same run
    const cliOutcome = {
      catalog: { ...run.result.catalog!, strict: false, updated: true, line: undefined },
      steps: [{ index: 0, label: '', line: undefined, passed: true, failures: [], durationMs: 1, updated: true }],
    };
    const cli = withSnapshots(FILE, snapshotEdits(parseTestFile(FILE).file!, run.result, cliOutcome));
    assert.deepEqual(parseTestFile(cli).file, after);
    assert.match(cli, /\/\* prompts: reviewed by hand \*\//);
  });

  it('Update Snapshot of the catalog alone leaves the steps; of a step alone, the catalog', () => {
    const run: FileRun = { result: resultOf(FILE), text: FILE };
    const catalogOnly = snapshotUpdateOf(run, FILE, 'catalog');
    assert.ok('edits' in catalogOnly);
    assert.deepEqual(
      catalogOnly.edits.map((e) => e.path.join('.')),
      ['catalog.tools', 'catalog.resources'],
    );
    const stepOnly = snapshotUpdateOf(run, FILE, { step: 0 });
    assert.ok('edits' in stepOnly);
    assert.deepEqual(
      stepOnly.edits.map((e) => e.path.join('.')),
      ['steps.0.expect.snapshot'],
    );
    const unchanged: FileRun = { result: resultOf(FILE, parseTestFile(FILE).file!.catalog), text: FILE };
    const same = snapshotUpdateOf(unchanged, FILE, 'catalog');
    assert.ok('refusal' in same);
    assert.match(same.refusal, /already matches/);
  });

  it('writes nothing from a run of an older text of the file, nor without a run', () => {
    const run: FileRun = { result: resultOf(FILE), text: FILE };
    // a step inserted before the one that ran: its answer would land in the new step
    const edited = FILE.replace(
      '    // the search as it answered\n',
      '    { "callTool": { "name": "archive", "arguments": {} }, "expect": { "snapshot": { "content": [] } } },\n',
    );
    assert.notEqual(edited, FILE);
    assert.deepEqual(snapshotUpdateOf(run, edited, 'file'), { refusal: RUN_AGAIN });
    assert.deepEqual(snapshotUpdateOf(run, edited, { step: 0 }), { refusal: RUN_AGAIN });
    assert.deepEqual(snapshotUpdateOf(undefined, FILE, 'file'), { refusal: RUN_FIRST });
    const errored: FileRun = {
      result: { outcome: 'error', error: 'x', steps: [], updated: { snapshots: [] } },
      text: FILE,
    };
    assert.deepEqual(snapshotUpdateOf(errored, FILE, 'file'), { refusal: RUN_FIRST });
  });
});
