import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { isObject, items, keyNode, prop, properties, keyOf, stringValue } from '../../../../../common/json/jsonNodes';
import { atLeast, revisionFromDocument, type SpecRevision } from '../../spec';
import type { Rule, RuleContext } from '../../types';
import { removeProperty } from '../../util/edits';
import { walkSchema } from '../../util/schemaWalk';

type Owner =
  | 'tool'
  | 'resource'
  | 'resourceTemplate'
  | 'prompt'
  | 'promptArgument'
  | 'contentBlock'
  | 'resourceContents'
  | 'annotations'
  | 'result';

/**
 * The revision each field first appeared in (from the schema.json of every revision); fields of 2025-03-26 are
 * not listed. Schemas themselves always allowed extra keywords, so `$schema` inside inputSchema is no finding.
 */
const SINCE: Record<Owner, Record<string, SpecRevision>> = {
  tool: {
    title: '2025-06-18',
    outputSchema: '2025-06-18',
    _meta: '2025-06-18',
    icons: '2025-11-25',
    execution: '2025-11-25',
  },
  resource: { title: '2025-06-18', _meta: '2025-06-18', icons: '2025-11-25' },
  resourceTemplate: { title: '2025-06-18', _meta: '2025-06-18', icons: '2025-11-25' },
  prompt: { title: '2025-06-18', _meta: '2025-06-18', icons: '2025-11-25' },
  promptArgument: { title: '2025-06-18' },
  contentBlock: { _meta: '2025-06-18' },
  resourceContents: { _meta: '2025-06-18' },
  annotations: { lastModified: '2025-06-18' },
  result: { resultType: '2026-07-28', ttlMs: '2026-07-28', cacheScope: '2026-07-28', structuredContent: '2025-06-18' },
};

/** Fields a revision dropped, with what replaced them. */
const REMOVED: Partial<Record<Owner, Record<string, { in: SpecRevision; instead: string }>>> = {
  tool: {
    execution: {
      in: '2026-07-28',
      instead: 'tasks moved to the io.modelcontextprotocol/tasks extension, so tools no longer declare task support',
    },
  },
};

const OWNER_NAMES: Record<Owner, string> = {
  tool: 'Tool',
  resource: 'Resource',
  resourceTemplate: 'ResourceTemplate',
  prompt: 'Prompt',
  promptArgument: 'PromptArgument',
  contentBlock: 'content block',
  resourceContents: 'resource contents',
  annotations: 'Annotations',
  result: 'result',
};

export const specRevision: Rule = {
  meta: [
    {
      code: 'MCP010',
      name: 'field-newer-than-revision',
      severity: 'warning',
      summary:
        'A field, content type or schema extension is newer than the MCP revision the document targets (its `protocolVersion`, else the `mcpLens.specVersion` setting).',
      why: 'Clients of the targeted revision do not know the field and ignore it (or, if strict, reject it), so it does not do what it is meant to.',
      fix: 'Remove the field, or target the revision that introduced it.',
      example:
        '{ "protocolVersion": "2025-06-18", "tools": [{ "name": "a", "inputSchema": { "type": "object" }, "icons": [] }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP011',
      name: 'field-removed-in-revision',
      severity: 'warning',
      summary: "A field the targeted MCP revision removed, such as a tool's `execution.taskSupport` under 2026-07-28.",
      why: 'Clients of that revision no longer read the field: whatever it declared (task support) is silently lost.',
      fix: 'Remove the field and use what replaced it (for tasks: the io.modelcontextprotocol/tasks extension).',
      example: '{ "name": "a", "inputSchema": { "type": "object" }, "execution": { "taskSupport": "optional" } }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const model = capabilityModel(ctx.doc.root);
    // a missing or non-object value has no fields
    const visit = (obj: Node | undefined, owner: Owner) => checkFields(ctx, obj, owner);
    for (const t of model.tools) {
      visit(t, 'tool');
      if (!atLeast(ctx.spec, '2026-07-28')) checkHeaders(ctx, prop(t, 'inputSchema'));
    }
    for (const r of model.resources) {
      visit(r, 'resource');
      visit(prop(r, 'annotations'), 'annotations');
    }
    for (const r of model.resourceTemplates) {
      visit(r, 'resourceTemplate');
      visit(prop(r, 'annotations'), 'annotations');
    }
    for (const p of model.prompts) {
      visit(p, 'prompt');
      for (const a of items(prop(p, 'arguments'))) visit(a, 'promptArgument');
    }
    for (const b of model.contentBlocks) {
      visit(b, 'contentBlock');
      visit(prop(b, 'annotations'), 'annotations');
      const type = prop(b, 'type');
      if (stringValue(type) === 'resource_link' && !atLeast(ctx.spec, '2025-06-18')) {
        ctx.report(
          'MCP010',
          type!,
          `Content type "resource_link" was added in MCP 2025-06-18; ${targetSays(ctx)}, whose clients do not know it. Embed the resource ("type": "resource") or target a newer revision.`,
        );
      }
    }
    for (const c of model.resourceContents) visit(c, 'resourceContents');
    visit(resultObject(ctx.doc.root), 'result');
  },
};

function checkFields(ctx: RuleContext, obj: Node | undefined, owner: Owner): void {
  const since = SINCE[owner];
  const removed = REMOVED[owner];
  for (const p of properties(obj)) {
    const key = keyOf(p);
    // own keys only: a key named "constructor" or "toString" must not find the prototype's
    const gone = removed && Object.hasOwn(removed, key) ? removed[key] : undefined;
    if (gone && atLeast(ctx.spec, gone.in)) {
      ctx.report(
        'MCP011',
        keyNode(p),
        `"${key}" was removed from ${OWNER_NAMES[owner]} in MCP ${gone.in} (${gone.instead}); ${targetSays(ctx)}. Remove it.`,
        {
          tags: ['deprecated'],
          fixes: [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p), preferred: true }],
        },
      );
      continue;
    }
    const added = Object.hasOwn(since, key) ? since[key] : undefined;
    if (added && !atLeast(ctx.spec, added)) {
      ctx.report(
        'MCP010',
        keyNode(p),
        `"${key}" was added to ${OWNER_NAMES[owner]} in MCP ${added}; ${targetSays(ctx)}, whose clients ignore it. Remove it, or target ${added} or newer.`,
        {
          fixes: [{ title: `Remove "${key}"`, edits: removeProperty(ctx.doc.text, p) }],
        },
      );
    }
  }
}

function checkHeaders(ctx: RuleContext, schema: Node | undefined): void {
  walkSchema(schema, (v) => {
    for (const p of properties(v.node)) {
      if (keyOf(p) !== 'x-mcp-header') continue;
      ctx.report(
        'MCP010',
        keyNode(p),
        `"x-mcp-header" was added in MCP 2026-07-28; ${targetSays(ctx)}, whose clients send no Mcp-Param headers. Remove it, or target 2026-07-28.`,
        {
          fixes: [{ title: 'Remove "x-mcp-header"', edits: removeProperty(ctx.doc.text, p) }],
        },
      );
    }
  });
}

/** How the document's target revision was decided, said in a finding's message. */
export function targetSays(ctx: RuleContext): string {
  if (ctx.specFromDocument) {
    // the document names the revision (targetRevision): it has the node
    const node = revisionFromDocument(ctx.doc.root)!.node;
    const named = stringValue(node);
    return named && named !== ctx.spec
      ? `this document's protocolVersion ${named} means MCP ${ctx.spec}`
      : `this document targets MCP ${ctx.spec} (its protocolVersion)`;
  }
  const setting = ctx.options.specVersion;
  return setting && setting !== 'auto'
    ? `the target revision is MCP ${ctx.spec} (the mcpLens.specVersion setting)`
    : `the document names no protocolVersion, so it is checked against the newest revision, MCP ${ctx.spec} (set "mcpLens.specVersion" if the server speaks an older one)`;
}

/** The result object of the document: the root or a JSON-RPC response's `result`, when it holds a list or content. */
function resultObject(root: Node | undefined): Node | undefined {
  const result = prop(root, 'result');
  const candidate = prop(root, 'jsonrpc') !== undefined && isObject(result) ? result : root;
  const isResult = ['tools', 'resources', 'resourceTemplates', 'prompts', 'messages', 'content', 'contents'].some(
    (k) => prop(candidate, k) !== undefined,
  );
  return isResult ? candidate : undefined;
}
