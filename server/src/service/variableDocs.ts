import type { Node } from 'jsonc-parser';
import type { McpServersClient, VariableSyntax } from '../fieldDocs';
import type { VariableRef } from '../../../common/config/variables';
import { isObject, items, keyOf, prop, properties, stringValue } from '../../../common/json/jsonNodes';

/** A variable a string may use at this place, for completion. */
export interface VariableOption {
  /** The whole reference, e.g. `${input:api-key}`. */
  readonly text: string;
  readonly doc: string;
}

const VSCODE_PREDEFINED: Record<string, string> = {
  workspaceFolder: 'The path of the workspace folder that holds this file.',
  workspaceFolderBasename: 'The name of the workspace folder, without its path.',
  userHome: 'The user’s home folder.',
  pathSeparator: 'The path separator of the OS (`/` or `\\`).',
  '/': 'The path separator of the OS (`/` or `\\`).',
};

const MCPB_PREDEFINED: Record<string, string> = {
  __dirname:
    'The folder the bundle is installed in; use it for paths inside the bundle (`${__dirname}/server/index.js`).',
  HOME: 'The user’s home folder.',
  DESKTOP: 'The user’s Desktop folder.',
  DOCUMENTS: 'The user’s Documents folder.',
  DOWNLOADS: 'The user’s Downloads folder.',
  pathSeparator: 'The path separator of the OS (`/` or `\\`).',
  '/': 'The path separator of the OS (`/` or `\\`).',
};

const CURSOR_PREDEFINED: Record<string, string> = {
  workspaceFolder: 'The path of the project folder.',
  workspaceFolderBasename: 'The name of the project folder.',
  userHome: 'The user’s home folder.',
  pathSeparator: 'The path separator of the OS.',
  '/': 'The path separator of the OS.',
};

/** The declared `inputs` of a VS Code mcp.json, by id. */
export function vscodeInputs(root: Node | undefined): { id: string; node: Node }[] {
  const out: { id: string; node: Node }[] = [];
  for (const input of items(prop(root, 'inputs'))) {
    const id = stringValue(prop(input, 'id'));
    if (id) out.push({ id, node: input });
  }
  return out;
}

/** The `user_config` options of an MCPB manifest, by key. */
export function userConfigKeys(root: Node | undefined): { key: string; node: Node | undefined }[] {
  return properties(prop(root, 'user_config')).map((p) => ({ key: keyOf(p), node: p.children?.[1] }));
}

/** Explains a `${…}` or `{…}` reference where it stands. `owner` is the object holding the string (for registry `variables`, MCPB prompt `arguments`). */
export function variableMarkdown(
  v: VariableRef,
  syntax: VariableSyntax,
  dialect: McpServersClient | 'generic',
  root: Node | undefined,
  owner: Node | undefined,
): string | undefined {
  const head = `**\`${v.text}\`**`;
  if (syntax === 'vscode') {
    if (v.namespace === 'input') {
      const input = vscodeInputs(root).find((i) => i.id === v.name);
      if (!input) {
        return `${head} — VS Code input\n\nNo input with id \`${v.name}\` is declared in \`inputs\`: VS Code cannot resolve it.`;
      }
      const type = stringValue(prop(input.node, 'type')) ?? 'input';
      const description = stringValue(prop(input.node, 'description'));
      const secret =
        prop(input.node, 'password')?.value === true
          ? ' It is a password input: VS Code masks it and keeps it in secret storage.'
          : '';
      return `${head} — VS Code input\n\nReplaced by the value of input \`${v.name}\` (\`${type}\`${description ? `: ${description}` : ''}). VS Code asks for it on first start and stores it.${secret}`;
    }
    if (v.namespace === 'env') {
      return `${head} — environment variable\n\nThe value of \`${v.name}\` in VS Code’s environment.`;
    }
    if (v.namespace === 'config') return `${head} — VS Code setting\n\nThe value of the setting \`${v.name}\`.`;
    if (v.namespace === 'command') {
      return `${head} — VS Code command\n\nThe result of running the command \`${v.name}\`.`;
    }
    if (v.namespace === 'workspaceFolder') {
      return `${head} — workspace folder\n\nThe path of the workspace folder named \`${v.name}\`.`;
    }
    const known = Object.hasOwn(VSCODE_PREDEFINED, v.name) ? VSCODE_PREDEFINED[v.name] : undefined; // not ${constructor} & co.
    return known
      ? `${head} — VS Code variable\n\n${known}`
      : `${head}\n\nNot a variable VS Code knows: it is passed on as written.`;
  }
  if (syntax === 'mcp-servers') return clientVariable(v, dialect, head);
  if (syntax === 'mcpb' || syntax === 'mcpb-prompt') {
    if (v.namespace === 'user_config') {
      const option = userConfigKeys(root).find((o) => o.key === v.name);
      if (!option) {
        return `${head} — MCPB user setting\n\nNo \`user_config\` option \`${v.name}\` is declared: the reference cannot be filled in.`;
      }
      const title = stringValue(prop(option.node, 'title'));
      const type = stringValue(prop(option.node, 'type')) ?? 'string';
      const multiple =
        prop(option.node, 'multiple')?.value === true
          ? ' With `multiple`, an argument that is exactly this reference expands to one argument per chosen path.'
          : '';
      return `${head} — MCPB user setting\n\nReplaced by what the user entered for \`${v.name}\`${title ? ` (“${title}”)` : ''}, a \`${type}\`.${multiple}`;
    }
    if (v.namespace === 'arguments') {
      const args = items(prop(owner, 'arguments')).map(stringValue);
      const declared = args.includes(v.name);
      return `${head} — prompt argument\n\n${declared ? `Replaced by the prompt argument \`${v.name}\`.` : `\`${v.name}\` is not in this prompt’s \`arguments\`: it is never filled in.`}`;
    }
    const known = Object.hasOwn(MCPB_PREDEFINED, v.name) ? MCPB_PREDEFINED[v.name] : undefined; // not ${constructor} & co.
    return known
      ? `${head} — MCPB variable\n\n${known}`
      : `${head}\n\nNot a variable MCP Bundles define: it is passed on as written.`;
  }
  if (syntax === 'registry' && v.form === 'curly') {
    const declared = isObject(prop(owner, 'variables')) ? prop(prop(owner, 'variables'), v.name) : undefined;
    const description = stringValue(prop(declared, 'description'));
    return `${head} — server.json placeholder\n\n${
      declared
        ? `Filled in from \`variables.${v.name}\`${description ? `: ${description}` : '.'}`
        : 'Filled in by the installer from a `variables` entry, an argument’s `valueHint` or name, or an environment variable name of the package.'
    }`;
  }
  return undefined;
}

function clientVariable(v: VariableRef, dialect: McpServersClient | 'generic', head: string): string {
  if (dialect === 'cursor') {
    if (v.namespace === 'env') {
      return `${head} — environment variable\n\nCursor replaces it with \`${v.name}\` from its environment.`;
    }
    const known = Object.hasOwn(CURSOR_PREDEFINED, v.name) ? CURSOR_PREDEFINED[v.name] : undefined; // not ${constructor} & co.
    return known
      ? `${head} — Cursor variable\n\n${known}`
      : `${head}\n\nNot a variable Cursor documents (it knows \`\${env:NAME}\`, \`\${userHome}\`, \`\${workspaceFolder}\`, \`\${workspaceFolderBasename}\`, \`\${pathSeparator}\`).`;
  }
  if (dialect === 'claude-code') {
    if (v.namespace) {
      return `${head}\n\nClaude Code expands \`\${VAR}\` and \`\${VAR:-default}\` only; this form is passed on as written.`;
    }
    const fallback =
      v.defaultValue !== undefined
        ? ` When it is unset, \`${v.defaultValue}\` is used.`
        : ' When it is unset, the text stays as written.';
    return `${head} — environment variable\n\nClaude Code replaces it with \`${v.name}\` from its environment.${fallback}`;
  }
  if (dialect === 'claude-desktop' || dialect === 'windsurf') {
    return `${head}\n\nMCP Lens knows of no variable expansion in this client’s file: the text may reach the server as written.`;
  }
  return `${head}\n\nExpanded by some clients: Claude Code reads \`\${VAR}\` / \`\${VAR:-default}\` from the environment, Cursor \`\${env:NAME}\`, \`\${workspaceFolder}\` and \`\${userHome}\`.`;
}

/** The references a string may use at this place, for completion. `owner` is the object holding the string. */
export function variableOptions(
  syntax: VariableSyntax,
  dialect: McpServersClient | 'generic',
  root: Node | undefined,
  owner: Node | undefined,
): VariableOption[] {
  if (syntax === 'vscode') {
    return [
      ...vscodeInputs(root).map((i) => ({
        text: `\${input:${i.id}}`,
        doc: `The value of input \`${i.id}\` (${stringValue(prop(i.node, 'type')) ?? 'input'}).`,
      })),
      ...Object.entries(VSCODE_PREDEFINED)
        .filter(([k]) => k !== '/')
        .map(([k, doc]) => ({ text: `\${${k}}`, doc })),
      { text: '${env:NAME}', doc: 'An environment variable of VS Code.' },
    ];
  }
  if (syntax === 'mcpb') {
    return [
      ...userConfigKeys(root).map((o) => ({
        text: `\${user_config.${o.key}}`,
        doc: `What the user entered for \`${o.key}\`.`,
      })),
      ...Object.entries(MCPB_PREDEFINED)
        .filter(([k]) => k !== '/')
        .map(([k, doc]) => ({ text: `\${${k}}`, doc })),
    ];
  }
  if (syntax === 'mcpb-prompt') {
    return items(prop(owner, 'arguments'))
      .map(stringValue)
      .filter((a): a is string => !!a)
      .map((a) => ({ text: `\${arguments.${a}}`, doc: `The prompt argument \`${a}\`.` }));
  }
  if (syntax === 'mcp-servers') {
    if (dialect === 'cursor' || dialect === 'generic') {
      const cursor = [
        { text: '${env:NAME}', doc: 'An environment variable (Cursor).' },
        ...Object.entries(CURSOR_PREDEFINED)
          .filter(([k]) => k !== '/')
          .map(([k, doc]) => ({ text: `\${${k}}`, doc })),
      ];
      if (dialect === 'cursor') return cursor;
      return [{ text: '${NAME}', doc: 'An environment variable (Claude Code).' }, ...cursor];
    }
    if (dialect === 'claude-code') {
      return [
        { text: '${NAME}', doc: 'An environment variable.' },
        { text: '${NAME:-default}', doc: 'An environment variable, with a default when it is unset.' },
      ];
    }
    return [];
  }
  if (syntax === 'registry') {
    const vars = prop(owner, 'variables');
    return isObject(vars)
      ? properties(vars).map((p) => ({
          text: `{${keyOf(p)}}`,
          doc: stringValue(prop(p.children?.[1], 'description')) ?? `The \`${keyOf(p)}\` variable.`,
        }))
      : [];
  }
  return [];
}
