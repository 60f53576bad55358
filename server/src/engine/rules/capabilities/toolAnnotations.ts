import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { HINT_KEYS, toolBehaviour } from '../../../../../common/formats/toolBehaviour';
import {
  booleanValue,
  isObject,
  keyNode,
  keyOf,
  plainValue,
  prop,
  properties,
  propertyNode,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import type { Fix, Rule, RuleContext } from '../../types';
import { removeProperty, replaceNode, setProperty } from '../../util/edits';
import { reportUnknownKeys } from '../../util/keys';
import { stringSource } from '../../util/stringOffsets';
import {
  addsNumbers,
  corroboration,
  descriptionAction,
  mentionsChange,
  nameAction,
  nameActions,
  outsideWorldEvidence,
  statesReadOnly,
  type VerbMatch,
} from '../../util/toolIntent';
import { CONTENT_ANNOTATION_KEYS, TOOL_HINT_KEYS } from './contentAnnotations';

export const toolAnnotations: Rule = {
  meta: [
    {
      code: 'MCP201',
      name: 'tool-annotation-type',
      severity: 'error',
      summary:
        'A tool annotation has the wrong type: a hint that is not a boolean (`"true"`), a `title` that is not a string.',
      why: 'Clients read hints as booleans; a string "true" fails schema validation in strict clients and is ignored (so the default applies) by the others.',
      fix: 'Write the hint as a JSON boolean, `true` or `false`, without quotes.',
      example: '{ "name": "a", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": "true" } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP202',
      name: 'tool-annotation-unknown-key',
      severity: 'warning',
      summary:
        'A key in tool `annotations` that is not one of title, readOnlyHint, destructiveHint, idempotentHint, openWorldHint.',
      why: 'Clients ignore annotation keys they do not know: a misspelt `readonlyHint` leaves the tool with the default — "may modify and destroy".',
      fix: 'Correct the spelling; put custom data in `_meta`.',
      example: '{ "name": "a", "inputSchema": { "type": "object" }, "annotations": { "readonlyHint": true } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP203',
      name: 'content-annotation-in-tool-annotations',
      severity: 'error',
      summary: "`audience`, `priority` or `lastModified` is placed in a tool's `annotations`.",
      why: 'MCP has two different "annotations": a tool\'s describe its behaviour (hints); audience, priority and lastModified belong to resources and content blocks and mean nothing on a tool.',
      fix: 'Remove the key, or put it on the content blocks the tool returns.',
      example: '{ "name": "a", "inputSchema": { "type": "object" }, "annotations": { "priority": 0.9 } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP204',
      name: 'hint-meaningless-on-read-only',
      severity: 'hint',
      summary:
        '`destructiveHint` or `idempotentHint` is set on a tool marked `readOnlyHint: true`, where it has no meaning.',
      why: 'The spec defines both hints only for tools that modify their environment; on a read-only tool they are ignored, and a reader may wrongly take them as meaningful.',
      fix: 'Remove the hint.',
      example:
        '{ "name": "list_files", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": true, "idempotentHint": false } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP205',
      name: 'read-only-and-destructive',
      severity: 'warning',
      summary: 'A tool is marked both `readOnlyHint: true` and `destructiveHint: true`.',
      why: 'The two contradict each other: clients that trust readOnlyHint run the tool without asking, while the other hint says it may destroy data.',
      fix: 'Decide: remove `destructiveHint` if the tool only reads, or set `readOnlyHint: false` if it changes anything.',
      example:
        '{ "name": "a", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": true, "destructiveHint": true } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP206',
      name: 'read-only-hint-missing',
      severity: 'warning',
      summary:
        'A tool that plainly only reads (`get_…`, `list_…`, `search_…`, "Returns …") does not say `readOnlyHint: true`. A verb that may also name a change (`check_…`, `query_…`, `browse_…`) is reported as information unless the description confirms that the tool only reads.',
      why: 'Without the hint clients assume the defaults — the tool may modify and may destroy — so they ask for approval on every call and cannot run it in a read-only mode.',
      fix: 'Add `"readOnlyHint": true` to the tool\'s annotations (if it really changes nothing).',
      example: '{ "name": "get_weather", "description": "Returns the weather", "inputSchema": { "type": "object" } }',
      kinds: ['capabilities'],
      heuristic: true,
    },
    {
      code: 'MCP207',
      name: 'destructive-tool-marked-safe',
      severity: 'warning',
      summary:
        'A tool whose name or description says it deletes, drops, overwrites, pays, or sends a message is marked `readOnlyHint: true` or `destructiveHint: false`. "Send" counts only with what cannot be taken back (an e-mail, a message, money), not feedback sent to the service itself.',
      why: 'Clients use these hints to skip confirmation: a deleting or sending tool that claims to be read-only or additive may run without the user being asked.',
      fix: 'Set `readOnlyHint: false` and leave `destructiveHint` out (default true) — or rename the tool if it really does not destroy.',
      example:
        '{ "name": "delete_file", "inputSchema": { "type": "object" }, "annotations": { "destructiveHint": false } }',
      kinds: ['capabilities'],
      heuristic: true,
    },
    {
      code: 'MCP208',
      name: 'writing-tool-marked-read-only',
      severity: 'warning',
      summary:
        'A tool whose name or description says it creates, updates, enables or runs a script is marked `readOnlyHint: true`. Verbs that also name a read ("open", "run", "trigger", "generate", "resolve", "sync"…) count only when the name or description confirms the change (`run_script`, "Opens an issue", "…and deletes the rest").',
      why: 'readOnlyHint means "does not modify its environment"; clients may run such a tool without asking.',
      fix: 'Set `readOnlyHint: false` (and say with `destructiveHint` whether its changes are destructive).',
      example:
        '{ "name": "create_issue", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": true } }',
      kinds: ['capabilities'],
      heuristic: true,
    },
    {
      code: 'MCP209',
      name: 'open-world-hint-false-on-external-tool',
      severity: 'warning',
      summary:
        '`openWorldHint: false` on a tool that plainly reaches the outside world (web search, fetching URLs, sending e-mail).',
      why: 'openWorldHint tells clients whether a tool interacts with external entities; claiming a closed world for a web tool hides that data leaves the machine.',
      fix: 'Remove `openWorldHint` (default true) or set it to true.',
      example:
        '{ "name": "fetch_url", "inputSchema": { "type": "object" }, "annotations": { "openWorldHint": false } }',
      kinds: ['capabilities'],
      heuristic: true,
    },
    {
      code: 'MCP210',
      name: 'annotation-title-shadowed',
      severity: 'warning',
      summary: "`annotations.title` differs from the tool's top-level `title`, which wins.",
      why: 'Clients display `title`, then `annotations.title`, then `name`: with both set, `annotations.title` is never shown, and the two drift apart.',
      fix: 'Keep one title: remove `annotations.title`, or make the two agree.',
      example:
        '{ "name": "a", "title": "Search", "inputSchema": { "type": "object" }, "annotations": { "title": "Find things" } }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    for (const tool of capabilityModel(ctx.doc.root).tools) {
      const ann = prop(tool, 'annotations');
      if (ann && !isObject(ann)) continue; // MCP116 reports the type
      checkKeys(ctx, ann);
      checkConsistency(ctx, tool, ann);
      checkIntent(ctx, tool, ann);
      checkTitle(ctx, tool, ann);
    }
  },
};

/** The boolean a hint that is not one means: "true" or "false" in any case, or 1 or 0; else undefined. */
function meantBoolean(value: Node): boolean | undefined {
  const s = stringValue(value)?.trim().toLowerCase();
  // only a number node has a number value
  if (s === 'true' || value.value === 1) return true;
  if (s === 'false' || value.value === 0) return false;
  return undefined;
}

/** A tool's annotations object (none: no keys). */
function checkKeys(ctx: RuleContext, ann: Node | undefined): void {
  for (const p of properties(ann)) {
    const key = keyOf(p);
    const value = valueOf(p);
    if (!value) continue;
    if ((HINT_KEYS as readonly string[]).includes(key) && value.type !== 'boolean') {
      const b = meantBoolean(value);
      ctx.report(
        'MCP201',
        value,
        `"${key}" must be a boolean, not ${typeName(value)}: clients ignore it and assume the default.`,
        {
          fixes:
            b === undefined
              ? []
              : [{ title: `Change to ${b}`, edits: [replaceNode(value, String(b))], preferred: true, safe: true }],
        },
      );
    } else if (key === 'title' && value.type !== 'string') {
      ctx.report('MCP201', value, `"title" must be a string, not ${typeName(value)}.`);
    } else if ((CONTENT_ANNOTATION_KEYS as readonly string[]).includes(key)) {
      ctx.report(
        'MCP203',
        keyNode(p),
        `"${key}" is a resource/content annotation: tool annotations only take title and the behaviour hints. ` +
          'Remove it, or set it on the content blocks the tool returns.',
        {
          fixes: [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) }],
        },
      );
    }
  }
  reportUnknownKeys(ctx, ann, TOOL_HINT_KEYS, 'MCP202', 'tool annotation', {
    unknownSeverity: 'warning',
    metaHome: 'the tool\'s "_meta"',
    special: (key) => (CONTENT_ANNOTATION_KEYS as readonly string[]).includes(key),
  });
}

function checkConsistency(ctx: RuleContext, tool: Node, ann: Node | undefined): void {
  if (!ann || booleanValue(prop(ann, 'readOnlyHint')) !== true) return;
  const destructive = propertyNode(ann, 'destructiveHint');
  if (destructive && booleanValue(valueOf(destructive)) === true) {
    ctx.report(
      'MCP205',
      keyNode(destructive),
      `${who(tool)} is marked both read-only and destructive: clients that trust readOnlyHint skip confirmation. ` +
        'Remove "destructiveHint" if it only reads, or set "readOnlyHint": false.',
      {
        fixes: [
          { title: 'Remove "destructiveHint" (the tool only reads)', edits: removeProperty(ctx.doc.text, destructive) },
          {
            title: 'Set "readOnlyHint": false (the tool may destroy)',
            edits: [replaceNode(prop(ann, 'readOnlyHint')!, 'false')],
          },
        ],
      },
    );
  }
  for (const key of ['destructiveHint', 'idempotentHint'] as const) {
    const p = propertyNode(ann, key);
    if (!p || (key === 'destructiveHint' && booleanValue(valueOf(p)) === true) || valueOf(p)?.type !== 'boolean') {
      continue;
    }
    ctx.report(
      'MCP204',
      keyNode(p),
      `"${key}" has no meaning on a tool marked "readOnlyHint": true ` +
        '(it only applies to tools that modify their environment). Remove it.',
      {
        tags: ['unnecessary'],
        fixes: [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p), preferred: true, safe: true }],
      },
    );
  }
}

interface Signal {
  readonly match: VerbMatch;
  /** The string node the verb was found in (name or description), for the report's range. */
  readonly node: Node;
}

/** The verb that says what a tool does: the one its name starts with, else its description's. */
function signalOf(nameNode: Node, name: string, descNode: Node | undefined, description: string): Signal | undefined {
  const fromName = nameAction(name);
  if (fromName) return { match: fromName, node: nameNode };
  // a description is non-empty only when it is a string node ('' when there is none)
  const fromDescription = descriptionAction(description);
  return fromDescription ? { match: fromDescription, node: descNode! } : undefined;
}

function checkIntent(ctx: RuleContext, tool: Node, ann: Node | undefined): void {
  const nameNode = prop(tool, 'name');
  const name = stringValue(nameNode);
  if (name === undefined || !nameNode) return;
  const descNode = prop(tool, 'description');
  const description = stringValue(descNode) ?? '';
  const found = signalOf(nameNode, name, descNode, description);
  const signal = found && !addsNumbers(found.match, name, description) ? found : undefined;
  if (signal) checkHintsAgainstVerb(ctx, tool, ann, nameNode, name, description, signal);
  checkOpenWorld(ctx, ann, name, description);
}

/** MCP206–MCP208: the hints a tool declares, against what the verb of its name or description says it does. */
function checkHintsAgainstVerb(
  ctx: RuleContext,
  tool: Node,
  ann: Node | undefined,
  nameNode: Node,
  name: string,
  description: string,
  signal: Signal,
): void {
  const behaviour = toolBehaviour(ann ? plainValue(ann) : undefined);
  const readOnlyNode = ann ? prop(ann, 'readOnlyHint') : undefined;
  const destructiveNode = ann ? prop(ann, 'destructiveHint') : undefined;
  const { match } = signal;
  const span = spanIn(ctx, signal);
  // an ambiguous verb ("open", "run", "send"…) says nothing on its own, so against a hint it counts only when confirmed
  const evidence = match.ambiguous ? corroboration(match, name, description) : undefined;
  const says = match.ambiguous ? `"${match.verb}", with ${evidence},` : `"${match.verb}"`;
  const counts = !match.ambiguous || evidence !== undefined;
  if (
    match.action === 'destroy' &&
    counts &&
    readOnlyNode &&
    behaviour.hints.readOnlyHint.explicit &&
    behaviour.readOnly
  ) {
    ctx.report(
      'MCP207',
      span,
      `${says} says this tool ${destroyWord(match.verb)}, but it is marked "readOnlyHint": true, ` +
        'so clients may run it without asking. Set "readOnlyHint": false.',
      {
        fixes: [{ title: 'Set "readOnlyHint": false', edits: [replaceNode(readOnlyNode, 'false')], preferred: true }],
      },
    );
  } else if (
    match.action === 'destroy' &&
    counts &&
    destructiveNode &&
    behaviour.hints.destructiveHint.explicit &&
    !behaviour.hints.destructiveHint.value &&
    !behaviour.readOnly
  ) {
    ctx.report(
      'MCP207',
      span,
      `${says} says this tool ${destroyWord(match.verb)}, but it is marked "destructiveHint": false (additive only), ` +
        'so clients may skip the stronger confirmation. ' +
        'Remove the hint (default true) unless the tool can never lose or send data.',
      {
        fixes: [
          { title: 'Set "destructiveHint": true', edits: [replaceNode(destructiveNode, 'true')], preferred: true },
        ],
      },
    );
  } else if (
    match.action === 'write' &&
    counts &&
    readOnlyNode &&
    behaviour.hints.readOnlyHint.explicit &&
    behaviour.readOnly
  ) {
    ctx.report(
      'MCP208',
      span,
      `${says} says this tool changes something, ` +
        'but it is marked "readOnlyHint": true ("does not modify its environment"), ' +
        'so clients may run it without asking. Set "readOnlyHint": false.',
      {
        fixes: [{ title: 'Set "readOnlyHint": false', edits: [replaceNode(readOnlyNode, 'false')], preferred: true }],
      },
    );
  } else if (
    match.action === 'read' &&
    !behaviour.hints.readOnlyHint.explicit &&
    !behaviour.hints.readOnlyHint.invalid &&
    plainlyReads(name, description)
  ) {
    reportReadOnlyMissing(ctx, tool, ann, nameNode, name, match, description);
  }
}

/** MCP209: "openWorldHint": false on a tool whose name or description reaches the outside world. */
function checkOpenWorld(ctx: RuleContext, ann: Node | undefined, name: string, description: string): void {
  const openWorld = ann ? prop(ann, 'openWorldHint') : undefined;
  if (openWorld && booleanValue(openWorld) === false) {
    const evidence = outsideWorldEvidence(name, description);
    if (evidence) {
      ctx.report(
        'MCP209',
        openWorld,
        '"openWorldHint": false claims a closed world, ' +
          `but ${evidence.in === 'name' ? 'the name' : 'the description'} says "${evidence.what}": ` +
          'a tool that reaches the web, URLs or e-mail interacts with the outside world. ' +
          'Remove the hint (default true).',
        {
          fixes: [{ title: 'Remove "openWorldHint"', edits: removeProperty(ctx.doc.text, openWorld), preferred: true }],
        },
      );
    }
  }
}

/**
 * MCP206: a plain read verb is a warning, and so is an ambiguous one ("check", "query") that the description confirms;
 * otherwise the advice is information, since the name alone does not say that nothing changes.
 */
function reportReadOnlyMissing(
  ctx: RuleContext,
  tool: Node,
  ann: Node | undefined,
  nameNode: Node,
  name: string,
  match: VerbMatch,
  description: string,
): void {
  const fixes: Fix[] = [
    {
      title: 'Add "readOnlyHint": true',
      edits: ann
        ? setProperty(ctx.doc.text, ann, 'readOnlyHint', true)
        : setProperty(ctx.doc.text, tool, 'annotations', { readOnlyHint: true }),
      preferred: true,
    },
  ];
  const advice =
    'clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing.';
  if (!match.ambiguous || corroboration(match, name, description)) {
    ctx.report(
      'MCP206',
      nameNode,
      `"${name}" looks like it only reads, but it does not say "readOnlyHint": true: ${advice}`,
      { fixes },
    );
  } else {
    ctx.report(
      'MCP206',
      nameNode,
      `"${match.verb}" may only read, but "${name}" does not say "readOnlyHint": true, ` +
        `and its description does not say either way: ${advice}`,
      { fixes, severity: 'info' },
    );
  }
}

/**
 * The name gives the read verb and nothing in name or description speaks of changing anything — unless the
 * description says outright that it is read-only ("Run a read-only SQL query").
 */
function plainlyReads(name: string, description: string): boolean {
  if (statesReadOnly(description)) return true;
  const actions = nameActions(name);
  if (actions.has('write') || actions.has('destroy')) return false;
  const lead = description ? descriptionAction(description) : undefined;
  if (lead && !lead.ambiguous && (lead.action === 'write' || lead.action === 'destroy')) return false;
  return !mentionsChange(description);
}

function spanIn(ctx: RuleContext, s: Signal): { offset: number; length: number } {
  return stringSource(ctx.doc.text, s.node)!.toDocument(s.match.start, s.match.end);
}

function destroyWord(verb: string): string {
  if (/^(send|email|sms|tweet)/.test(verb)) return 'sends something (which cannot be taken back)';
  if (/^(pay|transfer|charge|withdraw|refund)/.test(verb)) return 'moves money';
  return 'deletes or overwrites something';
}

function who(tool: Node): string {
  const name = stringValue(prop(tool, 'name'));
  return name ? `Tool "${name}"` : 'This tool';
}

function checkTitle(ctx: RuleContext, tool: Node, ann: Node | undefined): void {
  const annTitle = propertyNode(ann, 'title');
  const top = stringValue(prop(tool, 'title'));
  const inner = stringValue(annTitle && valueOf(annTitle));
  if (!annTitle || top === undefined || inner === undefined || top.trim() === inner.trim()) return;
  ctx.report(
    'MCP210',
    valueOf(annTitle)!,
    `annotations.title "${inner}" is never shown: clients display the top-level title "${top}" first. ` +
      'Remove one of them, or make them agree.',
    {
      tags: ['unnecessary'],
      fixes: [
        {
          title: 'Remove annotations.title',
          edits: removeProperty(ctx.doc.text, annTitle),
          preferred: true,
          safe: true,
        },
        { title: `Use "${inner}" as the title`, edits: [replaceNode(prop(tool, 'title')!, JSON.stringify(inner))] },
      ],
    },
  );
}
