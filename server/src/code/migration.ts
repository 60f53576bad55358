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

type Era = 'legacy' | 'modern';

/**
 * Whether `node` runs only on a 2025 (legacy-era) connection: in the consequence of a condition that tests for the
 * legacy era (`if (ctx.era === 'legacy') …`, `ctx.protocolVersion === '2025-11-25' ? … : …`), or in the alternative of
 * one that tests for the modern era (the era is one or the other). A handler that branches so sends 2025 requests on
 * purpose. `conditionTypes`: the grammar's `if` statements, `elif` clauses and conditional expressions.
 */
export function underEraBranch(node: SyntaxNode, conditionTypes: readonly string[]): boolean {
  const inside = (part: SyntaxNode | null | undefined) =>
    !!part && part.startIndex <= node.startIndex && node.endIndex <= part.endIndex;
  return !!closestAncestor(node, (n) => {
    if (!conditionTypes.includes(n.type)) return false;
    const { condition, consequence, alternatives } = partsOf(n);
    const era = condition && eraTested(condition);
    if (!era || inside(condition)) return false;
    return era === 'legacy' ? inside(consequence) : alternatives.some(inside);
  });
}

/** A condition's parts; Python's `a if cond else b` names none of them. */
function partsOf(n: SyntaxNode): { condition?: SyntaxNode; consequence?: SyntaxNode; alternatives: SyntaxNode[] } {
  const condition = n.childForFieldName('condition');
  if (!condition && n.type === 'conditional_expression') {
    const [consequence, test, alternative] = n.namedChildren.filter(
      (c): c is SyntaxNode => !!c && c.type !== 'comment',
    );
    return { condition: test, consequence, alternatives: alternative ? [alternative] : [] };
  }
  return {
    condition: condition ?? undefined,
    consequence: n.childForFieldName('consequence') ?? undefined,
    alternatives: n.childrenForFieldName('alternative').filter((c): c is SyntaxNode => !!c),
  };
}

const ERA_SUBJECT = /\bera\b|\bgetProtocolEra\b|[Pp]rotocol_?[Vv]ersion/;
/** The equality operators of TypeScript and Python: whether each holds where its two sides are equal. */
const EQUALITY: ReadonlyMap<string, boolean> = new Map([
  ['===', true],
  ['==', true],
  ['!==', false],
  ['!=', false],
]);
const other = (era: Era | undefined): Era | undefined => era && (era === 'legacy' ? 'modern' : 'legacy');

/**
 * The era a condition holds in, when it tests one: an equality of the era (or the protocol version) with `'legacy'`,
 * `'modern'` or a revision date, or a whole-word `legacy`/`modern` flag (`ctx.legacy`); under `!`/`not` and `&&`/`and`.
 */
function eraTested(condition: SyntaxNode | null | undefined, depth = 0): Era | undefined {
  const n = condition ? unwrapParentheses(condition) : undefined;
  if (!n || depth > 32) return undefined;
  const op = (n.childForFieldName('operator') ?? n.childForFieldName('operators'))?.text;
  if ((n.type === 'unary_expression' && op === '!') || n.type === 'not_operator') {
    return other(eraTested(n.childForFieldName('argument'), depth + 1));
  }
  const left = n.childForFieldName('left') ?? n.namedChildren[0];
  const right = n.childForFieldName('right') ?? n.namedChildren[1];
  if ((op === '&&' || op === 'and') && left && right) {
    // the branch runs only where both hold: the era of either one is the branch's
    const eras = new Set([eraTested(left, depth + 1), eraTested(right, depth + 1)].filter((e) => e));
    return eras.size === 1 ? [...eras][0] : undefined;
  }
  const holdsWhenEqual = op === undefined ? undefined : EQUALITY.get(op);
  if (holdsWhenEqual !== undefined && left && right) {
    const valueOnRight = isStringNode(right);
    const subject = valueOnRight ? left : right;
    const era = ERA_SUBJECT.test(subject.text) ? eraOfValue((valueOnRight ? right : left).text) : undefined;
    return holdsWhenEqual ? era : other(era);
  }
  if (!['identifier', 'member_expression', 'attribute', 'call_expression', 'call'].includes(n.type)) return undefined;
  const legacy = /\blegacy\b/.test(n.text);
  const modern = /\bmodern\b/.test(n.text);
  if (legacy === modern) return undefined;
  return legacy ? 'legacy' : 'modern';
}

function unwrapParentheses(node: SyntaxNode): SyntaxNode | undefined {
  let cur: SyntaxNode | undefined = node;
  for (let i = 0; cur?.type === 'parenthesized_expression' && i < 64; i++) {
    cur = cur.namedChildren.find((c): c is SyntaxNode => !!c && c.type !== 'comment');
  }
  return cur;
}

function isStringNode(node: SyntaxNode): boolean {
  return node.type === 'string' || node.type === 'template_string';
}

/** `'legacy'`, `'modern'`, or a revision: those before 2026-07-28 are the legacy era's (later ones are not known). */
function eraOfValue(text: string): Era | undefined {
  const value = text.replace(/^[`'"]|[`'"]$/g, '');
  if (value === 'legacy' || value === 'modern') return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value < '2026-07-28' ? 'legacy' : undefined;
  return undefined;
}
