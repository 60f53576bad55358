/**
 * The corpus of real MCP files (../shared/corpus/real, listed in its SOURCES.tsv) as some rules are measured on it:
 * each file linted as the file of its original path, the findings of the measured rules named by file and place, and
 * the reviewed list (test/fixtures/real-corpus/reviewed-findings.json) that says which are right. Used by the corpus
 * test and by the docs generator, which reads only the reviewed list (the corpus is not in the repository).
 */
import { findNodeAtOffset, getNodePath } from 'jsonc-parser';
import { readFileSync } from 'node:fs';
import { parseDocument } from '../../common/json/parsedDocument';
import { lint } from '../../server/src/engine/lint';
import type { FileCorpusPrecision, RulePrecision } from '../../server/src/engine/rulesDoc';
import type { Severity } from '../../server/src/engine/types';
import type { CorpusFile } from '../helpers/paths';
import type { Verdict } from './liveCatalogCorpus';

/** One finding on a file of the corpus: the file (below the corpus folder), the JSON path of its place, its code. */
export interface FileFinding {
  readonly file: string;
  readonly at: string;
  readonly code: string;
  readonly severity: Severity;
  readonly message?: string;
}

export interface ReviewedFileFinding extends FileFinding {
  readonly verdict: Verdict;
  readonly reason: string;
}

export interface FileCorpusReview {
  readonly files: number;
  /** The rules measured on the corpus: their every finding is in `findings`. */
  readonly rules: readonly string[];
  readonly findings: readonly ReviewedFileFinding[];
}

export function loadFileReview(path: string): FileCorpusReview {
  return JSON.parse(readFileSync(path, 'utf8')) as FileCorpusReview;
}

/** The findings of the measured rules on one file of the corpus, linted as the editor would see it. */
export function lintCorpusFile(f: CorpusFile, rules: readonly string[]): FileFinding[] {
  const text = readFileSync(f.file, 'utf8');
  const doc = parseDocument(`file:///repo/${f.originalPath}`, text);
  const file = f.file.replace(/\\/g, '/').split('/corpus/real/')[1] ?? f.file;
  return lint(doc)
    .findings.filter((x) => rules.includes(x.code))
    .map((x) => {
      const node = doc.root && findNodeAtOffset(doc.root, x.offset, true);
      const at = node ? getNodePath(node).join('.') : '';
      return { file, at, code: x.code, severity: x.severity, message: x.message };
    });
}

export function fileFindingKey(x: Pick<FileFinding, 'file' | 'at' | 'code' | 'severity'>): string {
  return [x.file, x.at, x.code, x.severity].join(' | ');
}

/** The precision of each measured rule from the reviewed list alone. */
export function fileCorpusPrecision(review: FileCorpusReview): FileCorpusPrecision {
  const rules = new Map<string, RulePrecision>(review.rules.map((code) => [code, { code, bySeverity: {} }]));
  for (const f of review.findings) {
    const rule = rules.get(f.code);
    if (!rule) continue;
    const bySeverity = rule.bySeverity as Record<string, { raised: number; right: number }>;
    const counts = (bySeverity[f.severity] ??= { raised: 0, right: 0 });
    counts.raised++;
    if (f.verdict === 'true-positive') counts.right++;
  }
  return { files: review.files, rules: [...rules.values()] };
}
