/** Checks one file or live catalog in the CLI's check worker, then applies `--fix`'s passes. It waits for the facts
 * some rules need from outside the file (PATH lookups, `dev.watch` matches, the package.json beside a server.json). */
import { PARSER_BROKEN_EXIT_CODE } from '../../../server/src/code/parserExit';
import { ParserRuntimeBroken } from '../../../server/src/code/parsers';
import type { Detection } from '../../../common/formats/documentKind';
import { targetRevision, type SpecRevision } from '../../../server/src/engine/spec';
import type { Finding } from '../../../server/src/engine/types';
import { CommandLookup } from '../../../server/src/env/commandLookup';
import {
  analyseDocument,
  checkAnalysis,
  engineOptionsOf,
  prepareDocument,
  shownFindings,
  WorkspaceFactsLookup,
  type CheckResult,
  type DocumentInput,
  type RuleFailure,
} from '../../../server/src/pipeline';
import type { LensSettings } from '../../../common/protocol/settings';
import { applySafeFixes } from '../safeFixes';

export interface FileCheckRequest {
  readonly uri: string;
  readonly text: string;
  /** The settings that apply, with the command line's overrides already merged in. */
  readonly settings: LensSettings;
  readonly fix: boolean;
  /** What the caller knows the document to be (a live catalog): detection is skipped. */
  readonly kind?: Detection;
}

export interface FileCheckResponse {
  readonly detection: Detection;
  readonly spec: SpecRevision;
  /** The text the findings point into: the file's, after `--fix` when it changed it. */
  readonly text: string;
  readonly fixesApplied: number;
  /** The findings, then the notices (not checked, rules that failed). */
  readonly findings: readonly Finding[];
  readonly ruleFailures: readonly RuleFailure[];
  /** Set when the document was not checked at all (MCP002, MCP003, MCP005). */
  readonly notChecked?: CheckResult['notChecked'];
}

/** What a test build may inject: rules that misbehave, to prove the time limit holds. */
export interface FileCheckHooks {
  readonly extraRules?: NonNullable<Parameters<typeof engineOptionsOf>[1]>['extraRules'];
}

export class FileChecker {
  private readonly commands = new CommandLookup();
  /** MCP727's env files only when the rule is turned on: a clean checkout (CI) lacks a gitignored `.env` by design. */
  private readonly workspaceFacts = new WorkspaceFactsLookup({ envFilesOnlyWhenTurnedOn: true });

  constructor(private readonly hooks: FileCheckHooks = {}) {}

  /**
   * `started` is called once the grammar a code file needs has loaded: the time limit runs from there. When the
   * parser's runtime breaks on the file, the worker thread ends (its runtime is broken for every later file).
   */
  async check(request: FileCheckRequest, started: () => void = () => undefined): Promise<FileCheckResponse> {
    try {
      return await this.checkOnce(request, started);
    } catch (error) {
      if (error instanceof ParserRuntimeBroken) process.exit(PARSER_BROKEN_EXIT_CODE);
      throw error;
    }
  }

  private async checkOnce(request: FileCheckRequest, started: () => void): Promise<FileCheckResponse> {
    const input: DocumentInput = { uri: request.uri, text: request.text, kind: request.kind };
    await prepareDocument(input);
    started();
    const asked = new Set<string>();
    let options = engineOptionsOf(request.settings, {
      extraRules: this.hooks.extraRules,
      commandExists: (c) => {
        const known = this.commands.commandExists(c);
        if (known === undefined) asked.add(c);
        return known;
      },
    });
    const checkText = (text: string) => {
      const analysis = analyseDocument({ ...input, text }, request.settings);
      return { analysis, result: checkAnalysis(analysis, options) };
    };
    let text = request.text;
    let fixesApplied = 0;
    if (request.fix && !checkText(text).analysis.notChecked) {
      // a fix could change what the document is, so each pass analyses again, as the editor would after an edit
      const fixed = applySafeFixes(text, (t) => checkText(t).result.findings);
      text = fixed.text;
      fixesApplied = fixed.applied;
    }
    let { analysis, result } = checkText(text);
    // what the rules were told was "unknown" (commands whose lookup was running, the files dev.watch matches in the
    // text as fixed): look it up, then check with the answers known
    const { watchedFiles, neighbourFiles } = await this.workspaceFacts.prepare(analysis, options.rules);
    if (asked.size || watchedFiles?.size || neighbourFiles?.size) {
      await Promise.all([...asked].map((c) => this.commands.lookup(c)));
      options = { ...options, watchedFiles, neighbourFiles };
      ({ analysis, result } = checkText(text));
    }
    return {
      detection: result.detection,
      spec: targetRevision(analysis.parsed.root, options.specVersion).revision,
      text,
      fixesApplied,
      findings: shownFindings(result),
      ruleFailures: result.ruleFailures,
      notChecked: result.notChecked,
    };
  }
}
