import type { Node } from 'jsonc-parser';
import { keyNode, keyOf, prop, properties, valueOf } from '../../../../../common/json/jsonNodes';
import { variablesUnder } from '../../../../../common/config/variables';
import { didYouMean, suggester } from '../../util/suggest';
import type { Rule } from '../../types';
import { MCPB_KINDS } from './manifestSchema';

/** The variables MANIFEST.md documents for mcp_config (besides `${user_config.KEY}`). */
export const BUNDLE_VARIABLES = ['__dirname', 'HOME', 'DESKTOP', 'DOCUMENTS', 'DOWNLOADS', 'pathSeparator', '/'];
const MINIMAL =
  '"manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }';

export const bundleVariables: Rule = {
  meta: [
    {
      code: 'MCP908',
      name: 'bundle-user-config-undefined',
      severity: 'error',
      summary: '`${user_config.KEY}` names an option that `user_config` does not declare.',
      why: 'The client replaces the reference with the value the user entered for KEY; with no such option the user is never asked and the server receives the literal text.',
      fix: 'Declare the option in "user_config" (type, title, description), or correct the key.',
      example: `{ ${MINIMAL}, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["\${__dirname}/server/index.js"], "env": { "API_KEY": "\${user_config.api_key}" } } } }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP909',
      name: 'bundle-variable-unknown',
      severity: 'warning',
      summary:
        'A `${…}` in mcp_config that is not one of the documented variables (__dirname, HOME, DESKTOP, DOCUMENTS, DOWNLOADS, pathSeparator, /, user_config.KEY).',
      why: 'Clients replace only the documented variables; anything else reaches the server as literal text (environment variables are not expanded).',
      fix: 'Use a documented variable, or declare a user_config option and write ${user_config.KEY}.',
      example: `{ ${MINIMAL}, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["\${__dirname}/server/index.js"], "env": { "TOKEN": "\${GITHUB_TOKEN}" } } } }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP911',
      name: 'bundle-user-config-unused',
      severity: 'hint',
      summary: 'A user_config option that no `${user_config.KEY}` in mcp_config uses.',
      why: 'The client asks the user for the value and then passes it nowhere.',
      fix: 'Reference it in mcp_config args or env, or remove the option.',
      example: `{ ${MINIMAL}, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["\${__dirname}/server/index.js"] } }, "user_config": { "unused": { "type": "string", "title": "Unused", "description": "Never passed" } } }`,
      kinds: MCPB_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    const userConfig = prop(root, 'user_config');
    const options = properties(userConfig).map(keyOf);
    const declared = new Set(options);
    const guessFor = suggester(options);
    const config = prop(prop(root, 'server'), 'mcp_config');
    const used = new Set<string>();
    for (const { variable: v } of variablesUnder(ctx.doc.text, config)) {
      if (v.namespace === 'user_config') {
        used.add(v.name);
        if (declared.has(v.name)) continue;
        const guess = guessFor(v.name);
        ctx.report(
          'MCP908',
          v,
          `"user_config" declares no option "${v.name}", so \${user_config.${v.name}} is never filled in${guess ? `; did you mean "${guess}"?` : '. Declare it in "user_config".'}`,
          {
            fixes: guess
              ? [
                  {
                    title: `Change to \${user_config.${guess}}`,
                    edits: [{ offset: v.nameOffset, length: v.nameLength, newText: guess }],
                    preferred: true,
                  },
                ]
              : [],
          },
        );
        continue;
      }
      if (v.namespace === undefined && BUNDLE_VARIABLES.includes(v.name)) continue;
      const guess = v.namespace === undefined ? didYouMean(v.name, BUNDLE_VARIABLES) : undefined;
      const envHint =
        v.namespace === undefined && /^[A-Z_][A-Z0-9_]*$/.test(v.name)
          ? ' Environment variables are not expanded; declare a user_config option for the value.'
          : '';
      ctx.report(
        'MCP909',
        v,
        `${v.text} is not a variable bundle clients replace (${BUNDLE_VARIABLES.map((b) => `\${${b}}`).join(', ')}, \${user_config.KEY}); it reaches the server as written.${guess ? ` Did you mean \${${guess}}?` : envHint}`,
        {
          fixes: guess
            ? [
                {
                  title: `Change to \${${guess}}`,
                  edits: [{ offset: v.offset, length: v.length, newText: `\${${guess}}` }],
                  preferred: true,
                },
              ]
            : [],
        },
      );
    }
    for (const p of properties(userConfig)) {
      checkDefault(ctx, valueOf(p));
      if (!used.has(keyOf(p))) {
        ctx.report(
          'MCP911',
          keyNode(p),
          `Option "${keyOf(p)}" is never used: no \${user_config.${keyOf(p)}} in mcp_config passes its value to the server.`,
          { tags: ['unnecessary'] },
        );
      }
    }
  },
};

/** Defaults may use the directory variables, never another option. */
function checkDefault(ctx: Parameters<typeof bundleVariables.check>[0], option: Node | undefined): void {
  for (const { variable: v } of variablesUnder(ctx.doc.text, prop(option, 'default'))) {
    if (v.namespace === undefined && BUNDLE_VARIABLES.includes(v.name)) continue;
    ctx.report(
      'MCP909',
      v,
      `${v.text} is not replaced in a default value; defaults may use \${HOME}, \${DESKTOP}, \${DOCUMENTS} and the other directory variables.`,
    );
  }
}
