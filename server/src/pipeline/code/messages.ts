import type { CodeLanguage } from '../../../../common/formats/codeLanguages';
import { HINT_KEYS } from '../../../../common/formats/toolBehaviour';
import { CONTENT_ANNOTATION_KEYS } from '../../engine/rules/capabilities/contentAnnotations';

/**
 * The rules' messages quote JSON (`"readOnlyHint": true`); in code they are said as the file writes them, for the few
 * shapes the capability rules use. Quoted values keep their quotes, since they may be the user's own strings.
 */
export interface MessageStyle {
  readonly language: CodeLanguage;
  /** Python only: a pair standing alone is a keyword argument (`key=True`, `ToolAnnotations(…)`) or a dict entry. */
  readonly pythonPairs: 'keyword' | 'dict';
}

/**
 * Field names unquoted when a message names them alone: the annotation keys, too specific to be a user's value. Generic
 * names (`name`, `type`, `uri`) stay quoted, since the same quotes often hold a value there.
 */
const BARE_KEYS = new Set<string>([...HINT_KEYS, 'annotations', ...CONTENT_ANNOTATION_KEYS]);

const LITERAL = /^(true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\b/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const PYTHON_IDENTIFIER = /^[A-Za-z_]\w*$/;
const PYTHON_WORDS: Readonly<Record<string, string>> = { true: 'True', false: 'False', null: 'None' };

interface Part {
  readonly quoted: boolean;
  /** For a quoted part, the characters between the quotes. */
  readonly text: string;
}

/** Splits a message into text and double-quoted parts, quotes paired in order. */
function parts(message: string): Part[] {
  const out: Part[] = [];
  let last = 0;
  for (const m of message.matchAll(/"([^"\n]*)"/g)) {
    if (m.index > last) out.push({ quoted: false, text: message.slice(last, m.index) });
    out.push({ quoted: true, text: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < message.length) out.push({ quoted: false, text: message.slice(last) });
  return out;
}

/** A JSON literal as the language writes it (strings keep their double quotes). */
function literal(json: string, style: MessageStyle): string {
  return style.language === 'python' ? (PYTHON_WORDS[json] ?? json) : json;
}

/** Prose of a message: in Python, the JSON words `true`, `false`, `null` become `True`, `False`, `None`. */
function prose(text: string, style: MessageStyle): string {
  return style.language === 'python' ? text.replace(/\b(true|false|null)\b/g, (w) => PYTHON_WORDS[w]!) : text;
}

function braceDepth(text: string, depth: number): number {
  for (const c of text) {
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** A rule's message about JSON, said in the language of a code file. */
export function codeMessage(message: string, style: MessageStyle): string {
  const ps = parts(message);
  const python = style.language === 'python';
  let out = '';
  let depth = 0;
  /** Characters of the next text part already written (a pair's colon and value). */
  let consumed = 0;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    if (!p.quoted) {
      const text = p.text.slice(consumed);
      consumed = 0;
      out += prose(text, style);
      depth = braceDepth(text, depth);
      continue;
    }
    const next = ps[i + 1];
    const colon = next && !next.quoted ? /^\s*:\s*/.exec(next.text) : null;
    const value = colon ? LITERAL.exec(next!.text.slice(colon[0].length))?.[1] : undefined;
    const stringValue = colon && colon[0].length === next!.text.length ? ps[i + 2] : undefined;
    if (colon && depth > 0) {
      // a key of an object literal: `{ type: "object" }` in TypeScript, a dict `{ "type": "object" }` in Python
      out += !python && IDENTIFIER.test(p.text) ? p.text : `"${p.text}"`;
      continue;
    }
    if (colon && (value !== undefined || stringValue?.quoted)) {
      const written = value !== undefined ? literal(value, style) : `"${stringValue!.text}"`;
      out += pair(p.text, colon[0], written, style);
      if (value !== undefined) consumed = colon[0].length + value.length;
      else i += 2; // the colon and the string value are written
      continue;
    }
    const suggested = /did you mean\s*$/.test(out);
    out += BARE_KEYS.has(p.text) && depth === 0 && !suggested ? p.text : `"${p.text}"`;
  }
  return out;
}

/** `"key": value` standing alone: `key: value` in TypeScript, `key=Value` or `"key": Value` in Python. */
function pair(key: string, colon: string, value: string, style: MessageStyle): string {
  if (style.language !== 'python') return IDENTIFIER.test(key) ? `${key}: ${value}` : `"${key}"${colon}${value}`;
  return style.pythonPairs === 'keyword' && PYTHON_IDENTIFIER.test(key) ? `${key}=${value}` : `"${key}": ${value}`;
}
