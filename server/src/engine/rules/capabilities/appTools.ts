import type { Node } from 'jsonc-parser';
import { capabilityModel, type CapabilityModel } from '../../../model/capabilities';
import { isCodeDocument } from '../../../code/codeDocument';
import { isArray, isObject, items, keyNode, prop, stringValue, typeName } from '../../../../../common/json/jsonNodes';
import {
  isUiUri,
  LEGACY_RESOURCE_URI_KEY,
  RESOURCE_UI_KEYS,
  TOOL_UI_KEYS,
  TOOL_VISIBILITIES,
  UI_URI_PREFIX,
} from '../../../../../common/mcp/apps/uiMeta';
import type { Fix, Rule, RuleContext } from '../../types';
import { composeEdits, pathOf, setAt } from '../../util/composeEdits';
import { replaceNode } from '../../util/edits';
import { cut, uriProblem } from '../../util/formats';
import { removeArrayItem } from '../../util/jsonEdits';
import { reportUnknownKeys } from '../../util/keys';
import { didYouMean, suggester } from '../../util/suggest';

// MCP Apps on the tool side: the `_meta.ui` (and the deprecated `_meta["ui/resourceUri"]`) of each tool.

export const appTools: Rule = {
  meta: [
    {
      code: 'MCP117',
      name: 'tool-ui-resource-unlisted',
      severity: 'error',
      summary:
        "A tool's `_meta.ui.resourceUri` names a `ui://` resource that the server's resources do not list (checked where the document lists them: a `resources` list, a running server's catalog, server code that declares resources).",
      why: "The host reads the UI with `resources/read` on that URI before it shows the tool's result; a URI no resource answers to leaves the tool without its UI (hosts show an error or nothing).",
      fix: 'Register the UI resource (`registerAppResource` / `registerResource` with `mimeType: "text/html;profile=mcp-app"`) under that URI, or correct the URI to the one registered.',
      example:
        '{ "tools": [{ "name": "show_chart", "inputSchema": { "type": "object" }, "_meta": { "ui": { "resourceUri": "ui://charts/view.html" } } }], "resources": [] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP118',
      name: 'tool-ui-resource-uri-invalid',
      severity: 'error',
      summary:
        "A tool's `_meta.ui` is not an object, or its `resourceUri` (or the flat `ui/resourceUri`) is not a string, not a valid URI, or not a `ui://` URI.",
      why: 'Hosts render only `ui://` resources with the MCP Apps MIME type; any other URI (an `https://` page, a file path) is ignored, so the tool shows no UI.',
      fix: 'Name the UI resource by its `ui://` URI, e.g. `"ui://weather/view.html"`, and serve the HTML page as that resource.',
      example:
        '{ "name": "show_chart", "inputSchema": { "type": "object" }, "_meta": { "ui": { "resourceUri": "https://example.com/chart.html" } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP119',
      name: 'tool-ui-visibility-invalid',
      severity: 'error',
      summary:
        '`_meta.ui.visibility` is not an array of "model" and/or "app": an unknown value, an empty array, or a value given twice (a warning).',
      why: 'Visibility decides who may call the tool: "model" (the agent sees and calls it) and "app" (the server\'s own UI calls it). An unknown value is ignored, and an empty list hides the tool from both, so nothing can call it.',
      fix: 'Leave `visibility` out for the default (["model", "app"]), or write ["app"] for a tool only the UI calls, ["model"] for one the UI may not call.',
      example:
        '{ "name": "refresh", "inputSchema": { "type": "object" }, "_meta": { "ui": { "visibility": ["user"] } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP120',
      name: 'tool-ui-legacy-resource-uri',
      severity: 'hint',
      summary:
        'A tool names its UI only with the deprecated flat key `_meta["ui/resourceUri"]`; or that key names another resource than `_meta.ui.resourceUri` (a warning).',
      why: 'The flat key is from the first drafts of MCP Apps; hosts still read it, but `_meta.ui.resourceUri` is the current form and wins when both are there — a flat key that says otherwise shows older hosts another UI.',
      fix: 'Move the URI to `_meta.ui.resourceUri` (the quick fix does). `registerAppTool` writes both keys itself.',
      example:
        '{ "name": "show_chart", "inputSchema": { "type": "object" }, "_meta": { "ui/resourceUri": "ui://charts/view.html" } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP121',
      name: 'tool-ui-key-unknown',
      severity: 'warning',
      summary:
        "A key in a tool's `_meta.ui` other than `resourceUri` and `visibility`: a misspelling, or a resource's setting (`csp`, `permissions`, `domain`, `prefersBorder`) put on the tool.",
      why: 'Hosts read the sandbox settings from the UI resource (its `resources/read` contents, then its listing) and ignore them on the tool, so the page does not get the domains or permissions it needs.',
      fix: "Move `csp`, `permissions`, `domain` and `prefersBorder` to the UI resource's `_meta.ui`; correct a misspelt key.",
      example:
        '{ "name": "show_chart", "inputSchema": { "type": "object" }, "_meta": { "ui": { "resourceUri": "ui://charts/view.html", "csp": { "connectDomains": ["https://api.example.com"] } } } }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const model = capabilityModel(ctx.doc.root);
    const listed = listedUiResources(ctx, model);
    // a missing or non-object _meta has no keys to check
    for (const tool of model.tools) checkToolMeta(ctx, prop(tool, '_meta'), listed);
  },
};

/**
 * The `ui://` URIs the document's resources answer to, or undefined when it cannot tell what the server lists (no list,
 * a failed list, a URI not written out, a `ui://` template that could answer for more URIs).
 */
function listedUiResources(ctx: RuleContext, model: CapabilityModel): ListedResources | undefined {
  const root = ctx.doc.root;
  const server = prop(prop(root, '_meta'), 'mcp-lens/server');
  if (isCodeDocument(ctx.doc)) {
    // a file of tools may leave its resources to another file, so only a file that declares some can tell
    if (!model.resources.length) return undefined;
  } else if (server) {
    if (prop(prop(server, 'listErrors'), 'resources')) return undefined;
  } else if (!model.lists.resources) return undefined;
  const uris = new Set<string>();
  for (const r of model.resources) {
    const uri = stringValue(prop(r, 'uri'));
    if (uri === undefined) return undefined;
    uris.add(uri);
  }
  for (const t of model.resourceTemplates) {
    const template = stringValue(prop(t, 'uriTemplate'));
    if (template === undefined || template.startsWith(UI_URI_PREFIX)) return undefined;
  }
  return new ListedResources(uris);
}

/**
 * The resources a document lists, once for all its tools: their URIs, and the `ui://` ones with a guess among them,
 * made when a tool first points at a resource not listed.
 */
class ListedResources {
  private uiUris: readonly string[] | undefined;
  private guesser: ((uri: string) => string | undefined) | undefined;

  constructor(readonly uris: ReadonlySet<string>) {}

  get ui(): readonly string[] {
    return (this.uiUris ??= [...this.uris].filter(isUiUri));
  }

  guess(uri: string): string | undefined {
    return (this.guesser ??= suggester(this.ui))(uri);
  }
}

function checkToolMeta(ctx: RuleContext, meta: Node | undefined, listed: ListedResources | undefined): void {
  const uiNode = prop(meta, 'ui');
  if (uiNode && !isObject(uiNode)) {
    ctx.report(
      'MCP118',
      uiNode,
      `"_meta.ui" must be an object such as { "resourceUri": "ui://…" }, not ${typeName(uiNode)}.`,
    );
  }
  const ui = isObject(uiNode) ? uiNode : undefined;
  const nested = prop(ui, 'resourceUri');
  const legacy = prop(meta, LEGACY_RESOURCE_URI_KEY);
  const nestedOk = nested !== undefined && checkResourceUri(ctx, nested, '"resourceUri"');
  const legacyOk = legacy !== undefined && checkResourceUri(ctx, legacy, `"${LEGACY_RESOURCE_URI_KEY}"`);
  if (nestedOk) checkListed(ctx, nested, listed);
  else if (!nested && legacyOk) checkListed(ctx, legacy, listed);
  if (legacyOk) checkLegacyKey(ctx, meta!, ui, legacy, nestedOk ? nested : undefined);
  // no ui object: no visibility and no keys
  checkVisibility(ctx, prop(ui, 'visibility'));
  reportUnknownKeys(ctx, ui, TOOL_UI_KEYS, 'MCP121', 'tool "_meta.ui"', {
    unknownSeverity: 'info',
    special: (key, p) => {
      if (!(RESOURCE_UI_KEYS as readonly string[]).includes(key)) return false;
      ctx.report(
        'MCP121',
        keyNode(p),
        `"${key}" belongs on the UI resource's "_meta.ui", not the tool's: ` +
          'hosts read it from the resource and ignore it here.',
        { tags: ['unnecessary'] },
      );
      return true;
    },
  });
}

/** Reports what keeps a resourceUri from naming a UI resource; true when it is a `ui://` URI. */
function checkResourceUri(ctx: RuleContext, node: Node, key: string): boolean {
  const uri = stringValue(node);
  if (uri === undefined) {
    ctx.report('MCP118', node, `${key} must be a "ui://" URI string, not ${typeName(node)}.`);
    return false;
  }
  if (isUiUri(uri)) {
    const problem = uriProblem(uri);
    if (!problem) return true;
    ctx.report('MCP118', node, `${key}: ${problem.message}`, {
      fixes: problem.replacement
        ? [
            {
              title: problem.replacement.title,
              edits: [replaceNode(node, JSON.stringify(problem.replacement.value))],
              preferred: true,
            },
          ]
        : [],
    });
    return false;
  }
  // blanks before it too: " ui://…" is not a ui:// URI to a host, and trimmed it is
  const trimmed = uri.trim();
  const bent = /^ui:\/?(?!\/)/i.exec(trimmed) ?? /^ui:\/\//i.exec(trimmed);
  const fixed = bent ? `${UI_URI_PREFIX}${trimmed.slice(bent[0].length)}` : undefined;
  ctx.report(
    'MCP118',
    node,
    `${key} is "${cut(uri)}", not a "ui://" URI: ` +
      'hosts render only ui:// resources (an HTML page served by this server as a resource), ' +
      'so the tool shows no UI.',
    {
      fixes: fixed
        ? [
            {
              title: `Change to "${fixed}"`,
              edits: [replaceNode(node, JSON.stringify(fixed))],
              preferred: true,
              safe: true,
            },
          ]
        : [],
    },
  );
  return false;
}

function checkListed(ctx: RuleContext, node: Node, listed: ListedResources | undefined): void {
  const uri = node.value as string;
  if (!listed || listed.uris.has(uri)) return;
  const { ui } = listed;
  const guess = listed.guess(uri);
  const known = ui.length
    ? ` The UI resources listed are ${ui
        .slice(0, 5)
        .map((u) => `"${u}"`)
        .join(', ')}${ui.length > 5 ? ', …' : ''}.`
    : ' No UI resource is listed.';
  ctx.report('MCP117', node, `No resource is listed at "${cut(uri)}": the host cannot read this tool's UI.${known}`, {
    fixes: guess
      ? [{ title: `Change to "${guess}"`, edits: [replaceNode(node, JSON.stringify(guess))], preferred: true }]
      : [],
  });
}

function checkLegacyKey(
  ctx: RuleContext,
  meta: Node,
  ui: Node | undefined,
  legacy: Node,
  nested: Node | undefined,
): void {
  const uri = legacy.value as string;
  const legacyProperty = legacy.parent!;
  if (nested) {
    if (nested.value !== uri) {
      ctx.report(
        'MCP120',
        keyNode(legacyProperty),
        `"${LEGACY_RESOURCE_URI_KEY}" names "${cut(uri)}" but "_meta.ui.resourceUri" names ` +
          `"${cut(nested.value as string)}": hosts use the nested key, older ones the flat one. ` +
          'Make them agree, or remove the flat key.',
        { severity: 'warning' },
      );
    }
    return;
  }
  const edits = composeEdits(ctx.doc.text, meta, [
    setAt([...pathOf(meta), 'ui', 'resourceUri'], uri),
    setAt([...pathOf(meta), LEGACY_RESOURCE_URI_KEY], undefined),
  ]);
  const fixes: Fix[] = edits ? [{ title: 'Move to "_meta.ui.resourceUri"', edits, preferred: true, safe: true }] : [];
  ctx.report(
    'MCP120',
    keyNode(legacyProperty),
    `"${LEGACY_RESOURCE_URI_KEY}" is deprecated: ` +
      `name the UI resource with "_meta.ui.resourceUri"${ui ? '' : ' ("ui": { "resourceUri": … })'}.`,
    { fixes, tags: ['deprecated'] },
  );
}

function checkVisibility(ctx: RuleContext, node: Node | undefined): void {
  if (!node) return;
  if (!isArray(node)) {
    const single = stringValue(node);
    const fixes: Fix[] =
      single !== undefined && (TOOL_VISIBILITIES as readonly string[]).includes(single)
        ? [
            {
              title: `Change to ["${single}"]`,
              edits: [replaceNode(node, JSON.stringify([single]))],
              preferred: true,
              safe: true,
            },
          ]
        : [];
    ctx.report('MCP119', node, `"visibility" must be an array of "model" and/or "app", not ${typeName(node)}.`, {
      fixes,
    });
    return;
  }
  const list = items(node);
  if (!list.length) {
    ctx.report(
      'MCP119',
      node,
      'An empty "visibility" hides the tool from the model and from the app alike, so nothing can call it. ' +
        'Leave it out for both (the default), or name who may call it: ["app"] or ["model"].',
    );
    return;
  }
  const values = new Set(list.map(stringValue));
  const seen = new Set<string>();
  for (const item of list) {
    const v = stringValue(item);
    if (v === undefined) {
      ctx.report('MCP119', item, `A visibility is "model" or "app", not ${typeName(item)}.`);
      continue;
    }
    if (!(TOOL_VISIBILITIES as readonly string[]).includes(v)) {
      const guess = didYouMean(v, TOOL_VISIBILITIES) ?? VISIBILITY_ALIASES[v.toLowerCase()];
      ctx.report(
        'MCP119',
        item,
        `"${cut(v)}" is not a visibility: it is "model" (the agent may call the tool) ` +
          `or "app" (the server's UI may call it).${guess ? ` Did you mean "${guess}"?` : ''}`,
        {
          fixes:
            guess && !values.has(guess)
              ? [{ title: `Change to "${guess}"`, edits: [replaceNode(item, JSON.stringify(guess))], preferred: true }]
              : [],
        },
      );
      continue;
    }
    if (seen.has(v)) {
      ctx.report('MCP119', item, `"${v}" is listed twice in "visibility".`, {
        severity: 'warning',
        tags: ['unnecessary'],
        fixes: [{ title: `Remove the second "${v}"`, edits: removeArrayItem(node, item), preferred: true, safe: true }],
      });
    }
    seen.add(v);
  }
}

/** The words of content annotations' `audience`, which authors carry over to visibility. */
const VISIBILITY_ALIASES: Readonly<Record<string, string>> = {
  assistant: 'model',
  agent: 'model',
  llm: 'model',
  ui: 'app',
  view: 'app',
};
