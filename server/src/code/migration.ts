import type { LegacyOverload, MigrationFacts } from './ir';
import { closestAncestor, type SyntaxNode } from './syntax';

// the facts' types live in ir.ts, beside the rest of what is read from code (ir.ts imports nothing of its readers)
export type {
  ClientFeature,
  CodemodMarker,
  DeprecatedUse,
  LegacyOverload,
  MigrationFacts,
  MigrationSite,
  OffsetEditLike,
  PushRequest,
  ResourceNotFoundCode,
} from './ir';

export const NO_MIGRATION_FACTS: MigrationFacts = { zodBound: false, sites: [] };

export const REGISTER_METHOD: Readonly<Record<LegacyOverload['method'], string>> = {
  tool: 'registerTool',
  resource: 'registerResource',
  prompt: 'registerPrompt',
};

/** The revisions written as ISO dates in a `supportedProtocolVersions` array literal (the first one of the file). */
export function declaredVersions(text: string): string[] | undefined {
  const m = /\bsupported_?[Pp]rotocol_?[Vv]ersions\s*[:=]\s*\[([^\]]*)\]/.exec(text);
  if (!m) return undefined;
  return [...m[1]!.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((d) => d[0]);
}

/**
 * Whether `node` runs only where a condition on the protocol era holds (`if (ctx.era === 'legacy') …`): a handler
 * that branches on the era sends 2025 requests on purpose.
 */
export function underEraBranch(node: SyntaxNode, conditionTypes: readonly string[]): boolean {
  const branch = closestAncestor(node, (n) => {
    if (!conditionTypes.includes(n.type)) return false;
    const condition = n.childForFieldName('condition');
    return (
      !!condition &&
      !(condition.startIndex <= node.startIndex && node.endIndex <= condition.endIndex) &&
      /\bera\b|legacy|[Pp]rotocol_?[Vv]ersion/i.test(condition.text)
    );
  });
  return !!branch;
}
