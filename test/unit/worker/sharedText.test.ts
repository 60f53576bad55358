import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { SHARE_TEXT_FROM, shareText, textMessage, textOf } from '../../../server/src/worker/sharedText';

/** What a worker receives: the message as structured cloning delivers it. */
function delivered<T>(message: T): T {
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(message);
  const received = receiveMessageOnPort(port2)?.message as T;
  port1.close();
  return received;
}

describe('a large text sent to the language workers in shared memory', () => {
  const texts: Record<string, string> = {
    'ASCII JSON': '{ "tools": [ { "name": "a" } ] }\n'.repeat(3),
    'Latin-1 (é, ÿ, NUL)': 'café \u00ff \u0000 end',
    'beyond Latin-1 (emoji, CJK)': '{ "description": "😀 工具 – ok" }',
    'lone surrogates': 'a\ud800b\udc00c\udfff',
    empty: '',
  };
  for (const [what, text] of Object.entries(texts)) {
    it(`comes back exactly: ${what}`, () => {
      const shared = delivered(shareText(text));
      assert.ok(shared.shared instanceof SharedArrayBuffer);
      assert.equal(textOf(shared), text);
    });
  }

  it('uses one byte a character when every character fits in one', () => {
    assert.equal(shareText('abc\u00e9').encoding, 'latin1');
    assert.equal(shareText('abc\u00e9').shared.byteLength, 4);
    assert.equal(shareText('abc\u0100').encoding, 'utf16le');
  });

  it('sends a small text as the string itself, a large one shared', () => {
    assert.equal(textMessage('{}'), '{}');
    const large = `${'x'.repeat(SHARE_TEXT_FROM)}\u2028`;
    const message = textMessage(large);
    assert.notEqual(typeof message, 'string');
    assert.equal(textOf(delivered(message)), large);
  });
});
