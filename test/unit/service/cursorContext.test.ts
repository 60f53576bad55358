import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { cursorContext } from '../../../server/src/service/cursorContext';
import { parseDocument } from '../../../common/json/parsedDocument';
import { CURSOR } from './docHarness';

function at(textWithCursor: string) {
  const offset = textWithCursor.indexOf(CURSOR);
  const text = textWithCursor.replace(CURSOR, '');
  const ctx = cursorContext(text, parseDocument('file:///x.json', text).root, offset);
  return { ctx, text, replaced: ctx ? text.slice(ctx.start, ctx.end) : undefined };
}

describe('cursor context', () => {
  it('finds a key position in an empty object', () => {
    const { ctx } = at('{ "tools": [ { ‸ } ] }');
    assert.equal(ctx?.at, 'key');
    assert.deepEqual(ctx.at === 'key' && ctx.objectPath, ['tools', 0]);
  });

  it('replaces a partly typed key with its quotes and knows whether a value follows', () => {
    const { ctx, replaced } = at('{ "annotations": { "read‸Only": true } }');
    assert.equal(ctx?.at, 'key');
    assert.equal(replaced, '"readOnly"');
    assert.ok(ctx.at === 'key' && ctx.hasValue && ctx.quoted && ctx.typed === 'read');
  });

  it('stops an unterminated key at the end of the word, not the end of the line', () => {
    const { ctx, replaced } = at('{ "annotations": { "re‸ } }');
    assert.equal(ctx?.at, 'key');
    assert.equal(replaced, '"re');
  });

  it('reads a key position after a comma, and asks for a comma when a property follows', () => {
    const { ctx } = at('{ "name": "x", ‸ "title": "t" }');
    assert.ok(ctx?.at === 'key' && ctx.commaAfter && !ctx.commaBefore);
    assert.deepEqual(ctx.objectPath, []);
  });

  it('treats the place after a complete value as a new key that needs a comma first', () => {
    const { ctx } = at('{ "name": "x" ‸ }');
    assert.ok(ctx?.at === 'key' && ctx.commaBefore);
  });

  it('takes a bare word as a key being typed', () => {
    const { ctx, replaced } = at('{ "name": "x", desc‸ }');
    assert.ok(ctx?.at === 'key');
    assert.equal(replaced, 'desc');
  });

  it('finds value positions: empty, inside a string, a bare word', () => {
    const empty = at('{ "servers": { "a": { "type": ‸ } } }');
    assert.ok(empty.ctx?.at === 'value' && !empty.ctx.inString);
    assert.deepEqual(empty.ctx.path, ['servers', 'a', 'type']);
    const inString = at('{ "servers": { "a": { "type": "st‸" } } }');
    assert.ok(inString.ctx?.at === 'value' && inString.ctx.inString && inString.ctx.typed === 'st');
    assert.equal(inString.replaced, '"st"');
    const word = at('{ "readOnlyHint": tr‸ }');
    assert.ok(word.ctx?.at === 'value');
    assert.equal(word.replaced, 'tr');
  });

  it('finds array item positions with their index', () => {
    const { ctx } = at('{ "tools": [ {}, {}, ‸ ] }');
    assert.ok(ctx?.at === 'value');
    assert.deepEqual(ctx.path, ['tools', 2]);
    const item = at('{ "annotations": { "audience": ["user", "as‸"] } }');
    assert.ok(item.ctx?.at === 'value' && item.ctx.inString);
    assert.deepEqual(item.ctx.path, ['annotations', 'audience', 1]);
  });

  it('reads half-typed documents that never close', () => {
    const { ctx, replaced } = at('{ "tools": [ { "name": "a", "annotations": { "open‸');
    assert.ok(ctx?.at === 'key');
    assert.deepEqual(ctx.objectPath, ['tools', 0, 'annotations']);
    assert.equal(replaced, '"open');
    const empty = at('‸');
    assert.ok(empty.ctx?.at === 'value');
    assert.deepEqual(empty.ctx.path, []);
  });

  it('keeps the right index deep in a long array (the scan starts at the last complete item)', () => {
    const tools = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ name: `t${i}`, inputSchema: { type: 'object' } }),
    );
    const { ctx } = at(`{ "tools": [ ${tools.join(', ')}, { "name": "last", ‸ } ] }`);
    assert.ok(ctx?.at === 'key');
    assert.deepEqual(ctx.objectPath, ['tools', 300]);
    const between = at(`{ "tools": [ ${tools.slice(0, 150).join(', ')}, ‸ ${tools.slice(150).join(', ')} ] }`);
    assert.ok(between.ctx?.at === 'value');
    assert.deepEqual(between.ctx.path, ['tools', 150]);
  });

  it('gives nothing outside the root value', () => {
    assert.equal(at('{ "a": 1 } ‸').ctx, undefined);
  });
});
