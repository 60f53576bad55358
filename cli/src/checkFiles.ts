import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { NEWEST_REVISION, type SpecRevision } from '../../server/src/engine/spec';
import type { Finding, SeveritySetting } from '../../server/src/engine/types';
import { LineIndex, notCheckedNotice } from '../../server/src/pipeline';
import type { LensSettings } from '../../common/protocol/settings';
import type { FoundSettings, SettingsResolver } from './configFile';
import type { FileCheckResponse } from './worker/fileChecker';
import type { CheckWorkerClient, FileCheckStopped } from './checkWorkerClient';
import { displayPathOf } from './relativePath';
import type { CheckedDocument, CheckReport, Problem, SkippedFile } from './report';
import { safeFixOf } from './safeFixes';
import type { FileToCheck } from './walk';

/** What the command line adds on top of the settings files. */
export interface CliOverrides {
  readonly spec: SpecRevision | undefined;
  readonly rules: Readonly<Record<string, SeveritySetting>>;
  readonly fix: boolean;
}

const BOM = '\uFEFF';

/** The settings of a file with the command line's `--spec` and `--rule` on top. */
export function withOverrides(settings: LensSettings, overrides: Pick<CliOverrides, 'spec' | 'rules'>): LensSettings {
  return {
    ...settings,
    specVersion: overrides.spec ?? settings.specVersion,
    rules: { ...settings.rules, ...overrides.rules },
  };
}

/**
 * Checks files through the pipeline the language server uses, each in the check worker under the time limit; with
 * `fix`, writes the safe fixes back in place. A file that was not checked says why among its problems.
 */
export async function checkFiles(
  files: readonly FileToCheck[],
  cwd: string,
  resolver: SettingsResolver,
  overrides: CliOverrides,
  checks: CheckWorkerClient,
): Promise<CheckReport> {
  const skipped: SkippedFile[] = [];
  const internalErrors = new Set<string>();
  const documents: CheckedDocument[] = [];
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
    const settings = withOverrides(found.settings, overrides);
    const bom = raw.startsWith(BOM) ? BOM : '';
    const text = bom ? raw.slice(1) : raw; // editors drop the byte-order mark before parsing; so do we
    const uri = pathToFileURL(file.path).href;
    let response = await checks.check({ uri, text, settings, fix: overrides.fix });
    if ('stopped' in response) {
      internalErrors.add(`${displayPath}: ${notCheckedNotice(response.stopped, () => 1).message}`);
      documents.push(stoppedDocument(file, displayPath, found, settings, text, response));
      continue;
    }
    if (response.fixesApplied) {
      try {
        writeFileSync(file.path, bom + response.text);
      } catch (error) {
        internalErrors.add(`${displayPath}: fixes could not be written (${(error as Error).message}).`);
        const unfixed = await checks.check({ uri, text, settings, fix: false });
        if ('stopped' in unfixed) {
          documents.push(stoppedDocument(file, displayPath, found, settings, text, unfixed));
          continue;
        }
        response = unfixed;
      }
    }
    for (const f of response.ruleFailures) internalErrors.add(`${displayPath}: rule ${f.rule} failed: ${f.message}`);
    let findings = response.findings;
    if (response.detection.kind === 'unknown' && !findings.length) {
      // named on the command line: say why it was passed over; a file too large to look at gets its notice
      if (response.notChecked?.code === 'MCP002' && file.explicit) {
        findings = [notCheckedNotice(response.notChecked, () => 1)];
      } else {
        if (file.explicit) {
          skipped.push({
            file: file.path,
            displayPath,
            reason: 'not-mcp',
            message: `not an MCP document (${response.detection.reason}); skipped.`,
          });
        }
        continue;
      }
    }
    documents.push(checkedDocument(file.path, displayPath, found, response, findings));
  }
  return { cwd, documents, skipped, internalErrors: [...internalErrors] };
}

function checkedDocument(
  file: string | undefined,
  displayPath: string,
  found: FoundSettings,
  response: FileCheckResponse,
  findings: readonly Finding[],
  extra: Partial<CheckedDocument> = {},
): CheckedDocument {
  const lines = new LineIndex(response.text);
  return {
    file,
    displayPath,
    kind: response.detection.kind,
    dialect: response.detection.dialect,
    spec: response.spec,
    settingsSource: found.source,
    problems: findings.map((f) => toProblem(f, lines)),
    fixesApplied: response.fixesApplied,
    text: response.text,
    lines,
    ...extra,
  };
}

/** A file whose check was stopped: its one problem is the notice saying so. */
function stoppedDocument(
  file: FileToCheck,
  displayPath: string,
  found: FoundSettings,
  settings: LensSettings,
  text: string,
  response: FileCheckStopped,
): CheckedDocument {
  const notice = notCheckedNotice(response.stopped, () => 1);
  const spec = settings.specVersion === 'auto' ? NEWEST_REVISION : settings.specVersion;
  return checkedDocument(
    file.path,
    displayPath,
    found,
    {
      detection: { kind: 'unknown', reason: 'not checked' },
      spec,
      text,
      fixesApplied: 0,
      findings: [notice],
      ruleFailures: [],
    },
    [notice],
  );
}

export function toProblem(f: Finding, lines: LineIndex): Problem {
  // a syntax error at the very end of a file spans one character past it: keep ranges inside the text
  const offset = Math.min(f.offset, lines.length);
  const length = Math.max(0, Math.min(f.length, lines.length - offset));
  const start = lines.positionAt(offset);
  const end = lines.positionAt(offset + length);
  return {
    code: f.code,
    severity: f.severity,
    message: f.message,
    offset,
    length,
    start: { line: start.line + 1, column: start.character + 1 },
    end: { line: end.line + 1, column: end.character + 1 },
    fixable: !!safeFixOf(f),
    fix: (safeFixOf(f) ?? f.fixes?.find((x) => x.preferred) ?? f.fixes?.[0])?.title,
  };
}
