/**
 * What the misbehaving test builds inject: a rule that never returns, an analysis that never returns and one that
 * throws, each triggered by a marker in the document's text so that every other document is checked normally.
 */
import type { Rule } from '../../../server/src/engine/types';
import type { DocumentInput } from '../../../server/src/pipeline';

export const HANG_IN_RULE = 'MCP_LENS_TEST_HANG_IN_RULE';
export const HANG_IN_ANALYSIS = 'MCP_LENS_TEST_HANG_IN_ANALYSIS';
export const THROW_IN_ANALYSIS = 'MCP_LENS_TEST_THROW_IN_ANALYSIS';
export const THROW_IN_RULE = 'MCP_LENS_TEST_THROW_IN_RULE';

function spinForever(): never {
  // a busy loop the optimiser cannot remove: what a runaway regular expression or parser does to a thread
  let n = 0;
  for (;;) n = (n + 1) % 1_000_003;
}

export const HANGING_RULE: Rule = {
  meta: { code: 'MCP990', name: 'test-hangs', severity: 'warning', summary: 'A test rule that never returns, or throws.', why: 'Tests the time limit.', fix: 'None.', kinds: ['capabilities', 'vscode-mcp', 'mcp-servers', 'server-json', 'mcpb-manifest'] },
  check(ctx) {
    if (ctx.doc.text.includes(HANG_IN_RULE)) spinForever();
    if (ctx.doc.text.includes(THROW_IN_RULE)) throw new TypeError('a bug in a rule');
  },
};

export function misbehavingAnalysis(input: DocumentInput): void {
  if (input.text.includes(HANG_IN_ANALYSIS)) spinForever();
  if (input.text.includes(THROW_IN_ANALYSIS)) throw new RangeError('a bug in the parser');
}
