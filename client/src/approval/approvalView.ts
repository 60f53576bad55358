import type { AnnotationView, ApprovalView, FieldDiffView, FindingView } from '../protocol/approvalPage';
import { callOriginText } from './audit';
import type { ApprovalPrompt } from './gate';
import { revealHidden, revealHiddenAsText } from './hiddenChars';
import type { DefinitionDiff } from './pins';
import { HINT_KEYS, toolBehaviour, toolDisplayName, type HintKey } from '../../../common/formats/toolBehaviour';

const MEANINGS: Record<HintKey, [whenTrue: string, whenFalse: string]> = {
  readOnlyHint: ['does not modify its environment', 'may modify its environment'],
  destructiveHint: ['may delete or overwrite (destructive updates)', 'updates are additive only, nothing is destroyed'],
  idempotentHint: [
    'repeating a call with the same arguments has no further effect',
    'repeating a call may have a further effect',
  ],
  openWorldHint: ['may reach an open world of external entities (e.g. the web)', 'works in a closed domain'],
};

const FIELD_LABELS = { description: 'Description', inputSchema: 'Input schema', annotations: 'Annotations' } as const;

export function annotationViews(annotations: unknown): AnnotationView[] {
  const raw = isRecord(annotations) ? annotations : {};
  const { hints } = toolBehaviour(annotations);
  return HINT_KEYS.map((key) => {
    const hint = hints[key];
    let meaning = MEANINGS[key][hint.value ? 0 : 1];
    if (hint.invalid) {
      meaning = `set to ${revealHiddenAsText(JSON.stringify(raw[key]) ?? String(raw[key]))}, which is not a boolean, so the default applies: ${meaning}`;
    } else if (!hint.meaningful) meaning += ' (meaningless here: the tool claims to be read-only)';
    return { key, value: String(hint.value), explicit: hint.explicit, meaning };
  });
}

export function diffViews(diff: DefinitionDiff): FieldDiffView[] {
  return diff.fields.map((f) => ({
    label: FIELD_LABELS[f.field],
    lines: f.lines.map((l) =>
      l.kind === 'skipped'
        ? { kind: 'skipped' as const, text: `${l.count} unchanged line${l.count === 1 ? '' : 's'}` }
        : { kind: l.kind, text: revealHiddenAsText(l.text) },
    ),
  }));
}

/** Everything the approval panel shows, as plain data; every server string has its hidden characters revealed. */
export function approvalView(prompt: ApprovalPrompt, findings: readonly FindingView[]): ApprovalView {
  const { request, decision, trusted } = prompt;
  const behaviour = toolBehaviour(request.tool.annotations);
  const description = typeof request.tool.description === 'string' ? request.tool.description : '';
  return {
    server: { name: revealHiddenAsText(request.serverName), transport: request.transport, trusted },
    tool: {
      name: revealHiddenAsText(request.tool.name),
      displayName: revealHiddenAsText(toolDisplayName(request.tool).name || request.tool.name),
      description: revealHidden(description),
    },
    level: decision.level,
    reason: decision.reason,
    destructiveExplanation:
      decision.level === 'destructive'
        ? `A destructive tool may delete, overwrite or otherwise change things in ways that cannot be undone. This one counts as destructive because ${behaviour.destructiveBecause}.`
        : undefined,
    annotations: annotationViews(request.tool.annotations),
    annotationsUnverified: !trusted,
    findings,
    argumentsJson: revealHidden(JSON.stringify(request.arguments ?? {}, null, 2)),
    changed: decision.changed ? diffViews(decision.changed) : undefined,
    offers: decision.offers,
    ...(request.origin ? { origin: revealHiddenAsText(callOriginText(request.origin)) } : {}),
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
