import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { HINT_KEYS } from '../../../../../common/formats/toolBehaviour';
import {
  isArray,
  items,
  keyNode,
  keyOf,
  numberValue,
  prop,
  properties,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import type { Fix, Rule, RuleContext } from '../../types';
import { removeProperty, renameKey, replaceNode } from '../../util/edits';
import { cut, timestampMillis, timestampProblem } from '../../util/formats';
import { removeArrayItem } from '../../util/jsonEdits';
import { didYouMean } from '../../util/suggest';

export const CONTENT_ANNOTATION_KEYS = ['audience', 'priority', 'lastModified'] as const;
export const TOOL_HINT_KEYS = ['title', ...HINT_KEYS] as const;
const ROLES = ['user', 'assistant'];

export const contentAnnotations: Rule = {
  meta: [
    {
      code: 'MCP301',
      name: 'audience-invalid',
      severity: 'error',
      summary: '`annotations.audience` must be a non-empty array of "user" and/or "assistant", without duplicates.',
      why: 'Clients use the audience to decide who sees a resource or content block; an unknown role or a bare string is rejected by strict clients and ignored by others.',
      fix: 'Write an array such as ["user"], ["assistant"] or ["user", "assistant"].',
      example: '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "audience": "user" } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP302',
      name: 'priority-invalid',
      severity: 'error',
      summary: '`annotations.priority` must be a number from 0 (entirely optional) to 1 (effectively required).',
      why: 'Clients rank context by priority; a string or an out-of-range number fails schema validation or is silently clamped differently by each client.',
      fix: 'Use a JSON number between 0 and 1, e.g. 0.8.',
      example: '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 2 } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP303',
      name: 'last-modified-invalid',
      severity: 'error',
      summary:
        '`annotations.lastModified` must be an ISO 8601 timestamp of a real moment, such as "2025-01-12T15:00:58Z".',
      why: 'Clients sort and expire resources by this timestamp; free text cannot be parsed, and a day that does not exist (2025-02-30) is refused by strict parsers and silently moved to another day (March 2) by lenient ones.',
      fix: 'Write the time in UTC as YYYY-MM-DDTHH:MM:SSZ.',
      example:
        '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "lastModified": "yesterday" } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP304',
      name: 'last-modified-future',
      severity: 'warning',
      summary: '`annotations.lastModified` lies in the future.',
      why: 'A modification time in the future is almost always a time-zone or clock mistake, and makes clients treat the resource as newer than anything else.',
      fix: 'Check the time zone (use Z for UTC) and the clock that produced the value.',
      example:
        '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "lastModified": "2999-01-01T00:00:00Z" } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP305',
      name: 'tool-hint-in-content-annotations',
      severity: 'error',
      summary: 'A tool-behaviour hint (readOnlyHint, destructiveHint, …) is placed in resource or content annotations.',
      why: 'MCP has two different "annotations": tool annotations describe what a tool does; resource/content annotations say who content is for (audience, priority, lastModified). A tool hint here means nothing to any client.',
      fix: 'Move the hint into the `annotations` of the tool it describes, or remove it.',
      example: '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "readOnlyHint": true } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP306',
      name: 'content-annotation-unknown-key',
      severity: 'warning',
      summary: 'An unknown key in resource or content annotations (only audience, priority and lastModified exist).',
      why: 'Clients ignore keys they do not know, so a misspelt `priorty` silently has no effect.',
      fix: 'Correct the spelling, or move custom data into `_meta`.',
      example: '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priorty": 0.5 } }] }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    // content/resource annotations (not tool annotations): those of resources, templates and content blocks
    const m = capabilityModel(ctx.doc.root);
    for (const owner of [...m.resources, ...m.resourceTemplates, ...m.contentBlocks]) {
      checkAnnotations(ctx, prop(owner, 'annotations'));
    }
  },
};

function checkAnnotations(ctx: RuleContext, ann: Node | undefined): void {
  // a missing or non-object `annotations` has no properties: its type is a schema matter for the owning rule
  for (const p of properties(ann)) {
    const key = keyOf(p);
    const value = valueOf(p);
    switch (key) {
      case 'audience':
        checkAudience(ctx, value);
        break;
      case 'priority':
        checkPriority(ctx, value);
        break;
      case 'lastModified':
        checkLastModified(ctx, value);
        break;
      default:
        if ((TOOL_HINT_KEYS as readonly string[]).includes(key)) {
          ctx.report(
            'MCP305',
            keyNode(p),
            `"${key}" is a tool annotation; resource and content annotations only take audience, priority and lastModified. Move it to the tool's annotations or remove it.`,
            {
              fixes: [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) }],
            },
          );
        } else {
          const guess = didYouMean(key, CONTENT_ANNOTATION_KEYS);
          const fixes: Fix[] = guess
            ? [{ title: `Rename to "${guess}"`, edits: [renameKey(p, guess)], preferred: true, safe: true }]
            : [];
          ctx.report(
            'MCP306',
            keyNode(p),
            guess
              ? `Unknown annotation "${key}": did you mean "${guess}"?`
              : `Unknown annotation "${key}": resource and content annotations only take audience, priority and lastModified.`,
            { fixes },
          );
        }
    }
  }
}

function checkAudience(ctx: RuleContext, value: Node | undefined): void {
  if (!value) return;
  if (!isArray(value)) {
    const s = stringValue(value);
    const fixes: Fix[] =
      s && ROLES.includes(s)
        ? [
            {
              title: `Wrap in an array: ["${s}"]`,
              edits: [replaceNode(value, JSON.stringify([s]))],
              preferred: true,
              safe: true,
            },
          ]
        : [];
    ctx.report(
      'MCP301',
      value,
      `"audience" must be an array of roles, not ${typeName(value)}: write ["user"], ["assistant"] or both.`,
      { fixes },
    );
    return;
  }
  const entries = items(value);
  if (entries.length === 0) {
    ctx.report(
      'MCP301',
      value,
      '"audience" is empty: name who the content is for (["user"], ["assistant"] or both), or leave the key out.',
      {
        fixes: [{ title: 'Remove the empty "audience"', edits: removeProperty(ctx.doc.text, value) }],
      },
    );
    return;
  }
  const seen = new Set<string>();
  for (const e of entries) {
    const role = stringValue(e);
    if (role === undefined) {
      ctx.report('MCP301', e, `An audience entry must be the string "user" or "assistant", not ${typeName(e)}.`);
    } else if (!ROLES.includes(role)) {
      const guess =
        didYouMean(role, ROLES) ??
        (role.toLowerCase() === 'system' || role.toLowerCase() === 'model' ? 'assistant' : undefined);
      ctx.report(
        'MCP301',
        e,
        `"${cut(role)}" is not an MCP role: audience takes only "user" and "assistant"${guess ? ` (did you mean "${guess}"?)` : ''}.`,
        {
          fixes: guess
            ? [{ title: `Change to "${guess}"`, edits: [replaceNode(e, JSON.stringify(guess))], preferred: true }]
            : [],
        },
      );
    } else if (seen.has(role)) {
      ctx.report('MCP301', e, `"${cut(role)}" appears twice in audience.`, {
        fixes: [{ title: `Remove the duplicate "${cut(role)}"`, edits: removeArrayItem(value, e), safe: true }],
      });
    } else seen.add(role);
  }
}

function checkPriority(ctx: RuleContext, value: Node | undefined): void {
  if (!value) return;
  const n = numberValue(value);
  if (n === undefined) {
    const s = stringValue(value);
    const parsed = s !== undefined && s.trim() !== '' ? Number(s) : NaN;
    const fixes: Fix[] = Number.isFinite(parsed)
      ? [
          {
            title: `Convert to the number ${clamp(parsed)}`,
            edits: [replaceNode(value, String(clamp(parsed)))],
            preferred: true,
            safe: parsed >= 0 && parsed <= 1,
          },
        ]
      : [];
    ctx.report(
      'MCP302',
      value,
      `"priority" must be a number from 0 to 1, not ${typeName(value)}${s !== undefined ? ` ("${s}")` : ''}.`,
      { fixes },
    );
    return;
  }
  if (n < 0 || n > 1) {
    ctx.report('MCP302', value, `"priority" is ${n}, outside 0–1: 1 means effectively required, 0 entirely optional.`, {
      fixes: [{ title: `Clamp to ${clamp(n)}`, edits: [replaceNode(value, String(clamp(n)))], preferred: true }],
    });
  }
}

function clamp(n: number): number {
  return Math.min(1, Math.max(0, n));
}

function checkLastModified(ctx: RuleContext, value: Node | undefined): void {
  if (!value) return;
  const s = stringValue(value);
  if (s === undefined) {
    ctx.report(
      'MCP303',
      value,
      `"lastModified" must be an ISO 8601 timestamp string such as "2025-01-12T15:00:58Z", not ${typeName(value)}.`,
    );
    return;
  }
  const problem = timestampProblem(s);
  if (problem) {
    // a rewrite only for text that is not ISO at all ("Jan 12 2025"): for 2025-02-30 Date.parse would offer March 2
    const parsed = Date.parse(s);
    const rewrite = !/^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(parsed) ? new Date(parsed).toISOString() : undefined;
    const fixes: Fix[] = rewrite
      ? [{ title: `Rewrite as ${rewrite}`, edits: [replaceNode(value, JSON.stringify(rewrite))] }]
      : [];
    ctx.report('MCP303', value, `"lastModified" ${problem.message}`, { fixes });
    return;
  }
  const time = timestampMillis(s);
  const now = ctx.options.now?.() ?? new Date();
  // a day of slack: a timestamp written in a time zone ahead of the checker's is not a mistake
  if (time > now.getTime() + 24 * 3600 * 1000) {
    ctx.report(
      'MCP304',
      value,
      `"lastModified" (${s}) lies in the future; check the time zone and the clock that produced it.`,
    );
  }
}
