import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { hiddenRuns } from '../../../server/src/engine/util/hiddenText';
import { firstSchemaProblem } from '../../../server/src/engine/util/jsonSchema';
import { stringSource } from '../../../server/src/engine/util/stringOffsets';
import { descriptionAction, nameAction, outsideWorldEvidence } from '../../../server/src/engine/util/toolIntent';

describe('helpers of the capability rules', () => {
  describe('stringSource', () => {
    it('maps value positions to document offsets across escapes and surrogate pairs', () => {
      const text = '{"a": "x\\ny\\u200Bz\\uD83D\\uDE00w😀v"}';
      const node = parseTree(text)!.children![0]!.children![1]!;
      const src = stringSource(text, node)!;
      assert.equal(src.value, 'x\ny\u200Bz\uD83D\uDE00w😀v');
      const at = (i: number, j: number) => {
        const s = src.toDocument(i, j);
        return text.slice(s.offset, s.offset + s.length);
      };
      assert.equal(at(1, 2), '\\n');
      assert.equal(at(3, 4), '\\u200B');
      assert.equal(at(5, 7), '\\uD83D\\uDE00');
      assert.equal(at(8, 10), '😀');
      assert.equal(at(10, 11), 'v');
      assert.equal(src.offsetOf(src.value.length), text.length - 2);
    });
  });

  describe('hiddenRuns', () => {
    it('groups adjacent invisible characters and leaves emoji joiners alone', () => {
      assert.deepEqual(hiddenRuns('a\u200b\u200cb').map((r) => [r.start, r.end]), [[1, 3]]);
      assert.deepEqual(hiddenRuns('👩‍💻 done'), []);
      assert.deepEqual(hiddenRuns('plain'), []);
    });
  });

  describe('toolIntent', () => {
    it('takes the first verb of a name, skipping nouns after the front', () => {
      assert.deepEqual(nameAction('getUserById')?.verb, 'get');
      assert.deepEqual(nameAction('helm_install')?.action, 'write');
      assert.equal(nameAction('pods_log'), undefined);
      assert.equal(nameAction('log_event')?.action, 'write');
      assert.equal(nameAction('DELETE_ALL')?.action, 'destroy');
    });
    it('reads the verb a description starts with, after a lead-in', () => {
      assert.equal(descriptionAction('This tool deletes a file')?.action, 'destroy');
      assert.equal(descriptionAction('Fetches a page')?.verb, 'fetches');
      assert.equal(descriptionAction('A calculator'), undefined);
    });
    it('finds evidence of the outside world', () => {
      assert.equal(outsideWorldEvidence('fetch_url', '')?.what, 'url');
      assert.equal(outsideWorldEvidence('lookup', 'Searches the web')?.in, 'description');
      assert.equal(outsideWorldEvidence('memory', 'Docs at https://example.com'), undefined);
    });
  });

  describe('firstSchemaProblem', () => {
    it('answers from the cache with the same result', () => {
      const source = JSON.stringify({ type: 'object', properties: { a: { type: 'strng' } } });
      let loads = 0;
      const load = () => {
        loads++;
        return JSON.parse(source) as Record<string, unknown>;
      };
      const first = firstSchemaProblem(source, load, '2020-12');
      assert.deepEqual(first?.path, ['properties', 'a', 'type']);
      assert.equal(firstSchemaProblem(source, load, '2020-12'), first);
      assert.equal(loads, 1);
      assert.equal(firstSchemaProblem('{"type":"object"}', () => ({ type: 'object' }), 'draft-07'), undefined);
    });
  });
});
