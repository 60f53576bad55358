import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { parseUriTemplate, type UriTemplateProblem } from '../../../../../common/formats/uriTemplate';
import {
  isArray,
  isObject,
  keyNode,
  prop,
  propertyNode,
  stringValue,
  typeName,
} from '../../../../../common/json/jsonNodes';
import type { Fix, OffsetEdit, Rule, RuleContext } from '../../types';
import { renameKey, replaceNode } from '../../util/edits';
import { base64Problem, hasTemplateBraces, mimeTypeProblem, uriProblem, type FormatProblem } from '../../util/formats';
import { reportUnknownKeys } from '../../util/keys';
import { lineOf } from '../../util/lineOf';
import { nameProblem } from '../../util/nameProblem';
import { stringSource } from '../../util/stringOffsets';
import { capitalize } from '../../../../../common/text/capitalize';

const RESOURCE_KEYS = ['uri', 'name', 'title', 'description', 'mimeType', 'size', 'annotations', 'icons', '_meta'];
const TEMPLATE_KEYS = ['uriTemplate', 'name', 'title', 'description', 'mimeType', 'annotations', 'icons', '_meta'];
const CONTENTS_KEYS = ['uri', 'mimeType', 'text', 'blob', '_meta'];

export const resources: Rule = {
  meta: [
    {
      code: 'MCP401',
      name: 'resource-name-missing',
      severity: 'error',
      summary: 'A resource or resource template has no `name` (or an empty one).',
      why: '`name` is required on resources and templates; clients show it and strict ones reject entries without it.',
      fix: 'Add a `name`, e.g. the file name or a short identifier.',
      example: '{ "resources": [{ "uri": "file:///a.txt" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP402',
      name: 'resource-uri-missing',
      severity: 'error',
      summary:
        'A resource has no `uri`, or a resource template no `uriTemplate` (or the field sits in the wrong list).',
      why: 'The URI is how a client reads a resource (`resources/read`); without it the entry is useless, and a template listed as a resource (or the reverse) is rejected.',
      fix: 'Give resources a `uri` and templates a `uriTemplate`; list templates under `resourceTemplates`.',
      example: '{ "resources": [{ "name": "a", "uriTemplate": "file:///{path}" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP403',
      name: 'resource-uri-invalid',
      severity: 'error',
      summary:
        'A resource `uri` is not a valid absolute URI (no scheme, spaces, bad percent-encoding, non-ASCII characters).',
      why: 'Clients pass the URI back in `resources/read` and parse it; a relative path or a string with spaces is rejected or read as something else.',
      fix: 'Use an absolute URI with a scheme (`file:///…`, `https://…`, `myapp://…`) and percent-encode special characters.',
      example: '{ "resources": [{ "name": "a", "uri": "/tmp/my file.txt" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP404',
      name: 'resource-uri-is-template',
      severity: 'error',
      summary: 'A resource `uri` contains `{…}` expressions: it is a template, not a URI.',
      why: 'A `uri` is read literally; clients do not expand `{id}` in it, so reading it fails. Parameterized resources are resource templates.',
      fix: 'Move the entry to `resourceTemplates` and rename `uri` to `uriTemplate`.',
      example: '{ "resources": [{ "name": "user", "uri": "users://{id}" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP405',
      name: 'uri-template-invalid',
      severity: 'error',
      summary:
        'A `uriTemplate` is not a valid RFC 6570 template (unbalanced braces, bad operator, variable name or prefix, illegal characters).',
      why: 'Clients expand the template to build URIs and match URIs against it; an invalid template cannot be expanded, so the resources behind it are unreachable.',
      fix: 'Correct the marked part: `{name}`, `{+path}`, `{?query,limit}`, `{var:3}`, `{list*}` are the valid forms.',
      example: '{ "resourceTemplates": [{ "name": "a", "uriTemplate": "file:///{path" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP406',
      name: 'uri-template-no-variables',
      severity: 'warning',
      summary: 'A `uriTemplate` has no `{variables}`: it names one fixed URI.',
      why: 'A template without variables can only ever produce one URI; it is a resource listed in the wrong place, and clients offer a form with nothing to fill in.',
      fix: 'List it under `resources` with `uri`, or add the variable part.',
      example: '{ "resourceTemplates": [{ "name": "a", "uriTemplate": "file:///config.json" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP407',
      name: 'uri-template-duplicate-variable',
      severity: 'warning',
      summary: 'A variable appears more than once in a `uriTemplate`.',
      why: 'Every occurrence expands to the same value, and a client matching a URI against the template cannot tell the parts apart; usually a copy-paste slip.',
      fix: 'Give each part its own variable name.',
      example: '{ "resourceTemplates": [{ "name": "a", "uriTemplate": "repo://{owner}/{owner}" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP408',
      name: 'mime-type-invalid',
      severity: 'error',
      summary: 'A `mimeType` is not of the form `type/subtype` (e.g. `json` instead of `application/json`).',
      why: 'Clients choose how to render or parse content by its MIME type; a malformed one is treated as unknown binary data.',
      fix: 'Write a full MIME type such as `text/plain`, `application/json` or `image/png`.',
      example: '{ "resources": [{ "name": "a", "uri": "file:///a.json", "mimeType": "json" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP409',
      name: 'resource-size-invalid',
      severity: 'error',
      summary: 'A resource `size` is not a non-negative integer number of bytes.',
      why: 'Clients use `size` to show file sizes and to decide whether to read a resource into context; a string, fraction or negative number breaks that.',
      fix: 'Give the raw size in bytes as a JSON integer, e.g. 1024.',
      example: '{ "resources": [{ "name": "a", "uri": "file:///a.txt", "size": "1kb" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP410',
      name: 'resource-uri-duplicate',
      severity: 'warning',
      summary: 'Two resources have the same `uri` (or two templates the same `uriTemplate`).',
      why: 'A URI identifies one resource: clients key their lists and subscriptions by it, so one of the two entries is hidden or overwritten.',
      fix: 'Remove the duplicate entry, or give it its own URI.',
      example: '{ "resources": [{ "name": "a", "uri": "file:///a.txt" }, { "name": "b", "uri": "file:///a.txt" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP411',
      name: 'resource-unknown-key',
      severity: 'warning',
      summary: 'A resource, template or resource contents object has a key the spec does not define (e.g. `mimetype`).',
      why: 'Clients ignore unknown keys, so a misspelt `mimetype` is silently lost.',
      fix: 'Correct the spelling; put custom data under `_meta`.',
      example: '{ "resources": [{ "name": "a", "uri": "file:///a.txt", "mimetype": "text/plain" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP412',
      name: 'resource-contents-invalid',
      severity: 'error',
      summary:
        'Resource contents (a `resources/read` result or an embedded resource) lack `uri`, have both or neither of `text`/`blob`, or `blob` is not base64.',
      why: 'Clients decide between text and binary by which of `text` and `blob` is present; with both, neither, or broken base64 the content cannot be read.',
      fix: 'Give each entry its `uri` and exactly one of `text` (a string) or `blob` (base64).',
      example: '{ "contents": [{ "uri": "file:///a.png", "blob": "not base64!" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP413',
      name: 'resource-field-type',
      severity: 'error',
      summary:
        'A resource or template field has the wrong JSON type (`name`, `uri`, `title`, `description`, `mimeType` not strings; `annotations`, `_meta` not objects; `icons` not an array).',
      why: 'Clients validate lists against the MCP schema; a wrongly typed field makes strict clients reject the entry or the whole list.',
      fix: 'Write the field with the type the spec defines.',
      example: '{ "resources": [{ "name": "a", "uri": "file:///a.txt", "description": 42 }] }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const model = capabilityModel(ctx.doc.root);
    const uris = new Map<string, Node>();
    for (const r of model.resources) checkResource(ctx, r, uris);
    const templates = new Map<string, Node>();
    for (const t of model.resourceTemplates) checkTemplate(ctx, t, templates);
    for (const c of model.resourceContents) checkContents(ctx, c);
  },
};

/** How a message starts for this resource or template: `Resource "notes"`, or `This resource` without a name. */
function label(obj: Node, what: string): string {
  const name = stringValue(prop(obj, 'name'));
  return name ? `${capitalize(what)} "${name}"` : `This ${what}`;
}

function checkCommon(ctx: RuleContext, obj: Node, what: string): void {
  const nameNode = prop(obj, 'name');
  const name = stringValue(nameNode);
  if (name === undefined || name.trim() === '') {
    const why = nameProblem(nameNode, name);
    ctx.report(
      'MCP401',
      nameNode ?? { offset: obj.offset, length: 1 },
      `This ${what} ${why}: "name" is required. Add one, e.g. a file name or short identifier.`,
    );
  }
  for (const key of ['title', 'description', 'mimeType']) {
    const v = prop(obj, key);
    if (v && v.type !== 'string') ctx.report('MCP413', v, `"${key}" must be a string, not ${typeName(v)}.`);
  }
  for (const [key, ok, type] of [
    ['annotations', isObject, 'an object'],
    ['_meta', isObject, 'an object'],
    ['icons', isArray, 'an array'],
  ] as const) {
    const v = prop(obj, key);
    if (v && !ok(v)) ctx.report('MCP413', v, `"${key}" must be ${type}, not ${typeName(v)}.`);
  }
  checkMimeType(ctx, prop(obj, 'mimeType'));
}

export function checkMimeType(ctx: RuleContext, node: Node | undefined): void {
  const value = stringValue(node);
  if (value === undefined || !node) return;
  const problem = mimeTypeProblem(value);
  if (problem) reportFormat(ctx, 'MCP408', node, problem);
}

/** Reports a format problem at its span inside the string node, with its whole-value replacement as a fix. */
export function reportFormat(ctx: RuleContext, code: string, node: Node, problem: FormatProblem, prefix = ''): void {
  const src = stringSource(ctx.doc.text, node)!;
  const at =
    problem.start === 0 && problem.end >= src.value.length
      ? node
      : src.toDocument(problem.start, Math.max(problem.end, problem.start + 1));
  const fixes: Fix[] = problem.replacement
    ? [
        {
          title: problem.replacement.title,
          edits: [replaceNode(node, JSON.stringify(problem.replacement.value))],
          preferred: true,
        },
      ]
    : [];
  ctx.report(code, at, `${prefix}${problem.message}`, {
    fixes,
    severity: problem.severity === 'warning' ? 'warning' : undefined,
  });
}

function checkResource(ctx: RuleContext, r: Node, seen: Map<string, Node>): void {
  checkCommon(ctx, r, 'resource');
  const uriProp = propertyNode(r, 'uri');
  const uriNode = prop(r, 'uri');
  const misplaced = propertyNode(r, 'uriTemplate');
  if (!uriProp) {
    const template = stringValue(prop(r, 'uriTemplate'));
    if (misplaced && template !== undefined) {
      const isTemplate = hasTemplateBraces(template);
      ctx.report(
        'MCP402',
        keyNode(misplaced),
        isTemplate
          ? `${label(r, 'resource')} has a "uriTemplate": parameterized resources belong under "resourceTemplates", not "resources".`
          : `${label(r, 'resource')} has "uriTemplate" where a resource needs "uri" (the value has no {variables}, so it is a plain URI).`,
        {
          fixes: isTemplate
            ? []
            : [{ title: 'Rename to "uri"', edits: [renameKey(misplaced, 'uri')], preferred: true, safe: true }],
        },
      );
    } else {
      ctx.report(
        'MCP402',
        prop(r, 'name') ?? { offset: r.offset, length: 1 },
        `${label(r, 'resource')} has no "uri": clients read resources by URI. Add one, e.g. "file:///path/to/file".`,
      );
    }
  } else if (uriNode && uriNode.type !== 'string') {
    ctx.report('MCP413', uriNode, `"uri" must be a string, not ${typeName(uriNode)}.`);
  } else if (uriNode) {
    const uri = uriNode.value as string;
    if (hasTemplateBraces(uri)) {
      const src = stringSource(ctx.doc.text, uriNode)!;
      const m = /\{[^{}]*\}/.exec(uri)!;
      ctx.report(
        'MCP404',
        src.toDocument(m.index, m.index + m[0].length),
        `"uri" contains the template expression "${m[0]}", which clients do not expand: move this entry to "resourceTemplates" and call the field "uriTemplate".`,
      );
    } else {
      const problem = uriProblem(uri);
      if (problem) reportFormat(ctx, 'MCP403', uriNode, problem);
    }
    const first = seen.get(uri);
    if (first) {
      ctx.report(
        'MCP410',
        uriNode,
        `Another resource already has the URI "${uri}" (line ${lineOf(ctx.doc.text, first.offset)}): a URI identifies one resource. Remove the duplicate or give it its own URI.`,
      );
    } else seen.set(uri, uriNode);
  }
  checkSize(ctx, prop(r, 'size'));
  reportUnknownKeys(ctx, r, RESOURCE_KEYS, 'MCP411', 'resource', {
    unknownSeverity: 'info',
    special: (key) => key === 'uriTemplate',
  });
}

/** What a "size" that is not a non-negative integer is instead: `negative (-1)`, `a fraction (1.5)`, `a string`. */
function notASize(size: Node): string {
  if (size.type !== 'number') return typeName(size);
  return (size.value as number) < 0 ? `negative (${size.value})` : `a fraction (${size.value})`;
}

function checkSize(ctx: RuleContext, size: Node | undefined): void {
  if (!size) return;
  // (only a number node has an integer value)
  if (Number.isInteger(size.value) && (size.value as number) >= 0) return;
  const s = stringValue(size);
  const n = s !== undefined && /^\s*\d+\s*$/.test(s) ? Number(s) : undefined;
  const what = notASize(size);
  ctx.report(
    'MCP409',
    size,
    `"size" must be the size in bytes as a non-negative integer, not ${what}${s !== undefined ? ` ("${s}")` : ''}.`,
    {
      fixes:
        n !== undefined
          ? [{ title: `Change to the number ${n}`, edits: [replaceNode(size, String(n))], preferred: true, safe: true }]
          : [],
    },
  );
}

function checkTemplate(ctx: RuleContext, t: Node, seen: Map<string, Node>): void {
  checkCommon(ctx, t, 'resource template');
  const templateNode = prop(t, 'uriTemplate');
  if (!propertyNode(t, 'uriTemplate')) {
    const uriProp = propertyNode(t, 'uri');
    const uri = stringValue(prop(t, 'uri'));
    if (uriProp && uri !== undefined) {
      ctx.report(
        'MCP402',
        keyNode(uriProp),
        `${label(t, 'resource template')} has "uri" where a template needs "uriTemplate".`,
        {
          fixes: [
            {
              title: 'Rename to "uriTemplate"',
              edits: [renameKey(uriProp, 'uriTemplate')],
              preferred: true,
              safe: hasTemplateBraces(uri),
            },
          ],
        },
      );
    } else {
      ctx.report(
        'MCP402',
        prop(t, 'name') ?? { offset: t.offset, length: 1 },
        `${label(t, 'resource template')} has no "uriTemplate": add one such as "file:///{path}".`,
      );
    }
  } else if (templateNode && templateNode.type !== 'string') {
    ctx.report('MCP413', templateNode, `"uriTemplate" must be a string, not ${typeName(templateNode)}.`);
  } else if (templateNode) {
    const value = templateNode.value as string;
    const parsed = parseUriTemplate(value);
    const src = stringSource(ctx.doc.text, templateNode)!;
    for (const p of parsed.problems) reportTemplateProblem(ctx, templateNode, src, p);
    const first = seen.get(value);
    if (first) {
      ctx.report(
        'MCP410',
        templateNode,
        `Another resource template already has the uriTemplate "${value}" (line ${lineOf(ctx.doc.text, first.offset)}). Remove the duplicate.`,
      );
    } else seen.set(value, templateNode);
  }
  reportUnknownKeys(ctx, t, TEMPLATE_KEYS, 'MCP411', 'resource template', {
    unknownSeverity: 'info',
    special: (key) => key === 'uri' && !propertyNode(t, 'uriTemplate'),
  });
}

/** A template without variables and a repeated variable have codes of their own; the rest are its syntax. */
function templateProblemCode(kind: UriTemplateProblem['kind']): 'MCP405' | 'MCP406' | 'MCP407' {
  if (kind === 'no-variables') return 'MCP406';
  if (kind === 'duplicate-variable') return 'MCP407';
  return 'MCP405';
}

function reportTemplateProblem(
  ctx: RuleContext,
  node: Node,
  src: NonNullable<ReturnType<typeof stringSource>>,
  p: UriTemplateProblem,
): void {
  const code = templateProblemCode(p.kind);
  const at = p.kind === 'no-variables' ? node : src.toDocument(p.start, Math.max(p.end, p.start + 1));
  const fixes: Fix[] = [];
  if (p.fix) {
    const edits: OffsetEdit[] = p.fix.edits.map((e) => {
      const span = src.toDocument(e.start, e.end);
      return { offset: span.offset, length: span.length, newText: escapeForJson(e.newText) };
    });
    fixes.push({ title: p.fix.title, edits, preferred: true });
  }
  ctx.report(code, at, p.message, {
    fixes,
    // (MCP406 and MCP407 are warnings by default; a problem of MCP405, an error by default, may be a warning)
    severity: p.severity === 'warning' ? 'warning' : undefined,
  });
}

/** Text inserted into a JSON string's contents: escaped as JSON would, without the quotes. */
function escapeForJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function checkContents(ctx: RuleContext, c: Node): void {
  const uriNode = prop(c, 'uri');
  const uri = stringValue(uriNode);
  if (!uriNode) {
    ctx.report(
      'MCP412',
      { offset: c.offset, length: 1 },
      'Resource contents need the "uri" of the resource they came from.',
    );
  } else if (uri === undefined) ctx.report('MCP412', uriNode, `"uri" must be a string, not ${typeName(uriNode)}.`);
  else if (!hasTemplateBraces(uri)) {
    const problem = uriProblem(uri);
    if (problem) reportFormat(ctx, 'MCP403', uriNode, problem);
  }
  const text = propertyNode(c, 'text');
  const blob = propertyNode(c, 'blob');
  if (text && blob) {
    ctx.report(
      'MCP412',
      keyNode(blob),
      'Resource contents have both "text" and "blob": give exactly one — "text" for textual content, "blob" (base64) for binary.',
    );
  } else if (!text && !blob) {
    ctx.report(
      'MCP412',
      uriNode ?? { offset: c.offset, length: 1 },
      'Resource contents have neither "text" nor "blob": add the content, as "text" (a string) or "blob" (base64).',
    );
  }
  const textValue = prop(c, 'text');
  if (textValue && textValue.type !== 'string') {
    ctx.report('MCP412', textValue, `"text" must be a string, not ${typeName(textValue)}.`);
  }
  const blobValue = prop(c, 'blob');
  if (blobValue) {
    const b = stringValue(blobValue);
    if (b === undefined) ctx.report('MCP412', blobValue, `"blob" must be a base64 string, not ${typeName(blobValue)}.`);
    else {
      const problem = base64Problem(b);
      if (problem) reportFormat(ctx, 'MCP412', blobValue, problem, '"blob": ');
    }
  }
  checkMimeType(ctx, prop(c, 'mimeType'));
  reportUnknownKeys(ctx, c, CONTENTS_KEYS, 'MCP411', 'resource contents');
}
