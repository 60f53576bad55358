import type { Node } from 'jsonc-parser';
import { keyOf, prop, properties, stringValue, valueOf } from '../../../../../common/json/jsonNodes';
import type { Rule, RuleContext } from '../../types';
import { MCPB_KINDS } from './manifestSchema';

const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
/** One comparator of a version range: ">=1.2", "^3", "~1.2.3", "1.x", "*", with PEP 440 "," separators accepted. */
const COMPARATOR =
  /^(?:(?:>=|<=|>|<|=|\^|~|~=|==|!=)?\s*v?(?:\d+|[xX*])(?:\.(?:\d+|[xX*])){0,2}(?:-[0-9A-Za-z.-]+)?|\*)$/;
const SERVER =
  '"server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["${__dirname}/server/index.js"] } }';

export const metadata: Rule = {
  meta: [
    {
      code: 'MCP919',
      name: 'bundle-version-not-semver',
      severity: 'warning',
      summary: 'The bundle `version` is not a semantic version (MAJOR.MINOR.PATCH).',
      why: 'MANIFEST.md defines `version` as a semantic version; clients and directories compare versions to offer updates.',
      fix: 'Write e.g. "1.0.0" (pre-releases like "2.0.0-beta.1" are fine).',
      example: `{ "manifest_version": "0.3", "name": "x", "version": "v1", "description": "X", "author": { "name": "A" }, ${SERVER} }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP920',
      name: 'bundle-compatibility-range-invalid',
      severity: 'warning',
      summary:
        'A `compatibility` version constraint (claude_desktop, runtimes.node, runtimes.python) is not a version range.',
      why: "Clients compare their own and the runtime's version against the constraint; one they cannot parse either blocks the install or is ignored.",
      fix: 'Write a range such as ">=0.10.0", "^1.2.0" or ">=3.10 <4".',
      example: `{ "manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, ${SERVER}, "compatibility": { "runtimes": { "node": "node 18 or newer" } } }`,
      kinds: MCPB_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    const version = prop(root, 'version');
    const v = stringValue(version);
    if (v !== undefined && !SEMVER.test(v.trim())) {
      ctx.report('MCP919', version!, `"version" should be a semantic version such as "1.0.0", not "${v}".`);
    }
    const compat = prop(root, 'compatibility');
    checkRange(ctx, prop(compat, 'claude_desktop'), 'compatibility.claude_desktop');
    for (const p of properties(prop(compat, 'runtimes'))) {
      checkRange(ctx, valueOf(p), `compatibility.runtimes.${keyOf(p)}`);
    }
  },
};

export function isVersionRange(range: string): boolean {
  // an empty alternative ("1 ||") or part (">=3.10,") is one empty comparator, which COMPARATOR rejects
  return range.split('||').every((a) => {
    const alt = a.trim();
    if (/^\S+\s+-\s+\S+$/.test(alt)) return alt.split(/\s+-\s+/).every((x) => COMPARATOR.test(x));
    return alt
      .replace(/(>=|<=|>|<|=|\^|~=|~|==|!=)\s+/g, '$1')
      .split(/[\s,]+/)
      .every((x) => COMPARATOR.test(x));
  });
}

function checkRange(ctx: RuleContext, node: Node | undefined, path: string): void {
  const range = stringValue(node);
  if (range === undefined || isVersionRange(range)) return;
  ctx.report('MCP920', node!, `"${path}" must be a version range such as ">=1.0.0" or "^2.1", not "${range}".`);
}
