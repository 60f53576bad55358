// The Test Explorer's parts that decide things (client/src/testing), against real fixture servers: where a file's
// steps and snapshots are, a run of a file in a process of its own with each failure placed at its step, Update
// Snapshot rewriting the text (comments kept) so the next run passes, consent once per run, and recorded calls.
import { strict as assert } from 'node:assert';
import { after, describe, it } from 'node:test';
import { FIXTURES, fileScope, RecordingLogger } from './fixtures';
import { join } from 'node:path';
import { parseTestFile, type TestFile } from '../../common/savedTests/format';
import type { TestFileResult } from '../../common/savedTests/runTestFile';
import { DEFAULT_APPROVAL_SETTINGS } from '../../client/src/approval/policy';
import { SessionGrantStore } from '../../client/src/approval/grants';
import { PinStore, type MementoLike } from '../../client/src/approval/pins';
import { layoutOf } from '../../client/src/testing/testFileLayout';
import {
  snapshotUpdateOf,
  snapshotUpdates,
  withSnapshot,
  withSnapshotEdits,
  withSteps,
} from '../../client/src/testing/snapshotEdits';
import { inlineLaunch, runSavedTest, workerOutputCheck } from '../../client/src/testing/savedTestRun';
import { SchemaChecker } from '../../client/src/runner/schemaChecker';
import { REPO_ROOT } from '../helpers/paths';
import { outcomesOf } from '../../client/src/testing/testOutcomes';
import { runApprover, type RunAsk } from '../../client/src/testing/runConsent';
import {
  newTestFileText,
  snapshotOfCatalog,
  stepOfCall,
  testFileNameOf,
  testFilePathOf,
} from '../../client/src/testing/recordedTests';

fileScope(); // no child process of this test process is left when the file ends

const RELEASED = join(FIXTURES, 'releasedServer.mjs');
const TEST_PATH = join(FIXTURES, 'released.mcptest.json');

function memento(): MementoLike {
  const values = new Map<string, unknown>();
  return { get: <T>(k: string) => values.get(k) as T | undefined, update: async (k, v) => void values.set(k, v) };
}

/** Runs a file's text (its inline server) with the extension's policy for an untrusted server; `ask` answers. */
async function runText(
  text: string,
  options: { ask?: RunAsk; workspaceTrusted?: boolean; release?: string } = {},
): Promise<{ result: TestFileResult; asked: string[] }> {
  const parsed = parseTestFile(text);
  assert.ok(parsed.file, JSON.stringify(parsed.problems));
  const file: TestFile = parsed.file;
  const asked: string[] = [];
  const logger = new RecordingLogger();
  const approve = runApprover({
    gateDeps: {
      settings: () => DEFAULT_APPROVAL_SETTINGS,
      trust: { isLaunchTrusted: () => false, trustLaunch: async () => undefined },
      pins: new PinStore(memento()),
      grants: new SessionGrantStore(),
      log: (_id, line) => logger.info(line),
    },
    ask: async (prompt) => {
      asked.push(prompt.request.tool.name);
      return (options.ask ?? (() => Promise.resolve(true)))(prompt);
    },
    allow: file.allow,
    workspaceTrusted: options.workspaceTrusted ?? true,
  });
  const server = file.server as { command: string; args?: string[] };
  const launch = inlineLaunch(
    { ...server, args: [...(server.args ?? []), ...(options.release ? ['--release', options.release] : [])] },
    TEST_PATH,
  );
  const result = await runSavedTest(file, {
    launch,
    serverId: 'mcptest:released',
    serverName: 'released',
    logger,
    approve,
    checkOutputSchema: workerOutputCheck(schemas),
  });
  return { result, asked };
}

const FILE = `{
  // the released server, as a test file keeps it
  "server": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(RELEASED)}] },
  "steps": [
    /* first: a search */
    { "callTool": { "name": "search", "arguments": { "query": "a" } }, "expect": { "snapshot": { "content": [] } } },
    { "name": "archive it", "callTool": { "name": "archive", "arguments": { "id": "1" } }, "expect": { "error": false } }
  ]
}
`;

// the outputSchema checks run in the schema worker, as the extension runs them
const schemas = new SchemaChecker({ workerPath: join(REPO_ROOT, 'dist', 'schemaWorker.js') });
after(() => schemas.dispose());

describe('saved tests in the Test Explorer', { timeout: 120_000 }, () => {
  it('places each step, its snapshot and the catalog in the text; an invalid file has its problems', () => {
    const layout = layoutOf(FILE);
    assert.deepEqual(
      layout.steps.map((s) => s.label),
      ['callTool search', 'archive it'],
    );
    assert.ok(FILE.slice(layout.steps[0]!.span.offset).startsWith('{ "callTool": { "name": "search"'));
    assert.equal(
      FILE.slice(layout.steps[0]!.snapshot!.offset, layout.steps[0]!.snapshot!.offset + 15),
      '{ "content": []',
    );
    assert.equal(layout.steps[1]!.snapshot, undefined);
    assert.equal(layout.catalog, undefined);
    const invalid = layoutOf('{ "server": { "name": "x" }, "steps": [ { "callTool": {} } ] }');
    assert.equal(invalid.file, undefined);
    assert.ok(invalid.problems.length > 0);
    assert.deepEqual(invalid.steps, []);
    assert.ok(layoutOf('not json').problems.length > 0, 'bad input never throws');
  });

  it('a failed snapshot shows expected and actual at the snapshot; Update Snapshot keeps comments and the rerun passes', async () => {
    const { result } = await runText(FILE);
    assert.equal(result.outcome, 'failed');
    const layout = layoutOf(FILE);
    const outcomes = outcomesOf(result, layout);
    assert.equal(outcomes.steps[0]!.state, 'failed');
    assert.equal(outcomes.steps[1]!.state, 'passed');
    const message = outcomes.steps[0]!.messages[0]!;
    assert.equal(message.snapshot, true);
    assert.deepEqual(message.span, layout.steps[0]!.snapshot);
    assert.equal(message.expected, JSON.stringify({ content: [] }, null, 2));
    assert.match(message.actual!, /search done/);
    assert.deepEqual(
      snapshotUpdates({ result, text: FILE }, 'file').map((u) => u.path),
      [['steps', 0, 'expect', 'snapshot']],
      'the whole file updates its failed snapshots',
    );
    assert.deepEqual(
      snapshotUpdates({ result, text: FILE }, 'catalog'),
      [],
      'a file without a catalog snapshot has none to update',
    );
    const updated = withSnapshot(FILE, { step: 0 }, result.updated.snapshots[0]!);
    assert.match(updated, /\/\/ the released server, as a test file keeps it/);
    assert.match(updated, /\/\* first: a search \*\//);
    assert.match(updated, /search done/);
    assert.equal((await runText(updated)).result.outcome, 'passed');
  });

  it('a breaking release fails the catalog check at the catalog snapshot, until the snapshot is updated', async () => {
    const first = await runText(FILE);
    const withCatalog = withSnapshot(
      withSnapshot(FILE, { step: 0 }, first.result.updated.snapshots[0]!),
      'catalog',
      first.result.updated.catalog!,
    );
    const layout = layoutOf(withCatalog);
    assert.ok(layout.catalog);
    const oneStep = withCatalog.replace(/,\s*\{ "name": "archive it".*\n/, '\n');
    const broken = await runText(oneStep, { release: '2' });
    assert.equal(broken.result.outcome, 'failed');
    const outcomes = outcomesOf(broken.result, layoutOf(oneStep));
    assert.equal(outcomes.catalog!.state, 'failed');
    const texts = outcomes.catalog!.messages.map((m) => m.text);
    assert.ok(
      texts.some((t) => /^Breaking: .*archive/.test(t)),
      texts.join('\n'),
    );
    assert.ok(outcomes.catalog!.messages.every((m) => m.span.offset === layoutOf(oneStep).catalog!.offset));
    // Update Snapshot on the catalog: the lists that changed, as the server lists them now
    const update = snapshotUpdateOf({ result: broken.result, text: oneStep }, oneStep, 'catalog');
    assert.ok('edits' in update, JSON.stringify(update));
    const accepted = withSnapshotEdits(oneStep, update.edits);
    assert.equal((await runText(accepted, { release: '2' })).result.outcome, 'passed');
  });

  it('a step that would ask asks once per run and tool; Deny fails its steps; the allow list runs it in a trusted workspace only', async () => {
    const twice = FILE.replace(
      '"expect": { "error": false } }',
      '"expect": { "error": false } },\n    { "callTool": { "name": "archive", "arguments": { "id": "2" } } }',
    );
    const denied = await runText(twice, { ask: () => Promise.resolve(false) });
    assert.deepEqual(denied.asked, ['search', 'archive'], 'an untrusted server asks for every tool, once per run');
    assert.deepEqual(
      denied.result.steps.map((s) => s.failures.map((f) => f.expectation)),
      [['approval'], ['approval'], ['approval']],
    );
    const allowing = twice.replace('"steps": [', '"allow": ["search", "archive"],\n  "steps": [');
    const trusted = await runText(withSnapshot(allowing, { step: 0 }, denied.result.updated.snapshots[0] ?? null), {
      ask: () => Promise.resolve(false),
    });
    assert.deepEqual(trusted.asked, []);
    assert.deepEqual(
      trusted.result.steps.slice(1).map((s) => s.passed),
      [true, true],
    );
    const untrustedWorkspace = await runText(allowing, { ask: () => Promise.resolve(false), workspaceTrusted: false });
    assert.deepEqual(untrustedWorkspace.asked, ['search', 'archive']);
  });

  it('a recorded call becomes a step, and a new file with the catalog snapshot passes against the same server', async () => {
    const server = { command: process.execPath, args: [RELEASED] };
    const { result } = await runText(newTestFileText(server, undefined, []));
    const step = stepOfCall({
      tool: 'search',
      arguments: { query: 'q' },
      status: 'ok',
      result: { content: [{ type: 'text', text: 'search done' }] },
    })!;
    const text = newTestFileText(server, snapshotOfCatalog(result.updated.catalog), [step]);
    assert.deepEqual(parseTestFile(text).problems, []);
    const appended = withSteps(text, [
      stepOfCall({
        tool: 'archive',
        arguments: { id: '9' },
        status: 'ok',
        result: { content: [{ type: 'text', text: 'archive done' }] },
      })!,
    ]);
    assert.equal(layoutOf(appended).steps.length, 2);
    const run = await runText(appended);
    assert.equal(run.result.outcome, 'passed', JSON.stringify(run.result.steps));
    assert.equal(testFileNameOf('my server/1'), 'my-server-1.mcptest.json');
    // a save dialog's name, with or without the suffix, is a test file's
    assert.equal(testFilePathOf('/w/a.mcptest.json'), '/w/a.mcptest.json');
    assert.equal(testFilePathOf('/w/a.json'), '/w/a.mcptest.json');
    assert.equal(testFilePathOf('/w/a'), '/w/a.mcptest.json');
  });
});
