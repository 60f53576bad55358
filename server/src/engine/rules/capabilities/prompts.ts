import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import {
  isArray,
  isObject,
  items,
  keyNode,
  prop,
  propertyNode,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import type { Rule, RuleContext } from '../../types';
import { booleanWord } from '../../util/booleanWord';
import { renameKey, replaceNode } from '../../util/edits';
import { reportUnknownKeys } from '../../util/keys';
import { lineOf } from '../../util/lineOf';
import { nameProblem } from '../../util/nameProblem';

const PROMPT_KEYS = ['name', 'title', 'description', 'arguments', 'icons', '_meta'];
const ARGUMENT_KEYS = ['name', 'title', 'description', 'required'];
const ARGUMENT_ALIASES = ['args', 'argsSchema', 'parameters', 'params', 'inputSchema'];

export const prompts: Rule = {
  meta: [
    {
      code: 'MCP501',
      name: 'prompt-name-missing',
      severity: 'error',
      summary: 'A prompt has no `name` (or an empty one).',
      why: 'Clients get a prompt by name (`prompts/get`); without one it cannot be used.',
      fix: 'Add a unique `name`, e.g. "code_review".',
      example: '{ "prompts": [{ "description": "Review code" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP502',
      name: 'prompt-name-duplicate',
      severity: 'error',
      summary: 'Two prompts of one server have the same name.',
      why: '`prompts/get` names the prompt; with two of the same name the client cannot tell which is meant and keeps one of them.',
      fix: 'Rename one of the prompts, or remove the duplicate.',
      example: '{ "prompts": [{ "name": "review" }, { "name": "review" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP503',
      name: 'prompt-argument-invalid',
      severity: 'error',
      summary: "A prompt's `arguments` is not an array of objects, or an argument has no `name`.",
      why: "Clients build the prompt's input form from its arguments and send them back by name; an argument without a name cannot be filled in.",
      fix: 'List arguments as `[{ "name": "code", "description": "…", "required": true }]`.',
      example: '{ "prompts": [{ "name": "review", "arguments": [{ "description": "The code" }] }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP504',
      name: 'prompt-argument-duplicate',
      severity: 'error',
      summary: 'Two arguments of one prompt have the same name.',
      why: 'Arguments are sent as a name→value map, so two with the same name collapse into one and the form shows a field that does nothing.',
      fix: 'Rename or remove the duplicate argument.',
      example: '{ "prompts": [{ "name": "review", "arguments": [{ "name": "code" }, { "name": "code" }] }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP505',
      name: 'prompt-argument-required-type',
      severity: 'error',
      summary: "A prompt argument's `required` is not a boolean.",
      why: 'Clients read `required` as a boolean; "true" as a string fails validation in strict clients and counts as "optional" in others.',
      fix: 'Write `true` or `false` without quotes.',
      example: '{ "prompts": [{ "name": "review", "arguments": [{ "name": "code", "required": "true" }] }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP510',
      name: 'prompt-field-type',
      severity: 'error',
      summary:
        'A prompt or argument field has the wrong JSON type (`title`/`description` not strings, `icons` not an array, `_meta` not an object).',
      why: 'Clients validate prompt lists against the MCP schema; a wrongly typed field makes strict clients reject the prompt or the list.',
      fix: 'Write the field with the type the spec defines.',
      example: '{ "prompts": [{ "name": "review", "description": ["Reviews code"] }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP511',
      name: 'prompt-unknown-key',
      severity: 'warning',
      summary:
        'A prompt or prompt argument has a key the spec does not define (a misspelling, or arguments under another name).',
      why: 'Clients ignore unknown keys: arguments listed under `args` or `argsSchema` are never shown to the user.',
      fix: 'Correct the key; list arguments under `arguments`; put custom data in `_meta`.',
      example: '{ "prompts": [{ "name": "review", "args": [{ "name": "code" }] }] }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const seen = new Map<string, Node>();
    for (const prompt of capabilityModel(ctx.doc.root).prompts) {
      const nameNode = prop(prompt, 'name');
      const name = stringValue(nameNode);
      if (name === undefined || name.trim() === '') {
        const why = nameProblem(nameNode, name);
        ctx.report(
          'MCP501',
          nameNode ?? { offset: prompt.offset, length: 1 },
          `This prompt ${why}: clients get prompts by name. Add a unique name.`,
        );
      } else {
        // a string name has its node
        const first = seen.get(name);
        if (first) {
          ctx.report(
            'MCP502',
            nameNode!,
            `Another prompt is already named "${name}" (line ${lineOf(ctx.doc.text, first.offset)}): prompt names must be unique. Rename one of them.`,
          );
        } else seen.set(name, nameNode!);
      }
      checkTypes(ctx, prompt, { title: 'string', description: 'string', icons: 'array', _meta: 'object' });
      checkArguments(ctx, prompt);
      reportUnknownKeys(ctx, prompt, PROMPT_KEYS, 'MCP511', 'prompt', {
        unknownSeverity: 'info',
        special: (key, p) => {
          if (!ARGUMENT_ALIASES.includes(key) || propertyNode(prompt, 'arguments')) return false;
          const fixable = isArray(valueOf(p));
          ctx.report(
            'MCP511',
            keyNode(p),
            `MCP prompts list their arguments under "arguments" (an array of { name, description, required }); "${key}" is ignored by clients.`,
            {
              fixes: fixable
                ? [{ title: 'Rename to "arguments"', edits: [renameKey(p, 'arguments')], preferred: true, safe: true }]
                : [],
            },
          );
          return true;
        },
      });
    }
  },
};

function checkTypes(ctx: RuleContext, obj: Node, fields: Record<string, 'string' | 'array' | 'object'>): void {
  for (const [key, type] of Object.entries(fields)) {
    const v = prop(obj, key);
    if (v && v.type !== type) {
      ctx.report(
        'MCP510',
        v,
        `"${key}" must be ${type === 'array' ? 'an array' : `a${type === 'object' ? 'n' : ''} ${type}`}, not ${typeName(v)}.`,
      );
    }
  }
}

function checkArguments(ctx: RuleContext, prompt: Node): void {
  const args = prop(prompt, 'arguments');
  if (!args) return;
  if (!isArray(args)) {
    ctx.report(
      'MCP503',
      args,
      `"arguments" must be an array of { name, description, required } objects, not ${typeName(args)}.`,
    );
    return;
  }
  const seen = new Set<string>();
  for (const arg of items(args)) {
    if (!isObject(arg)) {
      const s = stringValue(arg);
      ctx.report('MCP503', arg, `Each prompt argument must be an object with a "name", not ${typeName(arg)}.`, {
        fixes:
          s !== undefined
            ? [
                {
                  title: `Change to { "name": ${JSON.stringify(s)} }`,
                  edits: [replaceNode(arg, `{ "name": ${JSON.stringify(s)} }`)],
                  preferred: true,
                  safe: true,
                },
              ]
            : [],
      });
      continue;
    }
    const nameNode = prop(arg, 'name');
    const name = stringValue(nameNode);
    if (name === undefined || name.trim() === '') {
      ctx.report(
        'MCP503',
        nameNode ?? { offset: arg.offset, length: 1 },
        `This prompt argument ${nameProblem(nameNode, name)}: arguments are sent by name.`,
      );
    } else if (seen.has(name)) {
      ctx.report(
        'MCP504',
        nameNode!, // a string name has its node
        `The prompt already has an argument named "${name}": arguments are a name→value map, so the two collapse into one. Rename or remove this one.`,
      );
    } else seen.add(name);
    const required = prop(arg, 'required');
    if (required && required.type !== 'boolean') {
      const s = stringValue(required)?.trim().toLowerCase();
      const b = booleanWord(s);
      ctx.report('MCP505', required, `"required" must be a boolean, not ${typeName(required)}.`, {
        fixes:
          b === undefined
            ? []
            : [{ title: `Change to ${b}`, edits: [replaceNode(required, String(b))], preferred: true, safe: true }],
      });
    }
    checkTypes(ctx, arg, { title: 'string', description: 'string' });
    reportUnknownKeys(ctx, arg, ARGUMENT_KEYS, 'MCP511', 'prompt argument', {
      unknownSeverity: 'info',
      metaHome: 'the prompt\'s "_meta"',
    });
  }
}
