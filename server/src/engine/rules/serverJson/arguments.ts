import type { Node } from 'jsonc-parser';
import {
  booleanValue,
  isArray,
  isObject,
  items,
  keyNode,
  prop,
  properties,
  propertyNode,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { replaceNode } from '../../util/edits';
import { didYouMean } from '../../util/suggest';
import type { Rule, RuleContext } from '../../types';
import { inputsOf, packagesOf, remotesOf, SERVER_JSON_KINDS } from './registry';

const FORMATS = ['string', 'number', 'boolean', 'filepath'];
/** Other names of the formats, and the format each means. */
const FORMAT_SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['integer', 'number'],
  ['int', 'number'],
  ['float', 'number'],
  ['bool', 'boolean'],
  ['path', 'filepath'],
  ['file', 'filepath'],
]);
const BOOLEAN_FIELDS = ['isRequired', 'isSecret', 'isRepeated'];
const STRING_FIELDS = ['description', 'value', 'default', 'placeholder', 'valueHint'];

export const argumentsRule: Rule = {
  meta: [
    {
      code: 'MCP812',
      name: 'registry-argument-invalid',
      severity: 'error',
      summary:
        'A runtime or package argument is malformed: no `type` "positional"/"named", a positional without `value` or `valueHint`, a named one without a plain flag `name`, or a value that repeats the flag.',
      why: 'Clients build the command line from these entries; the registry rejects arguments it cannot turn into a command line.',
      fix: 'Positional: { "type": "positional", "valueHint": "path" } or a "value". Named: { "type": "named", "name": "--port", "value": "8080" }.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "packages": [{ "registryType": "npm", "identifier": "weather-mcp", "version": "1.0.0", "transport": { "type": "stdio" }, "packageArguments": [{ "type": "positional" }] }] }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP813',
      name: 'registry-key-value-invalid',
      severity: 'error',
      summary:
        "An environment variable or header entry has no string `name`, an invalid one, or repeats another's name.",
      why: 'Environment variables and headers are set by name; an entry without one cannot be set, and a repeated one overrides the first.',
      fix: 'Give each entry a unique "name", e.g. { "name": "API_KEY", "isSecret": true }.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "packages": [{ "registryType": "npm", "identifier": "weather-mcp", "version": "1.0.0", "transport": { "type": "stdio" }, "environmentVariables": [{ "isSecret": true }] }] }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP814',
      name: 'registry-input-field-invalid',
      severity: 'error',
      summary:
        'An input field has the wrong type: `format` outside string/number/boolean/filepath, non-boolean `isRequired`/`isSecret`/`isRepeated`, non-string values, or a `default` not among `choices`.',
      why: 'Clients build their configuration forms and validate what users enter from these fields.',
      fix: 'Use the types of the schema: booleans for is* flags, strings for values, and a default that is one of the choices.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "packages": [{ "registryType": "npm", "identifier": "weather-mcp", "version": "1.0.0", "transport": { "type": "stdio" }, "environmentVariables": [{ "name": "PORT", "format": "integer" }] }] }',
      kinds: SERVER_JSON_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    for (const pkg of packagesOf(root)) {
      for (const a of [...pkg.runtimeArguments, ...pkg.packageArguments]) checkArgument(ctx, a);
      checkKeyValues(ctx, pkg.environmentVariables, 'environment variable');
      checkKeyValues(ctx, items(prop(pkg.transport, 'headers')), 'header');
    }
    for (const remote of remotesOf(root)) checkKeyValues(ctx, items(prop(remote, 'headers')), 'header');
    for (const input of inputsOf(root)) checkInputFields(ctx, input);
  },
};

function checkArgument(ctx: RuleContext, arg: Node): void {
  if (!isObject(arg)) {
    return ctx.report(
      'MCP812',
      arg,
      `An argument must be an object with "type" "positional" or "named", not ${typeName(arg)}.`,
    );
  }
  const typeNode = prop(arg, 'type');
  const type = stringValue(typeNode);
  if (type !== 'positional' && type !== 'named') {
    const guess = type ? didYouMean(type, ['positional', 'named']) : undefined;
    ctx.report(
      'MCP812',
      typeNode ?? arg,
      `An argument needs "type": "positional" (a value inserted as is) or "named" (a --flag)${type !== undefined ? `, not "${type}"` : ''}.`,
      {
        fixes:
          guess && typeNode
            ? [
                {
                  title: `Change to "${guess}"`,
                  edits: [replaceNode(typeNode, JSON.stringify(guess))],
                  preferred: true,
                },
              ]
            : [],
      },
    );
    return;
  }
  if (type === 'positional') {
    if (!propertyNode(arg, 'value') && !propertyNode(arg, 'valueHint')) {
      ctx.report(
        'MCP812',
        typeNode!,
        'A positional argument needs "value" (inserted as is) or "valueHint" (a label for the value the user provides); it has neither.',
      );
    }
    return;
  }
  checkNamedArgument(ctx, arg, typeNode!);
}

/** A named argument: "name" is the flag alone, and "value" and "default" do not repeat it. */
function checkNamedArgument(ctx: RuleContext, arg: Node, typeNode: Node): void {
  const nameNode = prop(arg, 'name');
  const name = stringValue(nameNode);
  if (!name?.trim()) {
    return ctx.report(
      'MCP812',
      nameNode ?? typeNode,
      'A named argument needs "name": the flag including its dashes, e.g. "--port".',
    );
  }
  if (/[<>\s$]/.test(name)) {
    // " --port" is the flag with a blank before it; "--port 8080" the flag and its value
    const flag = name.trim().split(/\s+/)[0]!;
    // the flag differs from the name unless the name's only fault is a <, > or $, which the flag then holds too
    ctx.report(
      'MCP812',
      nameNode!,
      `"name" must be the flag alone ("${flag}"); put the value in "value" or "default", and a description in "description".`,
      {
        fixes: !/[<>$]/.test(flag)
          ? [{ title: `Change to "${flag}"`, edits: [replaceNode(nameNode!, JSON.stringify(flag))] }]
          : [],
      },
    );
  }
  for (const field of ['value', 'default']) {
    const node = prop(arg, field);
    const v = stringValue(node);
    if (v !== undefined && v.startsWith(name)) {
      const rest = v.slice(name.length).replace(/^[=\s]+/, '');
      ctx.report(
        'MCP812',
        node!,
        `"${field}" repeats the flag "${name}"; clients add the flag themselves, so it would appear twice. Write only the value${rest ? ` ("${rest}")` : ''}.`,
        {
          fixes: rest
            ? [{ title: `Change to "${rest}"`, edits: [replaceNode(node!, JSON.stringify(rest))], preferred: true }]
            : [],
        },
      );
    }
  }
}

function checkKeyValues(ctx: RuleContext, entries: Node[], what: string): void {
  const seen = new Set<string>();
  for (const e of entries) {
    if (!isObject(e)) {
      ctx.report('MCP813', e, `A ${what} entry must be an object with a "name", not ${typeName(e)}.`);
      continue;
    }
    const nameNode = prop(e, 'name');
    const name = stringValue(nameNode);
    if (name === undefined || name === '') {
      ctx.report('MCP813', nameNode ?? e, `A ${what} entry needs "name" (a non-empty string); it is set by name.`);
      continue;
    }
    const bad = what === 'header' ? /[\s:]/.test(name) : /[\s=]/.test(name);
    if (bad) {
      ctx.report(
        'MCP813',
        nameNode!,
        `"${name}" is not a valid ${what} name: it cannot contain ${what === 'header' ? 'spaces or ":"' : 'spaces or "="'}.`,
      );
    }
    const key = what === 'header' ? name.toLowerCase() : name;
    if (seen.has(key)) {
      ctx.report(
        'MCP813',
        nameNode!,
        `Another ${what} entry already has the name "${name}"; only one of them takes effect.`,
        { severity: 'warning' },
      );
    }
    seen.add(key);
  }
}

function checkInputFields(ctx: RuleContext, input: Node): void {
  checkFormat(ctx, input);
  checkBooleanFields(ctx, input);
  checkStringFields(ctx, input);
  checkChoices(ctx, input);
  checkVariables(ctx, input);
}

function checkFormat(ctx: RuleContext, input: Node): void {
  const format = prop(input, 'format');
  const f = stringValue(format);
  if (format && (f === undefined || !FORMATS.includes(f))) {
    const guess = f ? (FORMAT_SYNONYMS.get(f) ?? didYouMean(f, FORMATS)) : undefined;
    ctx.report(
      'MCP814',
      format,
      `"format" must be one of ${FORMATS.map((x) => `"${x}"`).join(', ')}${f !== undefined ? `, not "${f}"` : ''}.`,
      {
        fixes: guess
          ? [{ title: `Change to "${guess}"`, edits: [replaceNode(format, JSON.stringify(guess))], preferred: true }]
          : [],
      },
    );
  }
}

function checkBooleanFields(ctx: RuleContext, input: Node): void {
  for (const field of BOOLEAN_FIELDS) {
    const node = prop(input, field);
    if (!node || booleanValue(node) !== undefined) continue;
    const s = stringValue(node);
    const fixed = s === 'true' || s === 'false' ? s : undefined;
    ctx.report(
      'MCP814',
      node,
      `"${field}" must be true or false, not ${typeName(node)}${s !== undefined ? ` ("${s}")` : ''}.`,
      {
        fixes: fixed
          ? [{ title: `Change to ${fixed}`, edits: [replaceNode(node, fixed)], preferred: true, safe: true }]
          : [],
      },
    );
  }
}

function checkStringFields(ctx: RuleContext, input: Node): void {
  for (const field of STRING_FIELDS) {
    const node = prop(input, field);
    if (!node || node.type === 'string') continue;
    const scalar = node.type === 'number' || node.type === 'boolean';
    ctx.report(
      'MCP814',
      node,
      `"${field}" must be a string (numbers and booleans are written as "8080", "true"), not ${typeName(node)}.`,
      {
        fixes: scalar
          ? [
              {
                title: `Quote it: "${String(node.value)}"`,
                edits: [replaceNode(node, JSON.stringify(String(node.value)))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
      },
    );
  }
}

/** "choices" is a list of strings, and "default" one of them. */
function checkChoices(ctx: RuleContext, input: Node): void {
  const choices = prop(input, 'choices');
  if (choices && (!isArray(choices) || items(choices).some((c) => c.type !== 'string'))) {
    ctx.report('MCP814', choices, '"choices" must be an array of strings.');
  } else if (choices) {
    const options = items(choices).map((c) => c.value as string);
    const def = prop(input, 'default');
    const d = stringValue(def);
    if (d !== undefined && options.length && !options.includes(d)) {
      ctx.report(
        'MCP814',
        def!,
        `"default" is "${d}", which is not one of the "choices" (${options.map((o) => `"${o}"`).join(', ')}); clients may reject it.`,
        { severity: 'warning' },
      );
    }
  }
}

/** "variables" maps names to input objects. */
function checkVariables(ctx: RuleContext, input: Node): void {
  const variables = prop(input, 'variables');
  if (variables && !isObject(variables)) {
    ctx.report(
      'MCP814',
      variables,
      `"variables" must be an object mapping names to inputs, not ${typeName(variables)}.`,
    );
  }
  for (const p of properties(variables)) {
    const v = valueOf(p);
    if (v && !isObject(v)) {
      ctx.report(
        'MCP814',
        keyNode(p),
        'Each entry of "variables" must be an input object, e.g. { "description": "…", "isSecret": true }.',
      );
    }
  }
}
