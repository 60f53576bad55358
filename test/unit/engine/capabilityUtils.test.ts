import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { isCalendarDate, timestampMillis, timestampProblem } from '../../../server/src/engine/util/formats';
import { hiddenRuns } from '../../../common/text/hiddenText';
import { firstSchemaProblem } from '../../../server/src/engine/util/jsonSchema';
import { stringSource } from '../../../server/src/engine/util/stringOffsets';
import {
  corroboration,
  descriptionAction,
  nameAction,
  outsideWorldEvidence,
} from '../../../server/src/engine/util/toolIntent';

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

  describe('timestampProblem', () => {
    it('names the part that does not exist', () => {
      assert.match(timestampProblem('2025-00-10')!.message, /month 00/);
      assert.match(timestampProblem('2024-02-30T00:00:00Z')!.message, /February 2024 has 29 days/);
      assert.match(timestampProblem('0000-02-30')!.message, /February 0000 has 29 days/);
      assert.match(timestampProblem('2025-01-01T24:00:00Z')!.message, /time 24:00:00Z/);
      assert.match(timestampProblem('2025-01-01T10:00:00+24:00')!.message, /offset is at most/);
      assert.match(timestampProblem('yesterday')!.message, /not an ISO 8601 timestamp/);
    });
    it('counts a leap second as the second before it', () => {
      assert.equal(timestampProblem('2016-12-31T18:59:60-05:00'), undefined);
      assert.equal(timestampMillis('2016-12-31T23:59:60Z'), Date.parse('2016-12-31T23:59:59Z'));
    });
    it('isCalendarDate refuses days Date.parse rolls over', () => {
      assert.equal(isCalendarDate('2025-02-28'), true);
      assert.equal(isCalendarDate('2025-02-29'), false);
      assert.equal(isCalendarDate('2025-02-28T00:00:00Z'), false);
    });
  });

  describe('hiddenRuns', () => {
    it('groups adjacent invisible characters and leaves emoji joiners alone', () => {
      assert.deepEqual(
        hiddenRuns('a\u200b\u200cb').map((r) => [r.start, r.end]),
        [[1, 3]],
      );
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
    it('marks ambiguous verbs and says what corroborates them', () => {
      assert.equal(nameAction('open_nodes')?.ambiguous, 'open');
      assert.equal(nameAction('create_nodes')?.ambiguous, undefined);
      assert.equal(descriptionAction('Checks the status')?.ambiguous, 'check');
      const open = nameAction('open_nodes')!;
      assert.equal(corroboration(open, 'open_nodes', 'Open specific nodes in the knowledge graph'), undefined);
      assert.equal(
        corroboration(nameAction('open_pull_request')!, 'open_pull_request', ''),
        '"pull request" in the name',
      );
      assert.equal(
        corroboration(open, 'open_nodes', 'Opens nodes, deleting the rest.'),
        '"deleting" in the description',
      );
      // a verb of change outside the first sentence, or as a noun, says nothing about this tool
      assert.equal(corroboration(open, 'open_nodes', 'Opens nodes. Useful for creating summaries.'), undefined);
      assert.equal(corroboration(open, 'open_nodes', 'Opens nodes with progress updates.'), undefined);
      const check = nameAction('check_status')!;
      assert.equal(corroboration(check, 'check_status', 'The status.'), undefined);
      assert.equal(corroboration(check, 'check_status', 'Gets the status.'), '"Gets" in the description');
      assert.equal(
        corroboration(check, 'check_status', 'A read-only look at the status.'),
        'the description saying it is read-only',
      );
    });
    it('finds evidence of the outside world', () => {
      assert.equal(outsideWorldEvidence('fetch_url', '')?.what, 'url');
      assert.equal(outsideWorldEvidence('lookup', 'Searches the web')?.in, 'description');
      assert.equal(outsideWorldEvidence('memory', 'Docs at https://example.com'), undefined);
    });
    it('reads "a URL" as a URL and "a urlencoded string" as none', () => {
      assert.equal(outsideWorldEvidence('open', 'Opens a URL in the browser')?.what, 'a URL');
      assert.equal(outsideWorldEvidence('open', 'Opens the URLs it is given')?.what, 'the URLs');
      assert.equal(outsideWorldEvidence('open', 'Fetches any url.')?.what, 'any url');
      assert.equal(outsideWorldEvidence('decode', 'Decodes a urlencoded string'), undefined);
      assert.equal(outsideWorldEvidence('parse', 'Splits the url_path into its segments'), undefined);
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
      assert.equal(
        firstSchemaProblem('{"type":"object"}', () => ({ type: 'object' }), 'draft-07'),
        undefined,
      );
    });
  });
});
