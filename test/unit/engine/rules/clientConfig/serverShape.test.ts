// The client-config rules of serverShape.ts (MCP701–MCP705, MCP712, MCP715, MCP716), server entries: their case tables
// (serverShape.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { splitCommandLine } from '../../../../../server/src/engine/rules/clientConfig/serverShape';
import { CC, CU, ms } from '../../../../helpers/configPaths';
import { lintText, applyFix } from '../../../../helpers/engine';
import { only, runCases, textOf, findingCases, describeFindings } from '../../ruleCases';
import {
  serverEntriesByDialect,
  serverShapeSecondRun,
  typesAsWritten,
  TYPE_ERRORS,
  typeErrors,
  serverShapeRules,
} from './serverShape.cases';
import { V } from './fixtures';

describe('splitting a command line as a shell would, without one', () => {
  const cases: [string, string[] | undefined][] = [
    ['npx -y pkg', ['npx', '-y', 'pkg']],
    ['  a  b  ', ['a', 'b']],
    ['a "b c" d', ['a', 'b c', 'd']],
    ["a 'b c'", ['a', 'b c']],
    ['a "" b', ['a', '', 'b']],
    ["''", ['']],
    ['a "b', undefined],
    ['a\tb\nc', ['a', 'b', 'c']],
    ['x"y z"w', ['xy zw']],
    ['', []],
    ['   ', []],
    ['a ', ['a']],
    [' "" ', ['']],
  ];
  for (const [line, parts] of cases) it(JSON.stringify(line), () => assert.deepEqual(splitCommandLine(line), parts));
});

describeFindings(serverEntriesByDialect);

describe('client configs: server entries', () => {
  runCases(serverShapeRules);

  it('MCP716 is Claude Code only', () => {
    assert.deepEqual(only(lintText(CU, ms({ r: { url: 'https://example.com/mcp' } })), 'MCP716'), []);
  });
});

describe('client configs: type errors in .vscode/mcp.json, which VS Code’s own schema also reports', () => {
  const wrong = TYPE_ERRORS;
  findingCases(typeErrors);

  it('the quick fix splits an args string into its arguments', () => {
    const findings = lintText(V, wrong);
    const fixed = JSON.parse(applyFix(textOf(wrong), findings, 'MCP704', 'Split into an array of arguments'));
    assert.deepEqual(fixed.servers.fs.args, ['-y', '@modelcontextprotocol/server-filesystem', '.']);
  });

  it('are hints in VS Code, whose schema already shows them: the quick fix without a second problem', () => {
    const inVsCode = lintText(V, wrong, { editorValidatesVsCodeMcpJson: true });
    const schemaErrors = inVsCode.filter((f) => f.code === 'MCP704' || f.code === 'MCP705' || f.code === 'MCP712');
    assert.equal(schemaErrors.length, 7);
    assert.ok(
      schemaErrors.every((f) => f.severity === 'hint'),
      schemaErrors.map((f) => f.severity).join(),
    );
    assert.ok(schemaErrors.find((f) => f.message.startsWith('"args" of server "fs"'))!.fixes!.length);
    // the user's own severity still wins, and other dialects are never hints
    assert.ok(
      lintText(V, wrong, { editorValidatesVsCodeMcpJson: true, rules: { MCP704: 'warning' } })
        .filter((f) => f.code === 'MCP704')
        .every((f) => f.severity === 'warning'),
    );
    assert.ok(
      lintText(CC, ms({ fs: { command: 'npx', args: '-y x' } }), { editorValidatesVsCodeMcpJson: true }).some(
        (f) => f.code === 'MCP704' && f.severity === 'error',
      ),
    );
  });
});

describeFindings(serverShapeSecondRun);

describeFindings(typesAsWritten);
