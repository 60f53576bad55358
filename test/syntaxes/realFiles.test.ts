// Real MCP files (the shared corpus and examples/), tokenized whole: the injections never disturb what VS Code's
// JSON grammar makes of them, and they colour what the examples are there to show.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { corpusFiles, REPO_ROOT } from '../helpers/paths';
import { HOST_SCOPES, assertHostUntouched, grammarSkipReason, tokenizer, type Tokenizer } from './textmate';

const EXAMPLES = join(REPO_ROOT, 'examples');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

describe('real files', { skip: grammarSkipReason() }, () => {
  let withInjections: Tokenizer;
  let hostOnly: Tokenizer;
  before(async () => {
    withInjections = await tokenizer();
    hostOnly = await tokenizer({ injections: false });
  });

  /** Every token of ours in a file, as "text scope" for its innermost scope ending in .mcp. */
  async function ownTokens(file: string): Promise<string[]> {
    const lines = await withInjections.tokenize(readFileSync(file, 'utf8'), 'source.json.comments');
    return lines.flat().flatMap((t) => {
      const own = [...t.scopes].reverse().find((s) => s.endsWith('.mcp') && !s.startsWith('meta.'));
      return own ? [`${t.text} ${own}`] : [];
    });
  }

  test('examples/: the JSON grammar keeps every scope it gives', async () => {
    for (const file of jsonFiles(EXAMPLES)) {
      for (const host of HOST_SCOPES) {
        await assertHostUntouched(
          readFileSync(file, 'utf8'),
          host,
          withInjections,
          hostOnly,
          `${relative(REPO_ROOT, file)} as ${host}`,
        );
      }
    }
  });

  test('examples/.vscode/mcp.json: its variables are coloured', async () => {
    const own = await ownTokens(join(EXAMPLES, '.vscode', 'mcp.json'));
    for (const expected of [
      'workspaceFolder variable.language.predefined.mcp',
      'USER variable.other.env.mcp',
      'github-token variable.other.input.mcp',
      'search-api-key variable.other.input.mcp',
    ]) {
      assert.ok(own.includes(expected), `${expected} among ${own.join(', ')}`);
    }
  });

  test('examples/catalog/tools.json: its URI templates are coloured, the broken brace marked, descriptions left alone', async () => {
    const own = await ownTokens(join(EXAMPLES, 'catalog', 'tools.json'));
    assert.deepEqual(
      own.filter((t) => / (variable|keyword|invalid)\./.test(t)),
      [
        'id variable.parameter.uri-template.mcp',
        '? keyword.operator.query.uri-template.mcp',
        'query variable.parameter.uri-template.mcp',
        'tags variable.parameter.uri-template.mcp',
        '* keyword.operator.explode.uri-template.mcp',
        'limit variable.parameter.uri-template.mcp',
        'id variable.parameter.uri-template.mcp',
        '{ invalid.illegal.unclosed-expression.uri-template.mcp',
      ],
    );
  });

  test('examples/registry/server.json and bundle/manifest.json: placeholders and bundle variables are coloured', async () => {
    const registry = await ownTokens(join(EXAMPLES, 'registry', 'server.json'));
    assert.deepEqual(
      registry.filter((t) => / variable\./.test(t)),
      [
        'port variable.parameter.registry.mcp',
        'level variable.parameter.registry.mcp',
        'tenant variable.parameter.registry.mcp',
        'api_key variable.parameter.registry.mcp',
      ],
    );
    const bundle = await ownTokens(join(EXAMPLES, 'bundle', 'manifest.json'));
    assert.deepEqual(
      bundle.filter((t) => / variable\./.test(t)),
      [
        '__dirname variable.language.predefined.mcp',
        'notes_folder variable.other.user-config.mcp',
        'owner_name variable.other.user-config.mcp',
        'topic variable.parameter.argument.mcp',
        'HOME variable.language.predefined.mcp',
      ],
    );
  });

  const corpus = corpusFiles();
  test(
    'the shared corpus of real MCP files: the JSON grammar keeps every scope it gives',
    { skip: corpus ? false : 'no ../shared corpus on this machine' },
    async () => {
      assert.ok(corpus!.length > 50, `only ${corpus!.length} corpus files`);
      for (const { file } of corpus!) {
        for (const host of HOST_SCOPES) {
          await assertHostUntouched(
            readFileSync(file, 'utf8'),
            host,
            withInjections,
            hostOnly,
            `${relative(REPO_ROOT, file)} as ${host}`,
          );
        }
      }
    },
  );
});
