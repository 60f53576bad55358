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
} from '../../../../../common/json/jsonNodes';
import {
  CSP_KEYS,
  isUiUri,
  PERMISSION_KEYS,
  RESOURCE_UI_KEYS,
  TOOL_UI_KEYS,
  APP_MIME_TYPE,
} from '../../../../../common/mcp/apps/uiMeta';
import type { Fix, Rule, RuleContext } from '../../types';
import { cspOriginProblem } from '../../util/cspOrigin';
import { removeProperty, replaceNode, setProperty } from '../../util/edits';
import { removeArrayItem } from '../../util/jsonEdits';
import { reportUnknownKeys } from '../../util/keys';
import { stringSource } from '../../util/stringOffsets';

// MCP Apps on the resource side: a `ui://` resource's MIME type, and the sandbox its `_meta.ui` asks for.

export const appResources: Rule = {
  meta: [
    {
      code: 'MCP414',
      name: 'ui-resource-mime-type',
      severity: 'error',
      summary:
        'A `ui://` resource (its listing or its `resources/read` contents) has no `mimeType` or another one than `text/html;profile=mcp-app`; or a resource of that type is not at a `ui://` URI (a warning).',
      why: 'Hosts render a UI resource only when its MIME type is exactly `text/html;profile=mcp-app`; plain `text/html` or a missing type is not shown as an app.',
      fix: 'Set `"mimeType": "text/html;profile=mcp-app"` (`RESOURCE_MIME_TYPE`; `registerAppResource` sets it for you) on the listing and on the contents.',
      example: '{ "resources": [{ "uri": "ui://charts/view.html", "name": "Chart view", "mimeType": "text/html" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP415',
      name: 'ui-csp-domain-invalid',
      severity: 'warning',
      summary:
        "An entry of a UI resource's `_meta.ui.csp` lists (`connectDomains`, `resourceDomains`, `frameDomains`, `baseUriDomains`) is not an origin: no scheme, a path, `*` alone, any port (`:*`), a misspelt scheme (an error), a bad host or port (an error); an origin on this computer or a private network is information.",
      why: "Hosts copy these origins into the Content-Security-Policy of the sandboxed page. What is not an origin is dropped by a strict host or, copied as it is, allows something else than meant (a host without a scheme also allows http; a path only that path), and the page's requests fail. Any port of a host (`:*`) on a user's machine is every local service, and a WebSocket is not held back by CORS.",
      fix: 'Write each entry as an origin: scheme, host and optional port, e.g. `https://api.example.com`, `wss://live.example.com`, `https://*.example.com`.',
      example:
        '{ "resources": [{ "uri": "ui://charts/view.html", "name": "Chart view", "mimeType": "text/html;profile=mcp-app", "_meta": { "ui": { "csp": { "connectDomains": ["api.example.com"] } } } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP416',
      name: 'ui-resource-meta-invalid',
      severity: 'error',
      summary:
        "A UI resource's `_meta.ui` has a field of the wrong type (`csp`/`permissions` not objects, a domain list not an array of strings, a permission not `{}`, `prefersBorder` not a boolean, `domain` not a string) or a key MCP Apps does not define (a warning).",
      why: "Hosts read these fields to build the page's sandbox; a field of the wrong type is ignored (or the resource rejected), so the page does not get the network access, permissions or frame it asks for.",
      fix: 'Write the field as MCP Apps defines it: `"permissions": { "camera": {} }`, `"prefersBorder": true`, `"csp": { "connectDomains": ["https://api.example.com"] }`.',
      example:
        '{ "resources": [{ "uri": "ui://charts/view.html", "name": "Chart view", "mimeType": "text/html;profile=mcp-app", "_meta": { "ui": { "permissions": { "camera": true } } } }] }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const model = capabilityModel(ctx.doc.root);
    for (const r of model.resources) checkUiResource(ctx, r, 'resource');
    for (const c of model.resourceContents) checkUiResource(ctx, c, 'contents');
  },
};

function checkUiResource(ctx: RuleContext, obj: Node, what: 'resource' | 'contents'): void {
  const uri = stringValue(prop(obj, 'uri'));
  const mimeNode = prop(obj, 'mimeType');
  const mime = stringValue(mimeNode);
  // a "mimeType" key still without its value is a syntax error (MCP001), not a missing type: adding one would write a second key
  if (isUiUri(uri) && (mimeNode || !propertyNode(obj, 'mimeType'))) checkMimeType(ctx, obj, what, mimeNode, mime);
  else if (mime === APP_MIME_TYPE && uri !== undefined) {
    ctx.report(
      'MCP414',
      prop(obj, 'uri')!,
      `This ${what} has the MCP Apps MIME type but is not at a "ui://" URI: hosts read a tool's UI from ui:// resources only.`,
      { severity: 'warning' },
    );
  }
  const ui = prop(prop(obj, '_meta'), 'ui');
  if (ui) checkResourceUiMeta(ctx, ui);
}

function checkMimeType(
  ctx: RuleContext,
  obj: Node,
  what: string,
  node: Node | undefined,
  mime: string | undefined,
): void {
  if (mime === APP_MIME_TYPE) return;
  const quoted = JSON.stringify(APP_MIME_TYPE);
  if (!node) {
    const edits = setProperty(ctx.doc.text, obj, 'mimeType', APP_MIME_TYPE);
    ctx.report(
      'MCP414',
      prop(obj, 'uri')!,
      `This UI ${what} has no "mimeType": hosts render a ui:// resource only as ${quoted}.`,
      { fixes: edits.length ? [{ title: `Add "mimeType": ${quoted}`, edits, preferred: true, safe: true }] : [] },
    );
    return;
  }
  const shown = mime === undefined ? typeName(node) : `"${mime}"`;
  const near = mime !== undefined && mime.replace(/\s/g, '').toLowerCase() === APP_MIME_TYPE;
  ctx.report(
    'MCP414',
    node,
    `A UI ${what} must have the MIME type ${quoted}, not ${shown}${near ? ' (hosts compare it exactly)' : ''}: otherwise hosts do not render it as an app.`,
    {
      fixes: [
        {
          title: `Change to ${quoted}`,
          edits: [replaceNode(node, quoted)],
          preferred: true,
          safe: near || mime === 'text/html',
        },
      ],
    },
  );
}

function checkResourceUiMeta(ctx: RuleContext, ui: Node): void {
  if (!isObject(ui)) {
    ctx.report('MCP416', ui, `"_meta.ui" must be an object, not ${typeName(ui)}.`);
    return;
  }
  const csp = prop(ui, 'csp');
  if (isObject(csp)) checkCsp(ctx, csp);
  else if (csp) {
    ctx.report(
      'MCP416',
      csp,
      `"csp" must be an object of domain lists such as { "connectDomains": ["https://api.example.com"] }, not ${typeName(csp)}.`,
    );
  }
  const permissions = prop(ui, 'permissions');
  if (isObject(permissions)) checkPermissions(ctx, permissions);
  else if (permissions) {
    ctx.report(
      'MCP416',
      permissions,
      `"permissions" must be an object such as { "camera": {} }, not ${typeName(permissions)}.`,
    );
  }
  const domain = prop(ui, 'domain');
  if (domain && domain.type !== 'string') {
    ctx.report(
      'MCP416',
      domain,
      `"domain" must be a string (the sandbox origin, in the host's own format), not ${typeName(domain)}.`,
    );
  }
  const border = prop(ui, 'prefersBorder');
  if (border && border.type !== 'boolean') {
    const s = stringValue(border);
    const fixes: Fix[] =
      s === 'true' || s === 'false'
        ? [{ title: `Change to ${s}`, edits: [replaceNode(border, s)], preferred: true, safe: true }]
        : [];
    ctx.report('MCP416', border, `"prefersBorder" must be true or false, not ${typeName(border)}.`, { fixes });
  }
  reportUnknownKeys(ctx, ui, RESOURCE_UI_KEYS, 'MCP416', 'UI resource "_meta.ui"', {
    unknownSeverity: 'warning',
    misspeltSeverity: 'warning',
    special: (key, p) => {
      if (!(TOOL_UI_KEYS as readonly string[]).includes(key)) return false;
      ctx.report(
        'MCP416',
        keyNode(p),
        `"${key}" belongs on the tool's "_meta.ui", not the resource's: hosts ignore it here.`,
        { severity: 'warning', tags: ['unnecessary'] },
      );
      return true;
    },
  });
}

function checkCsp(ctx: RuleContext, csp: Node): void {
  for (const key of CSP_KEYS) {
    const list = prop(csp, key);
    if (!list) continue;
    if (!isArray(list)) {
      const single = stringValue(list);
      const fixes: Fix[] =
        single !== undefined
          ? [
              {
                title: `Change to ["${single}"]`,
                edits: [replaceNode(list, JSON.stringify([single]))],
                preferred: true,
                safe: true,
              },
            ]
          : [];
      ctx.report('MCP416', list, `"${key}" must be an array of origins, not ${typeName(list)}.`, { fixes });
      continue;
    }
    const seen = new Set<string>();
    for (const item of items(list)) {
      const origin = stringValue(item);
      if (origin === undefined) {
        ctx.report('MCP416', item, `An entry of "${key}" must be an origin string, not ${typeName(item)}.`);
        continue;
      }
      if (seen.has(origin)) {
        ctx.report('MCP415', item, `"${origin}" is listed twice in "${key}".`, {
          severity: 'hint',
          tags: ['unnecessary'],
          fixes: [{ title: 'Remove the duplicate', edits: removeArrayItem(list, item), preferred: true, safe: true }],
        });
      }
      seen.add(origin);
      const problem = cspOriginProblem(origin);
      if (!problem) continue;
      const src = stringSource(ctx.doc.text, item)!;
      // a problem of the whole value, or of what is not there at its end (`https://` has no host), is said at the whole entry
      const at =
        problem.start >= origin.length || (problem.start === 0 && problem.end >= origin.length)
          ? item
          : src.toDocument(problem.start, problem.end);
      const fixes: Fix[] = problem.replacement
        ? [
            {
              title: problem.replacement.title,
              edits: [replaceNode(item, JSON.stringify(problem.replacement.value))],
              preferred: true,
            },
          ]
        : [];
      ctx.report('MCP415', at, `${key}: ${problem.message}`, { fixes, severity: problem.severity });
    }
  }
  reportUnknownKeys(ctx, csp, CSP_KEYS, 'MCP416', '"csp"', { unknownSeverity: 'warning', misspeltSeverity: 'warning' });
}

/** A permission written as a boolean: true becomes {}, and false is removed, as leaving the key out says no. */
function permissionFixes(ctx: RuleContext, key: string, value: Node): Fix[] {
  if (value.value === true) {
    return [{ title: 'Change to {}', edits: [replaceNode(value, '{}')], preferred: true, safe: true }];
  }
  const removal = value.value === false ? removeProperty(ctx.doc.text, value) : [];
  return removal.length ? [{ title: `Remove "${key}"`, edits: removal, preferred: true, safe: true }] : [];
}

function checkPermissions(ctx: RuleContext, permissions: Node): void {
  for (const key of PERMISSION_KEYS) {
    const value = prop(permissions, key);
    if (!value || value.type === 'object') continue;
    const fixes = permissionFixes(ctx, key, value);
    // only a boolean node holds true or false
    const hint = value.value === false ? ' To not ask for it, leave the key out.' : ' Ask for it with {}.';
    ctx.report(
      'MCP416',
      value,
      `"${key}" must be an object ({} asks for the permission), not ${typeName(value)}.${hint}`,
      { fixes },
    );
  }
  reportUnknownKeys(ctx, permissions, PERMISSION_KEYS, 'MCP416', '"permissions"', {
    unknownSeverity: 'warning',
    misspeltSeverity: 'warning',
  });
}
