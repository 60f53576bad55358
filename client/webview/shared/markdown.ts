/**
 * Markdown previews as DOM: the parsed subset of client/src/runner/markdown.ts, element by element, every piece
 * of text through a text node. Nothing here parses HTML, so a server's `<script>` is shown, never run.
 */
import { parseMarkdown, type MdBlock, type MdInline } from '../../src/runner/markdown';
import { el } from './dom';

export function renderMarkdown(text: string): HTMLElement {
  const root = el('div', { className: 'markdown' });
  for (const b of parseMarkdown(text)) root.appendChild(block(b));
  return root;
}

function block(b: MdBlock): HTMLElement {
  switch (b.t) {
    case 'heading':
      // h1/h2 of a result would outrank the panel's own headings
      return inlines(el(b.level <= 2 ? 'h4' : b.level <= 4 ? 'h5' : 'h6', { className: `md-h${b.level}` }), b.children);
    case 'paragraph':
      return inlines(el('p'), b.children);
    case 'code':
      return el('pre', { className: 'md-code', ...(b.lang ? { attrs: { 'data-lang': b.lang } } : {}) }, el('code', {}, b.text));
    case 'list': {
      const list = b.ordered ? el('ol', b.start !== undefined ? { attrs: { start: String(b.start) } } : {}) : el('ul');
      for (const item of b.items) {
        const li = el('li');
        for (const child of item) li.appendChild(child.t === 'paragraph' && item.length === 1 ? inlines(el('span'), child.children) : block(child));
        list.appendChild(li);
      }
      return list;
    }
    case 'quote': {
      const q = el('blockquote');
      for (const child of b.children) q.appendChild(block(child));
      return q;
    }
    case 'rule':
      return el('hr');
    case 'table': {
      const head = el('tr');
      for (const cell of b.head) head.appendChild(inlines(el('th'), cell));
      const body = el('tbody');
      for (const row of b.rows) {
        const tr = el('tr');
        for (const cell of row) tr.appendChild(inlines(el('td'), cell));
        body.appendChild(tr);
      }
      return el('div', { className: 'md-table' }, el('table', {}, el('thead', {}, head), body));
    }
  }
}

function inlines<T extends HTMLElement>(parent: T, nodes: readonly MdInline[]): T {
  for (const n of nodes) parent.appendChild(inlineNode(n));
  return parent;
}

function inlineNode(n: MdInline): Node {
  switch (n.t) {
    case 'text':
      return document.createTextNode(n.text);
    case 'code':
      return el('code', {}, n.text);
    case 'strong':
      return inlines(el('strong'), n.children);
    case 'em':
      return inlines(el('em'), n.children);
    case 'del':
      return inlines(el('del'), n.children);
    case 'br':
      return el('br');
    case 'link': {
      if (!n.href) return inlines(el('span', { className: 'md-link-dead' }), n.children);
      // VS Code opens a clicked web link outside the webview, asking first for domains the user has not trusted
      const a = el('a', { title: n.href, attrs: { href: n.href } });
      return inlines(a, n.children);
    }
  }
}
