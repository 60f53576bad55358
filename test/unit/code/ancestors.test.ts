// Ancestors are found from the root down, because tree-sitter finds a parent by descending from the root and a walk
// up costs the square of the depth (docs/testing.md, "Fuzzing").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCode, parserFor } from '../../../server/src/code/parsers';
import { ancestorOfType, closestAncestor, type SyntaxNode } from '../../../server/src/code/syntax';
import { check, loadGrammars, read } from './codeFixtures';

loadGrammars();

/** The nearest of `node` and its ancestors of one of `types`, by walking up `parent` (the definition). */
function byParents(node: SyntaxNode, types: readonly string[]): SyntaxNode | undefined {
  let n: SyntaxNode | null = node;
  while (n && !types.includes(n.type)) n = n.parent;
  return n ?? undefined;
}

describe('ancestors in the syntax tree', () => {
  it('are the ones a walk up the parents finds, for every node of real code', () => {
    const cases: ['python' | 'typescript', string, string[]][] = [
      ['python', 'server.py', ['decorator', 'call', 'function_definition']],
      ['typescript', 'server.ts', ['call_expression', 'pair', 'arrow_function']],
    ];
    for (const [language, file, types] of cases) {
      const tree = parseCode(parserFor(language)!, read(file))!;
      const nodes: SyntaxNode[] = [];
      const cursor = tree.rootNode.walk();
      for (let more = true; more;) {
        nodes.push(cursor.currentNode);
        if (cursor.gotoFirstChild()) continue;
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) {
            more = false;
            break;
          }
        }
      }
      assert.ok(nodes.length > 500, `${file}: ${nodes.length} nodes`);
      let matched = 0;
      for (const node of nodes) {
        const expected = byParents(node, types);
        const found = closestAncestor(node, (n) => types.includes(n.type));
        assert.equal(found?.id, expected?.id, `${file}: ${node.type} at ${node.startIndex}`);
        assert.equal(
          ancestorOfType(tree.rootNode, node.startIndex, types)?.id,
          byParents(tree.rootNode.descendantForIndex(node.startIndex, node.startIndex)!, types)?.id,
        );
        if (expected) matched++;
      }
      assert.ok(matched > 100, `${file}: ${matched} nodes have such an ancestor`);
    }
  });

  it("a run of 30,000 subtractions pasted into a broken file leaves its declarations read (the fuzzer's case)", () => {
    // the fuzzer's edits (seed 1812835254): an unclosed "(" near the top, junk in a signature, the run after a definition
    const text = read('server.py')
      .replace(
        'import Context, FastMCP',
        'import C@mcp.tool(annotations={"readOnlyHint": "yes", "openWorldHint": 1})\ndef cut(t, FastMCP',
      )
      .replace('city: Annotated[', 'city: Annotatdef}\\N{#\\x\b\udfffed[')
      .replace('def readme()', `def readme()${'sk-'.repeat(30_779)}`);
    assert.ok(text.length > 94_000, `${text.length} characters`);
    const deep = check('server.py', text);
    assert.ok(
      deep.doc.code.extraction!.declarations.length > 3,
      `${deep.doc.code.extraction!.declarations.length} declarations`,
    );
  });
});

describe('JSON edits on server code', () => {
  it('are none: the tree of declarations is not the tree of the text, whose fixes codeFixes.ts builds', async () => {
    const { setProperty, removeProperty, insertIntoArray } = await import('../../../server/src/engine/util/edits');
    const { composeEdits, setAt } = await import('../../../server/src/engine/util/composeEdits');
    const { text, doc } = check('server.ts');
    const tools = doc.root!.children!.find((p) => p.children![0]!.value === 'tools')!.children![1]!;
    const tool = tools.children![0]!;
    assert.deepEqual(setProperty(text, tool, 'inputSchema', { type: 'object' }), []);
    assert.deepEqual(removeProperty(text, tool.children![0]!), []);
    assert.deepEqual(insertIntoArray(text, tools, 0, {}), []);
    assert.equal(composeEdits(text, tool, [setAt(['tools', 0, 'x'], 1)]), undefined);
  });
});

describe('lookups in the tree of declarations (SpanIndex)', () => {
  it("finds the smallest node around a range, and a node's capability, as a scan of every node does", async () => {
    const { readdirSync } = await import('node:fs');
    const { FIXTURES } = await import('./codeFixtures');
    const { SpanIndex } = await import('../../../server/src/pipeline/code/codeFixes');
    let seed = 9;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let asked = 0;
    for (const file of readdirSync(FIXTURES).filter((f) => /\.(ts|js|mjs|py)$/.test(f))) {
      const { doc } = check(file);
      if (!doc.code.tree) continue;
      const index = new SpanIndex(doc);
      const nodes = [...doc.code.tree.info.keys()];
      const scan = (offset: number, length: number) => {
        let best: (typeof nodes)[number] | undefined;
        for (const n of nodes) {
          if (n.offset <= offset && offset + length <= n.offset + n.length && (!best || n.length < best.length)) {
            best = n;
          }
        }
        return best;
      };
      const capabilityByScan = (n: (typeof nodes)[number] | undefined) => {
        for (let cur = n; cur; cur = cur.parent) {
          const hit = doc.code.tree!.capabilities.find((c) => c.node === cur);
          if (hit) return hit;
        }
        return undefined;
      };
      for (let k = 0; k < 300; k++) {
        // ranges of nodes themselves, and random ones
        const n = nodes[Math.floor(random() * nodes.length)]!;
        const offset = random() < 0.5 ? n.offset : Math.floor(random() * doc.text.length);
        const length = random() < 0.5 ? n.length : Math.floor(random() * 40);
        assert.equal(index.smallestAround(offset, length), scan(offset, length), `${file} [${offset}, +${length}]`);
        assert.equal(index.capabilityOf(n), capabilityByScan(n), `${file}: ${n.type} at ${n.offset}`);
        asked++;
      }
    }
    assert.ok(asked >= 1500, `${asked} lookups`);
  });
});
