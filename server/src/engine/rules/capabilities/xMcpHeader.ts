import type { Node } from 'jsonc-parser';
import {
  isArray,
  keyNode,
  plainValue,
  prop,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import type { RuleContext } from '../../types';
import { removeProperty, replaceNode } from '../../util/edits';
import type { SchemaVisit } from '../../util/schemaWalk';

// The checks of an `x-mcp-header` in a tool's schema (MCP111, MCP112), for the rule of toolSchemas.ts.

/** RFC 9110 tchar. */
const TCHAR = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const SENSITIVE_PARAM =
  /pass(word|wd|phrase)?$|secret|token|api[-_]?key|credential|^auth$|authori[sz]ation|authentication|cookie|session[-_]?id|private[-_]?key|^ssn$/i;

export function checkHeader(ctx: RuleContext, v: SchemaVisit, p: Node, where: string, seen: Map<string, Node>): void {
  const value = valueOf(p);
  const at = value ?? keyNode(p);
  if (where === 'outputSchema') {
    ctx.report(
      'MCP111',
      keyNode(p),
      '"x-mcp-header" only has a meaning in inputSchema (it mirrors call arguments into HTTP headers); ' +
        'in outputSchema it does nothing.',
      {
        severity: 'warning',
        fixes: [{ title: 'Remove "x-mcp-header"', edits: removeProperty(ctx.doc.text, p), safe: true }],
      },
    );
    return;
  }
  if (!v.staticChain || !v.parent) {
    const where = !v.parent ? ', not on the schema root' : `, not through "${firstNonPropertiesStep(v)}"`;
    ctx.report(
      'MCP111',
      keyNode(p),
      `"x-mcp-header" must sit on a property reached from the root through "properties" only${where}; ` +
        'clients drop the tool otherwise.',
    );
    return;
  }
  const header = stringValue(value);
  if (header === undefined) {
    ctx.report(
      'MCP111',
      at,
      `"x-mcp-header" must be a string (the {name} of the Mcp-Param-{name} header), not ${typeName(value)}.`,
    );
    return;
  }
  // TCHAR wants one character or more: the empty header fails it too
  if (!TCHAR.test(header)) {
    reportHeaderNotToken(ctx, at, value!, header);
    return;
  }
  const first = seen.get(header.toLowerCase());
  if (first) {
    ctx.report(
      'MCP111',
      at,
      `"x-mcp-header" "${header}" is used twice in this inputSchema (header names are case-insensitive); ` +
        'each must be unique.',
    );
    return;
  }
  seen.set(header.toLowerCase(), value!);
  checkHeaderParameter(ctx, v, p, at);
}

/** MCP111 for an "x-mcp-header" that is not an HTTP header token, with the token its characters make. */
function reportHeaderNotToken(ctx: RuleContext, at: Node, value: Node, header: string): void {
  const cleaned = header.replace(/[^!#$%&'*+\-.^_`|~0-9A-Za-z]+/g, '-').replace(/^-+|-+$/g, '');
  ctx.report(
    'MCP111',
    at,
    header === ''
      ? '"x-mcp-header" must not be empty.'
      : `"x-mcp-header" "${header.replace(/[\r\n]/g, ' ')}" is not an HTTP header token: ` +
          "use letters, digits and !#$%&'*+-.^_`|~ only (no spaces, colons or control characters).",
    {
      fixes: cleaned
        ? [
            {
              title: `Change to "${cleaned}"`,
              edits: [replaceNode(value, JSON.stringify(cleaned))],
              preferred: true,
            },
          ]
        : [],
    },
  );
}

/** The parameter an "x-mcp-header" mirrors: of a type a header can carry (MCP111), and not a secret (MCP112). */
function checkHeaderParameter(ctx: RuleContext, v: SchemaVisit, p: Node, at: Node): void {
  const type = prop(v.node, 'type');
  const t = stringValue(type);
  if (!type) {
    ctx.report(
      'MCP111',
      keyNode(p),
      '"x-mcp-header" is only allowed on string, integer or boolean parameters, and this one declares no "type": ' +
        'clients drop the tool. Declare its type.',
    );
  } else if (t !== 'string' && t !== 'integer' && t !== 'boolean') {
    const shown = t ?? (isArray(type) ? JSON.stringify(plainValue(type)) : typeName(type));
    ctx.report(
      'MCP111',
      type,
      `"x-mcp-header" is only allowed on string, integer or boolean parameters, ` +
        `not ${shown}${t === 'number' ? ' (use "integer" when whole numbers suffice)' : ''}.`,
    );
  }
  if (v.propertyName && SENSITIVE_PARAM.test(v.propertyName)) {
    ctx.report(
      'MCP112',
      at,
      `Parameter "${v.propertyName}" looks sensitive, ` +
        'and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. ' +
        'Remove the header mapping.',
      {
        fixes: [{ title: 'Remove "x-mcp-header"', edits: removeProperty(ctx.doc.text, p) }],
      },
    );
  }
}

/** The first keyword other than `properties` on the way from the root to `v` (one off the static chain has one). */
function firstNonPropertiesStep(v: SchemaVisit): string {
  let step: string | undefined;
  for (let cur = v; cur.parent; cur = cur.parent) if (cur.via !== 'properties') step = cur.via;
  return step!;
}
