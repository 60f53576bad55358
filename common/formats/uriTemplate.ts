import { parse as parseWithLibrary } from 'uri-template';
import { capitalize } from '../text/capitalize';

/**
 * RFC 6570 URI templates (levels 1–4), with the span of every expression, variable and problem. The rules, the template
 * expansion form and the syntax highlighting all read templates through this one module.
 */

export type UriTemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

export interface UriTemplateVariable {
  readonly name: string;
  readonly operator: UriTemplateOperator;
  /** `{list*}`: lists and maps are exploded into separate parts. */
  readonly explode: boolean;
  /** `{var:3}`: only the first N characters are used. */
  readonly prefix?: number;
  /** Span of the variable name. */
  readonly start: number;
  readonly end: number;
}

export interface UriTemplateExpression {
  readonly operator: UriTemplateOperator;
  readonly variables: readonly UriTemplateVariable[];
  /** Span of the whole expression, braces included. */
  readonly start: number;
  readonly end: number;
}

export type UriTemplateProblemKind =
  | 'unclosed-brace'
  | 'stray-brace'
  | 'empty-expression'
  | 'reserved-operator'
  | 'invalid-variable-name'
  | 'invalid-prefix'
  | 'explode-and-prefix'
  | 'invalid-literal'
  | 'syntax'
  | 'duplicate-variable'
  | 'no-variables'
  | 'relative';

export interface UriTemplateEdit {
  readonly start: number;
  readonly end: number;
  readonly newText: string;
}

export interface UriTemplateProblem {
  readonly kind: UriTemplateProblemKind;
  readonly message: string;
  /** Errors make the template unusable; warnings are legal templates that are probably a mistake. */
  readonly severity: 'error' | 'warning';
  readonly start: number;
  readonly end: number;
  readonly fix?: { readonly title: string; readonly edits: readonly UriTemplateEdit[] };
}

export interface ParsedUriTemplate {
  readonly template: string;
  readonly expressions: readonly UriTemplateExpression[];
  /** Every variable occurrence, in order. */
  readonly variables: readonly UriTemplateVariable[];
  /** Distinct variable names, in order of first use. */
  readonly names: readonly string[];
  readonly problems: readonly UriTemplateProblem[];
}

const OPERATORS = new Set(['+', '#', '.', '/', ';', '?', '&']);
const RESERVED_OPERATORS = new Set(['=', ',', '!', '@', '|']);
const MAX_PREFIX = 9999;

export function parseUriTemplate(template: string): ParsedUriTemplate {
  const expressions: UriTemplateExpression[] = [];
  const problems: UriTemplateProblem[] = [];
  let i = 0;
  while (i < template.length) {
    if (problems.length >= MAX_PROBLEMS) {
      problems.push({
        kind: 'syntax',
        severity: 'error',
        message: `More problems follow in the rest of the template (from character ${i + 1} of ${template.length.toLocaleString('en-US')}); fix these ${MAX_PROBLEMS} first.`,
        start: i,
        end: template.length,
      });
      break;
    }
    const c = template[i]!;
    if (c === '{') {
      i = scanExpression(template, i, expressions, problems);
    } else if (c === '}') {
      problems.push({
        kind: 'stray-brace',
        severity: 'error',
        message: 'A "}" without a matching "{": remove it, or add the "{" that opens the expression.',
        start: i,
        end: i + 1,
        fix: { title: 'Remove the stray "}"', edits: [{ start: i, end: i + 1, newText: '' }] },
      });
      i++;
    } else {
      i = scanLiteral(template, i, problems);
    }
  }

  if (!problems.some((p) => p.severity === 'error')) {
    // the library's grammar is the second opinion on syntax: anything it rejects that we let through is reported
    const libraryError = libraryVerdict(template);
    if (libraryError) problems.push(libraryError);
  }

  const variables = expressions.flatMap((e) => e.variables);
  const seen = new Set<string>();
  const names: string[] = [];
  for (const v of variables) {
    if (seen.has(v.name)) {
      problems.push({
        kind: 'duplicate-variable',
        severity: 'warning',
        message: `Variable "${v.name}" appears more than once: both places expand to the same value, and a client matching URIs against the template cannot tell which part is which. Use distinct names.`,
        start: v.start,
        end: v.end,
      });
    } else {
      seen.add(v.name);
      names.push(v.name);
    }
  }
  if (!problems.some((p) => p.severity === 'error')) {
    if (expressions.length === 0) {
      problems.push({
        kind: 'no-variables',
        severity: 'warning',
        message:
          'The template has no {variables}: it names one fixed URI. List it as a resource with "uri" instead, or add the variable part, e.g. "file:///{path}".',
        start: 0,
        end: template.length,
      });
    } else if (
      expressions[0]!.start > 0 &&
      !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(template.slice(0, expressions[0]!.start))
    ) {
      problems.push({
        kind: 'relative',
        severity: 'warning',
        message:
          'The template does not start with a URI scheme (such as "file://" or "https://"), so it expands to a relative URI, which is not a valid resource URI.',
        start: 0,
        end: expressions[0]!.start,
      });
    }
  }
  problems.sort((a, b) => a.start - b.start);
  return { template, expressions, variables, names, problems };
}

/** Expands a template with values (RFC 6570), or undefined when the template cannot be parsed. */
export function expandUriTemplate(template: string, values: Record<string, unknown>): string | undefined {
  try {
    return parseWithLibrary(template).expand(values);
  } catch {
    return undefined;
  }
}

function libraryVerdict(template: string): UriTemplateProblem | undefined {
  try {
    parseWithLibrary(template);
    return undefined;
  } catch (error) {
    const loc = (error as { location?: { start?: { offset?: number }; end?: { offset?: number } } }).location;
    const start = Math.min(loc?.start?.offset ?? 0, template.length);
    const end = Math.max(start, Math.min(loc?.end?.offset ?? start, template.length));
    return {
      kind: 'syntax',
      severity: 'error',
      message: `Not a valid RFC 6570 template here: ${(error as Error).message}`,
      start,
      end: Math.max(end, Math.min(start + 1, template.length)),
    };
  }
}

/** A template's problems are reported one by one up to this many; one more says the rest were not looked at. */
const MAX_PROBLEMS = 50;

/** At most this many literal problems are reported one by one in a template; the rest are summed up in one. */
const MAX_LITERAL_PROBLEMS = 20;

/** A character a literal may not hold as it is: how messages name it, and how it is written instead. */
interface InvalidLiteral {
  readonly shown: string;
  readonly encoded: string;
}

/** The character at `i` of a literal when it may not stand there as it is; undefined when it may. */
function invalidLiteral(t: string, i: number): InvalidLiteral | undefined {
  const code = t.charCodeAt(i);
  if (t[i] === '%') return /^%[0-9A-Fa-f]{2}/.test(t.slice(i, i + 3)) ? undefined : { shown: '"%"', encoded: '%25' };
  if (!(code <= 0x20 || code === 0x7f || (code < 0x80 && `"'<>\\^\`|`.includes(t[i]!)))) return undefined;
  return { shown: shownCharacter(code, t[i]), encoded: `%${code.toString(16).toUpperCase().padStart(2, '0')}` };
}

function shownCharacter(code: number, ch: string | undefined): string {
  if (code === 0x20) return 'a space';
  return code < 0x20 || code === 0x7f ? 'a control character' : `"${ch}"`;
}

/** The message for a run of `n` of the same character that a literal may not hold. */
function invalidLiteralMessage(bad: InvalidLiteral, n: number): string {
  if (bad.encoded === '%25') {
    return n === 1
      ? '"%" must start a percent-encoding such as %20; write a literal percent sign as %25.'
      : `${n} "%" signs that start no percent-encoding such as %20; write a literal percent sign as %25.`;
  }
  return n === 1
    ? `${capitalize(bad.shown)} is not allowed in a URI template; percent-encode it as ${bad.encoded}.`
    : `${n} of ${bad.shown} in a row are not allowed in a URI template; percent-encode each as ${bad.encoded}.`;
}

/**
 * RFC 6570 §2.1: literals exclude CTL, SP, DQUOTE, "'", "%" (unless pct-encoded), "<", ">", "\", "^", "`", "{", "|" and
 * "}". A run of one character is one problem, and past MAX_LITERAL_PROBLEMS the rest are counted in one.
 */
function scanLiteral(t: string, from: number, problems: UriTemplateProblem[]): number {
  let i = from;
  while (i < t.length && t[i] !== '{' && t[i] !== '}') {
    const bad = invalidLiteral(t, i);
    if (!bad) {
      i += t[i] === '%' ? 3 : 1;
      continue;
    }
    let end = i + 1;
    while (end < t.length && t[end] === t[i]) end++;
    const reported = problems.filter((p) => p.kind === 'invalid-literal').length;
    if (reported === MAX_LITERAL_PROBLEMS - 1) {
      let count = 0;
      let last = i;
      let j = i;
      for (; j < t.length && t[j] !== '{' && t[j] !== '}'; j++) {
        if (invalidLiteral(t, j)) {
          count++;
          last = j;
        }
      }
      problems.push({
        kind: 'invalid-literal',
        severity: 'error',
        message:
          `${count.toLocaleString('en-US')} more characters of this part of the template ` +
          'are not allowed in a URI template as they are; percent-encode them (e.g. "\\" as %5C, "%" as %25).',
        start: i,
        end: last + 1,
      });
      return j;
    }
    const n = end - i;
    problems.push({
      kind: 'invalid-literal',
      severity: 'error',
      message: invalidLiteralMessage(bad, n),
      start: i,
      end,
      fix: { title: `Encode as ${bad.encoded}`, edits: [{ start: i, end, newText: bad.encoded.repeat(n) }] },
    });
    i = end;
  }
  return i;
}

function scanExpression(
  t: string,
  open: number,
  expressions: UriTemplateExpression[],
  problems: UriTemplateProblem[],
): number {
  let close = open + 1;
  while (close < t.length && t[close] !== '}' && t[close] !== '{') close++;
  if (close >= t.length || t[close] === '{') {
    // unclosed: the brace most likely belongs right after the variable name
    let insertAt = open + 1;
    if (insertAt < t.length && (OPERATORS.has(t[insertAt]!) || RESERVED_OPERATORS.has(t[insertAt]!))) insertAt++;
    while (insertAt < close && /[A-Za-z0-9_.%,:*]/.test(t[insertAt]!)) insertAt++;
    problems.push({
      kind: 'unclosed-brace',
      severity: 'error',
      message: 'This "{" is never closed: every expression needs a "}" after its variable names.',
      start: open,
      end: insertAt,
      fix: { title: 'Close the expression with "}"', edits: [{ start: insertAt, end: insertAt, newText: '}' }] },
    });
    return close;
  }

  let p = open + 1;
  let operator: UriTemplateOperator = '';
  if (p < close && OPERATORS.has(t[p]!)) {
    operator = t[p] as UriTemplateOperator;
    p++;
  } else if (p < close && RESERVED_OPERATORS.has(t[p]!)) {
    problems.push({
      kind: 'reserved-operator',
      severity: 'error',
      message:
        `"${t[p]}" is reserved by RFC 6570 for future use and is not an operator; ` +
        'the operators are + # . / ; ? &.',
      start: p,
      end: p + 1,
    });
    return close + 1;
  }
  if (p === close) {
    problems.push({
      kind: 'empty-expression',
      severity: 'error',
      message: 'Empty expression: name a variable inside the braces, e.g. {id}.',
      start: open,
      end: close + 1,
    });
    return close + 1;
  }

  const variables: UriTemplateVariable[] = [];
  let specStart = p;
  for (let q = p; q <= close; q++) {
    if (q < close && t[q] !== ',') continue;
    const v = parseVarspec(t, specStart, q, operator, problems);
    if (v) variables.push(v);
    specStart = q + 1;
  }
  expressions.push({ operator, variables, start: open, end: close + 1 });
  return close + 1;
}

/**
 * varspec = varname [ ":" max-length / "*" ]; varname = varchar *( ["."] varchar );
 * varchar = ALPHA / DIGIT / "_" / pct-encoded.
 */
function parseVarspec(
  t: string,
  start: number,
  end: number,
  operator: UriTemplateOperator,
  problems: UriTemplateProblem[],
): UriTemplateVariable | undefined {
  if (start === end) {
    problems.push({
      kind: 'empty-expression',
      severity: 'error',
      message: 'Empty variable name between commas: remove the extra comma or name the variable.',
      start: Math.max(start - 1, 0),
      end: Math.min(end + 1, t.length),
    });
    return undefined;
  }
  let nameEnd = start;
  while (nameEnd < end && t[nameEnd] !== ':' && t[nameEnd] !== '*') nameEnd++;
  const name = t.slice(start, nameEnd);
  const bad = firstInvalidNameChar(name);
  if (bad !== undefined) {
    problems.push({
      kind: 'invalid-variable-name',
      severity: 'error',
      message: `${invalidNameCharacterMessage(name[bad]!)}.`,
      start: start + bad,
      end: start + bad + 1,
    });
    return undefined;
  }
  const modifier = parseModifier(t, name, nameEnd, end, problems);
  if (!modifier) return undefined;
  return { name, operator, explode: modifier.explode, prefix: modifier.prefix, start, end: nameEnd };
}

/** What follows a variable's name (`*`, `:N` or nothing); undefined when it is wrong, with the problem reported. */
function parseModifier(
  t: string,
  name: string,
  nameEnd: number,
  end: number,
  problems: UriTemplateProblem[],
): { explode: boolean; prefix: number | undefined } | undefined {
  const modifier = t.slice(nameEnd, end);
  if (modifier === '') return { explode: false, prefix: undefined };
  if (modifier === '*') return { explode: true, prefix: undefined };
  if (modifier.startsWith(':')) {
    const prefix = parsePrefix(t, name, nameEnd, end, problems);
    return prefix === undefined ? undefined : { explode: false, prefix };
  }
  if (modifier.startsWith('*')) {
    problems.push({
      kind: 'explode-and-prefix',
      severity: 'error',
      message: 'A variable takes either explode ("*") or a prefix (":N"), not both, and "*" comes last.',
      start: nameEnd,
      end,
      fix: { title: 'Keep only "*"', edits: [{ start: nameEnd + 1, end, newText: '' }] },
    });
    return undefined;
  }
  problems.push({
    kind: 'invalid-variable-name',
    severity: 'error',
    message: `Unexpected "${modifier}" after variable "${name}".`,
    start: nameEnd,
    end,
  });
  return undefined;
}

/** The length of a `:N` prefix; undefined when it is wrong, with the problem reported. */
function parsePrefix(
  t: string,
  name: string,
  nameEnd: number,
  end: number,
  problems: UriTemplateProblem[],
): number | undefined {
  const digits = t.slice(nameEnd + 1, end);
  const explodeToo = digits.endsWith('*');
  const num = explodeToo ? digits.slice(0, -1) : digits;
  if (explodeToo && /^\d+$/.test(num)) {
    const star = end - 1;
    problems.push({
      kind: 'explode-and-prefix',
      severity: 'error',
      message: `A variable takes either a prefix (":${num}") or explode ("*"), not both.`,
      start: nameEnd,
      end,
      fix: { title: 'Remove the "*"', edits: [{ start: star, end: star + 1, newText: '' }] },
    });
    return undefined;
  }
  const n = /^\d+$/.test(num) ? Number(num) : NaN;
  if (!/^[1-9]\d{0,3}$/.test(num)) {
    const clamped = Number.isFinite(n) ? Math.min(MAX_PREFIX, Math.max(1, n)) : undefined;
    problems.push({
      kind: 'invalid-prefix',
      severity: 'error',
      message:
        num === ''
          ? `":" must be followed by a prefix length from 1 to ${MAX_PREFIX}, e.g. {${name}:3}.`
          : `The prefix length "${num}" must be a whole number from 1 to ${MAX_PREFIX} without leading zeros.`,
      start: nameEnd + 1,
      end: Math.max(end, nameEnd + 1),
      fix:
        clamped !== undefined
          ? { title: `Use ${clamped}`, edits: [{ start: nameEnd + 1, end, newText: String(clamped) }] }
          : undefined,
    });
    return undefined;
  }
  return n;
}

function invalidNameCharacterMessage(ch: string): string {
  if (ch === '.') return 'A variable name cannot start or end with ".", or contain ".."';
  if (ch === '%') return '"%" in a variable name must be a percent-encoding such as %2D';
  return `"${ch}" is not allowed in a variable name (letters, digits, "_", "." and percent-encodings only)`;
}

function firstInvalidNameChar(name: string): number | undefined {
  for (let i = 0; i < name.length; i++) {
    const c = name[i]!;
    if (/[A-Za-z0-9_]/.test(c)) continue;
    if (c === '%' && /^%[0-9A-Fa-f]{2}/.test(name.slice(i, i + 3))) {
      i += 2;
      continue;
    }
    if (c === '.' && i > 0 && i < name.length - 1 && name[i - 1] !== '.' && name[i + 1] !== '.') continue;
    return i;
  }
  return undefined;
}
