import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../helpers/paths';
import { runCliJson } from './runCli';

const FOLDER = 'test/fixtures/code/migration';

/** `file: CODE, CODE` of the migration findings per document of the folder, sorted by file. */
async function findings(extra: readonly string[] = []): Promise<string[]> {
  const { report } = await runCliJson(['check', FOLDER, ...extra], { cwd: REPO_ROOT });
  return report.documents
    .map((d) => {
      const codes = d.problems.map((p) => p.code).filter((c) => /^MCP03\d$/.test(c));
      return `${d.path.replace(/^.*\//, '')}: ${codes.join(', ')}`;
    })
    .sort();
}

describe('mcp-lens check: migrating server code to MCP 2026-07-28 and the TypeScript SDK 2.x', () => {
  it('walks a folder of server code and reports each failing fixture, none of the passing ones', async () => {
    assert.deepEqual(await findings(), [
      'codemod-clean.ts: ',
      'codemod-marker.ts: MCP034',
      'era-branch-else.ts: MCP030, MCP030, MCP030, MCP030',
      'era-branch.ts: ',
      'fastmcp_elicit.py: ',
      'v1-server.ts: ',
      'v2-overload-roles.ts: MCP033, MCP033, MCP033, MCP033, MCP033, MCP033, MCP033',
      'v2-overloads.ts: MCP033, MCP033, MCP033, MCP033, MCP033',
      'v2-push.ts: MCP031, MCP030, MCP031, MCP030, MCP030, MCP032, MCP032',
      'v2-ready.ts: ',
      'v2-stdio-transport.ts: MCP030',
      'versions-2025.ts: ',
    ]);
  });

  it('--spec 2026-07-28 says what the 1.x and Python servers must change, and still nothing on the ready ones', async () => {
    assert.deepEqual(await findings(['--spec', '2026-07-28']), [
      'codemod-clean.ts: ',
      'codemod-marker.ts: MCP034',
      'era-branch-else.ts: MCP030, MCP030, MCP030, MCP030',
      'era-branch.ts: ',
      'fastmcp_elicit.py: MCP031, MCP030, MCP030, MCP032',
      'v1-server.ts: MCP030, MCP030, MCP030, MCP032',
      'v2-overload-roles.ts: MCP033, MCP033, MCP033, MCP033, MCP033, MCP033, MCP033',
      'v2-overloads.ts: MCP033, MCP033, MCP033, MCP033, MCP033',
      'v2-push.ts: MCP031, MCP030, MCP031, MCP030, MCP030, MCP032, MCP032',
      'v2-ready.ts: ',
      'v2-stdio-transport.ts: MCP030',
      'versions-2025.ts: ',
    ]);
  });
});
