import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree, type Node } from 'jsonc-parser';
import { parseWellFormed, NOT_WELL_FORMED } from '../../../common/json/wellFormed';
import { jsoncShape } from '../../helpers/jsoncShape';

const OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };

describe('the well-formed parser’s strings (common/json/wellFormed.ts)', () => {
  it('decodes every escape as JSON does, in the same tree as jsonc-parser', () => {
    for (const value of [
      'plain',
      'a"b\\c/d',
      '\b\f\n\r\t',
      '\u00e9\u{1F600}\u0000',
      '\\'.repeat(1000),
      `${'x\\"'.repeat(300)}end`,
    ]) {
      const text = `{"k": ${JSON.stringify(value)}, "s": "\\/"}`;
      const fast = parseWellFormed(text, 256);
      assert.notEqual(fast, NOT_WELL_FORMED);
      assert.deepEqual(
        jsoncShape(fast as Node),
        jsoncShape(parseTree(text, [], OPTIONS)!),
        JSON.stringify(value).slice(0, 40),
      );
    }
  });

  it('leaves a string with a bad escape, a raw control character or no end to the error-recovering parser', () => {
    for (const text of [
      '{"k": "a\\x"}',
      '{"k": "a\\u12G4"}',
      '{"k": "a\\u12"}',
      '{"k": "a\\\nb"}',
      '{"k": "a\\nb\tc"}',
      '{"k": "a\\',
      '{"k": "a\\"',
    ]) {
      assert.equal(parseWellFormed(text, 256), NOT_WELL_FORMED, JSON.stringify(text));
    }
  });
});
