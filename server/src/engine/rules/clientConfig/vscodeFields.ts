import type { Node } from 'jsonc-parser';
import type { InputEntry, ServerEntry } from '../../../../../common/config/clientConfig';
import {
  booleanValue,
  isArray,
  isObject,
  items,
  keyNode,
  prop,
  propertyNode,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { removeProperty, replaceNode } from '../../util/edits';
import type { Fix, Rule, RuleContext } from '../../types';
import { configOf, schemaError } from './configContext';

export const vscodeFields: Rule = {
  meta: {
    code: 'MCP728',
    name: 'vscode-field-value',
    severity: 'warning',
    summary:
      "A field of VS Code's newer configuration has a value VS Code cannot use: `sandboxEnabled`, `sandbox`, `envFile`, a `pickString` input's `options` and `default`, a `command` input's `command`.",
    why: "VS Code's own schema checks these only in `.vscode/mcp.json`, not in the root `.mcp.json`, `~/.copilot/mcp-config.json` or a dev container; a wrong value is ignored (no sandbox, no variables) or makes the input fail when the server starts. `sandbox` has two places in VS Code's docs: the reference puts it at the top level, the how-to page inside a server; both are accepted, and the one inside a server gets a hint.",
    fix: '`"sandboxEnabled": true` on a stdio server with a top-level `"sandbox": { "filesystem": {…}, "network": {…} }`; `"envFile"` a path string; a pickString input with a non-empty `options` list whose values include its `default`; a command input with the command id in `command`.',
    example:
      '{ "inputs": [{ "type": "pickString", "id": "region", "description": "Region", "options": ["eu", "us"], "default": "asia" }], "servers": { "a": { "type": "http", "url": "https://example.com/${input:region}" } } }',
    examplePath: '.vscode/mcp.json',
    kinds: ['vscode-mcp'],
  },
  check(ctx) {
    const model = configOf(ctx);
    for (const entry of model.servers) checkServer(ctx, entry);
    for (const input of model.inputs) checkInput(ctx, input);
    const sandbox = prop(ctx.doc.root, 'sandbox');
    if (sandbox && !isObject(sandbox)) {
      ctx.report(
        'MCP728',
        sandbox,
        `"sandbox" must be an object ({ "filesystem": {…}, "network": {…} }), not ${typeName(sandbox)}.`,
      );
    }
  },
};

function checkServer(ctx: RuleContext, e: ServerEntry): void {
  const enabledProperty = propertyNode(e.node, 'sandboxEnabled');
  const enabled = enabledProperty && valueOf(enabledProperty);
  if (enabled && booleanValue(enabled) === undefined) {
    const word = stringValue(enabled)?.trim().toLowerCase();
    const fixes: Fix[] =
      word === 'true' || word === 'false'
        ? [{ title: `Change to ${word}`, edits: [replaceNode(enabled, word)], preferred: true, safe: true }]
        : [];
    ctx.report(
      'MCP728',
      enabled,
      `"sandboxEnabled" of server "${e.name}" must be true or false, not ${typeName(enabled)}.`,
      { fixes, ...schemaError(ctx, configOf(ctx)) },
    );
  } else if (enabledProperty && e.transport !== 'stdio') {
    ctx.report(
      'MCP728',
      keyNode(enabledProperty),
      `"sandboxEnabled" applies to stdio servers; server "${e.name}" is remote, so VS Code ignores it.`,
      {
        tags: ['unnecessary'],
        fixes: [{ title: 'Remove "sandboxEnabled"', edits: removeProperty(ctx.doc.text, enabledProperty) }],
      },
    );
  }
  const sandboxProperty = propertyNode(e.node, 'sandbox');
  if (sandboxProperty) {
    const sandbox = valueOf(sandboxProperty)!;
    if (!isObject(sandbox)) {
      ctx.report('MCP728', sandbox, `"sandbox" of server "${e.name}" must be an object, not ${typeName(sandbox)}.`);
    } else {
      ctx.report(
        'MCP728',
        keyNode(sandboxProperty),
        `VS Code's docs disagree on where "sandbox" goes: the how-to page puts it in a server, as here, the configuration reference at the top level of the file. If the sandbox of server "${e.name}" has no effect, move it to the top level.`,
        { severity: 'hint' },
      );
    }
  }
  if (e.envFile && stringValue(e.envFile) === undefined) {
    ctx.report(
      'MCP728',
      e.envFile,
      `"envFile" of server "${e.name}" must be a path string, such as "\${workspaceFolder}/.env", not ${typeName(e.envFile)}.`,
      schemaError(ctx, configOf(ctx)),
    );
  }
}

function checkInput(ctx: RuleContext, input: InputEntry): void {
  const label = `Input "${input.id ?? '?'}"`;
  if (input.type === 'pickString') {
    const options = prop(input.node, 'options');
    if (!isArray(options) || items(options).length === 0) {
      ctx.report(
        'MCP728',
        options ?? input.idNode ?? input.node,
        `${label} is a pickString without choices: give "options" a non-empty list of strings or { "label", "value" } objects.`,
      );
      return;
    }
    const values = items(options).map(optionValue);
    const bad = items(options).find((_, i) => values[i] === undefined);
    if (bad) {
      ctx.report(
        'MCP728',
        bad,
        `${label}: an option is a string or { "label", "value" } with a string value, not ${typeName(bad)}.`,
      );
    }
    const def = input.defaultNode;
    const wanted = stringValue(def);
    if (def && wanted !== undefined && !values.includes(wanted)) {
      ctx.report(
        'MCP728',
        def,
        `${label}: the default "${wanted}" is not one of its options (${values
          .filter((v) => v !== undefined)
          .map((v) => `"${v}"`)
          .join(', ')}), so VS Code cannot preselect it.`,
      );
    }
  } else if (input.type === 'command') {
    const command = prop(input.node, 'command');
    if (!stringValue(command)?.trim()) {
      ctx.report(
        'MCP728',
        command ?? input.idNode ?? input.node,
        `${label} is a command input without a command: "command" names the VS Code command whose result becomes the value (e.g. "extension.pickToken").`,
      );
    }
  }
}

function optionValue(option: Node): string | undefined {
  return stringValue(option) ?? (isObject(option) ? stringValue(prop(option, 'value')) : undefined);
}
