// The runner's Markdown preview (client/webview/shared/markdownDom.ts): markdown-it's tokens built into elements,
// here through a small DOM stand-in; the runner's end-to-end suite shows the same preview in a real browser.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { MAX_PREVIEW_CHARS, renderMarkdown, safeHref } from '../../../client/webview/shared/markdownDom';
import { shimDocument, type ShimElement } from '../../helpers/domShim';

const render = (text: string) => renderMarkdown(text, shimDocument) as unknown as ShimElement;
/** The preview's markup without its root. */
const html = (text: string) => render(text).outline.replace(/^<div class="markdown">|<\/div>$/g, '');

describe('the Markdown preview', () => {
  it('renders what the old hand-written parser got wrong: ***x***, *a **b** c*, code spans holding backticks', () => {
    assert.equal(html('***x***'), '<p><em><strong>x</strong></em></p>');
    assert.equal(html('*a **b** c*'), '<p><em>a <strong>b</strong> c</em></p>');
    assert.equal(html('`` a ` b ``'), '<p><code>a ` b</code></p>');
    assert.equal(html('```` ``` ````'), '<p><code>```</code></p>');
  });

  it('blocks: headings below the panel’s own, paragraphs, lists (tight ones without paragraphs), quotes, code, rules, tables', () => {
    assert.equal(
      html('# One\n## Two\n### Three\n###### Six'),
      '<h4 class="md-h1">One</h4><h4 class="md-h2">Two</h4><h5 class="md-h3">Three</h5><h6 class="md-h6">Six</h6>',
    );
    assert.equal(html('- a\n- b\n  - c'), '<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>');
    assert.equal(html('3. c\n4. d'), '<ol start="3"><li>c</li><li>d</li></ol>');
    assert.equal(html('> quoted\n> more'), '<blockquote><p>quoted\nmore</p></blockquote>');
    assert.equal(
      html('```js\nlet a = `x`;\n```\n---'),
      '<pre class="md-code" data-lang="js"><code>let a = `x`;</code></pre><hr>',
    );
    assert.equal(
      html('| a | b |\n|---|:-:|\n| 1 | `2` |'),
      '<div class="md-table"><table><thead><tr><th>a</th><th class="md-align-center">b</th></tr></thead><tbody><tr><td>1</td><td class="md-align-center"><code>2</code></td></tr></tbody></table></div>',
    );
    assert.equal(html('a ~~b~~ c  \nd'), '<p>a <del>b</del> c<br>d</p>');
  });

  it('keeps HTML as literal text: nothing in it is ever an element', () => {
    const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    assert.equal(html(evil), `<p>${evil.replace(/</g, '&lt;')}</p>`);
    assert.equal(html(`**${evil}**`), `<p><strong>${evil.replace(/</g, '&lt;')}</strong></p>`);
    assert.equal(html('<div>\n*a*\n</div>'), '<p>&lt;div&gt;\n<em>a</em>\n&lt;/div&gt;</p>'.replace(/&gt;/g, '>'));
  });

  it('links keep only web and mail targets; images become their alt text, nothing is fetched', () => {
    assert.equal(
      html(
        '[site](https://example.com/a) [x](javascript:alert(1)) [c](command:workbench.action.quit) [f](file:///etc/passwd) [r](./relative) ![logo](https://e.com/l.png) <mailto:a@b.c>',
      ),
      '<p><a href="https://example.com/a" title="https://example.com/a">site</a> <span class="md-link-dead">x</span> <span class="md-link-dead">c</span> <span class="md-link-dead">f</span> <span class="md-link-dead">r</span> [image: logo] <a href="mailto:a@b.c" title="mailto:a@b.c">mailto:a@b.c</a></p>',
    );
    assert.equal(safeHref('vscode://settings'), undefined);
    assert.equal(safeHref('HTTPS://EXAMPLE.COM'), 'https://example.com/');
    assert.equal(safeHref('not a url'), undefined);
  });

  it('takes the inputs that were quadratic or overflowed the stack, and says what it made of them', () => {
    const stars = render('*a '.repeat(16 * 1024));
    assert.equal(stars.textContent, '*a '.repeat(16 * 1024).trimEnd());
    assert.ok(render('~~a '.repeat(16 * 1024)).textContent.startsWith('~~a ~~a'));
    const nested = render(`${'[a '.repeat(5000)}${'](https://x.example)'.repeat(5000)}`);
    assert.ok(nested.textContent.length > 10_000);
    for (const odd of [
      '',
      '\n\n\n',
      '```',
      '> > > >',
      '- ',
      '1.',
      '|',
      '| a |\n|---',
      '[',
      '[a](',
      '**',
      '*'.repeat(2000),
      '['.repeat(5000),
      '>'.repeat(5000) + 'x',
      '  - '.repeat(500),
      '`'.repeat(5000),
    ]) {
      assert.doesNotThrow(() => render(odd), JSON.stringify(odd.slice(0, 20)));
    }
  });

  it('cuts a long text with a clear line, at a line break when there is one near the limit', () => {
    const line = 'A paragraph of text.\n';
    const text = line.repeat(Math.ceil((MAX_PREVIEW_CHARS + 5000) / line.length));
    const root = render(text);
    const note = root.childNodes[root.childNodes.length - 1] as ShimElement;
    assert.equal(note.className, 'md-truncated');
    const shown = Math.floor(MAX_PREVIEW_CHARS / line.length) * line.length - 1;
    assert.equal(
      note.textContent,
      `Preview truncated: it shows the first ${shown.toLocaleString('en-US')} of ${text.length.toLocaleString('en-US')} characters. Show text to see all of it.`,
    );
    assert.equal(
      render('short').childNodes.some((n) => (n as ShimElement).className === 'md-truncated'),
      false,
    );
  });
});
