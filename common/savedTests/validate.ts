import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Node } from 'jsonc-parser';
import { isArray, isObject, keyNode, plainValue, prop, propertyNode, typeName } from '../json/jsonNodes';
import schema from './mcptest.schema.json';

/** `schema`: a value the format does not allow; `server`: not exactly one of name/command/url; `step-action`: not exactly one action. */
export type TestFileProblemKind = 'syntax' | 'schema' | 'server' | 'step-action';

export interface TestFileProblem {
  readonly kind: TestFileProblemKind;
  readonly message: string;
  /** Where the problem is, as an offset and length into the text, and the zero-based line and character of its start. */
  readonly offset: number;
  readonly length: number;
  readonly line: number;
  readonly character: number;
}

export const TEST_FILE_SCHEMA: Readonly<Record<string, unknown>> = schema;

const ACTIONS = ['callTool', 'readResource', 'getPrompt', 'complete'];
const SERVER_KEYS = ['name', 'command', 'url'];
const POINTER_PATTERN = '^(/([^~/]|~[01])*)*$';

const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [POINTER_PATTERN]:
    'is not a JSON Pointer: it is empty or starts with "/", and writes "~" as "~0" and a "/" inside a key as "~1"',
  '^https?://': 'must be an http:// or https:// URL',
  '^file:': 'must be a file: URI',
};

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, verbose: true, strict: false, logger: false }).compile(schema);
  return compiled;
}

/** The format's problems in a parsed test file, each at the node it is about, in document order. */
export function problemsOfTree(root: Node, text: string): TestFileProblem[] {
  const validate = validator();
  validate(plainValue(root));
  const seen = new Set<string>();
  const found: TestFileProblem[] = [];
  for (const error of validate.errors ?? []) {
    const described = describe(error, root);
    if (!described) continue;
    const problem = { ...described, ...positionOf(text, described.offset) };
    const key = `${problem.offset}:${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(problem);
  }
  return found.sort((a, b) => a.offset - b.offset);
}

/** The zero-based line and character of an offset. */
export function positionOf(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, character: offset - lineStart };
}

type Described = Pick<TestFileProblem, 'kind' | 'message' | 'offset' | 'length'>;

function describe(error: ErrorObject, root: Node): Described | undefined {
  // the branches of a oneOf explain nothing on their own: the oneOf itself is reported, with a message of its own
  if (error.schemaPath.includes('/oneOf/')) return undefined;
  const path = segmentsOf(error.instancePath);
  const node = nodeAt(root, path);
  if (!node) return undefined;
  const where = nameOf(path);
  const span = { offset: node.offset, length: node.length };
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'propertyNames':
      return undefined;
    case 'oneOf':
      return error.schemaPath.startsWith('#/definitions/Server') ? serverProblem(node) : stepProblem(node);
    case 'required':
      return schemaProblem(opening(node), `${where} needs \`${String(params.missingProperty)}\`.`);
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const property = propertyNode(node, key);
      const known = Object.keys((error.parentSchema?.properties as object | undefined) ?? {});
      const message = `\`${key}\` is not a field of ${where}; it knows ${known.map((k) => `\`${k}\``).join(', ')}.`;
      return schemaProblem(property ? keyNode(property) : span, message);
    }
    case 'type':
      return schemaProblem(span, `${where} must be ${article(String(params.type))}, not ${typeName(node)}.`);
    case 'enum':
      return schemaProblem(
        span,
        `${where} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`,
      );
    case 'pattern':
      return patternProblem(error, node, where);
    case 'minLength':
      return schemaProblem(span, `${where} must not be empty.`);
    case 'minProperties':
      return schemaProblem(
        span,
        `${where} is empty: give one of ${Object.keys((error.parentSchema?.properties as object) ?? {})
          .map((k) => `\`${k}\``)
          .join(', ')}.`,
      );
    case 'uniqueItems': {
      const [first, second] = [Number(params.j), Number(params.i)].sort((a, b) => a - b);
      const repeated = node.children?.[second!] ?? node;
      return schemaProblem(repeated, `${where} lists the same item twice (items ${first} and ${second}).`);
    }
    case 'exclusiveMinimum':
      return schemaProblem(span, `${where} must be more than ${String(params.limit)}.`);
    default:
      return schemaProblem(span, `${where} ${error.message ?? 'is not valid'}.`);
  }
}

function schemaProblem(span: { offset: number; length: number }, message: string): Described {
  return { kind: 'schema', message, offset: span.offset, length: span.length };
}

function patternProblem(error: ErrorObject, node: Node, where: string): Described | undefined {
  const params = error.params as { pattern: string };
  const explained = PATTERN_MESSAGES[params.pattern] ?? `must match ${params.pattern}`;
  // a propertyNames pattern is reported at the key it is about
  const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (propertyName !== undefined) {
    const property = propertyNode(node, propertyName);
    if (!property) return undefined;
    const k = keyNode(property);
    return schemaProblem(k, `The key "${propertyName}" of ${where} ${explained}.`);
  }
  const shown = typeof node.value === 'string' ? ` ("${node.value}")` : '';
  return schemaProblem(node, `${where}${shown} ${explained}.`);
}

function serverProblem(node: Node): Described {
  const present = SERVER_KEYS.filter((k) => propertyNode(node, k));
  const message =
    present.length === 0
      ? "The server needs one of `name` (a server of the workspace's MCP configuration), `command` (a stdio server to start) or `url` (an HTTP server)."
      : `The server is named two ways (${present.map((k) => `\`${k}\``).join(' and ')}): keep one of them.`;
  return { kind: 'server', message, ...(present.length ? spanOfKey(node, present[1]!) : opening(node)) };
}

function stepProblem(node: Node): Described {
  const present = ACTIONS.filter((k) => propertyNode(node, k));
  const message =
    present.length === 0
      ? 'The step does nothing: give it one of `callTool`, `readResource`, `getPrompt` or `complete`.'
      : `A step does one thing, and this one has ${present.map((k) => `\`${k}\``).join(' and ')}: make a step of each.`;
  return { kind: 'step-action', message, ...(present.length ? spanOfKey(node, present[1]!) : opening(node)) };
}

function spanOfKey(obj: Node, key: string): { offset: number; length: number } {
  const k = keyNode(propertyNode(obj, key)!);
  return { offset: k.offset, length: k.length };
}

/** The opening brace of an object: problems about the whole object are shown there, not over all of it. */
function opening(node: Node): { offset: number; length: number } {
  return { offset: node.offset, length: 1 };
}

function article(type: string): string {
  return type === 'array' || type === 'object' || type === 'integer' ? `an ${type}` : `a ${type}`;
}

function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function nodeAt(root: Node, path: readonly string[]): Node | undefined {
  let node: Node | undefined = root;
  for (const segment of path) {
    if (isArray(node)) node = node.children?.[Number(segment)];
    else if (isObject(node)) node = prop(node, segment);
    else return undefined;
  }
  return node;
}

/** How a message names the value at a path: `steps[0].callTool.name`, or "The test file" for the root. */
function nameOf(path: readonly string[]): string {
  if (path.length === 0) return 'The test file';
  let name = '';
  for (const segment of path) name += /^\d+$/.test(segment) ? `[${segment}]` : `${name ? '.' : ''}${segment}`;
  return `\`${name}\``;
}
