// The capability rules of contentBlocks.ts (MCP506–MCP509, MCP512), prompt messages and content blocks: their case
// tables (contentBlocks.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, spanOf, lintText } from '../../../../helpers/engine';
import { content, messages } from './fixtures';
import { describeFindings } from '../../ruleCases';
import { PNG, user, contentBlockEdges } from './contentBlocks.cases';

const lint = (text: string) => lintText('result.json', text);

describe('prompt messages and content blocks (MCP506–MCP509, MCP512)', () => {
  it('accepts every block type, in messages and in tool results', () => {
    const blocks = [
      { type: 'text', text: 'hi' },
      { type: 'image', data: PNG, mimeType: 'image/png' },
      { type: 'audio', data: 'UklGRiQAAABXQVZF', mimeType: 'audio/wav' },
      { type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'x' } },
      { type: 'resource_link', uri: 'file:///a.txt', name: 'a.txt', mimeType: 'text/plain' },
    ];
    assert.deepEqual(codes(lint(content(...blocks))), []);
    assert.deepEqual(
      codes(lint(messages(...blocks.map(user), { role: 'assistant', content: { type: 'text', text: 'ok' } }))),
      [],
    );
  });

  describe('MCP506 roles', () => {
    it('reports "system" and offers "user"', () => {
      const text = messages({ role: 'system', content: { type: 'text', text: 'You are a reviewer.' } });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP506']);
      assert.equal(spanOf(text, f[0]!), '"system"');
      assert.match(f[0]!.message, /not an MCP role/);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP506'))), []);
    });
    it('lower-cases a capitalised role safely', () => {
      const text = messages({ role: 'User', content: { type: 'text', text: 'x' } });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP506']);
      assert.equal(f[0]!.fixes![0]!.safe, true);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP506'))), []);
    });
    it('reports a missing role', () => {
      assert.deepEqual(
        codes(lint(messages({ content: { type: 'text', text: 'x' } }, user({ type: 'text', text: 'y' })))),
        ['MCP506'],
      );
    });
  });

  describe('MCP507 message content', () => {
    it('wraps a bare string in a text block', () => {
      const text = messages(user('Review this'));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP507']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP507'))), []);
    });
    it('unwraps a one-block array, and reports a longer one', () => {
      const text = messages(user([{ type: 'text', text: 'x' }]));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP507']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP507'))), []);
      assert.deepEqual(
        codes(
          lint(
            messages(
              user([
                { type: 'text', text: 'x' },
                { type: 'text', text: 'y' },
              ]),
            ),
          ),
        ),
        ['MCP507'],
      );
    });
    it('reports a message without content', () => {
      assert.deepEqual(codes(lint(messages({ role: 'user' }, user({ type: 'text', text: 'y' })))), ['MCP507']);
    });
    it('leaves sampling messages (with maxTokens) their arrays', () => {
      const sampling = {
        messages: [
          user([
            { type: 'text', text: 'a' },
            { type: 'text', text: 'b' },
          ]),
        ],
        maxTokens: 100,
      };
      assert.deepEqual(codes(lint(JSON.stringify(sampling))), []);
    });
  });

  describe('MCP508 content types', () => {
    it('reports an unknown type with a did-you-mean fix', () => {
      const text = content({ type: 'txt', text: 'hi' }, { type: 'text', text: 'ok' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP508']);
      assert.equal(spanOf(text, f[0]!), '"txt"');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP508'))), []);
    });
    it('reports a block without a type', () => {
      assert.deepEqual(codes(lint(messages(user({ text: 'hi' })))), ['MCP508']);
    });
  });

  describe('MCP509 block fields', () => {
    it('reports missing fields of each type', () => {
      assert.deepEqual(codes(lint(content({ type: 'text', text: 'ok' }, { type: 'text', value: 'x' }))), ['MCP509']);
      assert.deepEqual(codes(lint(content({ type: 'image', data: PNG }))), ['MCP509']);
      assert.deepEqual(codes(lint(content({ type: 'resource_link', uri: 'file:///a' }))), ['MCP509']);
      assert.deepEqual(codes(lint(content({ type: 'resource', text: 'x' }, { type: 'text', text: 'ok' }))), ['MCP509']);
    });
    it('reports data that is not base64, or a data: URL', () => {
      const text = content({ type: 'image', data: 'abc$', mimeType: 'image/png' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP509']);
      assert.equal(spanOf(text, f[0]!), '$');
      assert.deepEqual(
        codes(lint(content({ type: 'image', data: `data:image/png;base64,${PNG}`, mimeType: 'image/png' }))),
        ['MCP509'],
      );
    });
    it('warns about an image block with an audio MIME type', () => {
      const f = lint(content({ type: 'image', data: PNG, mimeType: 'audio/wav' }));
      assert.deepEqual(codes(f), ['MCP509']);
      assert.equal(f[0]!.severity, 'warning');
    });
  });

  it('MCP512 reports a misspelt block key and renames it', () => {
    const text = content({ type: 'image', data: PNG, mimetype: 'image/png' });
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP509', 'MCP512']);
    const fixed = applyFix(text, f, 'MCP512');
    assert.deepEqual(codes(lint(fixed)), []);
  });
});

describeFindings(contentBlockEdges);
