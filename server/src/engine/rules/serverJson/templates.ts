import type { Node } from 'jsonc-parser';
import { keyNode, keyOf, prop, properties, stringValue } from '../../../../../common/json/jsonNodes';
import { variablesInString } from '../../../../../common/config/variables';
import { suggester } from '../../util/suggest';
import type { Rule, RuleContext } from '../../types';
import { inputsOf, packagesOf, remotesOf, SERVER_JSON_KINDS } from './registry';

export const templates: Rule = {
  meta: [
    {
      code: 'MCP815',
      name: 'registry-template-variable-undeclared',
      severity: 'error',
      summary: 'A `{variable}` in a transport url or an input value that nothing declares.',
      why: "A package transport url takes its variables from the package's arguments and environment variables, a remote url from the remote's `variables`, and a value from its input's `variables`; the registry rejects urls with undeclared variables, and an undeclared one in a value stays as literal text.",
      fix: 'Declare the variable (in "variables", or as an argument / environment variable for package urls), or correct its name.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "remotes": [{ "type": "streamable-http", "url": "https://{tenant}.example.com/mcp" }] }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP816',
      name: 'registry-template-variable-unused',
      severity: 'hint',
      summary: 'A declared variable that its url or value never uses.',
      why: 'Clients still ask users for the variable, but its value goes nowhere.',
      fix: 'Use it as {name} in the value or url, or remove it.',
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0", "remotes": [{ "type": "streamable-http", "url": "https://example.com/mcp", "variables": { "tenant": { "description": "Tenant" } } }] }',
      kinds: SERVER_JSON_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    for (const pkg of packagesOf(root)) {
      const url = prop(pkg.transport, 'url');
      const available = new Set<string>();
      for (const e of pkg.environmentVariables) addString(available, prop(e, 'name'));
      for (const a of [...pkg.runtimeArguments, ...pkg.packageArguments]) {
        addString(available, prop(a, 'name'));
        addString(available, prop(a, 'valueHint'));
      }
      checkUses(ctx, url, available, true, "the package's arguments (name or valueHint) and environment variables");
    }
    for (const remote of remotesOf(root)) {
      const variables = prop(remote, 'variables');
      const url = prop(remote, 'url');
      const declared = new Set(properties(variables).map(keyOf));
      checkUses(ctx, url, declared, true, 'the remote\'s "variables"');
      checkUnused(ctx, variables, url, 'url');
    }
    for (const input of inputsOf(root)) {
      const value = prop(input, 'value');
      const variables = prop(input, 'variables');
      checkUses(ctx, value, new Set(properties(variables).map(keyOf)), false, 'this input\'s "variables"');
      checkUnused(ctx, variables, value, 'value');
    }
  },
};

function addString(set: Set<string>, node: Node | undefined): void {
  const s = stringValue(node);
  if (s) set.add(s);
}

/** The variables of `node` (a url the registry checks, or an input's value), when it is a string; nothing else has any. */
function checkUses(
  ctx: RuleContext,
  node: Node | undefined,
  available: Set<string>,
  url: boolean,
  source: string,
): void {
  let guessFor: ((word: string) => string | undefined) | undefined;
  for (const v of variablesInString(ctx.doc.text, node, ['curly'])) {
    if (available.has(v.name)) continue;
    // one list of candidates for the whole string, made once it has an unknown variable
    guessFor ??= suggester([...available]);
    const guess = guessFor(v.name);
    const effect = url ? 'the registry rejects the url' : 'it stays in the value as literal text';
    ctx.report(
      'MCP815',
      v,
      `{${v.name}} is not declared in ${source}, so ${effect}.${guess ? ` Did you mean {${guess}}?` : ''}`,
      {
        severity: url ? undefined : 'warning',
        fixes: guess
          ? [
              {
                title: `Change to {${guess}}`,
                edits: [{ offset: v.nameOffset, length: v.nameLength, newText: guess }],
                preferred: true,
              },
            ]
          : [],
      },
    );
  }
}

/** The declared `variables` (none when it is no object) that `user` (none, or not a string: no variables) never names. */
function checkUnused(ctx: RuleContext, variables: Node | undefined, user: Node | undefined, what: string): void {
  const used = new Set(variablesInString(ctx.doc.text, user, ['curly']).map((v) => v.name));
  for (const p of properties(variables)) {
    const name = keyOf(p);
    if (!used.has(name)) {
      ctx.report('MCP816', keyNode(p), `Variable "${name}" is declared but its ${what} never uses {${name}}.`, {
        tags: ['unnecessary'],
      });
    }
  }
}
