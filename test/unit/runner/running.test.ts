import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { formatSeconds, progressView, runningText, taskLine, taskPath } from '../../../client/webview/shared/running';

describe('a call in flight, in words', () => {
  it('says how long it has run, and the timeout when the extension gave it', () => {
    assert.equal(runningText(12_400, 60_000, false), 'Running for 12 s · times out after 60 s');
    assert.equal(runningText(0, undefined, false), 'Running for 0 s');
    assert.equal(runningText(125_000, 3_600_000, false), 'Running for 2 min 5 s · times out after 60 min');
    assert.equal(runningText(5_000, 0, false), 'Running for 5 s', 'no timeout to speak of');
  });

  it('after a progress notification, the timeout is the silence allowed (progress restarts it)', () => {
    assert.equal(runningText(75_000, 60_000, true), 'Running for 75 s · times out after 60 s without progress');
  });

  it('formats seconds and minutes', () => {
    assert.deepEqual([0, 999, 1_000, 119_999, 120_000, 150_500, -5].map(formatSeconds), [
      '0 s',
      '0 s',
      '1 s',
      '119 s',
      '2 min',
      '2 min 30 s',
      '0 s',
    ]);
  });
});

describe('progress, in words', () => {
  it('with a total: a bar and "3 of 10", then the message', () => {
    assert.deepEqual(progressView(3, 10, undefined), { fraction: 0.3, text: '3 of 10' });
    assert.deepEqual(progressView(2, 3, 'step 2 of 3'), { fraction: 2 / 3, text: '2 of 3 · step 2 of 3' });
    assert.equal(progressView(12, 10, undefined).fraction, 1, 'a server that overshoots fills the bar, no more');
  });

  it('without a total the number has no scale: the message alone, else how far so far', () => {
    assert.deepEqual(progressView(0, undefined, 'waiting forever'), { text: 'waiting forever' });
    assert.deepEqual(progressView(7, undefined, '  '), { text: '7 so far' });
    assert.deepEqual(progressView(0, undefined, undefined), { text: 'working…' });
    assert.deepEqual(progressView(4, 0, 'copying'), { text: 'copying' }, 'a total of 0 is no total');
  });
});

describe('a task, in words', () => {
  it('its status line: the status, then the server’s last message', () => {
    assert.equal(
      taskLine({ status: 'working', steps: [{ statusMessage: 'Gathering sources...' }] }),
      'Task working · Gathering sources...',
    );
    assert.equal(taskLine({ status: 'input_required', steps: [] }), 'Task input required');
    assert.equal(
      taskLine({ status: 'completed', steps: [{ statusMessage: '  ' }] }),
      'Task completed',
      'a blank message says nothing',
    );
  });

  it('its path: each status once in a row', () => {
    const steps = ['working', 'working', 'input_required', 'working', 'completed'].map((status) => ({ status }));
    assert.equal(taskPath(steps), 'working → input required → working → completed');
    assert.equal(taskPath([]), '');
  });
});
