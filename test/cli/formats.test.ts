import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import type { Log } from 'sarif';
import { NOTICE_METAS } from '../../server/src/engine/notices';
import { RULE_METAS } from '../../server/src/engine/rules';
import { CLI_FIXTURES, runCli, runCliJson } from './runCli';
import { sarifValidator } from './sarifSchema';

describe('mcp-lens check --format json', () => {
  it('lists every checked document with its problems, positions and the summary', async () => {
    const { run, report } = await runCliJson(['check', '.', 'notes.json'], { cwd: join(CLI_FIXTURES, 'problems') });
    assert.equal(run.code, 1);
    assert.equal(report.formatVersion, 1);
    assert.equal(report.tool.name, 'mcp-lens');
    assert.deepEqual(
      report.documents.map((d) => d.path),
      ['broken.json', 'catalog.json'],
    );
    const catalog = report.documents[1]!;
    assert.equal(catalog.kind, 'capabilities');
    assert.equal(catalog.dialect, null);
    assert.equal(catalog.spec, '2026-07-28');
    const priority = catalog.problems.filter((p) => p.code === 'MCP302');
    assert.equal(priority.length, 2);
    assert.deepEqual(priority[0], {
      code: 'MCP302',
      rule: 'priority-invalid',
      severity: 'error',
      message: '"priority" must be a number from 0 to 1, not a string ("0.8").',
      range: { start: { line: 8, column: 58, offset: 218 }, end: { line: 8, column: 63, offset: 223 } },
      fixable: true,
      docs: 'https://github.com/mcp-lens/mcp-lens/blob/main/docs/rules.md#mcp302',
    });
    assert.equal(priority[1]!.fixable, false, 'clamping 2 to 1 changes meaning: not a safe fix');
    const text = readFileSync(join(CLI_FIXTURES, 'problems', 'catalog.json'), 'utf8');
    assert.equal(text.slice(priority[0]!.range.start.offset, priority[0]!.range.end.offset), '"0.8"');
    assert.ok(report.documents[0]!.problems.some((p) => p.code === 'MCP001'));
    assert.deepEqual(report.skipped, [
      { path: 'notes.json', reason: 'not-mcp', message: 'not an MCP document (no MCP shape); skipped.' },
    ]);
    assert.deepEqual(report.failures, []);
    assert.equal(report.summary.documents, 2);
    assert.equal(
      report.summary.errors,
      report.documents.flatMap((d) => d.problems).filter((p) => p.severity === 'error').length,
    );
    assert.ok(report.summary.errors >= 3);
  });

  it('is valid JSON with an empty document list when nothing is found', async () => {
    const { run, report } = await runCliJson(['check', 'notes.json'], { cwd: join(CLI_FIXTURES, 'problems') });
    assert.equal(run.code, 0);
    assert.deepEqual(report.documents, []);
    assert.deepEqual(report.summary, {
      documents: 0,
      notChecked: 0,
      errors: 0,
      warnings: 0,
      infos: 0,
      hints: 0,
      fixesApplied: 0,
    });
  });
});

describe('mcp-lens check --format sarif', () => {
  const validate = sarifValidator();

  it('the validator rejects what is not SARIF 2.1.0', () => {
    assert.equal(validate({ version: '2.1.0', runs: [{ tool: { driver: {} } }] }), false, 'a driver needs a name');
    assert.equal(validate({ version: '2.0.0', runs: [] }), false);
    assert.equal(
      validate({
        version: '2.1.0',
        runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }],
      }),
      false,
    );
  });

  it('is valid SARIF 2.1.0 with every rule and notice of the table and one result per problem', async () => {
    const cwd = join(CLI_FIXTURES, 'problems');
    const r = await runCli(['check', '--format', 'sarif', '.', 'notes.json'], { cwd });
    assert.equal(r.code, 1);
    const log = JSON.parse(r.stdout) as Log;
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    assert.equal(log.version, '2.1.0');
    const run = log.runs[0]!;
    const driver = run.tool.driver;
    assert.equal(driver.name, 'mcp-lens');
    assert.deepEqual(
      driver.rules!.map((d) => d.id),
      [...RULE_METAS, ...NOTICE_METAS]
        .map((m) => m.code)
        .concat('server-warning')
        .sort(),
    );
    const p302 = driver.rules!.find((d) => d.id === 'MCP302')!;
    const meta = RULE_METAS.find((m) => m.code === 'MCP302')!;
    assert.equal(p302.name, 'priority-invalid');
    assert.equal(p302.shortDescription!.text, meta.summary);
    assert.match(p302.fullDescription!.text, new RegExp(meta.why.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.equal(p302.helpUri, 'https://github.com/mcp-lens/mcp-lens/blob/main/docs/rules.md#mcp302');
    assert.equal(p302.defaultConfiguration!.level, 'error');

    assert.deepEqual(run.originalUriBaseIds!['%SRCROOT%'], { uri: `${pathToFileURL(cwd).href}/` });
    const results = run.results!;
    const onCatalog = results.filter(
      (x) => x.locations![0]!.physicalLocation!.artifactLocation!.uri === 'catalog.json',
    );
    assert.equal(onCatalog.length, 2);
    const first = onCatalog[0]!;
    assert.equal(first.ruleId, 'MCP302');
    assert.equal(driver.rules![first.ruleIndex!]!.id, 'MCP302');
    assert.equal(first.level, 'error');
    assert.deepEqual(first.locations![0]!.physicalLocation, {
      artifactLocation: { uri: 'catalog.json', uriBaseId: '%SRCROOT%' },
      region: { startLine: 8, startColumn: 58, endLine: 8, endColumn: 63 },
    });
    assert.ok(
      results.some(
        (x) => x.ruleId === 'MCP001' && x.locations![0]!.physicalLocation!.artifactLocation!.uri === 'broken.json',
      ),
    );
    const notes = run.invocations![0]!.toolExecutionNotifications!;
    assert.ok(notes.some((n) => n.level === 'note' && /notes\.json: not an MCP document/.test(n.message.text ?? '')));
    assert.equal(run.invocations![0]!.executionSuccessful, true);
  });

  it('maps severities to SARIF levels and stays valid with no results', async () => {
    const cwd = join(CLI_FIXTURES, 'problems');
    const info = JSON.parse(
      (await runCli(['check', '--format', 'sarif', 'catalog.json', '--rule', 'MCP302=info'], { cwd })).stdout,
    ) as Log;
    assert.ok(validate(info), JSON.stringify(validate.errors));
    assert.deepEqual(
      [...new Set(info.runs[0]!.results!.filter((x) => x.ruleId === 'MCP302').map((x) => x.level))],
      ['note'],
    );
    const clean = await runCli(['check', '--format', 'sarif'], { cwd: join(CLI_FIXTURES, 'clean') });
    assert.equal(clean.code, 0);
    const log = JSON.parse(clean.stdout) as Log;
    assert.ok(validate(log), JSON.stringify(validate.errors));
    assert.deepEqual(log.runs[0]!.results, []);
  });

  it('names files outside the working folder by absolute file URI', async () => {
    const file = join(CLI_FIXTURES, 'problems', 'catalog.json');
    const r = await runCli(['check', '--format', 'sarif', file], { cwd: join(CLI_FIXTURES, 'clean') });
    const log = JSON.parse(r.stdout) as Log;
    assert.ok(validate(log), JSON.stringify(validate.errors));
    assert.deepEqual(log.runs[0]!.results![0]!.locations![0]!.physicalLocation!.artifactLocation, {
      uri: pathToFileURL(file).href,
    });
  });
});
