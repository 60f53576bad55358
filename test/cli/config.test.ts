import { strict as assert } from 'node:assert';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI_FIXTURES, runCliJson, tempFolder, type JsonReport } from './runCli';

const severitiesOf = (report: JsonReport, path: string, code: string) =>
  report.documents
    .find((d) => d.path === path)
    ?.problems.filter((p) => p.code === code)
    .map((p) => p.severity);

describe('mcp-lens check: settings files', () => {
  it('.mcplensrc.json (JSONC) overrides rule severities for the files below it; the nearest one wins', async () => {
    const { run, report } = await runCliJson(['check'], { cwd: join(CLI_FIXTURES, 'configured') });
    assert.equal(run.code, 0);
    assert.deepEqual(severitiesOf(report, 'catalog.json', 'MCP302'), ['warning']);
    assert.deepEqual(
      severitiesOf(report, 'quiet/catalog.json', 'MCP302'),
      [],
      'quiet/.mcplensrc.json turns MCP302 off',
    );
    assert.equal(report.documents.find((d) => d.path === 'catalog.json')!.settings, '.mcplensrc.json');
    assert.equal(report.documents.find((d) => d.path === 'quiet/catalog.json')!.settings, 'quiet/.mcplensrc.json');
  });

  it('the mcpLens key of package.json works the same, specVersion included', async () => {
    const { report } = await runCliJson(['check'], { cwd: join(CLI_FIXTURES, 'pkgconfig') });
    assert.deepEqual(severitiesOf(report, 'catalog.json', 'MCP302'), ['info']);
    const doc = report.documents.find((d) => d.path === 'catalog.json')!;
    assert.equal(doc.spec, '2025-06-18');
    assert.equal(doc.settings, 'package.json#mcpLens');
  });

  it('the command line wins over settings files', async () => {
    const { run, report } = await runCliJson(['check', '--rule', 'MCP302=error', '--spec', '2025-11-25'], {
      cwd: join(CLI_FIXTURES, 'pkgconfig'),
    });
    assert.equal(run.code, 1);
    assert.deepEqual(severitiesOf(report, 'catalog.json', 'MCP302'), ['error']);
    assert.equal(report.documents[0]!.spec, '2025-11-25');
  });

  it('--spec does not override a revision the document names itself', async () => {
    const temp = tempFolder();
    try {
      writeFileSync(
        join(temp.dir, 'list.json'),
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          result: { protocolVersion: '2025-06-18', resources: [{ uri: 'file:///a', name: 'a' }] },
        }),
      );
      writeFileSync(join(temp.dir, 'plain.json'), JSON.stringify({ resources: [{ uri: 'file:///a', name: 'a' }] }));
      const { report } = await runCliJson(['check', '--spec', '2025-03-26'], { cwd: temp.dir });
      assert.deepEqual(Object.fromEntries(report.documents.map((d) => [d.path, d.spec])), {
        'list.json': '2025-06-18',
        'plain.json': '2025-03-26',
      });
    } finally {
      temp.dispose();
    }
  });

  it('a file with no settings above it takes those of the working folder', async () => {
    const temp = tempFolder();
    try {
      copyFileSync(join(CLI_FIXTURES, 'configured', 'catalog.json'), join(temp.dir, 'catalog.json'));
      const { report } = await runCliJson(['check', join(temp.dir, 'catalog.json')], {
        cwd: join(CLI_FIXTURES, 'configured'),
      });
      assert.deepEqual(
        report.documents.flatMap((d) => d.problems.filter((p) => p.code === 'MCP302').map((p) => p.severity)),
        ['warning'],
      );
    } finally {
      temp.dispose();
    }
  });

  it('the files setting maps globs to kinds, as in the editor', async () => {
    const temp = tempFolder();
    try {
      writeFileSync(join(temp.dir, '.mcplensrc.json'), JSON.stringify({ files: { '**/notes.json': 'unknown' } }));
      copyFileSync(join(CLI_FIXTURES, 'configured', 'catalog.json'), join(temp.dir, 'notes.json'));
      copyFileSync(join(CLI_FIXTURES, 'configured', 'catalog.json'), join(temp.dir, 'catalog.json'));
      const { report } = await runCliJson(['check'], { cwd: temp.dir });
      assert.deepEqual(
        report.documents.map((d) => d.path),
        ['catalog.json'],
      );
    } finally {
      temp.dispose();
    }
  });
});
