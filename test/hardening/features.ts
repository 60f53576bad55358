import { readFileSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, Position } from 'vscode-languageserver-types';
import type { LspTestClient } from '../helpers/lspClient';

/** Bound on each answer: only a hang reaches it (this is not a performance assertion). */
export const HANG_MS = 20000;

export interface FeatureAnswers {
  readonly requests: number;
  readonly answers: Record<string, unknown[]>;
}

/**
 * Asks every feature about a document at the given offsets (completion and hover at each; symbols, inlay hints over
 * the whole text, code actions for the diagnostics). Rejects if any request fails or hangs.
 */
export async function askEveryFeature(
  client: LspTestClient,
  uri: string,
  text: string,
  offsets: readonly number[],
  diagnostics: readonly Diagnostic[] = [],
): Promise<FeatureAnswers> {
  const doc = TextDocument.create(uri, 'json', 1, text);
  const textDocument = { uri };
  const positions: Position[] = offsets.map((o) => doc.positionAt(Math.max(0, Math.min(o, text.length))));
  const whole = { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) };
  const requests: [string, unknown][] = [
    ...positions.flatMap((position): [string, unknown][] => [
      ['textDocument/completion', { textDocument, position }],
      ['textDocument/hover', { textDocument, position }],
    ]),
    ['textDocument/documentSymbol', { textDocument }],
    ['textDocument/inlayHint', { textDocument, range: whole }],
    ['textDocument/codeAction', { textDocument, range: whole, context: { diagnostics } }],
  ];
  const answers: Record<string, unknown[]> = {};
  await Promise.all(
    requests.map(async ([method, params]) => {
      const result = await client.request(method, params, HANG_MS);
      (answers[method] ??= []).push(result);
    }),
  );
  return { requests: requests.length, answers };
}

/** Errors the server logged since `from` (a handler or a rule that threw): each one is something lost. */
export function loggedErrors(client: LspTestClient, from = 0): string[] {
  return client.logs
    .slice(from)
    .filter((l) => l.type === 1)
    .map((l) => l.message);
}

/** Offset of the first `[` or `{` that opens more than `limit` containers (the place MCP003 marks), for bracket-only texts. */
export function offsetPastDepth(text: string, limit: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = text.indexOf('"', i + 1);
    else if (c === '[' || c === '{') {
      if (++depth > limit) return i;
    } else if (c === ']' || c === '}') depth--;
  }
  return -1;
}

/** The resident memory of a process in bytes, from /proc (Linux), or undefined elsewhere. */
export function residentBytes(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
