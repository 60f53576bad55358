import type { Node } from 'jsonc-parser';
import type { ClientConfigModel, InputEntry } from '../../../../../common/config/clientConfig';
import { variablesUnder, type VariableRef } from '../../../../../common/config/variables';
import { setProperty } from '../../util/edits';
import { suggester } from '../../util/suggest';
import type { Fix, Rule, RuleContext } from '../../types';
import { appendToArray, removeArrayItem } from '../../util/jsonEdits';
import { configOf } from './configContext';
import { soundsSecret } from './secretPatterns';

export const inputs: Rule = {
  meta: [
    {
      code: 'MCP706',
      name: 'input-undeclared',
      severity: 'error',
      summary: '`${input:id}` names an input that `inputs` does not declare.',
      why: "VS Code resolves `${input:…}` only from the file's `inputs`; an unknown id makes the server fail to start with an unresolved-variable error.",
      fix: 'Declare the input in "inputs" (the quick fix adds a promptString, with password: true when the name says it is a secret), or correct the id.',
      example:
        '{ "servers": { "gh": { "type": "http", "url": "https://api.githubcopilot.com/mcp/", "headers": { "Authorization": "Bearer ${input:github_token}" } } } }',
      kinds: ['vscode-mcp'],
    },
    {
      code: 'MCP707',
      name: 'input-unused',
      severity: 'hint',
      summary: 'An input is declared but no `${input:id}` uses it.',
      why: 'An unused input is left over from an edit; if it is a password input VS Code may still have a stored value for it.',
      fix: 'Remove the input, or reference it where its value is meant to go.',
      example: '{ "inputs": [{ "type": "promptString", "id": "unused", "description": "Not used" }], "servers": {} }',
      kinds: ['vscode-mcp'],
    },
    {
      code: 'MCP708',
      name: 'input-secret-not-password',
      severity: 'warning',
      summary:
        'A promptString input whose id or description names a secret (token, API key, password) is not `password: true`.',
      why: 'Without `password: true` VS Code shows the value as it is typed and keeps it as ordinary text; a password input is masked and kept in secret storage.',
      fix: 'Add "password": true to the input.',
      example:
        '{ "inputs": [{ "type": "promptString", "id": "api_token", "description": "API token" }], "servers": { "a": { "command": "node", "env": { "TOKEN": "${input:api_token}" } } } }',
      kinds: ['vscode-mcp'],
    },
    {
      code: 'MCP717',
      name: 'input-id-duplicate',
      severity: 'error',
      summary: 'Two inputs share one id.',
      why: "VS Code resolves `${input:id}` to one of them; the other's prompt, options or password setting is silently ignored. Its schema cannot express unique ids, so nothing else reports this.",
      fix: 'Give each input its own id and update the `${input:…}` references.',
      example:
        '{ "inputs": [{ "type": "promptString", "id": "key", "description": "A" }, { "type": "promptString", "id": "key", "description": "B" }], "servers": {} }',
      kinds: ['vscode-mcp'],
    },
  ],
  check(ctx) {
    // only on VS Code's mcp.json (its kinds)
    const model = configOf(ctx);
    const refs = inputReferences(ctx, model);
    const declared = new Map<string, InputEntry>();
    for (const input of model.inputs) {
      if (input.id === undefined) continue;
      if (declared.has(input.id)) {
        ctx.report(
          'MCP717',
          input.idNode!,
          `Another input already has the id "${input.id}": VS Code resolves \${input:${input.id}} to only one of them. Rename one and update its references.`,
        );
        continue;
      }
      declared.set(input.id, input);
    }
    const used = new Set(refs.map((r) => r.name));
    const guessFor = suggester([...declared.keys()]);
    for (const ref of refs) {
      if (declared.has(ref.name)) continue;
      const guess = guessFor(ref.name);
      const fixes: Fix[] = [];
      if (guess) {
        fixes.push({
          title: `Change to \${input:${guess}}`,
          edits: [{ offset: ref.nameOffset, length: ref.nameLength, newText: guess }],
          preferred: true,
        });
      }
      fixes.push({
        title: `Declare input "${ref.name}"`,
        edits: declareInput(ctx.doc.text, ctx.doc.root, ref.name),
        preferred: !guess,
      });
      ctx.report(
        'MCP706',
        ref,
        `No input declares the id "${ref.name}": VS Code cannot resolve \${input:${ref.name}} and the server will not start.${guess ? ` Did you mean "${guess}"?` : ' Add it to "inputs".'}`,
        { fixes },
      );
    }
    for (const input of model.inputs) {
      if (input.id !== undefined && !used.has(input.id) && declared.get(input.id) === input) {
        ctx.report(
          'MCP707',
          input.idNode!,
          `Input "${input.id}" is never used: no \${input:${input.id}} refers to it.`,
          {
            tags: ['unnecessary'],
            // an input is an item of the inputs list
            fixes: [{ title: `Remove input "${input.id}"`, edits: removeArrayItem(model.inputsNode!, input.node) }],
          },
        );
      }
      checkPassword(ctx, input);
    }
  },
};

/** `${input:…}` references anywhere but inside `inputs` itself. */
function inputReferences(ctx: RuleContext, model: ClientConfigModel): VariableRef[] {
  const inInputs = (n: Node) => {
    for (let p: Node | undefined = n; p; p = p.parent) if (p === model.inputsNode) return true;
    return false;
  };
  return variablesUnder(ctx.doc.text, ctx.doc.root)
    .filter(({ node, variable }) => variable.namespace === 'input' && !inInputs(node))
    .map((x) => x.variable);
}

/** Appends an input `id`; a password one when `password` says so (MCP713), else when the id sounds secret (MCP706). */
export function declareInput(
  text: string,
  root: Node | undefined,
  id: string,
  description?: string,
  password?: boolean,
): { offset: number; length: number; newText: string }[] {
  const secret = password ?? soundsSecret(id);
  const input: Record<string, unknown> = {
    type: 'promptString',
    id,
    description: description ?? id.replace(/[-_]+/g, ' '),
  };
  if (secret) input.password = true;
  return root?.type === 'object' ? appendToArray(text, root, 'inputs', input) : [];
}

function checkPassword(ctx: RuleContext, input: InputEntry): void {
  if (input.type !== 'promptString' || input.password) return;
  if (
    !(input.id !== undefined && soundsSecret(input.id)) &&
    !(input.description !== undefined && soundsSecret(input.description))
  ) {
    return;
  }
  const at = input.passwordNode ?? input.idNode ?? input.node;
  ctx.report(
    'MCP708',
    at,
    `Input "${input.id ?? '?'}" asks for a secret but is not a password input: VS Code shows it as it is typed and keeps it as plain text. Add "password": true.`,
    {
      fixes: [
        {
          title: 'Set "password": true',
          edits: setProperty(ctx.doc.text, input.node, 'password', true),
          preferred: true,
          safe: true,
        },
      ],
    },
  );
}
