import { isArray, items, prop, stringValue } from '../../../../../common/json/jsonNodes';
import { variablesInString } from '../../../../../common/config/variables';
import { suggester } from '../../util/suggest';
import type { Fix, Rule } from '../../types';
import { appendToArray } from '../../util/jsonEdits';
import { MCPB_KINDS } from './manifestSchema';

const MINIMAL =
  '"manifest_version": "0.3", "name": "x", "version": "1.0.0", "description": "X", "author": { "name": "A" }, "server": { "type": "node", "entry_point": "server/index.js", "mcp_config": { "command": "node", "args": ["${__dirname}/server/index.js"] } }';

export const prompts: Rule = {
  meta: [
    {
      code: 'MCP912',
      name: 'bundle-prompt-argument-undeclared',
      severity: 'error',
      summary: "A prompt's text uses `${arguments.x}` for an argument its `arguments` list does not declare.",
      why: 'Clients ask the user for the declared arguments only; an undeclared placeholder is never filled in and reaches the model as literal text.',
      fix: 'Add the name to the prompt\'s "arguments", or correct the placeholder.',
      example: `{ ${MINIMAL}, "prompts": [{ "name": "summarise", "text": "Summarise \${arguments.topic}" }] }`,
      kinds: MCPB_KINDS,
    },
    {
      code: 'MCP913',
      name: 'bundle-prompt-argument-unused',
      severity: 'hint',
      summary: 'A prompt declares an argument its text never uses as `${arguments.x}`.',
      why: 'The user is asked for a value that goes nowhere.',
      fix: 'Use ${arguments.x} in the text, or remove the argument.',
      example: `{ ${MINIMAL}, "prompts": [{ "name": "summarise", "arguments": ["topic"], "text": "Summarise the document" }] }`,
      kinds: MCPB_KINDS,
    },
  ],
  check(ctx) {
    items(prop(ctx.doc.root, 'prompts')).forEach((prompt, index) => {
      const argsNode = prop(prompt, 'arguments');
      const declared = isArray(argsNode)
        ? items(argsNode)
            .map(stringValue)
            .filter((s): s is string => s !== undefined)
        : [];
      const textNode = prop(prompt, 'text');
      const refs = variablesInString(ctx.doc.text, textNode).filter((v) => v.namespace === 'arguments');
      const name = stringValue(prop(prompt, 'name')) ?? `#${index + 1}`;
      const added = new Set<string>();
      const isDeclared = new Set(declared);
      const guessFor = suggester(declared);
      for (const v of refs) {
        if (isDeclared.has(v.name)) continue;
        const guess = guessFor(v.name);
        const fixes: Fix[] = [];
        if (guess) {
          fixes.push({
            title: `Change to \${arguments.${guess}}`,
            edits: [{ offset: v.nameOffset, length: v.nameLength, newText: guess }],
            preferred: true,
          });
        }
        if ((!argsNode || isArray(argsNode)) && !added.has(v.name)) {
          fixes.push({
            title: `Declare argument "${v.name}"`,
            edits: appendToArray(ctx.doc.text, prompt, 'arguments', v.name),
            preferred: !guess,
          });
        }
        added.add(v.name);
        ctx.report(
          'MCP912',
          v,
          `Prompt "${name}" does not declare the argument "${v.name}", so clients never ask for it and ${v.text} stays in the text.${guess ? ` Did you mean "${guess}"?` : ' Add it to "arguments".'}`,
          { fixes },
        );
      }
      const used = new Set(refs.map((v) => v.name));
      for (const a of items(argsNode)) {
        const arg = stringValue(a);
        if (arg !== undefined && !used.has(arg) && textNode) {
          ctx.report('MCP913', a, `Prompt "${name}" declares "${arg}" but its text never uses \${arguments.${arg}}.`, {
            tags: ['unnecessary'],
          });
        }
      }
    });
  },
};
