// The capability rules of icons.ts (MCP020), icons: their case tables (icons.cases.ts) and the tests that need code of
// their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, spanOf, lintText } from '../../../../helpers/engine';
import { describeFindings } from '../../ruleCases';
import { withIcons, iconEdges } from './icons.cases';

const lint = (text: string) => lintText('tools.json', text);

describe('icons (MCP020)', () => {
  it('accepts https and base64 data: icons with sizes and themes', () => {
    assert.deepEqual(
      codes(
        lint(
          withIcons(
            { src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['48x48', 'any'], theme: 'dark' },
            { src: 'data:image/png;base64,iVBORw0KGgo=' },
          ),
        ),
      ),
      [],
    );
  });
  it('reports a missing src, a relative src and broken base64 in a data: URI', () => {
    assert.deepEqual(codes(lint(withIcons({ mimeType: 'image/png' }))), ['MCP020']);
    const f = lint(withIcons({ src: 'icons/i.png' }));
    assert.deepEqual(codes(f), ['MCP020']);
    assert.match(f[0]!.message, /relative path/);
    assert.deepEqual(codes(lint(withIcons({ src: 'data:image/png;base64,abc' }))), ['MCP020']);
  });
  it('fixes a bare size to WxH and a mistyped theme', () => {
    const text = withIcons({ src: 'https://example.com/i.png', sizes: ['48'] });
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP020']);
    assert.equal(spanOf(text, f[0]!), '"48"');
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP020'))), []);
    const themed = withIcons({ src: 'https://example.com/i.png', theme: 'Dark' });
    assert.deepEqual(codes(lint(applyFix(themed, lint(themed), 'MCP020'))), []);
  });
  it('wraps a bare string icon into { src }', () => {
    const text = withIcons('https://example.com/i.png');
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP020']);
    assert.deepEqual(codes(lint(applyFix(text, f, 'MCP020'))), []);
  });
});

describeFindings(iconEdges);
