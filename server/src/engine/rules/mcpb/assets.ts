import type { Node } from 'jsonc-parser';
import { items, prop, stringValue } from '../../../../../common/json/jsonNodes';
import { replaceNode } from '../../util/edits';
import type { Rule, RuleContext } from '../../types';
import { MCPB_KINDS } from './manifestSchema';

const BCP47 = /^[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;
const MINIMAL =
  '"manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["${__dirname}/server/index.js"] } }';

export const assets: Rule = {
  meta: [
    {
      code: 'MCP917',
      name: 'bundle-icon-invalid',
      severity: 'error',
      summary:
        '`icon` uses ${__dirname}, an absolute path, a remote URL or a non-PNG file, or an `icons` entry has a size not like "16x16" or an empty theme.',
      why: '`mcpb validate` requires the icon to be a PNG file inside the bundle, named by a plain relative path; Claude Desktop shows only local icons. Icon sizes must be WIDTHxHEIGHT.',
      fix: 'Ship the icon in the bundle and write a relative path such as "icon.png" (512×512 PNG recommended).',
      example: `{ ${MINIMAL}, "icon": "\${__dirname}/icon.png" }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP918',
      name: 'bundle-localization-invalid',
      severity: 'error',
      summary: '`localization.resources` lacks the `${locale}` placeholder, or `default_locale` is not a BCP 47 tag.',
      why: "Clients find each language's strings by putting the locale into the resources path; without the placeholder every locale reads the same file. The schema rejects both mistakes.",
      fix: 'Write e.g. "resources": "mcpb-resources/${locale}.json" and "default_locale": "en-US".',
      example: `{ ${MINIMAL.replace('"0.3"', '"0.3"')}, "localization": { "resources": "strings/en.json", "default_locale": "en-US" } }`,
      kinds: MCPB_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    checkIcon(ctx, prop(root, 'icon'));
    for (const entry of items(prop(root, 'icons'))) {
      const size = prop(entry, 'size');
      const s = stringValue(size);
      if (s !== undefined && !/^\d+x\d+$/.test(s)) {
        ctx.report('MCP917', size!, `Icon "size" must be WIDTHxHEIGHT, e.g. "16x16", not "${s}".`);
      }
      const theme = prop(entry, 'theme');
      if (stringValue(theme) === '') {
        ctx.report('MCP917', theme!, 'Icon "theme" cannot be empty; leave it out or write e.g. "light" or "dark".');
      }
    }
    checkLocalization(ctx, prop(root, 'localization'));
  },
};

/** MCP917 for "icon": a PNG named by a plain path relative to the bundle root. */
function checkIcon(ctx: RuleContext, iconNode: Node | undefined): void {
  const icon = stringValue(iconNode);
  if (icon !== undefined) {
    if (icon.includes('${__dirname}')) {
      const plain = icon.replace(/^\$\{__dirname\}[\\/]?/, '');
      const example = plain && !plain.includes('${__dirname}') ? plain : 'icon.png';
      ctx.report(
        'MCP917',
        iconNode!,
        `"icon" must not use \${__dirname}: it is a path relative to the bundle root, e.g. "${example}". \`mcpb validate\` rejects it.`,
        {
          fixes:
            plain && !plain.includes('${')
              ? [
                  {
                    title: `Change to "${plain}"`,
                    edits: [replaceNode(iconNode!, JSON.stringify(plain))],
                    preferred: true,
                    safe: true,
                  },
                ]
              : [],
        },
      );
    } else if (/^https?:\/\//i.test(icon)) {
      ctx.report(
        'MCP917',
        iconNode!,
        '"icon" is a remote URL; Claude Desktop shows only icon files inside the bundle. Ship a PNG in the bundle and write its relative path.',
        { severity: 'warning' },
      );
    } else if (/^(\/|[A-Za-z]:[\\/]|\\\\|~)/.test(icon)) {
      ctx.report(
        'MCP917',
        iconNode!,
        '"icon" must be relative to the bundle root (e.g. "icon.png"), not an absolute path on this machine; `mcpb validate` rejects it.',
      );
    } else if (!/\.png$/i.test(icon)) {
      ctx.report(
        'MCP917',
        iconNode!,
        `"icon" must be a PNG file; \`mcpb validate\` checks the file's PNG signature, and "${icon}" does not look like one.`,
        { severity: 'warning' },
      );
    }
  }
}

/** MCP918: the resources path has the ${locale} placeholder, and the default locale is a BCP 47 tag. */
function checkLocalization(ctx: RuleContext, loc: Node | undefined): void {
  const resources = prop(loc, 'resources');
  const r = stringValue(resources);
  if (r !== undefined && !/\$\{locale\}/i.test(r)) {
    ctx.report(
      'MCP918',
      resources!,
      `"localization.resources" must contain the \${locale} placeholder (e.g. "mcpb-resources/\${locale}.json"); without it every language reads "${r}".`,
    );
  }
  const locale = prop(loc, 'default_locale');
  const l = stringValue(locale);
  if (l !== undefined && !BCP47.test(l)) {
    ctx.report(
      'MCP918',
      locale!,
      `"localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "${l}".`,
      {
        fixes: /^[a-z]{2}_[A-Z]{2}$/.test(l)
          ? [
              {
                title: `Change to "${l.replace('_', '-')}"`,
                edits: [replaceNode(locale!, JSON.stringify(l.replace('_', '-')))],
                preferred: true,
                safe: true,
              },
            ]
          : [],
      },
    );
  }
}
