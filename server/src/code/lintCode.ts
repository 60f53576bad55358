import { lint, type LintResult } from '../engine/lint';
import type { EngineOptions, Finding } from '../engine/types';
import { codeDetection, type CodeDocument } from './codeDocument';
import { codeFixes, SpanIndex } from './codeFixes';
import { CODE_RULES } from './ruleFilter';

/** Lints a code document with every capability rule, keeps the findings that hold for code, and makes their fixes edit the code. */
export function lintCodeDocument(doc: CodeDocument, options: EngineOptions = {}): LintResult {
  const detection = codeDetection(doc);
  const result = lint(doc, options, detection);
  if (doc.code.state !== 'parsed' || !result.findings.length) return result;
  const index = new SpanIndex(doc);
  const findings: Finding[] = [];
  for (const f of result.findings) {
    if (!holdsForCode(f, index)) continue;
    findings.push(onBareName({ ...f, fixes: codeFixes(doc, f, index) }, index));
  }
  return { ...result, findings };
}

/** A finding on a whole unquoted name (its node reaches past it, see the mapper) marks the name itself. */
function onBareName(f: Finding, index: SpanIndex): Finding {
  const bare = index.at(f.offset, f.length).some((n) => index.info(n)?.bare);
  return bare ? { ...f, offset: f.offset + 1, length: Math.max(0, f.length - 2) } : f;
}

function holdsForCode(f: Finding, index: SpanIndex): boolean {
  const rule = CODE_RULES[f.code];
  if (!rule) return true;
  const owner = index.capabilityOf(index.at(f.offset, f.length)[0] ?? index.smallestAround(f.offset, Math.max(f.length, 0)));
  // a declaration written as MCP lists it (a low-level list result) is checked as JSON once every value is literal
  if (rule.use === 'never') return !!owner?.declaration?.literal && owner.object.complete;
  return !owner || owner.object.complete;
}
