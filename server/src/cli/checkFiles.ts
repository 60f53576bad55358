import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { analyseCodeDocument, codeDetection, isCodeDocument, lintCodeDocument, prepareCodeFile } from '../code';
import { detectKind } from '../detect/detect';
import type { Detection } from '../detect/documentKind';
import { lint } from '../engine/lint';
import { targetRevision, type SpecRevision } from '../engine/spec';
import type { EngineOptions, Finding, SeveritySetting } from '../engine/types';
import { parseDocument, type ParsedDocument } from '../parse/parsedDocument';
import type { LensSettings } from '../protocol/settings';
import type { FoundSettings, SettingsResolver } from './configFile';
import { LineIndex } from './lineIndex';
import type { PathCommands } from './pathCommands';
import { displayPathOf } from './relativePath';
import type { CheckedDocument, CheckReport, Problem, SkippedFile } from './report';
import { applySafeFixes, safeFixOf } from './safeFixes';
import type { FileToCheck } from './walk';

/** What the command line adds on top of the settings files. */
export interface CliOverrides {
  readonly spec: SpecRevision | undefined;
  readonly rules: Readonly<Record<string, SeveritySetting>>;
  readonly fix: boolean;
  /** PATH lookups for stdio commands, used when the settings allow it. */
  readonly commands: PathCommands;
}

const BOM = '\uFEFF';

interface Linted {
  readonly file: FileToCheck;
  readonly displayPath: string;
  readonly found: FoundSettings;
  readonly options: EngineOptions;
  readonly doc: ParsedDocument;
  readonly detection: Detection;
  readonly fixesApplied: number;
}

/**
 * Checks files with the engine the language server uses; with `fix`, writes the safe fixes back in place.
 * Documents whose rules asked about commands on PATH are linted again once those lookups have finished.
 */
export async function checkFiles(files: readonly FileToCheck[], cwd: string, resolver: SettingsResolver, overrides: CliOverrides): Promise<CheckReport> {
  const skipped: SkippedFile[] = [];
  const internalErrors = new Set<string>(); // a rule that throws on every fix pass is one failure
  const lintDocument = (displayPath: string, doc: ParsedDocument, det: Detection, options: EngineOptions): Finding[] => {
    const result = isCodeDocument(doc) ? lintCodeDocument(doc, options) : lint(doc, options, det);
    for (const e of result.ruleErrors) internalErrors.add(`${displayPath}: rule ${e.rule} failed: ${e.error instanceof Error ? e.error.message : String(e.error)}`);
    return result.findings;
  };
  const linted: { entry: Linted; findings: Finding[]; waitsForCommands: boolean }[] = [];
  for (const file of files) {
    const displayPath = displayPathOf(file.path, cwd);
    let raw: string;
    try {
      raw = readFileSync(file.path, 'utf8');
    } catch (error) {
      internalErrors.add(`${displayPath}: cannot be read (${(error as Error).message}).`);
      continue;
    }
    const found = resolver.forFile(file.path);
    const settings = found.settings;
    const bom = raw.startsWith(BOM) ? BOM : '';
    const text = bom ? raw.slice(1) : raw; // editors drop the byte-order mark before parsing; so do we
    if (text.length > settings.maxDocumentSize) {
      skipped.push({ file: file.path, displayPath, reason: 'too-large', message: `not checked: ${text.length} characters, over the maxDocumentSize setting (${settings.maxDocumentSize}).` });
      continue;
    }
    const uri = pathToFileURL(file.path).href;
    // TypeScript/JavaScript/Python that imports an MCP SDK: its declarations, as the language server reads them
    const isCode = await prepareCodeFile(uri, text);
    const parse = (t: string): ParsedDocument => (isCode ? analyseCodeDocument(uri, t)! : parseDocument(uri, t));
    const detect = (d: ParsedDocument): Detection => (isCodeDocument(d) ? codeDetection(d) : detectKind(uri, d.root, settings.files));
    let doc = parse(text);
    let detection = detect(doc);
    if (detection.kind === 'unknown') {
      if (file.explicit) skipped.push({ file: file.path, displayPath, reason: 'not-mcp', message: `not an MCP document (${detection.reason}); skipped.` });
      continue;
    }
    const options = engineOptions(settings, overrides);
    let fixesApplied = 0;
    if (overrides.fix) {
      // a fix could change what the document is, so each pass detects again, as the editor would after an edit
      const relint = (t: string) => {
        const d = parse(t);
        return lintDocument(displayPath, d, detect(d), options);
      };
      const fixed = applySafeFixes(text, relint);
      if (fixed.text !== text) {
        try {
          writeFileSync(file.path, bom + fixed.text);
          doc = parse(fixed.text);
          detection = detect(doc);
          fixesApplied = fixed.applied;
        } catch (error) {
          internalErrors.add(`${displayPath}: fixes could not be written (${(error as Error).message}).`);
        }
      }
    }
    const entry: Linted = { file, displayPath, found, options, doc, detection, fixesApplied };
    const before = overrides.commands.unknownAnswers();
    const findings = lintDocument(displayPath, doc, detection, options);
    linted.push({ entry, findings, waitsForCommands: overrides.commands.unknownAnswers() > before });
  }
  if (linted.some((l) => l.waitsForCommands)) {
    await overrides.commands.settle();
    for (const l of linted) if (l.waitsForCommands) l.findings = lintDocument(l.entry.displayPath, l.entry.doc, l.entry.detection, l.entry.options);
  }
  const documents = linted.map(({ entry, findings }) => checkedDocument(entry, findings));
  return { cwd, documents, skipped, internalErrors: [...internalErrors] };
}

function checkedDocument(e: Linted, findings: readonly Finding[]): CheckedDocument {
  const lines = new LineIndex(e.doc.text);
  return {
    file: e.file.path,
    displayPath: e.displayPath,
    kind: e.detection.kind,
    dialect: e.detection.dialect,
    spec: targetRevision(e.doc.root, e.options.specVersion).revision,
    settingsSource: e.found.source,
    problems: findings.map((x) => toProblem(x, lines)),
    fixesApplied: e.fixesApplied,
    text: e.doc.text,
    lines,
  };
}

export function engineOptions(settings: LensSettings, overrides: Pick<CliOverrides, 'spec' | 'rules' | 'commands'>): EngineOptions {
  return {
    specVersion: overrides.spec ?? settings.specVersion,
    rules: { ...settings.rules, ...overrides.rules },
    commandExists: settings.checkCommandsOnPath ? (c) => overrides.commands.commandExists(c) : undefined,
  };
}

export function toProblem(f: Finding, lines: LineIndex): Problem {
  // a syntax error at the very end of a file spans one character past it: keep ranges inside the text
  const offset = Math.min(f.offset, lines.length);
  const length = Math.max(0, Math.min(f.length, lines.length - offset));
  return {
    code: f.code,
    severity: f.severity,
    message: f.message,
    offset,
    length,
    start: lines.position(offset),
    end: lines.position(offset + length),
    fixable: !!safeFixOf(f),
  };
}
