import { checkDocument, engineOptionsOf, shownFindings, type EngineExtras } from '../../../server/src/engineFacade';
import type { LensSettings } from '../../../common/protocol/settings';
import type { FindingView } from '../protocol/approvalPage';
import type { ToolLike } from './pins';
import { revealHiddenAsText } from './hiddenChars';

/** Description-hygiene codes (MCP6xx): what the engine says about hidden or misleading text in a tool. */
const HYGIENE = /^MCP6\d\d$/;

/**
 * The description-hygiene findings (MCP6xx) on one tool's text, with the user's `mcpLens.rules`, for the approval
 * panel. It never throws: a rule that fails, or the check itself failing, comes back as a notice so nothing is silent.
 */
export function descriptionFindings(
  tool: ToolLike,
  settings: LensSettings,
  extras: Pick<EngineExtras, 'extraRules'> = {},
): FindingView[] {
  try {
    const text = JSON.stringify({ tools: [tool] }, null, 2);
    const { result } = checkDocument(
      { uri: 'mcp-lens-approval:/tool.json', text, kind: { kind: 'capabilities', reason: 'the tool of an approval' } },
      settings,
      engineOptionsOf({ ...settings, checkCommandsOnPath: false }, extras),
    );
    return shownFindings(result)
      .filter((f) => HYGIENE.test(f.code) || result.notices.includes(f))
      .map((f) => ({ code: f.code, severity: f.severity, message: revealHiddenAsText(f.message) }));
  } catch (error) {
    return [
      {
        code: 'MCP004',
        severity: 'warning',
        message: `The description could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
  }
}
