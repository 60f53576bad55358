// The capability rules of prompts.ts (MCP501–MCP505, MCP510, MCP511), prompts: their case tables (prompts.cases.ts) and
// the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, spanOf, lintText } from '../../../../helpers/engine';
import { prompts } from './fixtures';
import { describeFindings } from '../../ruleCases';
import { prompt, promptEdges } from './prompts.cases';

const lint = (text: string) => lintText('prompts.json', text);

describe('prompts (MCP501–MCP505, MCP510, MCP511)', () => {
  it('accepts valid prompts', () => {
    assert.deepEqual(
      codes(lint(prompts(prompt(), prompt({ name: 'summary', arguments: undefined, title: 'Summary' })))),
      [],
    );
  });

  it('MCP501 reports a prompt without a name', () => {
    assert.deepEqual(codes(lint(prompts(prompt({ name: undefined })))), ['MCP501']);
    assert.deepEqual(codes(lint(prompts(prompt({ name: ' ' })))), ['MCP501']);
  });

  it('MCP502 reports duplicate prompt names', () => {
    const text = prompts(prompt(), prompt());
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP502']);
    assert.ok(f[0]!.offset > text.indexOf('"code_review"'));
  });

  describe('MCP503 arguments', () => {
    it('reports arguments that are not an array, and an argument without a name', () => {
      assert.deepEqual(codes(lint(prompts(prompt({ arguments: { code: 'x' } })))), ['MCP503']);
      assert.deepEqual(codes(lint(prompts(prompt({ arguments: [{ description: 'x' }] })))), ['MCP503']);
    });
    it('wraps a bare string argument (the MCPB manifest form) into an object', () => {
      const text = prompts(prompt({ arguments: ['code'] }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP503']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP503'))), []);
    });
  });

  it('MCP504 reports a duplicate argument at its second occurrence', () => {
    const text = prompts(prompt({ arguments: [{ name: 'code' }, { name: 'code' }] }));
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP504']);
    assert.equal(f[0]!.offset, text.lastIndexOf('"code"'));
  });

  it('MCP505 reports a string "required" and converts it safely', () => {
    const text = prompts(prompt({ arguments: [{ name: 'code', required: 'true' }] }));
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP505']);
    assert.equal(spanOf(text, f[0]!), '"true"');
    assert.equal(f[0]!.fixes![0]!.safe, true);
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP505'))), []);
  });

  it('MCP510 reports wrongly typed fields of prompts and arguments', () => {
    assert.deepEqual(codes(lint(prompts(prompt({ description: ['x'] })))), ['MCP510']);
    assert.deepEqual(codes(lint(prompts(prompt({ arguments: [{ name: 'code', title: 1 }] })))), ['MCP510']);
  });

  describe('MCP511 unknown keys', () => {
    it('renames arguments listed under args', () => {
      const text = prompts(prompt({ arguments: undefined, args: [{ name: 'code' }] }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP511']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP511'))), []);
    });
    it('suggests the spelling of a misspelt key', () => {
      const f = lint(prompts(prompt({ descriptoin: 'x', description: undefined })));
      assert.deepEqual(codes(f), ['MCP511']);
      assert.match(f[0]!.message, /did you mean "description"/);
    });
    it('notes other keys of arguments as information', () => {
      const f = lint(prompts(prompt({ arguments: [{ name: 'code', type: 'string' }] })));
      assert.deepEqual(codes(f), ['MCP511']);
      assert.equal(f[0]!.severity, 'info');
    });
  });
});

describeFindings(promptEdges);
