import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempTree } from '../helpers/tempTree';
import { runCliJson } from './runCli';

const CONFIG = JSON.stringify(
  { servers: { notes: { command: 'node', args: ['dist/index.js'], dev: { watch: 'src/**/*.ts' } } } },
  null,
  2,
);
const tree = tempTree('mcp-lens-cli-watch-');

describe('mcp-lens check: dev.watch that matches no file (MCP719)', () => {
  it('reports it for .vscode/mcp.json, named or walked, with and without --fix', async () => {
    tree.write('empty/.vscode/mcp.json', CONFIG);
    const cwd = join(tree.dir, 'empty');
    for (const args of [['.vscode/mcp.json'], [], ['.vscode/mcp.json', '--fix']]) {
      const { report } = await runCliJson(['check', ...args], { cwd });
      const found = report.documents.flatMap((d) => d.problems).filter((p) => p.code === 'MCP719');
      assert.equal(found.length, 1, `${args.join(' ')}: ${JSON.stringify(report.documents)}`);
      assert.equal(found[0]!.severity, 'warning');
      const message = `"dev.watch" of server "notes" matches no file under ${cwd},`;
      assert.ok(found[0]!.message.startsWith(message), found[0]!.message);
      assert.equal(found[0]!.range.start.line, CONFIG.split('\n').findIndex((l) => l.includes('"watch"')) + 1);
    }
  });

  it('says nothing when a file matches', async () => {
    tree.write('full/.vscode/mcp.json', CONFIG);
    tree.write('full/src/deep/a.ts', '');
    const { report } = await runCliJson(['check', '.vscode/mcp.json'], { cwd: join(tree.dir, 'full') });
    assert.equal(report.documents.length, 1);
    assert.deepEqual(
      report.documents[0]!.problems.filter((p) => p.code === 'MCP719'),
      [],
    );
  });
});
