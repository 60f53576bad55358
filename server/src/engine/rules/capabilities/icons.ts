import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { isArray, isObject, items, prop, stringValue, typeName } from '../../../../../common/json/jsonNodes';
import type { Rule, RuleContext } from '../../types';
import { replaceNode } from '../../util/edits';
import { base64Problem, uriProblem } from '../../util/formats';
import { reportUnknownKeys } from '../../util/keys';
import { didYouMean } from '../../util/suggest';
import { checkMimeType, reportFormat } from './resources';

const ICON_KEYS = ['src', 'mimeType', 'sizes', 'theme'];
const THEMES = ['light', 'dark'];

export const icons: Rule = {
  meta: {
    code: 'MCP020',
    name: 'icon-invalid',
    severity: 'error',
    summary:
      'An entry of `icons` lacks `src`, its `src` is not an http(s) or data: URI, or `sizes`/`theme` are malformed.',
    why: 'Clients load icons from `src` and pick one by `sizes` and `theme`; an icon they cannot load or match is dropped.',
    fix: 'Give each icon a `src` (https URL or base64 data: URI); `sizes` like ["48x48"] or ["any"]; `theme` "light" or "dark".',
    example: '{ "name": "a", "inputSchema": { "type": "object" }, "icons": [{ "src": "icon.png", "sizes": ["48"] }] }',
    kinds: ['capabilities'],
  },
  check(ctx) {
    const m = capabilityModel(ctx.doc.root);
    for (const owner of [...m.tools, ...m.resources, ...m.resourceTemplates, ...m.prompts, ...m.contentBlocks]) {
      // a non-array has no items here: its type is the owner's type rule
      for (const icon of items(prop(owner, 'icons'))) checkIcon(ctx, icon);
    }
  },
};

function checkIcon(ctx: RuleContext, icon: Node): void {
  if (!isObject(icon)) {
    const s = stringValue(icon);
    ctx.report('MCP020', icon, `An icon is an object { "src": … }, not ${typeName(icon)}.`, {
      fixes:
        s !== undefined
          ? [
              {
                title: 'Wrap as { "src": … }',
                edits: [replaceNode(icon, `{ "src": ${JSON.stringify(s)} }`)],
                preferred: true,
                safe: true,
              },
            ]
          : [],
    });
    return;
  }
  checkSrc(ctx, icon);
  const mimeType = prop(icon, 'mimeType');
  if (mimeType && mimeType.type !== 'string') {
    ctx.report('MCP020', mimeType, `Icon "mimeType" must be a string such as "image/png", not ${typeName(mimeType)}.`);
  } else checkMimeType(ctx, mimeType);
  checkSizes(ctx, prop(icon, 'sizes'));
  checkTheme(ctx, prop(icon, 'theme'));
  reportUnknownKeys(ctx, icon, ICON_KEYS, 'MCP020', 'icon', { misspeltSeverity: 'warning' });
}

/** An icon's "src": an https (or http) URL or a well-formed data: URI. */
function checkSrc(ctx: RuleContext, icon: Node): void {
  const src = prop(icon, 'src');
  const value = stringValue(src);
  if (!src) {
    ctx.report(
      'MCP020',
      { offset: icon.offset, length: 1 },
      'This icon has no "src": give the URL (https://…) or a data: URI of the image.',
    );
  } else if (value === undefined) ctx.report('MCP020', src, `"src" must be a string, not ${typeName(src)}.`);
  else if (/^data:/i.test(value)) {
    const m = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/is.exec(value);
    if (!m) ctx.report('MCP020', src, 'This data: URI is malformed: write it as data:image/png;base64,<data>.');
    else if (/;base64/i.test(m[2]!)) {
      const problem = base64Problem(m[3]!);
      if (problem) ctx.report('MCP020', src, `The base64 part of this data: URI is broken: ${problem.message}`);
    }
  } else if (!/^https?:\/\//i.test(value)) {
    const problem = uriProblem(value);
    ctx.report(
      'MCP020',
      src,
      problem && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)
        ? `Icon "src" "${value}" is not a URI: clients cannot resolve a relative path; use an https:// URL or a data: URI.`
        : `Icon "src" uses the scheme "${value.split(':')[0]}": clients load icons from https (or http) URLs and data: URIs only.`,
    );
  } else {
    const problem = uriProblem(value);
    if (problem) reportFormat(ctx, 'MCP020', src, problem, 'Icon "src": ');
  }
}

/** An icon's "sizes": an array of "WIDTHxHEIGHT" or "any". */
function checkSizes(ctx: RuleContext, sizes: Node | undefined): void {
  if (sizes && !isArray(sizes)) {
    const s = stringValue(sizes);
    ctx.report('MCP020', sizes, `"sizes" is an array of strings such as ["48x48"], not ${typeName(sizes)}.`, {
      fixes:
        s !== undefined && /^(\d+x\d+|any)$/.test(s)
          ? [
              {
                title: `Wrap in an array: ["${s}"]`,
                edits: [replaceNode(sizes, JSON.stringify([s]))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
    });
  }
  for (const size of items(sizes)) {
    const s = stringValue(size);
    if (s !== undefined && /^(\d+x\d+|any)$/.test(s)) continue;
    const square = s !== undefined && /^\d+$/.test(s) ? `${s}x${s}` : undefined;
    const what =
      s !== undefined ? `Icon size "${s}" must be` : `An icon size is a string, not ${typeName(size)}: it must be`;
    ctx.report('MCP020', size, `${what} "WIDTHxHEIGHT" (e.g. "48x48") or "any".`, {
      fixes: square
        ? [{ title: `Change to "${square}"`, edits: [replaceNode(size, JSON.stringify(square))], preferred: true }]
        : [],
    });
  }
}

/** An icon's "theme": "light" or "dark". */
function checkTheme(ctx: RuleContext, theme: Node | undefined): void {
  const t = stringValue(theme);
  if (theme && !(THEMES as readonly unknown[]).includes(t)) {
    const guess = t !== undefined ? didYouMean(t, THEMES) : undefined;
    ctx.report(
      'MCP020',
      theme,
      `Icon "theme" must be "light" or "dark"${guess ? ` (did you mean "${guess}"?)` : ''}; leave it out for an icon that fits both.`,
      {
        fixes: guess
          ? [
              {
                title: `Change to "${guess}"`,
                edits: [replaceNode(theme, JSON.stringify(guess))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
      },
    );
  }
}
