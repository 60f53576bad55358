// A saved test's run in the Test Explorer (client/src/testing) against real fixture servers: a server that does not
// start, a cancelled wait for the debugger, Debug Server's wait for an attach made while the server still starts, and
// consent asked once per server and tool for all the files of a run.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Emitter } from '../../common/mcp/emitter';
import type { ServerLaunch } from '../../common/mcp/types';
import type { TestFile } from '../../common/savedTests/format';
import type { TestFileResult } from '../../common/savedTests/runTestFile';
import { DEFAULT_APPROVAL_SETTINGS } from '../../client/src/approval/policy';
import { SessionGrantStore } from '../../client/src/approval/grants';
import { PinStore, type MementoLike } from '../../client/src/approval/pins';
import type { ServersModel } from '../../client/src/model/serversModel';
import { debuggedTest } from '../../client/src/testing/debuggedTest';
import { runApprover, type RunAnswers } from '../../client/src/testing/runConsent';
import { runSavedTest, type SavedTestRunOptions } from '../../client/src/testing/savedTestRun';
import { serverByName } from '../../client/src/testing/testServerByName';
import { pidRecordingLogger, workspaceModels } from '../helpers/fixtureModel';
import { fixtureLaunch, FIXTURES } from './fixtures';

const workspaces = workspaceModels();
const pids = workspaces.pids;

const ECHO: TestFile = {
  server: { name: 'notes' },
  steps: [{ callTool: { name: 'echo', arguments: { message: 'hi' } }, expect: { text: { equals: 'hi' } } }],
};

/** Runs the file against `launch`, every call approved, with the options given. */
function run(
  launch: ServerLaunch,
  options: Partial<SavedTestRunOptions> = {},
  file: TestFile = ECHO,
): Promise<TestFileResult> {
  return runSavedTest(file, {
    launch,
    serverId: 'mcptest:notes',
    serverName: 'notes',
    logger: pidRecordingLogger(pids),
    approve: () => Promise.resolve(true),
    checkOutputSchema: () => ({ ok: true }),
    ...options,
  });
}

/** A model over a workspace folder whose .vscode/mcp.json declares the notes server, and that folder. */
function notesWorkspace(): Promise<{ model: ServersModel; folder: string }> {
  return workspaces.open({ notes: { command: process.execPath, args: [join(FIXTURES, 'wellBehaved.mjs')] } });
}

function memento(): MementoLike {
  const values = new Map<string, unknown>();
  return { get: <T>(k: string) => values.get(k) as T | undefined, update: async (k, v) => void values.set(k, v) };
}

describe('a saved test run in the Test Explorer', { timeout: 120_000 }, () => {
  it('a server that does not start is the run error, said as such, and no debugger is waited for', async () => {
    let waited = false;
    const result = await run(fixtureLaunch('crashAtStart.mjs'), {
      started: () => {
        waited = true;
        return Promise.resolve();
      },
    });
    assert.equal(result.outcome, 'error');
    assert.match(result.error!, /^notes did not start \(.+\), so no step was run\.$/s);
    assert.doesNotMatch(result.error!, /start it and retry/);
    assert.deepEqual(result.steps, []);
    assert.equal(waited, false, 'the wait for a debugger is skipped');
  });

  it('cancelling the run ends the wait for the debugger, and no step runs', async () => {
    const abort = new AbortController();
    const result = await run(fixtureLaunch('wellBehaved.mjs'), {
      signal: abort.signal,
      started: () => {
        abort.abort();
        return new Promise<void>(() => undefined); // a debugger that never attaches
      },
    });
    assert.equal(result.outcome, 'error');
    assert.match(result.error!, /^The run was cancelled before the first step of notes, so no step was run\.$/);
    assert.deepEqual(result.steps, []);
  });

  it('Debug: an attach VS Code makes as soon as the inspector is announced, while the server starts, is seen', async () => {
    const { model } = await notesWorkspace();
    const def = model.servers().find((d) => d.name === 'notes')!;
    const resolved = (await model.testLaunch(def.id, `${def.id}#test`))!;
    // VS Code: DebugAttach starts a session on each announced target at once, and its start is an event
    const sessions = new Emitter<unknown>();
    const announced: string[] = [];
    model.debugging.onDidAnnounce((target) => {
      announced.push(target.serverId);
      sessions.fire(target.serverId);
    });
    // no wait runs out during the test: only the attach lets the steps run
    const debugged = debuggedTest(resolved.def, {
      debugging: model.debugging,
      onDidStartSession: sessions.event,
      attachWaitMs: 3_600_000,
    });
    const result = await run(resolved.launch, { serverId: def.id, watch: debugged.watch, started: debugged.started });
    assert.equal(result.outcome, 'passed', result.error ?? JSON.stringify(result.steps));
    assert.deepEqual(announced, [`${def.id}#test`]);
  });

  it('one run asks once per server and tool for all its files; another run asks again', async () => {
    const asked: string[] = [];
    const approver = (answers: RunAnswers) =>
      runApprover({
        gateDeps: {
          settings: () => DEFAULT_APPROVAL_SETTINGS,
          trust: { isLaunchTrusted: () => false, trustLaunch: async () => undefined },
          pins: new PinStore(memento()),
          grants: new SessionGrantStore(),
          log: () => undefined,
        },
        ask: async (prompt) => {
          asked.push(prompt.request.tool.name);
          return true;
        },
        allow: undefined,
        workspaceTrusted: true,
        answers,
      });
    const notes = fixtureLaunch('wellBehaved.mjs');
    const runAnswers: RunAnswers = new Map();
    for (const file of [1, 2]) {
      const result = await run(notes, { approve: approver(runAnswers) }, ECHO);
      assert.equal(result.outcome, 'passed', `file ${file}: ${JSON.stringify(result.steps)}`);
    }
    assert.deepEqual(asked, ['echo'], "the second file of the run uses the first file's answer");
    await run(notes, { approve: approver(new Map()) }, ECHO);
    assert.deepEqual(asked, ['echo', 'echo'], 'a new run asks again');
  });

  it('a server by name is found in the config files the editor loads; a `config` it does not load is said so', async () => {
    const { model, folder } = await notesWorkspace();
    const testFile = join(folder, 'tests', 'notes.mcptest.json');
    const found = serverByName(model, { name: 'notes' }, testFile);
    assert.equal(typeof found === 'string' ? found : found.name, 'notes');
    assert.equal(
      serverByName(model, { name: 'other' }, testFile),
      'No server named "other" is in the workspace\'s MCP config, so the file was not run.',
    );
    assert.equal(
      serverByName(model, { name: 'other', config: '../.vscode/mcp.json' }, testFile),
      'No server named "other" is in ../.vscode/mcp.json, so the file was not run.',
    );
    const elsewhere = serverByName(model, { name: 'notes', config: '../ci/mcp.json' }, testFile);
    assert.match(
      String(elsewhere),
      /^\.\.\/ci\/mcp\.json is not an MCP config file the editor loads .*`mcp-lens test`/,
    );
  });
});
