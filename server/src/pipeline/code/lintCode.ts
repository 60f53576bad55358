import type { Node } from 'jsonc-parser';
import { lint, type LintResult } from '../../engine/lint';
import type { EngineOptions, Finding } from '../../engine/types';
import { codeDetection, type CodeDocument } from '../../code/codeDocument';
import { codeFixes, SpanIndex } from './codeFixes';
import type { Container } from '../../code/ir';
import { codeMessage, type MessageStyle } from './messages';
import { CODE_RULES } from './ruleFilter';
import { MIGRATION_CODES } from '../../engine/rules/migration';

/**
 * Lints a code document with every capability rule, keeps the findings that hold for code, and makes their messages
 * and fixes speak the code's language.
 */
export function lintCodeDocument(doc: CodeDocument, options: EngineOptions = {}): LintResult {
  const detection = codeDetection(doc);
  const result = lint(doc, options, detection);
  if (doc.code.state !== 'parsed' || !result.findings.length) return result;
  const index = new SpanIndex(doc);
  const findings: Finding[] = [];
  for (const f of result.findings) {
    // the migration rules read the code itself: their messages and fixes are the code's already
    if (MIGRATION_CODES.has(f.code)) {
      findings.push(f);
      continue;
    }
    if (!holdsForCode(f, index)) continue;
    const message = codeMessage(f.message, messageStyle(doc, f, index));
    findings.push(onBareName({ ...f, message, fixes: codeFixes(doc, f, index) }, index));
  }
  return { ...result, findings };
}

/** A finding on a whole unquoted name (its node reaches past it, see the mapper) marks the name itself. */
function onBareName(f: Finding, index: SpanIndex): Finding {
  const bare = index.at(f.offset, f.length).some((n) => index.info(n)?.bare);
  return bare ? { ...f, offset: f.offset + 1, length: Math.max(0, f.length - 2) } : f;
}

/**
 * How the finding's message writes a pair in Python: as the object it is about is written (the tool's annotations for
 * MCP2xx, else the nearest object around it), or as a keyword argument when there is none, as FastMCP code does.
 */
function messageStyle(doc: CodeDocument, f: Finding, index: SpanIndex): MessageStyle {
  const language = doc.code.language;
  if (language !== 'python') return { language, pythonPairs: 'keyword' };
  const n = index.at(f.offset, f.length)[0] ?? index.smallestAround(f.offset, Math.max(f.length, 0));
  let container: Container | undefined;
  if (f.code.startsWith('MCP2')) {
    const annotations = index.capabilityOf(n)?.object.entries.find((e) => e.key === 'annotations')?.value;
    if (annotations?.kind === 'object') container = annotations.container;
  }
  for (let cur: Node | undefined = n; cur && !container; cur = cur.parent) {
    const info = index.info(cur);
    container = info?.container ?? (info?.lit?.kind === 'object' ? info.lit.container : undefined);
  }
  return { language, pythonPairs: container?.style === 'py-dict' ? 'dict' : 'keyword' };
}

function holdsForCode(f: Finding, index: SpanIndex): boolean {
  const rule = CODE_RULES[f.code];
  if (!rule) return true;
  const owner = index.capabilityOf(
    index.at(f.offset, f.length)[0] ?? index.smallestAround(f.offset, Math.max(f.length, 0)),
  );
  // a declaration written as MCP lists it (a low-level list result) is checked as JSON once every value is literal
  if (rule.use === 'never') return !!owner?.declaration?.literal && owner.object.complete;
  return !owner || owner.object.complete;
}
