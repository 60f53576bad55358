import type { Node } from 'jsonc-parser';
import {
  booleanValue,
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  numberValue,
  prop,
  propertyNode,
  properties,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { removeProperty, replaceNode } from '../../util/edits';
import type { Fix, Rule, RuleContext } from '../../types';
import { MCPB_KINDS } from './manifestSchema';

const MINIMAL =
  '"manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["${__dirname}/server/index.js", "${user_config.limit}"] } }';

export const userConfig: Rule = {
  meta: {
    code: 'MCP910',
    name: 'bundle-user-config-option-invalid',
    severity: 'warning',
    summary:
      'A user_config option whose settings contradict its type: a default of another type, min above max, a default outside min/max, `sensitive` on a non-string, `multiple` on a non-path, min/max on a non-number, or a default for a sensitive value.',
    why: 'The client builds its settings form from the option; contradictory settings are ignored or produce a value the server does not expect, and a default of a sensitive option ships in the manifest in plain text.',
    fix: 'Make the default match the type (an array of strings for multiple directories/files), keep min ≤ default ≤ max, and leave sensitive values without a default.',
    example: `{ ${MINIMAL}, "user_config": { "limit": { "type": "number", "title": "Limit", "description": "Max rows", "min": 10, "max": 1 } } }`,
    kinds: MCPB_KINDS,
  },
  check(ctx) {
    for (const p of properties(prop(ctx.doc.root, 'user_config'))) {
      const option = valueOf(p);
      if (isObject(option)) checkOption(ctx, keyOf(p), option);
    }
  },
};

function checkOption(ctx: RuleContext, key: string, option: Node): void {
  const type = stringValue(prop(option, 'type'));
  const multiple = booleanValue(prop(option, 'multiple')) === true;
  const sensitive = propertyNode(option, 'sensitive');
  if (sensitive && booleanValue(valueOf(sensitive)) === true && type && type !== 'string') {
    ctx.report(
      'MCP910',
      keyNode(sensitive),
      `"sensitive" applies to string options; option "${key}" is a ${type}, so it has no effect.`,
      { tags: ['unnecessary'] },
    );
  }
  const multi = propertyNode(option, 'multiple');
  if (multi && multiple && type && type !== 'directory' && type !== 'file') {
    ctx.report(
      'MCP910',
      keyNode(multi),
      `"multiple" applies to directory and file options; option "${key}" is a ${type}, so it has no effect.`,
      { tags: ['unnecessary'] },
    );
  }
  const minNode = prop(option, 'min');
  const maxNode = prop(option, 'max');
  if ((minNode || maxNode) && type && type !== 'number') {
    ctx.report(
      'MCP910',
      keyNode(propertyNode(option, minNode ? 'min' : 'max')!),
      `"min" and "max" apply to number options; option "${key}" is a ${type}, so they have no effect.`,
      { tags: ['unnecessary'] },
    );
  }
  const min = numberValue(minNode);
  const max = numberValue(maxNode);
  if (min !== undefined && max !== undefined && min > max) {
    ctx.report('MCP910', minNode!, `Option "${key}" has "min" ${min} above "max" ${max}: no value can satisfy both.`, {
      severity: 'error',
    });
  }
  const def = prop(option, 'default');
  if (!def) return;
  if (sensitive && booleanValue(valueOf(sensitive)) === true && def.type === 'string' && (def.value as string) !== '') {
    ctx.report(
      'MCP910',
      def,
      `Option "${key}" is sensitive but has a "default": the default ships in the manifest in plain text. Leave sensitive options without a default.`,
      {
        fixes: [{ title: 'Remove the default', edits: removeProperty(ctx.doc.text, def), preferred: true }],
      },
    );
  }
  if (!type) return;
  const expected = expectedDefault(type, multiple);
  if (!expected.ok(def)) {
    ctx.report(
      'MCP910',
      def,
      `The default of option "${key}" must be ${expected.what} (its type is "${type}"${multiple ? ', multiple' : ''}), not ${typeName(def)}.`,
      { severity: 'error', fixes: convert(def, type) },
    );
    return;
  }
  const n = numberValue(def);
  if (n !== undefined && ((min !== undefined && n < min) || (max !== undefined && n > max))) {
    ctx.report(
      'MCP910',
      def,
      `The default ${n} of option "${key}" lies outside its range ${min ?? '−∞'}…${max ?? '∞'}.`,
    );
  }
}

function expectedDefault(type: string, multiple: boolean): { ok: (n: Node) => boolean; what: string } {
  switch (type) {
    case 'number':
      return { ok: (n) => n.type === 'number', what: 'a number' };
    case 'boolean':
      return { ok: (n) => n.type === 'boolean', what: 'true or false' };
    case 'directory':
    case 'file':
      return multiple
        ? {
            ok: (n) => n.type === 'string' || (isArray(n) && items(n).every((i) => i.type === 'string')),
            what: 'a path or an array of paths',
          }
        : { ok: (n) => n.type === 'string', what: `one path (set "multiple": true for several)` };
    default:
      return { ok: (n) => n.type === 'string', what: 'a string' };
  }
}

function convert(def: Node, type: string): Fix[] {
  const s = stringValue(def);
  if (type === 'number' && s !== undefined && s.trim() !== '' && Number.isFinite(Number(s))) {
    return [
      { title: `Change to ${Number(s)}`, edits: [replaceNode(def, String(Number(s)))], preferred: true, safe: true },
    ];
  }
  if (type === 'boolean' && (s === 'true' || s === 'false')) {
    return [{ title: `Change to ${s}`, edits: [replaceNode(def, s)], preferred: true, safe: true }];
  }
  if (type === 'string' && (def.type === 'number' || def.type === 'boolean')) {
    return [
      {
        title: `Quote it: "${String(def.value)}"`,
        edits: [replaceNode(def, JSON.stringify(String(def.value)))],
        preferred: true,
        safe: true,
      },
    ];
  }
  return [];
}
