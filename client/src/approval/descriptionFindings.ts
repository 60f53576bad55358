import { lint } from '../../../server/src/engine/lint';
import { parseDocument } from '../../../server/src/parse/parsedDocument';
import type { FindingView } from '../webviewProtocol';
import type { ToolLike } from './pins';
import { revealHiddenAsText } from './hiddenChars';

/** Description-hygiene codes (MCP6xx): what the engine says about hidden or misleading text in a tool. */
const HYGIENE = /^MCP6\d\d$/;

/**
 * The rule engine's description-hygiene findings for one tool, checked as a one-tool list
 * result (the same engine the editor and the live lint use). Never throws: a failure means no findings.
 */
export function descriptionFindings(tool: ToolLike): FindingView[] {
  try {
    const doc = parseDocument('mcp-lens-approval:/tool.json', JSON.stringify({ tools: [tool] }, null, 2));
    const { findings } = lint(doc, {}, { kind: 'capabilities', reason: 'the tool of an approval' });
    return findings
      .filter((f) => HYGIENE.test(f.code))
      .map((f) => ({ code: f.code, severity: f.severity, message: revealHiddenAsText(f.message) }));
  } catch {
    return [];
  }
}
