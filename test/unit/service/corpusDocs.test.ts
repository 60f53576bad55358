import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Node } from 'jsonc-parser';
import { docTarget, pathOfNode, tablePath } from '../../../server/src/service/docPath';
import { getHover } from '../../../server/src/service/hover';
import { resolve, type Segment } from '../../../server/src/fieldDocs';
import { corpusFiles } from '../../helpers/paths';
import { fixture } from './docHarness';

const VENDOR_SERVER_KEYS =
  'read by other clients (Kiro, Roo Code, Cline…) or simply non-standard; no dialect the facts file describes reads it';

/** Keys of valid corpus files the table does not document, by kind and path pattern (`*` = a map entry). */
const EXCEPTIONS: Record<string, string> = {
  'vscode-mcp servers.*.gallery':
    'written by VS Code when a server is installed from the MCP gallery; not in the documented schema',
  'vscode-mcp servers.*.version':
    'written by VS Code when a server is installed from the MCP gallery; not in the documented schema',
  'vscode-mcp servers.*.disabled': 'not a VS Code field (its schema forbids extra keys); the corpus note calls it out',
  'vscode-mcp servers.*.description': 'not a VS Code field; the corpus note calls it non-standard',
  'vscode-mcp $schema': 'a bogus $schema URL (corpus note); VS Code’s mcp.json has no $schema',
  'mcp-servers $schema':
    'a non-MCP schema (agent-plugins.org / a non-existent claude-desktop URL), noted in the corpus',
  'mcp-servers _comment': 'pseudo-comment key, noted in the corpus',
  'mcp-servers _instructions': 'pseudo-comment key, noted in the corpus',
  'mcp-servers preferences': 'Claude Desktop’s own app preferences, not MCP configuration',
  'mcp-servers mcpServers.*.disabled': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.enabled': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.autoApprove': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.alwaysAllow': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.disabledTools': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.timeout': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.timeout_ms': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.description': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*.cwd': VENDOR_SERVER_KEYS,
  'mcp-servers mcpServers.*._comment': 'pseudo-comment key, noted in the corpus',
  'mcp-servers mcpServers.*.transport': 'a nested transport.type that no client reads (corpus note: non-standard)',
  'mcpb-manifest server.mcp_config.alwaysAllow': 'non-standard key noted in the corpus; the strict schema rejects it',
  'mcpb-manifest scripts': 'not an MCPB field (the strict schema rejects it); an upstream example carries it anyway',
  'mcpb-manifest install': 'not an MCPB field; from a contributed manifest on a PR branch (corpus note)',
  'mcpb-manifest id': 'not an MCPB field; from a contributed manifest on a PR branch (corpus note)',
  'mcpb-manifest files': 'not an MCPB field; from a contributed manifest on a PR branch (corpus note)',
};

const MAPS: Record<string, readonly string[]> = { 'vscode-mcp': ['servers'], 'mcp-servers': ['mcpServers'] };

function pattern(kind: string, path: readonly Segment[]): string {
  return path
    .map((s, i) => {
      if (typeof s === 'number') return '[*]';
      // a key of a map (such as a server's name) stands for any key
      return i > 0 && MAPS[kind]?.includes(String(path[i - 1])) ? '*' : s;
    })
    .join('.')
    .replace(/\.\[\*\]/g, '[*]');
}

describe('field docs cover the real-world corpus', () => {
  it('documents, on hover, every key of every valid corpus file of a known kind', (t) => {
    const corpus = corpusFiles();
    if (!corpus) {
      t.skip('../shared/corpus is absent');
      return;
    }
    const missing = new Set<string>();
    const used = new Set<string>();
    let checked = 0;
    for (const c of corpus.filter((f) => !f.flagged)) {
      const f = fixture(c.originalPath, readFileSync(c.file, 'utf8'));
      const target = docTarget(f.analysis);
      if (!target) continue; // detection decides what is an MCP document, not this table
      const visit = (node: Node | undefined) => {
        for (const child of node?.children ?? []) {
          if (child.type !== 'property') {
            visit(child);
            continue;
          }
          const key = child.children![0]!;
          const path = tablePath(target, pathOfNode(key));
          if (resolve(target.kind, path).status === 'free') continue;
          checked++;
          if (getHover(f.analysis, f.analysis.source.positionAt(key.offset + 1))) {
            visit(child.children![1]);
            continue;
          }
          const p = `${target.kind} ${pattern(target.kind, path)}`;
          if (p in EXCEPTIONS) used.add(p);
          else missing.add(`${p} (${c.file.split('/').pop()})`);
        }
      };
      visit(target.root);
    }
    assert.ok(checked > 1000, `checked ${checked} keys`);
    assert.deepEqual([...missing], []);
    assert.deepEqual(
      Object.keys(EXCEPTIONS).filter((e) => !used.has(e)),
      [],
      'exceptions no longer needed',
    );
  });
});
