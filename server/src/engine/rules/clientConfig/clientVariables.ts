import type { Node } from 'jsonc-parser';
import type { ClientConfigModel, ClientDialect, ServerEntry } from '../../../../../common/config/clientConfig';
import { variablesInString, stringValuesUnder, type VariableRef } from '../../../../../common/config/variables';
import { didYouMean } from '../../util/suggest';
import type { Fix, Rule, RuleContext } from '../../types';
import { allEntries, CLIENT_KINDS, CLIENT_LABEL, configOf, envName } from './configContext';

/** VS Code's predefined variables (configurationResolver), usable in mcp.json. */
const VSCODE_NAMES = [
  'workspaceFolder',
  'workspaceFolderBasename',
  'workspaceRoot',
  'userHome',
  'cwd',
  'pathSeparator',
  '/',
  'file',
  'fileWorkspaceFolder',
  'fileWorkspaceFolderBasename',
  'relativeFile',
  'relativeFileDirname',
  'fileBasename',
  'fileBasenameNoExtension',
  'fileExtname',
  'fileDirname',
  'fileDirnameBasename',
  'lineNumber',
  'columnNumber',
  'selectedText',
  'execPath',
  'execInstallFolder',
  'defaultBuildTask',
  'extensionInstallFolder',
];
const VSCODE_NAMESPACES = [
  'env',
  'config',
  'command',
  'input',
  'workspaceFolder',
  'workspaceFolderBasename',
  'extensionInstallFolder',
];
/** Cursor's documented interpolation. */
const CURSOR_NAMES = ['userHome', 'workspaceFolder', 'workspaceFolderBasename', 'pathSeparator', '/'];
const ENV_LIKE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ALL_CAPS = /^[A-Z_][A-Z0-9_]*$/;

export const clientVariables: Rule = {
  meta: {
    code: 'MCP709',
    name: 'config-variable-unknown',
    severity: 'warning',
    summary: 'A `${…}` (or `$VAR`) reference that the client reading this file does not expand.',
    why: "Each client has its own variable syntax: VS Code `${env:NAME}` / `${workspaceFolder}` / `${input:id}`, Claude Code `${VAR}` / `${VAR:-default}`, Cursor `${env:NAME}`. A reference in another client's syntax reaches the server as literal text.",
    fix: 'Write the reference the way this client spells it; the quick fix rewrites environment references.',
    example: '{ "servers": { "a": { "command": "node", "env": { "TOKEN": "${GITHUB_TOKEN}" } } } }',
    examplePath: '.vscode/mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const model = configOf(ctx);
    for (const entry of allEntries(model)) {
      for (const s of stringValuesUnder(entry.node)) {
        for (const v of variablesInString(ctx.doc.text, s)) checkReference(ctx, model.dialect, v);
      }
      if (model.dialect === 'claude-code') checkBareReferences(ctx, model, entry);
    }
  },
};

function rewrite(v: VariableRef, replacement: string, title?: string): Fix {
  return {
    title: title ?? `Write ${replacement}`,
    edits: [{ offset: v.offset, length: v.length, newText: replacement }],
    preferred: true,
  };
}

function checkReference(ctx: RuleContext, dialect: ClientDialect, v: VariableRef): void {
  switch (dialect) {
    case 'vscode':
      return checkVsCode(ctx, v);
    case 'claude-code':
      return checkClaudeCode(ctx, v);
    case 'cursor':
      return checkCursor(ctx, v);
    default:
      if (v.namespace === 'input') {
        ctx.report(
          'MCP709',
          v,
          `${v.text} is VS Code's input syntax; ${CLIENT_LABEL[dialect]} does not prompt for inputs, so the text reaches the server as written.`,
        );
      }
  }
}

function checkVsCode(ctx: RuleContext, v: VariableRef): void {
  if (v.namespace !== undefined) {
    if (VSCODE_NAMESPACES.includes(v.namespace)) return;
    const guess = didYouMean(v.namespace, VSCODE_NAMESPACES);
    ctx.report(
      'MCP709',
      v,
      `VS Code has no "${v.namespace}:" variables${guess ? ` (did you mean \${${guess}:${v.name}}?)` : ''}; ${v.text} is not replaced.`,
      {
        fixes: guess ? [rewrite(v, `\${${guess}:${v.name}}`)] : [],
      },
    );
    return;
  }
  if (VSCODE_NAMES.includes(v.name)) return;
  if (ENV_LIKE.test(v.name) && (ALL_CAPS.test(v.name) || v.defaultValue !== undefined)) {
    const title = v.defaultValue !== undefined ? `Write \${env:${v.name}} (VS Code has no default syntax)` : undefined;
    ctx.report('MCP709', v, `VS Code does not expand ${v.text}: it reads environment variables as \${env:${v.name}}.`, {
      fixes: [rewrite(v, `\${env:${v.name}}`, title)],
    });
    return;
  }
  const guess = didYouMean(v.name, VSCODE_NAMES);
  ctx.report(
    'MCP709',
    v,
    `VS Code has no predefined variable ${v.text}${guess ? `; did you mean \${${guess}}?` : '; it is not replaced.'}`,
    { fixes: guess ? [rewrite(v, `\${${guess}}`)] : [] },
  );
}

function checkClaudeCode(ctx: RuleContext, v: VariableRef): void {
  if (v.namespace === undefined) {
    if (ENV_LIKE.test(v.name) && !CURSOR_NAMES.includes(v.name)) return;
    ctx.report(
      'MCP709',
      v,
      `Claude Code expands environment variables only (\${VAR}, \${VAR:-default}); ${v.text} is VS Code/Cursor syntax and stays as written.`,
    );
    return;
  }
  if (v.namespace === 'env' && ENV_LIKE.test(v.name)) {
    ctx.report(
      'MCP709',
      v,
      `Claude Code writes environment references as \${${v.name}}, not ${v.text}, which stays as written.`,
      { fixes: [rewrite(v, `\${${v.name}}`)] },
    );
    return;
  }
  if (v.namespace === 'input') {
    const name = envName(v.name);
    ctx.report(
      'MCP709',
      v,
      `${v.text} is VS Code's input syntax; Claude Code does not prompt for inputs. Read the value from an environment variable: \${${name}}.`,
      { fixes: [rewrite(v, `\${${name}}`)] },
    );
    return;
  }
  ctx.report(
    'MCP709',
    v,
    `Claude Code expands environment variables only (\${VAR}, \${VAR:-default}); ${v.text} stays as written.`,
  );
}

function checkCursor(ctx: RuleContext, v: VariableRef): void {
  if (v.namespace === 'env' || (v.namespace === undefined && CURSOR_NAMES.includes(v.name))) return;
  if (v.namespace === undefined && ENV_LIKE.test(v.name)) {
    const title =
      v.defaultValue !== undefined ? `Write \${env:${v.name}} (Cursor documents no default syntax)` : undefined;
    ctx.report(
      'MCP709',
      v,
      `Cursor documents environment references as \${env:${v.name}}; ${v.text} is Claude Code syntax and may reach the server as written.`,
      { fixes: [rewrite(v, `\${env:${v.name}}`, title)] },
    );
    return;
  }
  ctx.report(
    'MCP709',
    v,
    `Cursor documents \${env:NAME}, \${userHome}, \${workspaceFolder}, \${workspaceFolderBasename} and \${pathSeparator}; ${v.text} is none of them and may reach the server as written.`,
  );
}

/** `$VAR` in env, headers and url: Claude Code expands only the braced form (shell commands in args may use `$` themselves). */
function checkBareReferences(ctx: RuleContext, model: ClientConfigModel, entry: ServerEntry): void {
  // a url that is missing or not a string has no variables
  const strings: (Node | undefined)[] = [
    ...stringValuesUnder(entry.env),
    ...stringValuesUnder(entry.headers),
    entry.url,
  ];
  for (const s of strings) {
    for (const v of variablesInString(ctx.doc.text, s, ['bare'])) {
      ctx.report('MCP709', v, `${CLIENT_LABEL[model.dialect]} does not expand ${v.text}; write \${${v.name}}.`, {
        fixes: [rewrite(v, `\${${v.name}}`)],
      });
    }
  }
}
