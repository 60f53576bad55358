// Not a test: the numbers of docs/code-files.md. Run: npx esbuild test/unit/code/measure.ts --bundle --platform=node
// --packages=external --outfile=out/measure.js && node out/measure.js. CPU time (user + system), not wall time.
import { cpuUsage } from 'node:process';
import { analyseCodeDocument } from '../../../server/src/code/codeDocument';
import { lintCodeDocument } from '../../../server/src/pipeline/code/lintCode';
import { loadParser } from '../../../server/src/code/parsers';

function cpu<T>(f: () => T): [T, number] {
  const a = cpuUsage();
  const r = f();
  const b = cpuUsage(a);
  return [r, (b.user + b.system) / 1000];
}

async function acpu(f: () => Promise<void>): Promise<number> {
  const a = cpuUsage();
  await f();
  const b = cpuUsage(a);
  return (b.user + b.system) / 1000;
}

function tsServer(lines: number): string {
  let s =
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'big', version: '1.0.0' });\n";
  for (let i = 0; s.split('\n').length < lines; i++) {
    s += `server.registerTool(\n  'get_item_${i}',\n  {\n    title: 'Get item ${i}',\n    description: 'Returns item ${i} from the store.',\n    inputSchema: { id: z.string().describe('The id'), limit: z.number().optional() },\n    annotations: { readOnlyHint: true, openWorldHint: false },\n  },\n  async ({ id, limit }) => {\n    const rows = await db.query('select * from items where id = $1 limit $2', [id, limit ?? 10]);\n    return { content: [{ type: 'text', text: JSON.stringify(rows) }] };\n  },\n);\n\n`;
  }
  return s;
}

function pyServer(lines: number): string {
  let s = 'from mcp.server.fastmcp import FastMCP\nfrom mcp.types import ToolAnnotations\nmcp = FastMCP("big")\n';
  for (let i = 0; s.split('\n').length < lines; i++) {
    s += `@mcp.tool(\n    name="get_item_${i}",\n    annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False),\n)\ndef get_item_${i}(item_id: str, limit: int = 10) -> str:\n    """Returns item ${i} from the store."""\n    rows = db.query("select * from items where id = %s", (item_id,))\n    return json.dumps(rows)\n\n\n`;
  }
  return s;
}

/** An ordinary file of the same size: the same code without the SDK import. */
function plain(text: string): string {
  return text.replace(/^.*(modelcontextprotocol|mcp\.server|mcp\.types).*$/gm, '');
}

void (async () => {
  const out: Record<string, unknown> = {};
  out.loadTypeScriptGrammarMs = await acpu(() => loadParser('typescript'));
  out.loadPythonGrammarMs = await acpu(() => loadParser('python'));
  for (const [name, text, uri] of [
    ['typescript', tsServer(5000), 'file:///big.ts'],
    ['python', pyServer(5000), 'file:///big.py'],
  ] as const) {
    const runs: number[] = [];
    let declarations = 0;
    let findings = 0;
    for (let k = 0; k < 6; k++) {
      const [r, ms] = cpu(() => {
        const doc = analyseCodeDocument(uri, text)!;
        return { doc, result: lintCodeDocument(doc) };
      });
      runs.push(ms);
      declarations = r.doc.code.extraction!.declarations.length;
      findings = r.result.findings.length;
    }
    const other = plain(text);
    const plainRuns = Array.from({ length: 6 }, () => cpu(() => analyseCodeDocument(uri, other))[1]);
    out[name] = {
      lines: text.split('\n').length,
      chars: text.length,
      declarations,
      findings,
      firstMs: runs[0],
      warmMedianMs: runs.slice(1).sort((a, b) => a - b)[2],
      ordinaryFileMedianMs: plainRuns.sort((a, b) => a - b)[3],
    };
  }
  console.log(JSON.stringify(out, null, 2));
})();
