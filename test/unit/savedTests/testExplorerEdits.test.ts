// The Test Explorer following the edits of an open test file: typing is followed once it pauses (Debounced), a save
// or an open at once, and the parts of a file are placed from one parse and one count of its lines.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { LineIndex } from '../../../server/src/engineFacade';
import { Debounced } from '../../../client/src/testing/debounced';
import { layoutOf } from '../../../client/src/testing/testFileLayout';

/** Resolves with what `run` gets the next time a scheduled piece of work runs. */
function ran<T>(): { run: (value: T) => void; next: Promise<T>; values: T[] } {
  const values: T[] = [];
  let resolveNext: (value: T) => void = () => undefined;
  const next = new Promise<T>((resolve) => (resolveNext = resolve));
  return {
    values,
    next,
    run: (value) => {
      values.push(value);
      resolveNext(value);
    },
  };
}

describe('following the edits of a test file', () => {
  it('a burst of edits runs once, with the last one', async () => {
    const edits = new Debounced<string>(5);
    const a = ran<number>();
    for (const n of [1, 2, 3]) edits.schedule('a.mcptest.json', () => a.run(n));
    assert.equal(await a.next, 3);
    assert.deepEqual(a.values, [3]);
  });

  it('a save runs the pending work at once and only once; a read drops it; keys are apart', async () => {
    const edits = new Debounced<string>(5);
    const a = ran<string>();
    edits.schedule('a', () => a.run('typed'));
    edits.flush('a');
    assert.deepEqual(a.values, ['typed'], 'run at once');
    edits.flush('a');
    const b = ran<string>();
    edits.schedule('b', () => b.run('dropped'));
    edits.cancel('b');
    const c = ran<string>();
    edits.schedule('c', () => c.run('later'));
    // timers of one delay fire in the order they were set: a's and b's would have run before c's
    assert.equal(await c.next, 'later');
    assert.deepEqual(a.values, ['typed']);
    assert.deepEqual(b.values, []);
    edits.schedule('d', () => assert.fail('disposed work does not run'));
    edits.dispose();
    const e = ran<string>();
    new Debounced<string>(5).schedule('e', () => e.run('after'));
    await e.next;
  });

  it("places each step from the parser's own count of lines, as a fresh count would", () => {
    const steps = Array.from(
      { length: 40 },
      (_, i) => `    { "callTool": { "name": "t${i}" }, "expect": { "snapshot": { "n": ${i} } } }`,
    );
    const text = `{\n  "server": { "name": "notes" },\n  "steps": [\n${steps.join(',\n')}\n  ]\n}\n`;
    const layout = layoutOf(text);
    assert.equal(layout.steps.length, 40);
    const counted = new LineIndex(text, layout.lineStarts);
    const fresh = new LineIndex(text);
    for (const step of layout.steps) {
      assert.deepEqual(counted.positionAt(step.span.offset), fresh.positionAt(step.span.offset));
      assert.deepEqual(counted.positionAt(step.snapshot!.offset), {
        line: 3 + step.index,
        character: 60 + (step.index > 9 ? 1 : 0),
      });
    }
    const crlf = text.replace(/\n/g, '\r\n');
    const crlfLayout = layoutOf(crlf);
    assert.deepEqual(new LineIndex(crlf, crlfLayout.lineStarts).positionAt(crlfLayout.steps[39]!.span.offset), {
      line: 42,
      character: 4,
    });
    assert.deepEqual(layoutOf('{ "server": ').steps, [], 'bad input never throws');
  });
});
