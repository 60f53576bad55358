// Test files made from the runner's calls (Save as Test, Record Session as Test File): a step only for a call the
// server answered, no empty catalog for a server that is not running, and no silent overwrite of an existing file
// whose name the save dialog's answer was turned into.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseTestFile } from '../../../common/savedTests/format';
import { serverAnswered, type ToolRunStatus } from '../../../client/src/protocol/runnerViews';
import {
  newTestFileText,
  replaceQuestion,
  snapshotOfCatalog,
  stepOfCall,
  testFilePathOf,
} from '../../../client/src/testing/recordedTests';
import { tempTree } from '../../helpers/tempTree';

const ANSWER = { content: [{ type: 'text', text: 'done' }] };
const call = (status: ToolRunStatus, result?: object) => ({
  tool: 'archive',
  arguments: { id: '1' },
  status,
  ...(result ? { result: result as typeof ANSWER } : {}),
});

describe('recorded tests', () => {
  it('a call the server answered is a step; one it did not answer is none', () => {
    assert.deepEqual(stepOfCall(call('ok', ANSWER))?.expect, { error: false, snapshot: ANSWER });
    const isError = { ...ANSWER, isError: true };
    assert.deepEqual(stepOfCall(call('isError', isError))?.expect, { error: true, snapshot: isError });
    // a JSON-RPC error has no result to keep: the step expects an error again
    assert.deepEqual(stepOfCall(call('protocolError')), {
      callTool: { name: 'archive', arguments: { id: '1' } },
      expect: { error: true },
    });
    for (const status of ['denied', 'cancelled', 'failed'] as const) {
      assert.equal(stepOfCall(call(status)), undefined, status);
      assert.equal(serverAnswered(status), false, `the History tab offers no Save as Test for ${status}`);
    }
    for (const status of ['ok', 'isError', 'protocolError'] as const) assert.equal(serverAnswered(status), true);
    const text = newTestFileText({ name: 'notes' }, undefined, [stepOfCall(call('protocolError'))!]);
    assert.deepEqual(parseTestFile(text).problems, [], 'the error step is a valid step');
  });

  it('a new file for a server that is not running has no catalog, not an empty one', () => {
    assert.equal(snapshotOfCatalog(undefined), undefined);
    const text = newTestFileText({ name: 'notes' }, snapshotOfCatalog(undefined), [stepOfCall(call('ok', ANSWER))!]);
    assert.equal(parseTestFile(text).file?.catalog, undefined);
    assert.doesNotMatch(text, /"catalog"/);
    assert.deepEqual(snapshotOfCatalog({ tools: [], prompts: [] }), { tools: [], prompts: [] });
  });

  it('asks before replacing an existing test file the dialog did not ask about', async () => {
    const tree = tempTree('recorded-tests-');
    const existing = tree.write('notes.mcptest.json', '{}');
    const exists = (path: string) => Promise.resolve(existsSync(path));
    for (const typed of ['notes', 'notes.json']) {
      const chosen = `${tree.dir}/${typed}`;
      const target = testFilePathOf(chosen);
      assert.equal(target, existing);
      assert.equal(await replaceQuestion(chosen, target, exists), 'notes.mcptest.json exists. Replace it?');
    }
    // the dialog itself asked about the path it gave
    assert.equal(await replaceQuestion(existing, existing, exists), undefined);
    const fresh = `${tree.dir}/other`;
    assert.equal(await replaceQuestion(fresh, testFilePathOf(fresh), exists), undefined);
  });
});
