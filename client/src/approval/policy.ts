import { diffDefinitions, type DefinitionDiff, type Pin, type PinnedDefinition } from './pins';
import { toolBehaviour, type ToolBehaviour } from '../../../common/formats/toolBehaviour';

/** `mcpLens.approval.readOnly`: whether read-only tools of a trusted server run without asking. */
export type ReadOnlySetting = 'auto' | 'ask';
/** `mcpLens.approval.nonDestructive`: how non-destructive writes of a trusted server are approved. */
export type NonDestructiveSetting = 'ask' | 'askOncePerSession' | 'auto';

export interface ApprovalSettings {
  readonly readOnly: ReadOnlySetting;
  readonly nonDestructive: NonDestructiveSetting;
}

export const DEFAULT_APPROVAL_SETTINGS: ApprovalSettings = { readOnly: 'auto', nonDestructive: 'ask' };

/** What the user granted earlier in this session for this tool's current definition. */
export interface SessionGrants {
  /** "Allow this tool for this session" was ticked on an approval. */
  readonly allowedForSession: boolean;
  /** A call of this (non-destructive) tool was approved once this session. */
  readonly approvedThisSession: boolean;
}

export interface PolicyInput {
  readonly trusted: boolean;
  /** `tool.annotations` exactly as the server listed them (anything: a bad value counts as absent). */
  readonly annotations: unknown;
  readonly pinned: Pin | undefined;
  readonly current: { readonly hash: string; readonly definition: PinnedDefinition };
  readonly settings: ApprovalSettings;
  readonly grants: SessionGrants;
}

/** How strongly the panel warns: destructive above everything; an untrusted server's claims never lower it. */
export type AskLevel = 'destructive' | 'write' | 'readOnly' | 'untrusted';

export interface ApprovalOffers {
  /** "Allow this tool for this session" may be offered (trusted servers only). */
  readonly allowForSession: boolean;
  /** "Trust this server" may be offered (untrusted servers only). */
  readonly trustServer: boolean;
}

export type PolicyDecision =
  | { readonly action: 'run'; readonly reason: string }
  | {
      readonly action: 'ask';
      readonly level: AskLevel;
      readonly reason: string;
      /** Present when the definition differs from the one pinned at an earlier approval (a "rug pull"). */
      readonly changed?: DefinitionDiff;
      readonly offers: ApprovalOffers;
    };

function trustedLevel(behaviour: ToolBehaviour): AskLevel {
  if (behaviour.destructive) return 'destructive';
  return behaviour.readOnly ? 'readOnly' : 'write';
}

/** How a reason names a trusted server's tool. */
function trustedToolKind(behaviour: ToolBehaviour): string {
  if (behaviour.destructive) return `destructive tool: ${behaviour.destructiveBecause}`;
  return behaviour.readOnly ? 'read-only tool' : 'non-destructive tool';
}

/** Decides whether a tool call runs at once or waits for the user, and why. Pure. */
export function decideApproval(input: PolicyInput): PolicyDecision {
  const behaviour = toolBehaviour(input.annotations);
  const changed =
    input.pinned && input.pinned.hash !== input.current.hash
      ? diffDefinitions(input.pinned.definition, input.current.definition)
      : undefined;
  const ask = (level: AskLevel, reason: string): PolicyDecision => ({
    action: 'ask',
    level,
    reason: changed ? `the tool's definition changed since it was approved; ${reason}` : reason,
    ...(changed ? { changed } : {}),
    offers: { allowForSession: input.trusted, trustServer: !input.trusted },
  });

  if (!input.trusted) {
    if (behaviour.destructive) {
      return ask('destructive', `untrusted server, destructive tool: ${behaviour.destructiveBecause}`);
    }
    const claim = behaviour.readOnly ? ' (its readOnlyHint: true is an unverified claim)' : '';
    return ask('untrusted', `untrusted server: every call asks${claim}`);
  }

  const level = trustedLevel(behaviour);
  const kind = trustedToolKind(behaviour);
  if (changed) return ask(level, `trusted server, ${kind}`);
  if (input.grants.allowedForSession) {
    return { action: 'run', reason: `trusted server, ${kind}; allowed for this session` };
  }

  switch (level) {
    case 'destructive':
      return ask(level, `trusted server, ${kind}`);
    case 'readOnly':
      return input.settings.readOnly === 'auto'
        ? { action: 'run', reason: 'trusted server, read-only tool (mcpLens.approval.readOnly: auto)' }
        : ask(level, 'trusted server, read-only tool (mcpLens.approval.readOnly: ask)');
    default:
      if (input.settings.nonDestructive === 'auto') {
        return {
          action: 'run',
          reason: 'trusted server, non-destructive tool (mcpLens.approval.nonDestructive: auto)',
        };
      }
      if (input.settings.nonDestructive === 'askOncePerSession' && input.grants.approvedThisSession) {
        return {
          action: 'run',
          reason: 'trusted server, non-destructive tool already approved this session (askOncePerSession)',
        };
      }
      return ask(
        level,
        `trusted server, non-destructive tool (mcpLens.approval.nonDestructive: ${input.settings.nonDestructive})`,
      );
  }
}
