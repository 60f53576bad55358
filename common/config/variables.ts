import type { Node } from 'jsonc-parser';
import { isArray, isObject, items, properties, valueOf } from '../json/jsonNodes';

/**
 * Variable references in JSON strings, with document offsets: `dollar` (`${name}`, `${ns:name}`, `${VAR:-default}`,
 * `${/}`), `curly` (`{name}` in server.json templates) and `bare` (`$NAME`, which no client expands).
 */
export type VariableForm = 'dollar' | 'curly' | 'bare';

export interface VariableRef {
  readonly form: VariableForm;
  /** `input`, `env`, `config`, `command`, `user_config`, `arguments`, or another `prefix:` (`workspaceFolder:app`). */
  readonly namespace?: string;
  /** The name after the namespace (`x` of `${input:x}`), or the whole name (`workspaceFolder`, `HOME`, `/`). */
  readonly name: string;
  /** The default of `${VAR:-default}`. */
  readonly defaultValue?: string;
  /** The reference as written, e.g. `${input:x}`. */
  readonly text: string;
  /** Span of the whole reference in the document. */
  readonly offset: number;
  readonly length: number;
  /** Span of `name` alone in the document. */
  readonly nameOffset: number;
  readonly nameLength: number;
}

const DOLLAR = /\$\{([^{}]*)\}/g;
const CURLY = /\{([^{}\s$"]+)\}/g;
const BARE = /\$([A-Za-z_][A-Za-z0-9_]*)/g;
const DOTTED_NAMESPACES = ['user_config', 'arguments'];

/** The variables in raw string content (the text between the quotes) that starts at document offset `base`. */
export function variablesInText(raw: string, base: number, forms: readonly VariableForm[] = ['dollar']): VariableRef[] {
  const out: VariableRef[] = [];
  const taken: [number, number][] = [];
  if (forms.includes('dollar')) {
    for (const m of raw.matchAll(DOLLAR)) {
      const start = m.index!;
      taken.push([start, start + m[0].length]);
      out.push(dollarRef(m[0], m[1]!, base + start));
    }
  }
  const free = (at: number) => !taken.some(([s, e]) => at >= s && at < e);
  if (forms.includes('curly')) {
    for (const m of raw.matchAll(CURLY)) {
      const start = m.index!;
      if (!free(start) || raw[start - 1] === '$') continue;
      out.push({
        form: 'curly',
        name: decode(m[1]!),
        text: m[0],
        offset: base + start,
        length: m[0].length,
        nameOffset: base + start + 1,
        nameLength: m[1]!.length,
      });
    }
  }
  if (forms.includes('bare')) {
    for (const m of raw.matchAll(BARE)) {
      const start = m.index!;
      if (!free(start) || raw[start - 1] === '$' || raw[start - 1] === '\\') continue;
      out.push({
        form: 'bare',
        name: m[1]!,
        text: m[0],
        offset: base + start,
        length: m[0].length,
        nameOffset: base + start + 1,
        nameLength: m[1]!.length,
      });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

function dollarRef(text: string, body: string, offset: number): VariableRef {
  const bodyOffset = offset + 2;
  const withDefault = /^([A-Za-z_][A-Za-z0-9_]*):-(.*)$/s.exec(body);
  if (withDefault) {
    return {
      form: 'dollar',
      name: withDefault[1]!,
      defaultValue: decode(withDefault[2]!),
      text,
      offset,
      length: text.length,
      nameOffset: bodyOffset,
      nameLength: withDefault[1]!.length,
    };
  }
  const dotted = /^([A-Za-z_]+)\.(.*)$/s.exec(body);
  if (dotted && DOTTED_NAMESPACES.includes(dotted[1]!)) {
    const nsLength = dotted[1]!.length + 1;
    return {
      form: 'dollar',
      namespace: dotted[1],
      name: decode(dotted[2]!),
      text,
      offset,
      length: text.length,
      nameOffset: bodyOffset + nsLength,
      nameLength: dotted[2]!.length,
    };
  }
  const prefixed = /^([A-Za-z_][A-Za-z0-9_]*):(.*)$/s.exec(body);
  if (prefixed) {
    const nsLength = prefixed[1]!.length + 1;
    return {
      form: 'dollar',
      namespace: prefixed[1],
      name: decode(prefixed[2]!),
      text,
      offset,
      length: text.length,
      nameOffset: bodyOffset + nsLength,
      nameLength: prefixed[2]!.length,
    };
  }
  return {
    form: 'dollar',
    name: decode(body),
    text,
    offset,
    length: text.length,
    nameOffset: bodyOffset,
    nameLength: body.length,
  };
}

/** Raw JSON string content may hold escapes; names are reported decoded. */
function decode(raw: string): string {
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/** The variables inside one string node of the document. */
export function variablesInString(
  text: string,
  node: Node | undefined,
  forms: readonly VariableForm[] = ['dollar'],
): VariableRef[] {
  if (node?.type !== 'string' || node.length < 2) return [];
  return variablesInText(text.slice(node.offset + 1, node.offset + node.length - 1), node.offset + 1, forms);
}

/** Every string value (never a property key) at or below `node`. */
export function stringValuesUnder(node: Node | undefined, out: Node[] = []): Node[] {
  if (!node) return out;
  if (node.type === 'string') out.push(node);
  else if (isObject(node)) for (const p of properties(node)) stringValuesUnder(valueOf(p), out);
  else if (isArray(node)) for (const it of items(node)) stringValuesUnder(it, out);
  return out;
}

/** The variables in every string value at or below `node`. */
export function variablesUnder(
  text: string,
  node: Node | undefined,
  forms: readonly VariableForm[] = ['dollar'],
): { node: Node; variable: VariableRef }[] {
  const out: { node: Node; variable: VariableRef }[] = [];
  for (const s of stringValuesUnder(node)) {
    for (const v of variablesInString(text, s, forms)) out.push({ node: s, variable: v });
  }
  return out;
}
