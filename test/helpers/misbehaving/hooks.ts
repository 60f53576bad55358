/**
 * Rules and analyses that hang or throw, injected into the misbehaving test builds, each triggered by a marker in the
 * text so that other documents are checked normally; one more rule counts how fixes got their formatting.
 */
import type { Rule } from '../../../server/src/engine/types';
import { fixFormattingCounts } from '../../../server/src/engine/util/edits';
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
  meta: {
    code: 'MCP990',
    name: 'test-hangs',
    severity: 'warning',
    summary: 'A test rule that never returns, or throws.',
    why: 'Tests the time limit.',
    fix: 'None.',
    kinds: ['capabilities', 'vscode-mcp', 'mcp-servers', 'server-json', 'mcpb-manifest'],
  },
  check(ctx) {
    if (ctx.doc.text.includes(HANG_IN_RULE)) spinForever();
    if (ctx.doc.text.includes(THROW_IN_RULE)) throw new TypeError('a bug in a rule');
  },
};

export const REPORT_FIX_FORMATTING = 'MCP_LENS_TEST_REPORT_FIX_FORMATTING';

/** Runs after the built-in rules, so its count includes the fixes of the check it is part of. */
export const FIX_FORMATTING_RULE: Rule = {
  meta: {
    code: 'MCP991',
    name: 'test-fix-formatting',
    severity: 'warning',
    summary: 'A test rule that reports a count.',
    why: 'Tests the fix formatting cache.',
    fix: 'None.',
    kinds: ['capabilities'],
  },
  check(ctx) {
    if (!ctx.doc.text.includes(REPORT_FIX_FORMATTING) || !ctx.doc.root) return;
    const { asked, workedOut } = fixFormattingCounts;
    ctx.report('MCP991', ctx.doc.root, JSON.stringify({ asked, workedOut }));
  },
};

export function misbehavingAnalysis(input: DocumentInput): void {
  if (input.text.includes(HANG_IN_ANALYSIS)) spinForever();
  if (input.text.includes(THROW_IN_ANALYSIS)) throw new RangeError('a bug in the parser');
}
