import type { Node } from 'jsonc-parser';
import { isArray, isObject, items, prop, stringValue, typeName } from '../../../../../common/json/jsonNodes';
import { replaceNode } from '../../util/edits';
import { didYouMean } from '../../util/suggest';
import type { Fix, Rule, RuleContext } from '../../types';
import { SERVER_JSON_KINDS } from './registry';
import { lookupTable } from '../../../../../common/util/lookupTable';

const MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp'];
const MIME_BY_EXTENSION = lookupTable<string>({
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
});

export const icons: Rule = {
  meta: {
    code: 'MCP817',
    name: 'registry-icon-invalid',
    severity: 'error',
    summary:
      "An icon's `src` is not an https URL of at most 255 characters, or its `mimeType`, `sizes` or `theme` is not one the registry allows.",
    why: 'The registry serves icons to clients from https only (no http, no data: URIs) and accepts PNG, JPEG, SVG and WebP.',
    fix: 'Use an https URL; mimeType one of image/png, image/jpeg, image/jpg, image/svg+xml, image/webp; sizes like "48x48" or "any"; theme "light" or "dark".',
    example:
      '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "icons": [{ "src": "http://example.com/icon.png" }] }',
    kinds: SERVER_JSON_KINDS,
  },
  check(ctx) {
    const list = prop(ctx.doc.root, 'icons');
    if (!list) return;
    if (!isArray(list)) {
      return ctx.report('MCP817', list, `"icons" must be an array of icon objects, not ${typeName(list)}.`);
    }
    for (const icon of items(list)) checkIcon(ctx, icon);
  },
};

function checkIcon(ctx: RuleContext, icon: Node): void {
  if (!isObject(icon)) {
    return ctx.report('MCP817', icon, `An icon must be an object with "src", not ${typeName(icon)}.`);
  }
  const srcNode = prop(icon, 'src');
  const src = stringValue(srcNode);
  if (src === undefined) {
    ctx.report('MCP817', srcNode ?? icon, 'An icon needs "src", the https URL of the image.');
  } else {
    let scheme: string | undefined;
    try {
      scheme = new URL(src).protocol;
    } catch {
      // a relative or malformed src has no scheme
    }
    if (scheme !== 'https:') {
      // the URL parser reads "HTTP:" and " http:" as http too: the scheme is all before the first ":"
      const https = scheme === 'http:' ? `https:${src.slice(src.indexOf(':') + 1).trim()}` : undefined;
      ctx.report(
        'MCP817',
        srcNode!,
        `Icon "src" must be an absolute https URL${scheme ? ` (not ${scheme.replace(':', '')})` : ''}; the registry rejects http, data: and relative icons.`,
        {
          fixes: https
            ? [{ title: `Change to ${https}`, edits: [replaceNode(srcNode!, JSON.stringify(https))], preferred: true }]
            : [],
        },
      );
    } else if (src.length > 255) {
      ctx.report('MCP817', srcNode!, `Icon "src" is ${src.length} characters long; the registry allows at most 255.`);
    }
  }
  const mimeNode = prop(icon, 'mimeType');
  const mime = stringValue(mimeNode);
  if (mimeNode && (mime === undefined || !MIME_TYPES.includes(mime))) {
    const ext = src ? /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]!.toLowerCase() : undefined;
    // "image/svg" is nearer "image/png" by edit distance, but it means SVG
    const guess =
      (mime && (mime === 'image/svg' ? 'image/svg+xml' : didYouMean(mime, MIME_TYPES))) ??
      (ext ? MIME_BY_EXTENSION[ext] : undefined);
    const fixes: Fix[] = guess
      ? [{ title: `Change to "${guess}"`, edits: [replaceNode(mimeNode, JSON.stringify(guess))], preferred: true }]
      : [];
    ctx.report(
      'MCP817',
      mimeNode,
      `Icon "mimeType" must be one of ${MIME_TYPES.join(', ')}${mime !== undefined ? `, not "${mime}"` : ''}.`,
      { fixes },
    );
  }
  const sizes = prop(icon, 'sizes');
  if (sizes) {
    if (sizes.type !== 'array') {
      ctx.report('MCP817', sizes, `Icon "sizes" must be an array such as ["48x48"], not ${typeName(sizes)}.`, {
        fixes:
          sizes.type === 'string'
            ? [
                {
                  title: 'Wrap in an array',
                  edits: [replaceNode(sizes, JSON.stringify([sizes.value]))],
                  preferred: true,
                },
              ]
            : [],
      });
    }
    for (const s of items(sizes)) {
      const v = stringValue(s);
      if (v === undefined || !/^(\d+x\d+|any)$/.test(v)) {
        ctx.report(
          'MCP817',
          s,
          `${v !== undefined ? `Icon size "${v}" must be` : `An icon size is a string, not ${typeName(s)}: it must be`} WIDTHxHEIGHT (e.g. "48x48") or "any".`,
        );
      }
    }
  }
  const theme = prop(icon, 'theme');
  const t = stringValue(theme);
  if (theme && t !== 'light' && t !== 'dark') {
    ctx.report('MCP817', theme, `Icon "theme" must be "light" or "dark"${t !== undefined ? `, not "${t}"` : ''}.`);
  }
}
