import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseDocument } from '../../../common/json/parsedDocument';
import { detectKind } from '../../../server/src/detect/detect';
import { RULE_METAS } from '../../../server/src/engine/rules';
import { codes, lintText } from '../../helpers/engine';
import { codeLanguageOf } from '../../../common/formats/codeLanguages';
import { analyseCodeDocument } from '../../../server/src/code/codeDocument';
import { loadParser } from '../../../server/src/code/parsers';
import { lintCodeDocument } from '../../../server/src/pipeline/code/lintCode';
import type { EngineOptions, Finding } from '../../../server/src/engine/types';

/** An example at a code path (the migration rules') is read as server code, as the language server reads it. */
function lintExample(path: string, text: string, options: EngineOptions, files: Record<string, string>): Finding[] {
  if (!codeLanguageOf(path)) return lintText(path, text, options, files);
  const doc = analyseCodeDocument(`file:///work/${path}`, text);
  return doc ? lintCodeDocument(doc, options).findings : [];
}

const DEFAULT_EXAMPLE_PATH: Record<string, string> = {
  'vscode-mcp': '.vscode/mcp.json',
  'mcp-servers': '.mcp.json',
  'server-json': 'server.json',
  'mcpb-manifest': 'manifest.json',
  capabilities: 'catalog.json',
};

describe('the rule table', () => {
  it('has unique, well-formed codes and names', () => {
    const seenCodes = new Set<string>();
    const seenNames = new Set<string>();
    for (const m of RULE_METAS) {
      assert.match(m.code, /^MCP\d{3}$/, m.code);
      assert.match(m.name, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${m.code} name ${m.name}`);
      assert.ok(!seenCodes.has(m.code), `duplicate code ${m.code}`);
      assert.ok(!seenNames.has(m.name), `duplicate name ${m.name}`);
      seenCodes.add(m.code);
      seenNames.add(m.name);
      for (const field of ['summary', 'why', 'fix'] as const) {
        assert.ok(m[field].trim().length > 10, `${m.code} needs a ${field}`);
      }
      assert.ok(m.kinds.length > 0, `${m.code} applies to no kind`);
    }
  });

  it('has an example for every rule, and each example triggers its rule', async () => {
    await loadParser('typescript');
    for (const m of RULE_METAS) {
      assert.ok(m.example, `${m.code} has no example`);
      if (m.code === 'MCP001') continue; // the syntax rule's example is checked by its own tests
      const path = m.examplePath ?? DEFAULT_EXAMPLE_PATH[m.kinds[0]!]!;
      const files: Record<string, string> = m.examplePath ? {} : { '**': m.kinds[0]! };
      // commands named in examples are known to be missing, so the PATH rule can be shown too
      const options = {
        now: () => new Date('2026-01-01T00:00:00Z'),
        commandExists: (c: string) => (c.startsWith('surely-not-installed') ? false : undefined),
        // the env file MCP727's example names is known to be missing, as the pipeline would find on disk
        // and MCP726's example has no root .mcp.json beside its folder
        neighbourFiles: new Map([
          ['/work/.env.missing', null],
          ['/work/.mcp.json', null],
        ]),
      };
      const found = codes(lintExample(path, m.example!, options, files));
      assert.ok(
        found.includes(m.code),
        `${m.code}'s example (as ${path}) does not trigger it; it gives [${found.join(', ')}]`,
      );
    }
  });

  it("an example given a path of its own is at a path its rule's kinds are detected by, whatever the file holds", () => {
    for (const m of RULE_METAS) {
      if (m.examplePath === undefined || codeLanguageOf(m.examplePath)) continue;
      const kind = detectKind(`file:///work/${m.examplePath}`, parseDocument('file:///x', '{}').root).kind;
      assert.ok(
        (m.kinds as readonly string[]).includes(kind),
        `${m.code}'s example path "${m.examplePath}" is detected as ${kind}`,
      );
    }
  });
});
