import type { InlayHint, Range } from 'vscode-languageserver-types';
import type { Analysis } from '../pipeline';
import { capabilityModel } from '../model/capabilities';
import { describeBehaviour } from '../../../common/formats/toolBehaviour';
import { prop } from '../../../common/json/jsonNodes';
import type { LensSettings } from '../../../common/protocol/settings';
import { capabilityListOf } from './docPath';
import { behaviourLabel, behaviourOfTool, displayNameOf } from './toolSummary';

/** One quiet label beside each tool's name: its effective behaviour ("read-only", "destructive (default)"). */
export function getInlayHints(analysis: Analysis, range: Range, settings: LensSettings): InlayHint[] {
  if (!settings.effectiveBehaviourHints || analysis.detection.kind !== 'capabilities') return [];
  const doc = analysis.source;
  const from = doc.offsetAt(range.start);
  const to = doc.offsetAt(range.end);
  const hints: InlayHint[] = [];
  for (const tool of capabilityModel(analysis.parsed.root).tools) {
    if (tool.offset > to || tool.offset + tool.length < from) continue;
    const name = prop(tool, 'name');
    if (name?.type !== 'string' || capabilityListOf(tool) !== 'tools') continue;
    const end = name.offset + name.length;
    if (end < from || end > to) continue;
    const b = behaviourOfTool(tool);
    const display = displayNameOf(tool);
    hints.push({
      position: doc.positionAt(end),
      label: behaviourLabel(b),
      paddingLeft: true,
      tooltip: {
        kind: 'markdown',
        value: `Effective behaviour: ${describeBehaviour(b)}.\n\nShown to users as **${display.name}** (from \`${display.source}\`).`,
      },
    });
  }
  return hints;
}
