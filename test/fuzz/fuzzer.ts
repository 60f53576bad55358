import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type {
  CodeAction,
  Diagnostic,
  Position,
  Range,
  TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol';
import type { LspTestClient } from '../helpers/lspClient';
import {
  actionEdits,
  checkCodeActions,
  checkCompletion,
  checkDiagnostics,
  checkHover,
  checkInlayHints,
  checkSymbols,
} from './checks';
import { applyMutation, DEFAULT_LIMITS, mutate, type Mutation, type MutationLimits } from './mutations';
import { Random } from './random';
import type { SeedDocument } from './seeds';

/**
 * A seeded fuzzer for the language server over a real LSP connection (docs/testing.md, "Fuzzing"). Everything is
 * derived from the seed, so a failure replays.
 */

export interface FuzzOptions {
  readonly client: LspTestClient;
  readonly seeds: readonly SeedDocument[];
  readonly seed: number;
  /** How many edits in all, spread over the documents. */
  readonly edits: number;
  /** Bound per request and per awaited diagnostics; only a hang reaches it. */
  readonly timeoutMs?: number;
  /** Longest burst of edits sent before waiting for diagnostics. */
  readonly maxBurst?: number;
  readonly limits?: MutationLimits;
  /** Where failing documents are written, to replay them. */
  readonly failureDir?: string;
  readonly progress?: (line: string) => void;
  /** Documents fuzzed side by side (each with its own seeded random stream). */
  readonly concurrency?: number;
  /** Fuzz only the documents whose name contains this (to replay one). */
  readonly only?: string;
}

export interface FuzzFailure {
  readonly document: string;
  /** The edit after which it failed (0: the document as opened; -1: the fuzzer itself failed). */
  readonly step: number;
  readonly method: string;
  readonly message: string;
  readonly lastEdits: readonly string[];
  readonly saved?: string;
}

export interface FuzzReport {
  readonly seed: number;
  documents: number;
  /** The edits the campaign planned (fewer when FUZZ_ONLY picks some documents). */
  plannedEdits: number;
  edits: number;
  readonly editsByKind: Record<string, number>;
  readonly requests: Record<string, number>;
  diagnostics: number;
  readonly codes: Record<string, number>;
  codeActions: number;
  fixesApplied: number;
  fullTextChanges: number;
  largestDocument: number;
  readonly failures: FuzzFailure[];
  /** Set when the campaign stopped early: the server hung or died. */
  stopped?: string;
}

const METHODS = {
  completion: 'textDocument/completion',
  hover: 'textDocument/hover',
  codeAction: 'textDocument/codeAction',
  symbols: 'textDocument/documentSymbol',
  inlayHints: 'textDocument/inlayHint',
} as const;

/** A fatal failure: the server hung or exited, so nothing after it means anything. */
class Fatal extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Fatal(`${what}: no answer within ${ms} ms`)), ms)),
  );
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/** The one ranged change that turns `before` into `after` (common prefix and suffix kept). */
export function diffAsMutation(before: string, after: string, kind: Mutation['kind']): Mutation {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) {
    end++;
  }
  return { kind, offset: start, length: before.length - end - start, newText: after.slice(start, after.length - end) };
}

/** A seed of its own for each document (from its name), so that documents fuzzed side by side replay the same way alone. */
export function documentSeed(seed: number, name: string): number {
  let h = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return (seed ^ h) >>> 0;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { client, seeds } = options;
  const rng = new Random(options.seed);
  const report: FuzzReport = {
    seed: options.seed,
    documents: 0,
    plannedEdits: 0,
    edits: 0,
    editsByKind: {},
    requests: {},
    diagnostics: 0,
    codes: {},
    codeActions: 0,
    fixesApplied: 0,
    fullTextChanges: 0,
    largestDocument: 0,
    failures: [],
  };
  // the edit budget spread evenly, the remainder to the first documents of a seeded order
  const order = rng.shuffle(seeds);
  const budget = order.map(
    (_, i) => Math.floor(options.edits / order.length) + (i < options.edits % order.length ? 1 : 0),
  );
  const queue = order
    .map((doc, i) => ({ doc, edits: budget[i]! }))
    .filter((job) => !options.only || job.doc.name.includes(options.only));
  report.plannedEdits = queue.reduce((sum, job) => sum + job.edits, 0);
  const campaign: Campaign = {
    options,
    report,
    logsSeen: client.logs.length,
    done: 0,
    total: queue.length,
    open: new Map(),
    saved: new Set(),
  };

  // a few documents at a time, as an editor has them: the validation debounce of one overlaps the work on others
  const lane = async () => {
    for (let job = queue.shift(); job && !report.stopped; job = queue.shift()) {
      try {
        await fuzzDocument(campaign, job.doc, new Random(documentSeed(options.seed, job.doc.name)), job.edits);
      } catch (error) {
        // a bug of the fuzzer itself: stop, and say so rather than leave the other lanes running unobserved
        report.stopped ??= `${job.doc.name}: the fuzzer failed: ${error instanceof Error ? error.stack : String(error)}`;
        report.failures.push({
          document: job.doc.name,
          step: -1,
          method: 'fuzzer',
          message: report.stopped,
          lastEdits: [],
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, lane));
  return report;
}

interface Campaign {
  readonly options: FuzzOptions;
  readonly report: FuzzReport;
  logsSeen: number;
  done: number;
  readonly open: Map<string, DocumentState>;
  /** Signatures of the failures already written out. */
  readonly saved: Set<string>;
  readonly total: number;
}

async function fuzzDocument(campaign: Campaign, seedDoc: SeedDocument, rng: Random, edits: number): Promise<void> {
  const { options, report } = campaign;
  const { client } = options;
  report.documents++;
  const state = new DocumentState(seedDoc);
  const fail = (method: string, message: string, extra?: unknown) =>
    report.failures.push(recordFailure(campaign, state, method, message, extra));
  // an error the server logs (a rule or a handler that threw) belongs to the document it names, if one is open
  const checkLogs = () => {
    for (const log of client.logs.slice(campaign.logsSeen)) {
      if (log.type !== 1) continue;
      const owner = [...campaign.open.values()].find((o) => log.message.includes(o.seed.uri)) ?? state;
      report.failures.push(recordFailure(campaign, owner, 'server log', log.message));
    }
    campaign.logsSeen = client.logs.length;
  };
  campaign.open.set(seedDoc.uri, state);
  try {
    await editAndProbe(campaign, state, rng, edits, checkLogs, fail);
  } catch (error) {
    if (!(error instanceof Fatal) && !/exited/.test(String(error))) throw error;
    // every document in flight is saved: any of their last edits may be the one the server choked on
    const message = error instanceof Error ? error.message : String(error);
    report.stopped ??= `${seedDoc.name}: ${message}`;
    report.failures.push(recordFailure(campaign, state, 'fatal', message));
    return;
  }
  campaign.open.delete(seedDoc.uri);
  campaign.done++;
  if (options.progress && campaign.done % 10 === 0) {
    options.progress(
      `fuzz: ${campaign.done}/${campaign.total} documents, ${report.edits} edits, ${report.failures.length} failures`,
    );
  }
}

async function editAndProbe(
  campaign: Campaign,
  state: DocumentState,
  rng: Random,
  edits: number,
  checkLogs: () => void,
  fail: (method: string, message: string, extra?: unknown) => void,
): Promise<void> {
  const { options, report } = campaign;
  const { client } = options;
  const seedDoc = state.seed;
  const timeoutMs = options.timeoutMs ?? 20000;
  const maxBurst = options.maxBurst ?? 3;
  const limits = options.limits ?? DEFAULT_LIMITS;

  const opened = await within(
    client.open(seedDoc.uri, seedDoc.text, seedDoc.languageId),
    timeoutMs,
    `diagnostics of ${seedDoc.name} on open`,
  );
  state.received(opened, report, fail);
  await probe(client, rng, state, report, timeoutMs, fail);
  checkLogs();

  for (let remaining = edits; remaining > 0 && !report.stopped;) {
    const burst = Math.min(remaining, rng.between(1, maxBurst));
    for (let b = 0; b < burst; b++) {
      const last = b === burst - 1;
      const edit = nextEdit(rng, state, limits, report);
      const full = rng.chance(0.05);
      const change: TextDocumentContentChangeEvent = full
        ? { text: applyMutation(state.text, edit) }
        : {
            range: { start: state.doc.positionAt(edit.offset), end: state.doc.positionAt(edit.offset + edit.length) },
            text: edit.newText,
          };
      if (full) report.fullTextChanges++;
      state.apply(edit, change);
      report.edits++;
      report.largestDocument = Math.max(report.largestDocument, state.text.length);
      const published = client.changeRanges(seedDoc.uri, [change], last);
      if (last) {
        state.received(
          await within(
            published as Promise<Diagnostic[]>,
            timeoutMs,
            `diagnostics of ${seedDoc.name} after edit ${state.step}`,
          ),
          report,
          fail,
        );
      } else await published;
      // between the edits of a burst the requests see a version not yet validated, and stale diagnostics
      await probe(client, rng, state, report, timeoutMs, fail);
      checkLogs();
    }
    remaining -= burst;
  }
  await client.close(seedDoc.uri);
  if (!client.alive) throw new Fatal('the language server process is gone');
}

/** The client's copy of one document under fuzz, mirroring the server's view exactly. */
class DocumentState {
  doc: TextDocument;
  text: string;
  step = 0;
  diagnostics: Diagnostic[] = [];
  /** Code actions answered for the current version, to apply one as an edit. */
  actions: CodeAction[] = [];
  readonly history: string[] = [];
  private version = 1;

  constructor(readonly seed: SeedDocument) {
    this.doc = TextDocument.create(seed.uri, seed.languageId, 1, seed.text);
    this.text = seed.text;
  }

  apply(edit: Mutation, change: TextDocumentContentChangeEvent): void {
    this.version++;
    this.step++;
    this.doc = TextDocument.update(this.doc, [change], this.version);
    this.text = this.doc.getText();
    this.actions = [];
    const shown =
      edit.newText.length > 60
        ? `${JSON.stringify(edit.newText.slice(0, 40))}…(${edit.newText.length})`
        : JSON.stringify(edit.newText);
    this.history.push(`${edit.kind} @${edit.offset}+${edit.length} ${shown}`);
    if (this.history.length > 8) this.history.shift();
  }

  received(diagnostics: Diagnostic[], report: FuzzReport, fail: (method: string, message: string) => void): void {
    this.diagnostics = diagnostics;
    report.diagnostics += diagnostics.length;
    for (const d of diagnostics) report.codes[String(d.code)] = (report.codes[String(d.code)] ?? 0) + 1;
    for (const p of checkDiagnostics(this.doc, diagnostics)) fail('publishDiagnostics', p);
    // the time limit caught a runaway analysis: the server stayed up, but a rule or parser never returned
    for (const d of diagnostics) {
      if (d.code === 'MCP006') fail('publishDiagnostics', `a runaway analysis was stopped: ${String(d.message)}`);
    }
  }
}

function nextEdit(rng: Random, state: DocumentState, limits: MutationLimits, report: FuzzReport): Mutation {
  const fixable = state.actions.filter((a) => a.edit?.changes?.[state.doc.uri]?.length);
  if (fixable.length && rng.chance(0.3)) {
    const { edits } = actionEdits(state.doc, rng.pick(fixable));
    if (edits.length) {
      report.fixesApplied++;
      count(report.editsByKind, 'quick-fix');
      return diffAsMutation(state.text, TextDocument.applyEdits(state.doc, edits), 'quick-fix');
    }
  }
  const m = mutate(state.text, rng, limits, state.seed.languageId);
  count(report.editsByKind, m.kind);
  return m;
}

function count(map: Record<string, number>, key: string): void {
  map[key] = (map[key] ?? 0) + 1;
}

function randomPosition(rng: Random, doc: TextDocument): Position {
  // now and then a position the document does not have: clients send stale ones
  if (rng.chance(0.05)) return { line: doc.lineCount + rng.int(10), character: rng.int(1_000_000) };
  if (rng.chance(0.03)) return { line: rng.int(doc.lineCount), character: 1_000_000_000 };
  return doc.positionAt(rng.int(doc.getText().length + 1));
}

function randomRange(rng: Random, doc: TextDocument): Range {
  const a = doc.offsetAt(randomPosition(rng, doc));
  const b = rng.chance(0.3) ? doc.getText().length : doc.offsetAt(randomPosition(rng, doc));
  return { start: doc.positionAt(Math.min(a, b)), end: doc.positionAt(Math.max(a, b)) };
}

/** Every feature once at random places; answers are checked, failures recorded; a hang or exit is fatal. */
async function probe(
  client: LspTestClient,
  rng: Random,
  state: DocumentState,
  report: FuzzReport,
  timeoutMs: number,
  fail: (method: string, message: string, extra?: unknown) => void,
): Promise<void> {
  const doc = state.doc;
  const textDocument = { uri: doc.uri };
  const diagnostics = state.diagnostics;
  const around = diagnostics.length && rng.chance(0.7) ? rng.pick(diagnostics).range : randomRange(rng, doc);
  const actionContext = {
    diagnostics: rng.chance(0.8) ? diagnostics : diagnostics.slice(0, 1),
    only: rng.chance(0.2) ? ['quickfix'] : undefined,
  };
  const requests: [string, unknown, (result: never) => string[]][] = [
    [METHODS.completion, { textDocument, position: randomPosition(rng, doc) }, (r) => checkCompletion(doc, r)],
    [METHODS.hover, { textDocument, position: randomPosition(rng, doc) }, (r) => checkHover(doc, r)],
    [
      METHODS.codeAction,
      { textDocument, range: around, context: actionContext },
      (r: CodeAction[] | null) => {
        if (Array.isArray(r)) {
          report.codeActions += r.length;
          state.actions.push(...r);
        }
        return checkCodeActions(doc, r);
      },
    ],
    [METHODS.symbols, { textDocument }, (r) => checkSymbols(doc, r)],
    [
      METHODS.inlayHints,
      {
        textDocument,
        range: rng.chance(0.5)
          ? { start: { line: 0, character: 0 }, end: doc.positionAt(doc.getText().length) }
          : randomRange(rng, doc),
      },
      (r) => checkInlayHints(doc, r),
    ],
  ];
  await Promise.all(
    rng.shuffle(requests).map(async ([method, params, check]) => {
      count(report.requests, method);
      let result: unknown;
      try {
        result = await client.request(method, params, timeoutMs);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/no answer within|exited/.test(message)) throw new Fatal(message);
        fail(method, message, params);
        return;
      }
      for (const p of check(result as never)) fail(method, p, params);
    }),
  );
}

/** Failures that are the same bug share a signature (URIs and numbers do not count). */
function signature(method: string, message: string): string {
  return `${method}: ${message
    .split('\n')
    .slice(0, 2)
    .join(' ')
    .replace(/file:\/\/\S+|\d+/g, '#')}`;
}

function recordFailure(
  campaign: Campaign,
  state: DocumentState,
  method: string,
  message: string,
  params?: unknown,
): FuzzFailure {
  const { options, report } = campaign;
  let saved: string | undefined;
  // the first document of each distinct failure is written out, to replay it alone
  const key = signature(method, message);
  if (options.failureDir && (method === 'fatal' || !campaign.saved.has(key)) && campaign.saved.size < 50) {
    campaign.saved.add(key);
    mkdirSync(options.failureDir, { recursive: true });
    saved = join(options.failureDir, `seed-${report.seed}-failure-${report.failures.length + 1}.json`);
    writeFileSync(
      saved,
      JSON.stringify(
        {
          seed: report.seed,
          document: state.seed.name,
          uri: state.seed.uri,
          step: state.step,
          method,
          message,
          params,
          lastEdits: state.history,
          text: state.text,
        },
        null,
        2,
      ),
    );
  }
  return {
    document: state.seed.name,
    step: state.step,
    method,
    message: message.slice(0, 2000),
    lastEdits: [...state.history],
    saved,
  };
}

/** What a campaign covered, for the test output. */
export function formatReport(r: FuzzReport): string {
  const list = (m: Record<string, number>) =>
    Object.entries(m)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  const total = Object.values(r.requests).reduce((s, n) => s + n, 0);
  const lines = [
    `seed ${r.seed} (replay with FUZZ_SEED=${r.seed}, one document alone with FUZZ_ONLY=<its name>)`,
    `documents ${r.documents}, edits ${r.edits} (${list(r.editsByKind)}; ${r.fullTextChanges} sent as full text), largest document ${r.largestDocument} chars`,
    `requests ${total}: ${list(r.requests)}`,
    `diagnostics ${r.diagnostics} (${Object.keys(r.codes).length} codes: ${list(r.codes)})`,
    `code actions offered ${r.codeActions}, quick fixes applied as edits ${r.fixesApplied}`,
    `failures ${r.failures.length}${r.stopped ? ` — stopped early: ${r.stopped}` : ''}`,
  ];
  // one bug usually fails many requests: each distinct failure once, with how often it happened
  const groups = new Map<string, { first: FuzzFailure; count: number }>();
  for (const f of r.failures) {
    const key = signature(f.method, f.message);
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { first: f, count: 1 });
  }
  for (const { first: f, count } of [...groups.values()].slice(0, 15)) {
    lines.push(`  ✗ ${count}× ${f.method}: ${f.message.split('\n').slice(0, 6).join('\n      ')}`);
    lines.push(
      `      first in ${f.document} after edit ${f.step}; last edits: ${f.lastEdits.join(' | ')}${f.saved ? `\n      saved: ${f.saved}` : ''}`,
    );
  }
  return lines.join('\n');
}
