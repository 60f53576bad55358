import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { HINT_KEYS } from '../../../../../common/formats/toolBehaviour';
import {
  isArray,
  isObject,
  keyNode,
  keyOf,
  plainValue,
  prop,
  propertyNode,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import type { Fix, Rule, RuleContext } from '../../types';
import { composeEdits, pathOf, setAt } from '../../util/composeEdits';
import { replaceNode } from '../../util/edits';
import { reportUnknownKeys } from '../../util/keys';
import { lineOf } from '../../util/lineOf';
import { stringSource } from '../../util/stringOffsets';

/** Every key a Tool has had in any revision (2025-03-26 … 2026-07-28); revision differences are MCP010/MCP011. */
export const TOOL_KEYS = [
  'name',
  'title',
  'description',
  'inputSchema',
  'outputSchema',
  'annotations',
  'icons',
  '_meta',
  'execution',
];
/** Where other tool formats keep the input schema; MCP104 explains these. */
export const INPUT_SCHEMA_ALIASES = [
  'input_schema',
  'inputschema',
  'parameters',
  'params',
  'arguments',
  'args',
  'schema',
  'input',
];
const NAME_CHARS = /^[A-Za-z0-9_.-]+$/;
const MAX_NAME = 128;
/** Known client truncation limit for tool descriptions. */
export const MAX_DESCRIPTION = 1024;

export const toolDefinitions: Rule = {
  meta: [
    {
      code: 'MCP101',
      name: 'tool-name-missing',
      severity: 'error',
      summary: 'A tool has no `name`, or it is not a non-empty string.',
      why: 'The name is how a client calls the tool (`tools/call`); a tool without one cannot be called and strict clients drop the whole list.',
      fix: 'Give the tool a unique `name` of letters, digits, `_`, `-` and `.`.',
      example: '{ "tools": [{ "description": "Adds numbers", "inputSchema": { "type": "object" } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP102',
      name: 'tool-name-invalid',
      severity: 'warning',
      summary: 'A tool name is longer than 128 characters or uses characters other than `A-Z a-z 0-9 _ - .`.',
      why: 'The spec says tool names should be 1–128 of those characters; clients and model APIs reject or rewrite names with spaces, commas, slashes or other symbols, so the tool cannot be called under the name you gave it.',
      fix: 'Rename the tool, e.g. `get user` → `get_user`.',
      example: '{ "name": "get user", "inputSchema": { "type": "object" } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP103',
      name: 'tool-name-duplicate',
      severity: 'error',
      summary: 'Two tools of one server have the same name.',
      why: 'A call names the tool; with two of the same name the client cannot tell which one is meant, and most keep only one of them.',
      fix: 'Rename one of the tools, or remove the duplicate.',
      example:
        '{ "tools": [{ "name": "search", "inputSchema": { "type": "object" } }, { "name": "search", "inputSchema": { "type": "object" } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP109',
      name: 'tool-description-missing',
      severity: 'warning',
      summary: 'A tool has no `description` (or an empty one).',
      why: 'The description is what the model reads to decide when to use the tool and how; without it the model guesses from the name alone.',
      fix: 'Add a `description` that says what the tool does, what it returns, and when to use it.',
      example: '{ "name": "run_query", "inputSchema": { "type": "object" } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP110',
      name: 'tool-description-too-long',
      severity: 'warning',
      summary: 'A tool description is longer than 1024 characters.',
      why: 'Several clients and model APIs cut tool descriptions at 1024 characters; whatever follows is never seen by the model.',
      fix: 'Shorten the description and move details into the parameter descriptions of `inputSchema`.',
      example: `{ "name": "a", "description": "${'Explains the tool at great length. '.repeat(30)}", "inputSchema": { "type": "object" } }`,
      kinds: ['capabilities'],
    },
    {
      code: 'MCP113',
      name: 'tool-unknown-key',
      severity: 'warning',
      summary: 'A tool has a key the Tool type does not define (a misspelling, or a hint outside `annotations`).',
      why: 'Clients ignore keys they do not know: a misspelt `descripton` or a `readOnlyHint` next to `name` instead of inside `annotations` silently has no effect.',
      fix: 'Correct the spelling, move hints into `annotations`, and put custom data under `_meta`.',
      example: '{ "name": "a", "descripton": "…", "inputSchema": { "type": "object" } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP116',
      name: 'tool-field-type',
      severity: 'error',
      summary:
        'A tool field has the wrong JSON type (`title`/`description` not a string, `annotations`/`_meta` not an object, `icons` not an array).',
      why: 'Clients validate tool lists against the MCP schema; a wrongly typed field makes strict clients reject the tool, or the whole list.',
      fix: 'Write the field with the type the spec defines.',
      example: '{ "name": "a", "description": ["Adds"], "inputSchema": { "type": "object" } }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const model = capabilityModel(ctx.doc.root);
    const firstByName = new Map<string, Node>();
    for (const tool of model.tools) {
      const nameNode = prop(tool, 'name');
      const name = checkName(ctx, tool, nameNode);
      if (name !== undefined && nameNode) {
        const first = firstByName.get(name);
        if (first) {
          ctx.report(
            'MCP103',
            nameNode,
            `Another tool is already named "${name}" (line ${lineOf(ctx.doc.text, first.offset)}): tool names must be unique within a server. Rename one of them.`,
          );
        } else firstByName.set(name, nameNode);
      }
      checkDescription(ctx, tool, nameNode);
      checkFieldTypes(ctx, tool);
      reportUnknownKeys(ctx, tool, TOOL_KEYS, 'MCP113', 'tool', {
        unknownSeverity: 'info',
        special: (key, p) => {
          if (INPUT_SCHEMA_ALIASES.includes(key) && !propertyNode(tool, 'inputSchema')) return true; // MCP104 explains it
          if (!(HINT_KEYS as readonly string[]).includes(key)) return false;
          ctx.report(
            'MCP113',
            keyNode(p),
            `"${key}" is a tool annotation: it only has an effect inside "annotations". Move it there.`,
            { fixes: moveIntoAnnotations(ctx, tool, p) },
          );
          return true;
        },
      });
    }
  },
};

/** What is wrong with a tool's "name" that is missing, empty or not a string, said after "This tool". */
function toolNameProblem(nameNode: Node | undefined, name: string | undefined): string {
  if (!nameNode) return 'has no "name"';
  if (name === '') return 'has an empty "name"';
  return `has a "name" that is ${typeName(nameNode)}, not a string`;
}

function checkName(ctx: RuleContext, tool: Node, nameNode: Node | undefined): string | undefined {
  const name = stringValue(nameNode);
  if (name === undefined || name === '') {
    const at = nameNode ?? tool;
    const why = toolNameProblem(nameNode, name);
    ctx.report(
      'MCP101',
      nameNode ?? { offset: at.offset, length: 1 },
      `This tool ${why}: clients call tools by name. Add a unique name such as "get_weather".`,
    );
    return undefined;
  }
  if (name.length > MAX_NAME) {
    const src = stringSource(ctx.doc.text, nameNode!)!;
    ctx.report(
      'MCP102',
      src.toDocument(MAX_NAME, name.length),
      `Tool name is ${name.length} characters long; the spec allows at most ${MAX_NAME}. Shorten it.`,
    );
  }
  if (!NAME_CHARS.test(name)) {
    const bad = [...new Set(name.replace(/[A-Za-z0-9_.-]/g, ''))]
      .map((c) => (c === ' ' ? 'space' : JSON.stringify(c)))
      .join(', ');
    const cleaned = name.replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^[_.-]+|[_.-]+$/g, '') || 'tool';
    ctx.report(
      'MCP102',
      nameNode!,
      `Tool name "${name}" contains ${bad}: names should use only letters, digits, "_", "-" and "." (e.g. "${cleaned}").`,
      {
        fixes: [
          {
            title: `Rename to "${cleaned}"`,
            edits: [replaceNode(nameNode!, JSON.stringify(cleaned))],
            preferred: true,
          },
        ],
      },
    );
  } else if (/^[-.]|[-.]$/.test(name)) {
    ctx.report(
      'MCP102',
      nameNode!,
      `Tool name "${name}" starts or ends with "${/^[-.]/.test(name) ? name[0] : name[name.length - 1]}"; the MCP SDKs warn about this because some clients mangle such names.`,
      { severity: 'info' },
    );
  }
  return name;
}

function checkDescription(ctx: RuleContext, tool: Node, nameNode: Node | undefined): void {
  const descNode = prop(tool, 'description');
  const description = stringValue(descNode);
  if (!descNode || (description !== undefined && description.trim() === '')) {
    const at = descNode ?? nameNode ?? { offset: tool.offset, length: 1 };
    const who = stringValue(nameNode) ? `Tool "${stringValue(nameNode)}"` : 'This tool';
    ctx.report(
      'MCP109',
      at,
      `${who} has ${descNode ? 'an empty' : 'no'} description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.`,
    );
    return;
  }
  if (description !== undefined && description.length > MAX_DESCRIPTION) {
    const src = stringSource(ctx.doc.text, descNode)!;
    ctx.report(
      'MCP110',
      src.toDocument(MAX_DESCRIPTION, description.length),
      `The description is ${description.length} characters long; clients that cut at ${MAX_DESCRIPTION} drop the marked part. Shorten it, and move parameter details into the inputSchema property descriptions.`,
    );
  }
}

function checkFieldTypes(ctx: RuleContext, tool: Node): void {
  const expect = (key: string, ok: (n: Node) => boolean, type: string) => {
    const v = prop(tool, key);
    if (v && !ok(v)) ctx.report('MCP116', v, `Tool "${key}" must be ${type}, not ${typeName(v)}.`);
  };
  expect('title', (n) => n.type === 'string', 'a string');
  expect('description', (n) => n.type === 'string', 'a string');
  expect('annotations', isObject, 'an object of hints (readOnlyHint, destructiveHint, …)');
  expect('_meta', isObject, 'an object');
  expect('icons', isArray, 'an array of icons');
}

function moveIntoAnnotations(ctx: RuleContext, tool: Node, p: Node): Fix[] {
  const ann = prop(tool, 'annotations');
  const key = keyOf(p);
  if (ann && propertyNode(ann, key)) return [];
  // annotations that are no object, or a hint with no value (a syntax error), leave composeEdits nothing it can write
  const parsed = plainValue(valueOf(p));
  const path = pathOf(tool);
  const edits = composeEdits(ctx.doc.text, tool, [
    setAt([...path, key], undefined),
    setAt([...path, 'annotations', key], parsed),
  ]);
  return edits ? [{ title: `Move "${key}" into annotations`, edits, preferred: true }] : [];
}
