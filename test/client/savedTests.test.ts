// The runner of saved test files (common/savedTests/runTestFile.ts) against real servers: the notes fixture,
// server-everything and runnerFixture; scripted answers, the approval gate and the catalog's breaking changes.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { checkAgainstSchema } from '../../server/src/schemaCheck';
import { AnswerRouter } from '../../common/savedTests/answerRouter';
import type { TestFile, TestStep } from '../../common/savedTests/format';
import { runTestFile, type OutputSchemaVerdict, type TestFileResult } from '../../common/savedTests/runTestFile';
import type { StdioLaunch } from '../../common/mcp/types';
import { EVERYTHING_STDIO, fileScope, fixtureLaunch } from './fixtures';

const { pool } = fileScope();

async function schemaVerdict(schema: unknown, value: unknown): Promise<OutputSchemaVerdict> {
  const verdict = await Promise.resolve(checkAgainstSchema(schema, value));
  if (verdict.ok === false) return { ok: false, problems: verdict.errors.map((e) => e.message) };
  return verdict;
}

/** Starts the server with a router serving the file's answers, and runs the file; `approve` says yes by default. */
async function run(
  name: string,
  launch: StdioLaunch,
  file: TestFile,
  approve: (step: TestStep) => Promise<boolean> = () => Promise.resolve(true),
): Promise<TestFileResult> {
  const answers = new AnswerRouter(file.answers);
  const { connection } = pool.make(name, { features: answers.features });
  await connection.start(launch);
  return runTestFile(file, connection, { approve, answers, checkOutputSchema: schemaVerdict });
}

const NOTES = fixtureLaunch('wellBehaved.mjs');
const server = { name: 'notes' };

function failuresOf(result: TestFileResult, step: number) {
  return result.steps[step]!.failures.map((f) => ({ expectation: f.expectation, detail: f.detail }));
}

describe('running a saved test file', { timeout: 120_000 }, () => {
  it('a file whose every expectation holds passes, and its snapshots are offered as they are now', async () => {
    const result = await run('notes-pass', NOTES, {
      server,
      steps: [
        {
          callTool: { name: 'echo', arguments: { message: 'hi', times: 2 } },
          expect: {
            error: false,
            text: { equals: 'hi hi', contains: 'hi', matches: '^hi( hi)+$' },
            snapshot: { content: [{ type: 'text', text: 'old' }] },
            ignore: ['/content/0/text'],
          },
        },
        { readResource: { uri: 'notes://readme' }, expect: { text: { equals: '# Notes\n\nA fixture.' } } },
        {
          getPrompt: { name: 'summarize', arguments: { topic: 'tests' } },
          expect: { text: { equals: 'Summarize the notes about tests.' } },
        },
        { callTool: { name: 'read_note', arguments: { id: 'welcome' } }, expect: { maxMs: 60_000 } },
      ],
    });
    assert.equal(result.outcome, 'passed', JSON.stringify(result.steps));
    assert.deepEqual(
      result.steps.map((s) => s.label),
      ['callTool echo', 'readResource notes://readme', 'getPrompt summarize', 'callTool read_note'],
    );
    assert.deepEqual(result.updated.snapshots, [
      { content: [{ type: 'text', text: 'hi hi' }] },
      undefined,
      undefined,
      undefined,
    ]);
    assert.ok(result.updated.catalog?.tools?.some((t) => t.name === 'delete_note'));
    assert.equal(result.catalog, undefined, 'a file without a catalog is not compared');
  });

  it('reports each failed expectation with its expected and actual values, naming the step and tool', async () => {
    const result = await run('notes-fail', NOTES, {
      server,
      steps: [
        {
          name: 'echo twice',
          callTool: { name: 'echo', arguments: { message: 'hi', times: 2 } },
          expect: {
            text: { equals: 'hi', contains: 'bye', matches: '^bye' },
            structuredContent: { equals: { n: 1 } },
            conformsToOutputSchema: true,
            maxMs: -1,
            snapshot: { content: [{ type: 'text', text: 'hi' }] },
          },
        },
        { callTool: { name: 'echo', arguments: { message: 'x' } }, expect: { error: true } },
        { callTool: { name: 'no_such_tool' } },
        { readResource: { uri: 'notes://readme' }, expect: { text: { contains: 'Notes' }, snapshot: null } },
      ],
    });
    assert.equal(result.outcome, 'failed');
    assert.deepEqual(failuresOf(result, 0), [
      { expectation: 'text', detail: 'text.equals' },
      { expectation: 'text', detail: 'text.contains' },
      { expectation: 'text', detail: 'text.matches' },
      { expectation: 'structuredContent', detail: 'structuredContent.equals' },
      { expectation: 'conformsToOutputSchema', detail: undefined },
      { expectation: 'maxMs', detail: undefined },
      { expectation: 'snapshot', detail: undefined },
    ]);
    const equals = result.steps[0]!.failures[0]!;
    assert.equal(equals.expected, 'hi');
    assert.equal(equals.actual, 'hi hi');
    assert.equal(equals.message, 'Step 1 (echo twice) answered another text.');
    const snapshot = result.steps[0]!.failures[6]!;
    assert.deepEqual(snapshot.actual, { content: [{ type: 'text', text: 'hi hi' }] });
    assert.deepEqual(failuresOf(result, 1), [{ expectation: 'error', detail: undefined }]);
    assert.equal(
      result.steps[1]!.failures[0]!.message,
      'Step 2 (callTool echo) succeeded where it should have failed.',
    );
    assert.deepEqual(failuresOf(result, 2), [{ expectation: 'error', detail: undefined }]);
    assert.match(
      result.steps[2]!.failures[0]!.message,
      /^Step 3 \(callTool no_such_tool\) failed where it should not: .*no tool named "no_such_tool"/,
    );
    assert.deepEqual(failuresOf(result, 3), [{ expectation: 'snapshot', detail: undefined }]);
  });

  it('checks structuredContent (equals, contains, pointer) and the outputSchema the server lists', async () => {
    const result = await run('runner-structured', fixtureLaunch('runnerFixture.mjs'), {
      server,
      steps: [{ callTool: { name: 'bad_structured' }, expect: { conformsToOutputSchema: true } }],
    });
    assert.deepEqual(failuresOf(result, 0), [{ expectation: 'conformsToOutputSchema', detail: undefined }]);
    assert.match(result.steps[0]!.failures[0]!.message, /breaks the outputSchema/);

    const weather = { callTool: { name: 'get-structured-content', arguments: { location: 'Chicago' } } };
    const everything = await run('everything-structured', EVERYTHING_STDIO, {
      server,
      steps: [
        {
          ...weather,
          expect: {
            conformsToOutputSchema: true,
            structuredContent: {
              equals: { temperature: 36, conditions: 'Light rain / drizzle', humidity: 82 },
              contains: { humidity: 82 },
              pointer: { '/temperature': 36 },
            },
          },
        },
        {
          ...weather,
          expect: {
            structuredContent: { equals: {}, contains: { humidity: 1 }, pointer: { '/temperature': 1, '/wind': 3 } },
          },
        },
        {
          complete: {
            ref: { type: 'ref/prompt', name: 'completable-prompt' },
            argument: { name: 'department', value: 'Eng' },
          },
          expect: { text: { equals: 'Engineering' }, structuredContent: { contains: { values: ['Engineering'] } } },
        },
      ],
    });
    assert.equal(everything.steps[0]!.passed, true, JSON.stringify(everything.steps[0]));
    assert.deepEqual(failuresOf(everything, 1), [
      { expectation: 'structuredContent', detail: 'structuredContent.equals' },
      { expectation: 'structuredContent', detail: 'structuredContent.contains' },
      { expectation: 'structuredContent', detail: 'structuredContent.pointer /temperature' },
      { expectation: 'structuredContent', detail: 'structuredContent.pointer /wind' },
    ]);
    assert.equal(everything.steps[1]!.failures[2]!.actual, 36);
    assert.equal(everything.steps[2]!.passed, true, JSON.stringify(everything.steps[2]));
  });

  it('serves the scripted elicitation, sampling and roots answers, the step’s before the file’s', async () => {
    const elicit = { callTool: { name: 'trigger-elicitation-request' } };
    const result = await run('everything-answers', EVERYTHING_STDIO, {
      server,
      answers: {
        elicitation: [{ message: '^Please provide', action: 'accept', content: { name: 'File Level' } }],
        sampling: { text: 'the file speaks' },
        roots: [{ uri: 'file:///work/project', name: 'Project' }],
      },
      steps: [
        { ...elicit, expect: { text: { contains: 'File Level' } } },
        {
          ...elicit,
          answers: { elicitation: [{ message: 'provide inputs', action: 'decline' }] },
          expect: { text: { contains: 'declined' } },
        },
        {
          callTool: { name: 'trigger-sampling-request', arguments: { prompt: 'Hello' } },
          answers: { sampling: { text: 'the step speaks', model: 'scripted-1' } },
          expect: { text: { contains: 'the step speaks' } },
        },
        { callTool: { name: 'get-roots-list' }, expect: { text: { contains: 'file:///work/project' } } },
      ],
    });
    assert.equal(result.outcome, 'passed', JSON.stringify(result.steps));
  });

  it('a request no scripted answer matches is declined and fails its step', async () => {
    const result = await run('everything-unanswered', EVERYTHING_STDIO, {
      server,
      answers: { elicitation: [{ message: '^Something else', action: 'accept', content: { name: 'x' } }] },
      steps: [
        { callTool: { name: 'trigger-elicitation-request' } },
        { callTool: { name: 'trigger-sampling-request', arguments: { prompt: 'Hello' } } },
      ],
    });
    assert.deepEqual(failuresOf(result, 0), [{ expectation: 'answers', detail: undefined }]);
    assert.match(result.steps[0]!.failures[0]!.message, /asked elicitation\/create \("Please provide inputs/);
    assert.ok(
      failuresOf(result, 1).some((f) => f.expectation === 'answers'),
      JSON.stringify(result.steps[1]),
    );
  });

  it('a denied approval fails the step and sends nothing; the gate is asked for every tool call only', async () => {
    const asked: string[] = [];
    const result = await run(
      'notes-denied',
      NOTES,
      {
        server,
        steps: [
          { callTool: { name: 'delete_note', arguments: { id: 'todo' } } },
          { readResource: { uri: 'notes://index.json' }, expect: { text: { equals: '["welcome","todo"]' } } },
        ],
      },
      (step) => {
        asked.push(JSON.stringify(step));
        return Promise.resolve(false);
      },
    );
    assert.equal(asked.length, 1);
    assert.deepEqual(failuresOf(result, 0), [{ expectation: 'approval', detail: undefined }]);
    assert.equal(
      result.steps[0]!.failures[0]!.message,
      'Step 1 (callTool delete_note) was not run: its call was denied.',
    );
    assert.equal(result.steps[1]!.passed, true, 'the note was not deleted');
  });

  it('a server that did not start is an infrastructure error, and no step runs', async () => {
    const result = await run('crash', fixtureLaunch('crashAtStart.mjs'), {
      server,
      catalog: { tools: [] },
      steps: [{ callTool: { name: 'echo' } }],
    });
    assert.equal(result.outcome, 'error');
    assert.match(result.error!, /^crash is not running \(.+\), so no step was run/);
    assert.deepEqual(result.steps, []);
  });

  it('classifies the live catalog against the snapshot: a removed tool is breaking, an added one a change', async () => {
    const first = await run('notes-catalog', NOTES, { server, steps: [] });
    const live = first.updated.catalog!;
    const tools = live.tools!.filter((t) => t.name !== 'echo');
    const archive = { name: 'archive_note', inputSchema: { type: 'object' } };
    const catalog = { tools: [...tools, archive], prompts: live.prompts };
    const result = await run('notes-catalog-2', NOTES, { server, catalog, steps: [] });
    assert.equal(result.outcome, 'failed');
    assert.deepEqual(
      result.catalog!.breaking.map((c) => [c.code, c.name]),
      [['tool-removed', 'archive_note']],
    );
    assert.deepEqual(
      result.catalog!.changes.map((c) => [c.code, c.name]),
      [['tool-added', 'echo']],
    );
    const review = await run('notes-catalog-3', NOTES, {
      server,
      catalog: { tools: live.tools!.filter((t) => t.name !== 'echo') },
      steps: [],
    });
    assert.equal(review.outcome, 'passed', 'a change to review is no failure');
    const strict = await run('notes-catalog-4', NOTES, { server, strict: true, catalog: { tools }, steps: [] });
    assert.equal(strict.outcome, 'failed', 'unless the file is strict');
  });

  it('a breaking release of the server fails the file, each change named by tool', async () => {
    const first = await run('released-1', fixtureLaunch('releasedServer.mjs'), { server, steps: [] });
    const catalog = first.updated.catalog!;
    const result = await run('released-2', fixtureLaunch('releasedServer.mjs', { args: ['--release', '2'] }), {
      server,
      catalog,
      steps: [{ callTool: { name: 'search', arguments: { query: 'milk', index: 'all' } } }],
    });
    assert.equal(result.outcome, 'failed');
    assert.equal(result.steps[0]!.passed, true, 'the steps still run');
    assert.deepEqual(
      result.catalog!.breaking.map((c) => [c.code, c.name]),
      [
        ['tool-removed', 'archive'],
        ['tool-now-destructive', 'search'],
        ['tool-no-longer-read-only', 'search'],
        ['required-argument-added', 'search'],
      ],
    );
  });

  it('a list of the catalog that did not arrive is an infrastructure error, not a removal', async () => {
    const launch = fixtureLaunch('releasedServer.mjs', { args: ['--broken-prompts'] });
    const result = await run('released-broken', launch, {
      server,
      catalog: { prompts: [{ name: 'digest' }] },
      steps: [{ callTool: { name: 'search', arguments: { query: 'milk' } } }],
    });
    assert.equal(result.outcome, 'error');
    assert.match(result.error!, /^released-broken did not deliver its prompts list \(.*the prompt store is down.*\)/);
    assert.equal(result.catalog, undefined);
    assert.deepEqual(result.steps, []);
  });
});
