// The scope names are conventional enough that VS Code's own colour themes colour them: tokenized with a
// theme, each expression looks different from the same text without the injections, and nothing else does.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  charScopes,
  grammarSkipReason,
  isOwnScope,
  loadTheme,
  themeLabels,
  tokenizer,
  type Tokenizer,
} from './textmate';

const SAMPLE = [
  '{',
  '  "servers": {"s": {"command": "node", "args": ["${workspaceFolder}/index.mjs", "--key=${input:api-key}", "${env:HOME}"]}},',
  '  "mcpServers": {"c": {"url": "${API_BASE:-https://api.example.com}/mcp", "headers": {"Authorization": "Bearer ${TOKEN}"}}},',
  '  "server": {"mcp_config": {"args": ["${__dirname}/s.js", "${user_config.api_key}"]}}, "prompts": [{"text": "On ${arguments.topic}"}],',
  '  "resourceTemplates": [{"uriTemplate": "file:///{+path}{?q,limit:3}{/seg*}", "description": "Returns {braces} and {+x} as they are"}],',
  '  "remotes": [{"url": "https://{host}/mcp"}]',
  '}',
].join('\n');

interface Char {
  readonly line: number;
  readonly column: number;
  readonly text: string;
  readonly scopes: readonly string[];
  /** Colour with the injections, and with VS Code's grammar alone. */
  readonly colour: string;
  readonly hostColour: string;
}

/** Every character of SAMPLE with its scopes and its colour in `theme`, with and without the injections. */
async function colouredSample(themeLabel: string): Promise<Char[]> {
  const theme = await loadTheme(themeLabel);
  const withInjections: Tokenizer = await tokenizer({ theme });
  const hostOnly: Tokenizer = await tokenizer({ theme, injections: false });
  const colours = await withInjections.colours(SAMPLE, 'source.json');
  const hostColours = await hostOnly.colours(SAMPLE, 'source.json');
  const tokens = await withInjections.tokenize(SAMPLE, 'source.json');
  return SAMPLE.split('\n').flatMap((text, line) => {
    const scopes = charScopes(tokens[line]!);
    return [...text].map((ch, column) => ({
      line,
      column,
      text: ch,
      scopes: scopes[column]!,
      colour: colours[line]![column]!,
      hostColour: hostColours[line]![column]!,
    }));
  });
}

/** Runs of characters inside one expression of ours (a `meta.template.expression…` scope). */
function expressions(chars: readonly Char[]): Char[][] {
  const runs: Char[][] = [];
  let current: Char[] = [];
  const isBegin = (c: Char | undefined) =>
    !!c?.scopes.at(-1)?.startsWith('punctuation.definition.template-expression.begin');
  for (const c of chars) {
    const inExpression = c.scopes.some((s) => s.startsWith('meta.template.expression.') && isOwnScope(s));
    const startsAnother = isBegin(c) && !isBegin(current.at(-1));
    if ((!inExpression || startsAnother) && current.length) {
      runs.push(current);
      current = [];
    }
    if (inExpression) current.push(c);
  }
  if (current.length) runs.push(current);
  return runs;
}

const text = (run: readonly Char[]) => run.map((c) => c.text).join('');

describe('colour themes', { skip: grammarSkipReason() }, () => {
  let labels: string[] = [];
  before(async () => {
    labels = await themeLabels();
  });

  for (const label of ['Default Dark Modern', 'Default Light Modern']) {
    test(`${label}: every name, brace, operator and modifier has its own colour; the rest keeps the string's`, async () => {
      const chars = await colouredSample(label);
      const runs = expressions(chars);
      assert.equal(runs.length, 12, `expressions found: ${runs.map(text).join(' ')}`);
      for (const c of chars) {
        const innermost = c.scopes.at(-1) ?? '';
        const where = `${label}: "${c.text}" at ${c.line + 1}:${c.column + 1} (${innermost})`;
        if (!c.scopes.some(isOwnScope) || innermost.startsWith('string.unquoted.default-value')) {
          assert.equal(c.colour, c.hostColour, `${where} should look as it does without MCP Lens`);
        } else if (
          /^(variable|support|punctuation\.definition\.template-expression|keyword\.operator\.(?!expansion)|constant\.numeric|invalid)/.test(
            innermost,
          )
        ) {
          assert.notEqual(c.colour, c.hostColour, `${where} looks like the string around it`);
        }
      }
    });
  }

  test('in every colour theme VS Code ships, every expression stands out from its string', async () => {
    assert.ok(labels.length >= 10, `only ${labels.length} themes found`);
    const invisible: string[] = [];
    for (const label of labels) {
      const chars = await colouredSample(label);
      for (const run of expressions(chars)) {
        if (run.every((c) => c.colour === c.hostColour)) invisible.push(`${label}: ${text(run)}`);
      }
    }
    // The themes' own choices: Abyss leaves variables and template punctuation uncoloured (as in JavaScript), and High
    // Contrast Light colours them as strings.
    const themeChoices = [
      'Abyss: ${workspaceFolder}',
      'Abyss: ${TOKEN}',
      'Abyss: ${__dirname}',
      'Default High Contrast Light: ${workspaceFolder}',
      'Default High Contrast Light: ${__dirname}',
    ];
    assert.deepEqual(invisible, themeChoices);
  });
});
