import { isArray, items, prop, stringValue } from '../../../../../common/json/jsonNodes';
import { problemsOfTree, type TestFileProblemKind } from '../../../../../common/savedTests/validate';
import type { Rule, RuleContext } from '../../types';

const KINDS = ['mcp-test'] as const;
const P = 'tests/echo.mcptest.json';

const CODE_OF: Readonly<Record<Exclude<TestFileProblemKind, 'syntax'>, string>> = {
  schema: 'MCP950',
  server: 'MCP951',
  'step-action': 'MCP952',
};

/** A test file checked against the format's JSON Schema (common/savedTests/mcptest.schema.json). */
export const testFileShape: Rule = {
  meta: [
    {
      code: 'MCP950',
      name: 'test-file-invalid',
      severity: 'error',
      summary:
        'A test file (`*.mcptest.json`) has a value its format does not allow: a missing or unknown field, a wrong type, a value outside its choices, a JSON Pointer that is not one.',
      why: 'The test runner and `mcp-lens test` refuse a file that is not valid (the command line exits with 2), so no step of it runs.',
      fix: 'Write the field as the message says; docs/testing-servers.md describes the format, and completion offers its fields.',
      example: '{ "server": { "name": "echo" }, "steps": [{ "callTool": { "tool": "echo" } }] }',
      examplePath: P,
      kinds: KINDS,
    },
    {
      code: 'MCP951',
      name: 'test-server-ambiguous',
      severity: 'error',
      summary:
        "A test file's `server` gives none, or more than one, of `name` (a configured server), `command` (a stdio server) and `url` (an HTTP server).",
      why: 'The runner must know which one server to start; two ways of naming it may disagree.',
      fix: 'Keep exactly one of `name`, `command` and `url`.',
      example: '{ "server": { "name": "echo", "url": "https://example.com/mcp" }, "steps": [] }',
      examplePath: P,
      kinds: KINDS,
    },
    {
      code: 'MCP952',
      name: 'test-step-action',
      severity: 'error',
      summary:
        'A step of a test file does nothing, or more than one thing: it needs exactly one of `callTool`, `readResource`, `getPrompt` and `complete`.',
      why: "A step's expectations are about one answer; with two requests it is not clear which one they check.",
      fix: 'Give the step one action, or split it into one step per action.',
      example: '{ "server": { "name": "echo" }, "steps": [{ "expect": { "error": false } }] }',
      examplePath: P,
      kinds: KINDS,
    },
    {
      code: 'MCP953',
      name: 'test-names-unlisted-tool',
      severity: 'warning',
      summary:
        "A step calls a tool, or gets a prompt, that the file's catalog snapshot does not list; or `allow` names a tool the snapshot does not list.",
      why: 'A name the server does not list is most often misspelt, or the tool was removed: the step will fail.',
      fix: 'Correct the name, or record the catalog again (`mcp-lens test --update`).',
      example:
        '{ "server": { "name": "echo" }, "catalog": { "tools": [{ "name": "echo", "inputSchema": { "type": "object" } }] }, "steps": [{ "callTool": { "name": "ecko" } }] }',
      examplePath: P,
      kinds: KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    if (!root) return;
    // the tree's problems are never syntax ones: those are the parser's, which the engine reports itself
    for (const problem of problemsOfTree(root, ctx.doc.text)) {
      ctx.report(CODE_OF[problem.kind as keyof typeof CODE_OF], problem, problem.message);
    }
    checkNamesAgainstCatalog(ctx);
  },
};

function listedNames(catalog: ReturnType<typeof prop>, list: string): Set<string> | undefined {
  const value = prop(catalog, list);
  if (!isArray(value)) return undefined;
  return new Set(items(value).flatMap((item) => stringValue(prop(item, 'name')) ?? []));
}

function checkNamesAgainstCatalog(ctx: RuleContext): void {
  const root = ctx.doc.root!;
  const catalog = prop(root, 'catalog');
  const tools = listedNames(catalog, 'tools');
  const prompts = listedNames(catalog, 'prompts');
  for (const step of items(prop(root, 'steps'))) {
    const tool = prop(prop(step, 'callTool'), 'name');
    const toolName = stringValue(tool);
    if (tool && toolName && tools && !tools.has(toolName)) {
      ctx.report(
        'MCP953',
        tool,
        `The catalog snapshot lists no tool "${toolName}": the step will fail unless the server has it now.`,
      );
    }
    const prompt = prop(prop(step, 'getPrompt'), 'name');
    const promptName = stringValue(prompt);
    if (prompt && promptName && prompts && !prompts.has(promptName)) {
      ctx.report(
        'MCP953',
        prompt,
        `The catalog snapshot lists no prompt "${promptName}": the step will fail unless the server has it now.`,
      );
    }
  }
  for (const allowed of items(prop(root, 'allow'))) {
    const name = stringValue(allowed);
    if (name && tools && !tools.has(name)) {
      ctx.report('MCP953', allowed, `\`allow\` names "${name}", a tool the catalog snapshot does not list.`);
    }
  }
}
