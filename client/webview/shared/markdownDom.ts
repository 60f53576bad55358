/**
 * Markdown previews as DOM for text a server chose: markdown-it's tokens become elements and all text goes through
 * text nodes, so a server's `<script>` is shown, never run. Only http(s) and mailto links work; images show alt text.
 */
import MarkdownIt, { type Token } from 'markdown-it';

/** How much text a preview renders; markdown-it is linear in it, and a preview is for reading. */
export const MAX_PREVIEW_CHARS = 100_000;

const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
// targets are judged below, where a refused one still shows its label as a link that goes nowhere
md.validateLink = () => true;

/** The part of a document the builder needs (a browser's `document`; a unit test may give a small stand-in). */
export interface DomLike {
  createElement(tag: string): HTMLElement;
  createTextNode(text: string): Text;
}

/** A link target the preview may keep: http, https and mailto only, as the URL parser writes it. */
export function safeHref(target: string): string | undefined {
  let url: URL;
  try {
    url = new URL(target.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? url.href : undefined;
}

export function renderMarkdown(text: string, doc: DomLike = document): HTMLElement {
  const root = doc.createElement('div');
  root.className = 'markdown';
  const shown = text.length > MAX_PREVIEW_CHARS ? cutAt(text, MAX_PREVIEW_CHARS) : text;
  build(md.parse(shown, {}), root, doc);
  if (shown.length < text.length) {
    const note = doc.createElement('p');
    note.className = 'md-truncated';
    note.appendChild(
      doc.createTextNode(
        `Preview truncated: it shows the first ${shown.length.toLocaleString('en-US')} ` +
          `of ${text.length.toLocaleString('en-US')} characters. Show text to see all of it.`,
      ),
    );
    root.appendChild(note);
  }
  return root;
}

/** `text` cut to at most `max` characters, at the last line break in its last tenth when there is one. */
function cutAt(text: string, max: number): string {
  let end = text.lastIndexOf('\n', max);
  if (end < max * 0.9) end = max;
  // never between the two halves of a surrogate pair
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end);
}

const TAGS: Readonly<Record<string, string>> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
  em: 'em',
  strong: 'strong',
  s: 'del',
};

/**
 * Appends the elements of `tokens` to `root`. Iterative (a stack of open elements, inline children queued after
 * their block), so no input can exhaust the call stack; markdown-it itself stops nesting at its `maxNesting`.
 */
function build(tokens: readonly Token[], root: HTMLElement, doc: DomLike): void {
  const open: Node[] = [root];
  const top = () => open[open.length - 1]!;
  const add = <T extends Node>(node: T): T => {
    top().appendChild(node);
    return node;
  };
  const element = (tag: string, className?: string): HTMLElement => {
    const e = doc.createElement(tag);
    if (className) e.className = className;
    return e;
  };
  const pending: Token[][] = [[...tokens].reverse()];
  while (pending.length) {
    const queue = pending[pending.length - 1]!;
    const t = queue.pop();
    if (!t) {
      pending.pop();
      continue;
    }
    if (t.type === 'inline') {
      pending.push([...(t.children ?? [])].reverse());
      continue;
    }
    // a tight list's paragraphs are not drawn: their text goes straight into the item
    if (t.hidden) continue;
    const kind = t.type.replace(/_(open|close)$/, '');
    if (t.nesting === -1) {
      if (open.length > 1) open.pop();
      continue;
    }
    if (t.nesting === 1) {
      const opened = opening(t, kind, element);
      // a container this preview does not draw keeps its children in the one around it (and its close pops that)
      if (opened) add(opened.outer);
      open.push(opened ? opened.inner : top());
      continue;
    }
    switch (t.type) {
      case 'text':
        add(doc.createTextNode(t.content));
        break;
      case 'softbreak':
        add(doc.createTextNode('\n'));
        break;
      case 'hardbreak':
        add(element('br'));
        break;
      case 'code_inline':
        add(element('code')).appendChild(doc.createTextNode(t.content));
        break;
      case 'code_block':
      case 'fence': {
        const pre = add(element('pre', 'md-code'));
        const lang = t.info.trim().split(/\s+/)[0];
        if (lang) pre.setAttribute('data-lang', lang);
        pre.appendChild(element('code')).appendChild(doc.createTextNode(t.content.replace(/\n$/, '')));
        break;
      }
      case 'hr':
        add(element('hr'));
        break;
      case 'image':
        add(doc.createTextNode(`[image: ${plainText(t.children ?? []) || 'no description'}]`));
        break;
      default:
        // anything else markdown-it may produce (raw HTML is off, so none of it is markup) shows as its text
        if (t.content) add(doc.createTextNode(t.content));
    }
  }
}

/** The tag of a Markdown heading: h1/h2 of a result would outrank the panel's own headings, so h4 to h6. */
function headingTag(level: number): string {
  if (level <= 2) return 'h4';
  return level <= 4 ? 'h5' : 'h6';
}

/** The element a token opens (`inner` takes its children; a table sits in a scrolling `outer`), or undefined. */
function opening(
  t: Token,
  kind: string,
  element: (tag: string, className?: string) => HTMLElement,
): { outer: HTMLElement; inner: HTMLElement } | undefined {
  if (kind === 'heading') {
    const level = Number(t.tag.slice(1)) || 1;
    const e = element(headingTag(level), `md-h${level}`);
    return { outer: e, inner: e };
  }
  if (kind === 'table') {
    const table = element('table');
    const outer = element('div', 'md-table');
    outer.appendChild(table);
    return { outer, inner: table };
  }
  if (kind === 'link') {
    const href = safeHref(String(t.attrGet('href') ?? ''));
    if (!href) {
      const dead = element('span', 'md-link-dead');
      return { outer: dead, inner: dead };
    }
    // VS Code opens a clicked web link outside the webview, asking first for domains the user has not trusted
    const a = element('a');
    a.setAttribute('href', href);
    a.title = href;
    return { outer: a, inner: a };
  }
  const tag = TAGS[kind];
  if (!tag) return undefined;
  const e = element(tag);
  if (kind === 'ordered_list') {
    const start = Number(t.attrGet('start'));
    if (Number.isInteger(start) && start !== 1) e.setAttribute('start', String(start));
  }
  if (kind === 'th' || kind === 'td') {
    // markdown-it writes alignment as an inline style, which the page's CSP refuses: a class instead
    const align = /text-align:\s*(left|center|right)/.exec(String(t.attrGet('style') ?? ''))?.[1];
    if (align) e.className = `md-align-${align}`;
  }
  return { outer: e, inner: e };
}

function plainText(tokens: readonly Token[]): string {
  let out = '';
  const stack = [...tokens].reverse();
  while (stack.length) {
    const t = stack.pop()!;
    if (t.children) stack.push(...[...t.children].reverse());
    else if (t.type === 'text' || t.type === 'code_inline') out += t.content;
  }
  return out;
}
