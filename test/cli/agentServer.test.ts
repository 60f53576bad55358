import { strict as assert } from 'node:assert';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLI_FIXTURES, runCli, tempFolder } from './runCli';
import { ERAS, startLens, structuredOf, textOf, type FindingsAnswer, type LensSession } from './agentServerSession';

const SERVER = join(CLI_FIXTURES, 'servers', 'flawedCatalog.mjs');
const TOOL_NAMES = [
  'apply_safe_fixes',
  'check_document',
  'check_files',
  'check_live_server',
  'explain_rule',
  'run_saved_tests',
];

/**
 * The server's working folder (project/) beside a folder it may not use (outside/), with links from one to the other:
 * a file, a folder, and a file inside a walked folder.
 */
const scratch = tempFolder();
after(() => scratch.dispose());
const project = join(scratch.dir, 'project');
const outside = join(scratch.dir, 'outside');
const calls = join(scratch.dir, 'calls.jsonl');
mkdirSync(join(project, '.vscode'), { recursive: true });
mkdirSync(join(project, 'walked'));
mkdirSync(outside);
cpSync(join(CLI_FIXTURES, 'problems'), join(project, 'problems'), { recursive: true });
for (const era of ERAS) cpSync(join(CLI_FIXTURES, 'fixable'), join(project, `fixable-${era}`), { recursive: true });
cpSync(join(CLI_FIXTURES, 'problems', 'catalog.json'), join(outside, 'catalog.json'));
symlinkSync(join(outside, 'catalog.json'), join(project, 'linked.json'));
symlinkSync(outside, join(project, 'linked-folder'));
symlinkSync(join(outside, 'catalog.json'), join(project, 'walked', 'escape.json'));
writeFileSync(
  join(project, '.vscode', 'mcp.json'),
  JSON.stringify({
    servers: {
      flawed: { command: process.execPath, args: [SERVER], env: { MCP_LENS_FIXTURE_CALLS: calls } },
      remote: { type: 'http', url: 'http://127.0.0.1:9/mcp' },
    },
  }),
);

for (const era of ERAS) {
  describe(`mcp-lens mcp over stdio, ${era === 'legacy' ? '2025-11-25 (initialize)' : '2026-07-28'}`, () => {
    let lens: LensSession;
    before(async () => {
      lens = await startLens({ cwd: project, era });
    });
    after(() => lens.close());

    it('speaks the era and lists its tools, each with a title, a description, the four hints and both schemas', () => {
      assert.equal(lens.client.getNegotiatedProtocolVersion(), era === 'legacy' ? '2025-11-25' : '2026-07-28');
      assert.deepEqual(lens.tools.map((t) => t.name).sort(), TOOL_NAMES);
      for (const tool of lens.tools) {
        assert.ok(tool.title, `${tool.name} has no title`);
        assert.match(tool.description ?? '', /\bUse it\b/, `${tool.name}: its description does not say when to use it`);
        const hints = tool.annotations ?? {};
        for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
          assert.equal(typeof hints[hint], 'boolean', `${tool.name} does not set ${hint}`);
        }
        assert.equal(tool.inputSchema.type, 'object');
        assert.equal(tool.outputSchema?.type, 'object', `${tool.name} has no outputSchema`);
      }
      const hints = (name: string) => lens.tools.find((t) => t.name === name)!.annotations;
      assert.deepEqual(hints('apply_safe_fixes'), {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
      assert.equal(hints('check_live_server')!.readOnlyHint, false);
      assert.equal(hints('check_files')!.readOnlyHint, true);
    });

    it('check_files answers with a summary and findings placed in their files, errors first, and pages', async () => {
      const result = await lens.call('check_files', { paths: ['problems'] });
      const answer = structuredOf<FindingsAnswer & { documents: number }>(result);
      assert.ok(answer.counts.errors >= 3, JSON.stringify(answer.counts));
      const priority = answer.findings.find((f) => f.code === 'MCP302' && f.line === 8);
      assert.deepEqual(priority && { ...priority, message: undefined }, {
        code: 'MCP302',
        rule: 'priority-invalid',
        severity: 'error',
        message: undefined,
        file: 'problems/catalog.json',
        line: 8,
        column: 58,
        endLine: 8,
        endColumn: 63,
        fix: { title: 'Convert to the number 0.8', safe: true },
        docs: priority?.docs,
      });
      assert.ok(answer.findings.some((f) => f.code === 'MCP001' && f.file === 'problems/broken.json'));
      const severities = answer.findings.map((f) => f.severity);
      assert.deepEqual(
        severities,
        [...severities].sort((a, b) => rank(a) - rank(b)),
        'not most severe first',
      );
      const text = textOf(result);
      assert.match(text, /MCP documents? checked .*: \d+ errors/);
      assert.match(
        text,
        /- error MCP302 problems\/catalog\.json:8:58 .*\n {2}fix \(safe: apply_safe_fixes applies it\): /,
      );

      const firstPage = await lens.call('check_files', { paths: ['problems'], limit: 1 });
      const first = structuredOf<FindingsAnswer>(firstPage);
      assert.equal(first.findings.length, 1);
      assert.equal(first.nextOffset, 1);
      assert.equal(first.total, answer.total);
      const second = await lens.call('check_files', { paths: ['problems'], limit: 1, offset: 1 });
      assert.deepEqual(structuredOf<FindingsAnswer>(second).findings, [answer.findings[1]]);
      assert.match(textOf(firstPage), /call check_files again with the same paths \(offset 1\)/);
    });

    it('check_document checks a tool being drafted and a server entry, in their own lines and columns', async () => {
      const draft =
        '{\n  "name": "get_weather",\n  "inputSchema": { "type": "object" },\n' +
        '  "annotations": { "readOnlyHint": "true" }\n}';
      const tool = structuredOf<FindingsAnswer & { kind: string }>(
        await lens.call('check_document', { kind: 'capabilities', text: draft }),
      );
      assert.equal(tool.kind, 'capabilities');
      const hint = tool.findings.find((f) => f.code === 'MCP201');
      const column = draft.split('\n')[3]!.indexOf('"true"') + 1;
      assert.deepEqual(hint && [hint.line, hint.column, hint.file], [4, column, 'tools.json']);

      const secret = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
      const entry = `{ "command": "npx", "args": ["-y", "some-server"], "env": { "GITHUB_TOKEN": "${secret}" } }`;
      const checked = await lens.call('check_document', { kind: 'server-entry', text: entry });
      const answer = structuredOf<FindingsAnswer & { kind: string }>(checked);
      assert.equal(answer.kind, 'vscode-mcp');
      const token = answer.findings.find((f) => f.code === 'MCP713');
      const at = entry.indexOf(secret) + 1;
      assert.deepEqual(token && [token.line, token.column, token.endColumn], [1, at, at + secret.length]);

      const fixable = '{ "resources": [{ "name": "a", "uri": "file:///a", "annotations": { "priority": "0.8" } }] }';
      const fixed = structuredOf<{ fixedText: string | null }>(
        await lens.call('check_document', { kind: 'capabilities', text: fixable, fix: true }),
      );
      assert.equal(fixed.fixedText, fixable.replace('"0.8"', '0.8'));
    });

    it('explain_rule explains a rule by code or name; an unknown one is a tool error with a suggestion', async () => {
      const byCode = await lens.call('explain_rule', { code: 'mcp302' });
      assert.match(textOf(byCode), /^MCP302 {2}priority-invalid/);
      assert.equal(structuredOf<{ name: string }>(byCode).name, 'priority-invalid');
      const byName = structuredOf<{ code: string }>(await lens.call('explain_rule', { code: 'priority-invalid' }));
      assert.equal(byName.code, 'MCP302');
      const unknown = await lens.call('explain_rule', { code: 'MCP3O2' });
      assert.equal(unknown.isError, true);
      assert.match(textOf(unknown), /no rule "MCP3O2": did you mean MCP302\?/);
    });

    it('apply_safe_fixes writes the safe fixes once: the second call finds nothing more to apply', async () => {
      const file = join(project, `fixable-${era}`, 'catalog.json');
      const before = readFileSync(file, 'utf8');
      const first = structuredOf<FindingsAnswer & { fixesApplied: number; file: string }>(
        await lens.call('apply_safe_fixes', { path: `fixable-${era}/catalog.json` }),
      );
      assert.ok(first.fixesApplied > 0);
      assert.equal(first.file, `fixable-${era}/catalog.json`);
      const after = readFileSync(file, 'utf8');
      assert.notEqual(after, before);
      assert.ok(
        first.findings.every((f) => !f.fix?.safe),
        'a safe fix was left',
      );
      const again = structuredOf<{ fixesApplied: number }>(
        await lens.call('apply_safe_fixes', { path: `fixable-${era}/catalog.json` }),
      );
      assert.equal(again.fixesApplied, 0);
      assert.equal(readFileSync(file, 'utf8'), after);
    });

    it('bad input is a tool error that says what is wrong', async () => {
      for (const [name, args] of [
        ['check_files', { paths: 'problems' }],
        ['check_files', { path: ['problems'] }],
        ['check_document', { text: '{}' }],
        ['check_document', { text: '{}', kind: 'yaml' }],
        ['explain_rule', { code: 302 }],
        ['apply_safe_fixes', { path: 'problems/catalog.json', limit: 1000 }],
      ] as const) {
        const result = await lens.call(name, args);
        assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} was taken`);
        assert.match(textOf(result), /Input validation error: Invalid arguments for tool/);
      }
      const missing = await lens.call('check_files', { paths: ['no-such-folder'] });
      assert.equal(missing.isError, true);
      assert.match(textOf(missing), /"no-such-folder": no such file or folder/);
      const folder = await lens.call('apply_safe_fixes', { path: 'problems' });
      assert.match(textOf(folder), /is a folder: name one file/);
    });

    it('refuses paths outside its folders: by .., absolute, or through a symbolic link', async () => {
      const refusals: [string, Record<string, unknown>][] = [
        ['check_files', { paths: ['..'] }],
        ['check_files', { paths: ['../outside/catalog.json'] }],
        ['check_files', { paths: [join(outside, 'catalog.json')] }],
        ['check_files', { paths: ['problems', 'linked.json'] }],
        ['check_files', { paths: ['linked-folder'] }],
        ['check_files', { paths: ['linked-folder/catalog.json'] }],
        ['apply_safe_fixes', { path: 'linked.json' }],
        ['apply_safe_fixes', { path: '../outside/catalog.json' }],
        ['check_document', { kind: 'capabilities', text: '{}', fileName: '../outside/tools.json' }],
        ['check_document', { kind: 'capabilities', text: '{}', fileName: 'linked-folder/new/tools.json' }],
        ['check_live_server', { server: 'flawed', config: '../outside/catalog.json' }],
      ];
      for (const [name, args] of refusals) {
        const result = await lens.call(name, args);
        assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} was not refused: ${textOf(result)}`);
        assert.match(textOf(result), /is outside the folders this server may use/);
        assert.ok(textOf(result).includes(project), 'the refusal does not name the folders');
      }
      const outsideBefore = readFileSync(join(outside, 'catalog.json'), 'utf8');
      const walked = await lens.call('check_files', { paths: ['walked'] });
      const answer = structuredOf<FindingsAnswer & { notes: string[]; documents: number }>(walked);
      assert.equal(answer.documents, 0);
      assert.deepEqual(answer.notes, ['walked/escape.json: skipped, it leads outside the folders.']);
      assert.equal(readFileSync(join(outside, 'catalog.json'), 'utf8'), outsideBefore);
    });

    it('check_live_server starts a configured stdio server and lints its catalog without calling a tool', async () => {
      const result = await lens.call('check_live_server', { server: 'flawed' });
      const answer = structuredOf<FindingsAnswer & { server: string }>(result);
      assert.equal(answer.server, 'flawed (.vscode/mcp.json)');
      assert.deepEqual(
        answer.findings.filter((f) => f.code === 'MCP302').map((f) => [f.severity, f.file]),
        [
          ['error', 'flawed (.vscode/mcp.json)'],
          ['error', 'flawed (.vscode/mcp.json)'],
        ],
      );
      assert.match(textOf(result), /^flawed \(\.vscode\/mcp\.json\): its live catalog has \d+ errors/);
      assert.equal(existsSync(calls), false, 'the server received a tool call');

      const remote = await lens.call('check_live_server', { server: 'remote' });
      assert.equal(remote.isError, true);
      assert.match(textOf(remote), /remote \(HTTP\) server: this tool starts local servers only/);
      const unknown = await lens.call('check_live_server', { server: 'nope' });
      assert.match(textOf(unknown), /no server named "nope".*servers found: flawed/);
    });
  });
}

describe('mcp-lens mcp: its folders and options', () => {
  const extra = join(scratch.dir, 'extra');
  mkdirSync(extra);
  cpSync(join(CLI_FIXTURES, 'problems', 'catalog.json'), join(extra, 'catalog.json'));

  it('uses the folders given with --root, the first as its working folder, instead of the one it starts in', async () => {
    const lens = await startLens({ cwd: scratch.dir, args: ['--root', 'extra', '--root', 'project'] });
    try {
      const relative = structuredOf<FindingsAnswer>(await lens.call('check_files', { paths: ['catalog.json'] }));
      assert.ok(relative.findings.some((f) => f.code === 'MCP302' && f.file === 'catalog.json'));
      const second = structuredOf<FindingsAnswer>(
        await lens.call('check_files', { paths: [join(project, 'problems')] }),
      );
      assert.ok(second.findings.some((f) => f.file === join(project, 'problems', 'catalog.json')));
      const started = await lens.call('check_files', { paths: [outside] });
      assert.equal(started.isError, true, 'the folder it was started in is not one of its folders');
    } finally {
      await lens.close();
    }
  });

  it('uses the folders a 2025 client lists as its roots, besides its working folder', async () => {
    const lens = await startLens({ cwd: project, roots: [extra] });
    try {
      const answer = structuredOf<FindingsAnswer>(await lens.call('check_files', { paths: [extra] }));
      assert.ok(answer.findings.some((f) => f.code === 'MCP302' && f.file === join(extra, 'catalog.json')));
    } finally {
      await lens.close();
    }
    const without = await startLens({ cwd: project });
    try {
      const refused = await without.call('check_files', { paths: [extra] });
      assert.equal(refused.isError, true);
    } finally {
      await without.close();
    }
  });

  it('leaves out check_live_server with --no-live', async () => {
    const lens = await startLens({ cwd: project, args: ['--no-live'] });
    try {
      assert.ok(!lens.tools.some((t) => t.name === 'check_live_server'));
      assert.ok(lens.tools.some((t) => t.name === 'check_files'));
    } finally {
      await lens.close();
    }
  });

  it('is in --help, and refuses a --root that does not exist', async () => {
    assert.match((await runCli(['--help'])).stdout, /mcp-lens mcp \[--root FOLDER\]… \[--no-live\]/);
    const run = await runCli(['mcp', '--root', join(scratch.dir, 'missing')], { cwd: project });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /--root: .*missing/);
  });
});

function rank(severity: string): number {
  return ['error', 'warning', 'info', 'hint'].indexOf(severity);
}
