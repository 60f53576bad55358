import type { Node } from 'jsonc-parser';
import {
  describeBehaviour,
  toolBehaviour,
  toolDisplayName,
  type Hint,
  type ToolBehaviour,
  type ToolDisplayName,
} from '../../../common/formats/toolBehaviour';
import { plainValue, prop } from '../../../common/json/jsonNodes';

export function behaviourOfTool(tool: Node): ToolBehaviour {
  return toolBehaviour(plainValue(prop(tool, 'annotations')));
}

/** The name a client shows for the tool, reading only the three fields that decide it. */
export function displayNameOf(tool: Node): ToolDisplayName {
  const annotations = prop(tool, 'annotations');
  return toolDisplayName({
    name: prop(tool, 'name')?.value,
    title: prop(tool, 'title')?.value,
    annotations: { title: prop(annotations, 'title')?.value },
  });
}

const yesNo = (h: Hint, value: boolean) => `${value ? 'yes' : 'no'}${h.explicit ? '' : ' (default)'}`;

/** "read-only: no (default) · destructive: yes (default) · idempotent: no (default) · reaches the outside world: yes (default)". */
export function behaviourFacts(b: ToolBehaviour): string {
  const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = b.hints;
  const destructive = b.readOnly && !b.destructive ? 'no (read-only)' : yesNo(destructiveHint, b.destructive);
  const idempotent = b.readOnly ? 'not applicable (read-only)' : yesNo(idempotentHint, b.idempotent);
  return [
    `read-only: ${yesNo(readOnlyHint, b.readOnly)}`,
    `destructive: ${destructive}`,
    `idempotent: ${idempotent}`,
    `reaches the outside world: ${yesNo(openWorldHint, b.openWorld)}`,
  ].join(' · ');
}

/** One short label for an inlay hint: "read-only", "destructive (default)", "additive". */
export function behaviourLabel(b: ToolBehaviour): string {
  if (b.destructive) return b.hints.destructiveHint.explicit ? 'destructive' : 'destructive (default)';
  if (b.readOnly) return 'read-only';
  return 'additive';
}

/** The hover section a tool's name gets: its effective behaviour and the name clients display. */
export function toolBehaviourMarkdown(tool: Node): string {
  const b = behaviourOfTool(tool);
  const display = displayNameOf(tool);
  const source =
    display.source === 'name' ? 'its `name`: no `title` or `annotations.title` is set' : `from \`${display.source}\``;
  const lines = [
    '**Effective behaviour** (explicit hints, spec defaults where unset)',
    '',
    behaviourFacts(b),
    '',
    `In words: ${describeBehaviour(b)}.`,
    '',
    `Clients display it as **${escapeMarkdown(display.name)}** (${source}).`,
  ];
  const invalid = Object.entries(b.hints)
    .filter(([, h]) => h.invalid)
    .map(([k]) => `\`${k}\``);
  if (invalid.length) {
    lines.push(
      '',
      `${invalid.join(', ')} ${invalid.length > 1 ? 'are' : 'is'} not a boolean: clients ignore it and use the default.`,
    );
  }
  lines.push('', '_Annotations are hints: a client must not trust them from a server it does not trust._');
  return lines.join('\n');
}

function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}
