import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { inline, parseMarkdown, safeHref } from '../../../client/src/runner/markdown';

describe('the Markdown preview’s parser', () => {
  it('reads headings, paragraphs, code fences, rules, quotes', () => {
    assert.deepEqual(parseMarkdown('# Title\n\nSome *text*\nwraps.\n\n```js\nlet a = `x`;\n```\n---\n> quoted\n> more'), [
      { t: 'heading', level: 1, children: [{ t: 'text', text: 'Title' }] },
      { t: 'paragraph', children: [{ t: 'text', text: 'Some ' }, { t: 'em', children: [{ t: 'text', text: 'text' }] }, { t: 'text', text: '\nwraps.' }] },
      { t: 'code', lang: 'js', text: 'let a = `x`;' },
      { t: 'rule' },
      { t: 'quote', children: [{ t: 'paragraph', children: [{ t: 'text', text: 'quoted\nmore' }] }] },
    ]);
  });

  it('reads lists, nested and ordered', () => {
    const [list] = parseMarkdown('- one\n- two\n  - inner\n- three');
    assert.equal(list!.t, 'list');
    if (list!.t !== 'list') return;
    assert.equal(list.ordered, false);
    assert.equal(list.items.length, 3);
    assert.deepEqual(list.items[1]![1], { t: 'list', ordered: false, items: [[{ t: 'paragraph', children: [{ t: 'text', text: 'inner' }] }]] });
    const [ordered] = parseMarkdown('3. c\n4. d');
    assert.deepEqual(ordered, { t: 'list', ordered: true, start: 3, items: [[{ t: 'paragraph', children: [{ t: 'text', text: 'c' }] }], [{ t: 'paragraph', children: [{ t: 'text', text: 'd' }] }]] });
  });

  it('reads tables', () => {
    assert.deepEqual(parseMarkdown('| a | b |\n|---|:-:|\n| 1 | `2` |'), [
      { t: 'table', head: [[{ t: 'text', text: 'a' }], [{ t: 'text', text: 'b' }]], rows: [[[{ t: 'text', text: '1' }], [{ t: 'code', text: '2' }]]] },
    ]);
  });

  it('keeps HTML as literal text: nothing in it is ever an element', () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    assert.deepEqual(parseMarkdown(html), [{ t: 'paragraph', children: [{ t: 'text', text: html }] }]);
    assert.deepEqual(parseMarkdown(`**${html}**`), [{ t: 'paragraph', children: [{ t: 'strong', children: [{ t: 'text', text: html }] }] }]);
  });

  it('links keep only web and mail targets; images become their alt text', () => {
    assert.deepEqual(inline('[site](https://example.com/a) [x](javascript:alert(1)) [c](command:workbench.action.quit) ![logo](https://e.com/l.png) <mailto:a@b.c>'), [
      { t: 'link', href: 'https://example.com/a', children: [{ t: 'text', text: 'site' }] },
      { t: 'text', text: ' ' },
      { t: 'link', children: [{ t: 'text', text: 'x' }] },
      { t: 'text', text: ' ' },
      { t: 'link', children: [{ t: 'text', text: 'c' }] },
      { t: 'text', text: ' [image: logo] ' },
      { t: 'link', href: 'mailto:a@b.c', children: [{ t: 'text', text: 'mailto:a@b.c' }] },
    ]);
    assert.equal(safeHref('file:///etc/passwd'), undefined);
    assert.equal(safeHref('vscode://settings'), undefined);
    assert.equal(safeHref('HTTPS://EXAMPLE.COM'), 'https://example.com/');
  });

  it('emphasis, strikethrough, code spans, escapes, hard breaks; snake_case stays a word', () => {
    assert.deepEqual(inline('a **b _c_** ~~d~~ `e*f` \\*g\\* snake_case_name x  \ny'), [
      { t: 'text', text: 'a ' },
      { t: 'strong', children: [{ t: 'text', text: 'b ' }, { t: 'em', children: [{ t: 'text', text: 'c' }] }] },
      { t: 'text', text: ' ' },
      { t: 'del', children: [{ t: 'text', text: 'd' }] },
      { t: 'text', text: ' ' },
      { t: 'code', text: 'e*f' },
      { t: 'text', text: ' *g* snake_case_name x' },
      { t: 'br' },
      { t: 'text', text: 'y' },
    ]);
    assert.deepEqual(inline('2 * 3 * 4'), [{ t: 'text', text: '2 * 3 * 4' }]);
    assert.deepEqual(inline('`unclosed'), [{ t: 'text', text: '`unclosed' }]);
  });

  it('never throws or hangs on odd input', () => {
    const odd = ['', '\n\n\n', '```', '> > > >', '- ', '1.', '|', '| a |\n|---', '[', '[a](', '**', '*'.repeat(2000), '['.repeat(2000), '>'.repeat(5000) + 'x', '  - '.repeat(500)];
    for (const text of odd) assert.doesNotThrow(() => parseMarkdown(text), JSON.stringify(text.slice(0, 20)));
    let nested = 'x';
    for (let i = 0; i < 200; i++) nested = `- ${nested.split('\n').join('\n  ')}`;
    assert.doesNotThrow(() => parseMarkdown(nested));
  });
});
