/**
 * A safe subset of Markdown for previewing text blocks: headings, paragraphs, emphasis, code, lists, quotes,
 * rules, tables and links, parsed into plain data that the webview turns into DOM nodes one by one. Raw HTML
 * is never interpreted: it stays literal text. Images become their alt text (nothing is fetched), and only
 * http, https and mailto links keep their target. Pure, so it is tested without a browser.
 */

export type MdInline =
  | { readonly t: 'text'; readonly text: string }
  | { readonly t: 'code'; readonly text: string }
  | { readonly t: 'strong' | 'em' | 'del'; readonly children: readonly MdInline[] }
  | { readonly t: 'link'; readonly href?: string; readonly children: readonly MdInline[] }
  | { readonly t: 'br' };

export type MdBlock =
  | { readonly t: 'heading'; readonly level: number; readonly children: readonly MdInline[] }
  | { readonly t: 'paragraph'; readonly children: readonly MdInline[] }
  | { readonly t: 'code'; readonly lang?: string; readonly text: string }
  | { readonly t: 'list'; readonly ordered: boolean; readonly start?: number; readonly items: readonly (readonly MdBlock[])[] }
  | { readonly t: 'quote'; readonly children: readonly MdBlock[] }
  | { readonly t: 'rule' }
  | { readonly t: 'table'; readonly head: readonly (readonly MdInline[])[]; readonly rows: readonly (readonly (readonly MdInline[])[])[] };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const ITEM = /^( *)([-*+]|(\d{1,9})[.)])(\s+(.*))?$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;
const MAX_NESTING = 12;

export function parseMarkdown(text: string): MdBlock[] {
  return blocks(text.replace(/\r\n?/g, '\n').split('\n'), 0);
}

function blocks(lines: readonly string[], depth: number): MdBlock[] {
  const out: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const close = new RegExp(`^ {0,3}${fence[1]![0] === '`' ? '`' : '~'}{${fence[1]!.length},}\\s*$`);
      const body: string[] = [];
      i++;
      while (i < lines.length && !close.test(lines[i]!)) body.push(lines[i++]!);
      i++;
      out.push({ t: 'code', ...(fence[2] ? { lang: fence[2] } : {}), text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      out.push({ t: 'heading', level: heading[1]!.length, children: inline(heading[2] ?? '') });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      out.push({ t: 'rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '' && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      out.push({ t: 'quote', children: depth < MAX_NESTING ? blocks(body, depth + 1) : [{ t: 'paragraph', children: inline(body.join('\n')) }] });
      continue;
    }
    if (ITEM.test(line) && !RULE.test(line)) {
      const [list, next] = listAt(lines, i, depth);
      out.push(list);
      i = next;
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_DIVIDER.test(lines[i + 1]!) && lines[i + 1]!.includes('-')) {
      const head = cells(line);
      const rows: MdInline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim() !== '' && lines[i]!.includes('|')) rows.push(cells(lines[i++]!).map((c) => c));
      out.push({ t: 'table', head, rows });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !startsBlock(lines[i]!)) para.push(lines[i++]!);
    if (!para.length) para.push(lines[i++]!);
    out.push({ t: 'paragraph', children: inline(para.map((l) => l.replace(/^\s+/, '')).join('\n')) });
  }
  return out;
}

function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || ITEM.test(line);
}

function listAt(lines: readonly string[], from: number, depth: number): [MdBlock, number] {
  const first = ITEM.exec(lines[from]!)!;
  const ordered = first[3] !== undefined;
  const indent = first[1]!.length;
  const items: MdBlock[][] = [];
  let i = from;
  while (i < lines.length) {
    const m = ITEM.exec(lines[i]!);
    if (!m || m[1]!.length !== indent || (m[3] !== undefined) !== ordered) break;
    const contentIndent = m[1]!.length + m[2]!.length + Math.max(1, (m[4] ?? ' ').length - (m[5] ?? '').length);
    const body: string[] = [m[5] ?? ''];
    i++;
    // continuation: indented lines, and blank lines followed by indented ones
    while (i < lines.length) {
      const l = lines[i]!;
      if (l.trim() === '') {
        if (i + 1 < lines.length && leading(lines[i + 1]!) > indent) {
          body.push('');
          i++;
          continue;
        }
        break;
      }
      if (leading(l) > indent) body.push(l.slice(Math.min(leading(l), contentIndent)));
      else if (!startsBlock(l)) body.push(l);
      else break;
      i++;
    }
    items.push(depth < MAX_NESTING ? blocks(body, depth + 1) : [{ t: 'paragraph', children: inline(body.join('\n')) }]);
    while (i < lines.length && lines[i]!.trim() === '' && i + 1 < lines.length && ITEM.test(lines[i + 1]!) && leading(lines[i + 1]!) === indent) i++;
  }
  const start = ordered ? Number(first[3]) : undefined;
  return [{ t: 'list', ordered, ...(ordered && start !== 1 ? { start } : {}), items }, i];
}

function leading(line: string): number {
  return line.length - line.trimStart().length;
}

function cells(line: string): MdInline[][] {
  let t = line.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|') && !t.endsWith('\\|')) t = t.slice(0, -1);
  return t.split(/(?<!\\)\|/).map((c) => inline(c.trim().replace(/\\\|/g, '|')));
}

// ---- inline ----

const ESCAPABLE = /[!-/:-@[-`{-~]/;

export function inline(text: string): MdInline[] {
  const out: MdInline[] = [];
  let buf = '';
  const flush = () => {
    if (buf) out.push({ t: 'text', text: buf });
    buf = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      if (text[i + 1] === '\n') {
        flush();
        out.push({ t: 'br' });
        i += 2;
        continue;
      }
      if (ESCAPABLE.test(text[i + 1]!)) {
        buf += text[i + 1];
        i += 2;
        continue;
      }
    }
    if (c === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const end = text.indexOf(run, i + run.length);
      if (end > 0) {
        flush();
        const code = text.slice(i + run.length, end).replace(/\n/g, ' ');
        out.push({ t: 'code', text: code.length > 2 && code.startsWith(' ') && code.endsWith(' ') ? code.slice(1, -1) : code });
        i = end + run.length;
        continue;
      }
      buf += run;
      i += run.length;
      continue;
    }
    if ((c === '*' || c === '_' || c === '~') && text[i + 1] !== undefined) {
      const span = emphasis(text, i);
      if (span) {
        flush();
        out.push(span.node);
        i = span.end;
        continue;
      }
    }
    if (c === '[' || (c === '!' && text[i + 1] === '[')) {
      const link = linkAt(text, c === '!' ? i + 1 : i);
      if (link) {
        // an image is never loaded: its alt text stands in for it
        if (c === '!') buf += `[image: ${link.label}]`;
        else {
          flush();
          out.push({ t: 'link', ...(link.href ? { href: link.href } : {}), children: inline(link.label) });
        }
        i = link.end;
        continue;
      }
    }
    if (c === '<') {
      const auto = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/.exec(text.slice(i));
      if (auto) {
        flush();
        out.push({ t: 'link', href: auto[1]!, children: [{ t: 'text', text: auto[1]! }] });
        i += auto[0].length;
        continue;
      }
    }
    if (c === '\n') {
      if (buf.endsWith('  ')) {
        buf = buf.replace(/ +$/, '');
        flush();
        out.push({ t: 'br' });
      } else buf += '\n';
      i++;
      continue;
    }
    buf += c;
    i++;
  }
  flush();
  return out;
}

function emphasis(text: string, at: number): { node: MdInline; end: number } | undefined {
  const c = text[at]!;
  const double = text[at + 1] === c;
  if (c === '~' && !double) return undefined;
  const marker = double ? c + c : c;
  const from = at + marker.length;
  if (from >= text.length || /\s/.test(text[from]!)) return undefined;
  // `_` inside a word (snake_case) is not emphasis
  if (c === '_' && at > 0 && /[A-Za-z0-9]/.test(text[at - 1]!)) return undefined;
  let search = from;
  for (;;) {
    const end = text.indexOf(marker, search);
    if (end < 0) return undefined;
    const closing = end > from && !/\s/.test(text[end - 1]!) && (double || text[end + 1] !== c) && !(c === '_' && /[A-Za-z0-9]/.test(text[end + marker.length] ?? ''));
    if (closing) {
      const t = c === '~' ? 'del' : double ? 'strong' : 'em';
      return { node: { t, children: inline(text.slice(from, end)) }, end: end + marker.length };
    }
    search = end + 1;
  }
}

function linkAt(text: string, open: number): { label: string; href?: string; end: number } | undefined {
  let depth = 0;
  let close = -1;
  for (let j = open; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] === '[') depth++;
    else if (text[j] === ']' && --depth === 0) {
      close = j;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== '(') return undefined;
  // the destination ends at the ")" that balances its "(" (URLs may hold parentheses)
  let end = -1;
  for (let j = close + 2, open = 0; j < text.length && text[j] !== '\n'; j++) {
    if (text[j] === '(') open++;
    else if (text[j] === ')' && open-- === 0) {
      end = j;
      break;
    }
  }
  if (end < 0) return undefined;
  const target = text.slice(close + 2, end).trim().split(/\s+/)[0] ?? '';
  return { label: text.slice(open + 1, close), href: safeHref(target.replace(/^<|>$/g, '')), end: end + 1 };
}

/** Only web and mail links keep their target; `javascript:`, `command:`, `file:` and the rest become plain text. */
export function safeHref(target: string): string | undefined {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
