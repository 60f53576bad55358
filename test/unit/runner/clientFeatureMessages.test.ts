// The runner page's messages for completions and log levels are checked before the extension acts on them.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { isRunnerFromWebview } from '../../../client/src/protocol/runnerPage';

const complete = {
  type: 'complete',
  requestId: 'r',
  serverId: 's',
  kind: 'prompt',
  key: 'p',
  argument: 'a',
  value: 'v',
  context: { other: 'x' },
};

describe('the runner page’s completion and log level messages', () => {
  it('takes well-formed ones', () => {
    assert.ok(isRunnerFromWebview(complete));
    assert.ok(isRunnerFromWebview({ ...complete, kind: 'template', context: {} }));
    for (const level of ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency']) {
      assert.ok(isRunnerFromWebview({ type: 'setLogLevel', serverId: 's', level }), level);
    }
  });

  it('refuses the rest', () => {
    for (const bad of [
      { ...complete, kind: 'tool' },
      { ...complete, context: { other: 1 } },
      { ...complete, context: ['x'] },
      { ...complete, value: undefined },
      { ...complete, requestId: 7 },
      { type: 'setLogLevel', serverId: 's', level: 'loud' },
      { type: 'setLogLevel', serverId: 's', level: 'WARNING' },
      { type: 'setLogLevel', level: 'debug' },
    ]) {
      assert.equal(isRunnerFromWebview(bad), false, JSON.stringify(bad));
    }
  });
});

describe('the runner page’s tool call, run as a task or not', () => {
  const run = { type: 'runTool', runId: 'r', serverId: 's', name: 'n', arguments: {} };
  it('takes one with or without asTask', () => {
    assert.ok(isRunnerFromWebview(run));
    assert.ok(isRunnerFromWebview({ ...run, asTask: true }));
    assert.ok(isRunnerFromWebview({ ...run, asTask: false }));
  });

  it('refuses an asTask that is not a boolean', () => {
    for (const asTask of ['yes', 1, null, {}]) {
      assert.equal(isRunnerFromWebview({ ...run, asTask }), false, JSON.stringify(asTask));
    }
  });
});
