import { isObject, keyNode, prop, propertyNode, stringValue, typeName } from '../../../../../common/json/jsonNodes';
import { removeProperty, renameKey, replaceNode, setProperty } from '../../util/edits';
import type { Fix, Rule } from '../../types';
import { isManifestVersion, MANIFEST_VERSIONS, MCPB_KINDS } from './manifestSchema';

export const manifestVersion: Rule = {
  meta: [
    {
      code: 'MCP901',
      name: 'bundle-manifest-version-invalid',
      severity: 'error',
      summary:
        'The manifest has no `manifest_version` (nor `dxt_version`), names a version the mcpb tools do not know, or gives two different ones.',
      why: 'The version picks the schema the manifest is validated and installed with; `mcpb validate` and `mcpb pack` reject an unknown or missing version ("Unrecognized or unsupported manifest version").',
      fix: `Add "manifest_version": "0.3" (the version MANIFEST.md documents; ${MANIFEST_VERSIONS.join(', ')} are accepted).`,
      example:
        '{ "manifest_version": "1.0", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["${__dirname}/server/index.js"] } } }',
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP902',
      name: 'bundle-dxt-version-deprecated',
      severity: 'info',
      summary: '`dxt_version` is the deprecated name of `manifest_version` (from when bundles were DXT extensions).',
      why: 'The mcpb schemas keep `dxt_version` only as a deprecated alias; new tooling and documentation use `manifest_version`.',
      fix: 'Rename "dxt_version" to "manifest_version".',
      example:
        '{ "dxt_version": "0.1", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["${__dirname}/server/index.js"] } } }',
      kinds: MCPB_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    if (!isObject(root)) return;
    const mvProp = propertyNode(root, 'manifest_version');
    const dxtProp = propertyNode(root, 'dxt_version');
    const mv = prop(root, 'manifest_version');
    const dxt = prop(root, 'dxt_version');
    if (!mvProp && !dxtProp) {
      ctx.report(
        'MCP901',
        { offset: root.offset, length: 1 },
        'The manifest needs "manifest_version" (e.g. "0.3"): the mcpb tools pick the schema by it and reject a manifest without one.',
        {
          fixes: [
            {
              title: 'Add "manifest_version": "0.3"',
              edits: setProperty(ctx.doc.text, root, 'manifest_version', '0.3'),
              preferred: true,
            },
          ],
        },
      );
      return;
    }
    for (const node of [mv, dxt]) {
      if (!node) continue;
      const v = stringValue(node);
      if (isManifestVersion(v)) continue;
      const fixes: Fix[] =
        v && /^0\.[1-4]\.0$/.test(v)
          ? [
              {
                title: `Change to "${v.slice(0, 3)}"`,
                edits: [replaceNode(node, JSON.stringify(v.slice(0, 3)))],
                preferred: true,
              },
            ]
          : [];
      ctx.report(
        'MCP901',
        node,
        `${v !== undefined ? `"${v}"` : typeName(node)} is not a manifest version the mcpb tools accept (${MANIFEST_VERSIONS.map((x) => `"${x}"`).join(', ')}); "mcpb validate" rejects the manifest.`,
        { fixes },
      );
    }
    const mvs = stringValue(mv);
    const dxts = stringValue(dxt);
    if (mvs !== undefined && dxts !== undefined && mvs !== dxts) {
      ctx.report(
        'MCP901',
        dxt!,
        `"dxt_version" ("${dxts}") differs from "manifest_version" ("${mvs}"); the schema of version ${mvs} requires both to match. Remove the deprecated "dxt_version".`,
        {
          fixes: [{ title: 'Remove "dxt_version"', edits: removeProperty(ctx.doc.text, dxtProp!), preferred: true }],
        },
      );
      return;
    }
    if (dxtProp) {
      const fix: Fix = mvProp
        ? { title: 'Remove "dxt_version"', edits: removeProperty(ctx.doc.text, dxtProp), preferred: true, safe: true }
        : {
            title: 'Rename to "manifest_version"',
            edits: [renameKey(dxtProp, 'manifest_version')],
            preferred: true,
            safe: true,
          };
      ctx.report('MCP902', keyNode(dxtProp), '"dxt_version" is the deprecated name of "manifest_version"; rename it.', {
        tags: ['deprecated'],
        fixes: [fix],
      });
    }
  },
};
