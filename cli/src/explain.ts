import { NOTICE_METAS } from '../../server/src/engine/notices';
import { RULE_METAS } from '../../server/src/engine/rules';

/** Every documented code: the rules, then the notices. */
const DOCUMENTED = [...RULE_METAS, ...NOTICE_METAS];
import type { RuleMeta } from '../../server/src/engine/types';
import { ruleAnchor } from '../../server/src/engine/rulesDoc';
import { didYouMean } from '../../server/src/engine/util/suggest';

export class UnknownRuleError extends Error {}

/** `mcp-lens explain CODE`: a rule's documentation from the rule table (the same text as docs/rules.md). */
export function explainRule(codeOrName: string): string {
  return renderRule(documentedRule(codeOrName));
}

/** A rule or notice by its code (any case) or name; UnknownRuleError, with a suggestion when one is close. */
export function documentedRule(codeOrName: string): RuleMeta {
  const wanted = codeOrName.trim();
  const meta = DOCUMENTED.find((m) => m.code.toLowerCase() === wanted.toLowerCase() || m.name === wanted.toLowerCase());
  if (!meta) {
    const guess = didYouMean(wanted, [...DOCUMENTED.map((m) => m.code), ...DOCUMENTED.map((m) => m.name)]);
    throw new UnknownRuleError(
      `there is no rule "${wanted}"${guess ? `: did you mean ${guess}?` : ''} \`mcp-lens explain\` lists every rule.`,
    );
  }
  return meta;
}

function renderRule(m: RuleMeta): string {
  const lines = [
    `${m.code}  ${m.name}`,
    `Default severity: ${m.severity}. Applies to: ${m.kinds.join(', ')}.`,
    '',
    m.summary,
    '',
    `Why: ${m.why}`,
    '',
    `Fix: ${m.fix}`,
  ];
  if (m.example) lines.push('', 'Example that triggers it:', '', ...m.example.split('\n').map((l) => `  ${l}`));
  const notice = NOTICE_METAS.includes(m);
  lines.push(
    '',
    notice
      ? 'A notice, not a rule: it says that a document was not checked (or not all of it), and cannot be turned off.'
      : `Turn it off or change its severity: --rule ${m.code}=off|info|warning|error, or "rules": { "${m.code}": "warning" } in .mcplensrc.json.`,
    `More: ${ruleAnchor(m.code)}`,
  );
  return lines.join('\n') + '\n';
}

/** `mcp-lens explain` without a code: every rule, one line each. */
export function listRules(): string {
  const sorted = [...RULE_METAS].sort((a, b) => a.code.localeCompare(b.code));
  const width = Math.max(...sorted.map((m) => m.name.length));
  return (
    sorted.map((m) => `${m.code}  ${m.name.padEnd(width)}  ${m.severity.padEnd(7)}  ${m.summary}`).join('\n') + '\n'
  );
}
