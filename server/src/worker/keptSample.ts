import type { Diagnostic } from 'vscode-languageserver-types';
import { analyseDocument, checkAnalysis, engineOptionsOf, type Analysis, type CheckResult } from '../pipeline';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { toDiagnostics } from '../service/languageService';

/** What a worker keeps of the sample: its analysis, and in the check worker what checking it made. */
export interface KeptSample {
  readonly analysis: Analysis;
  readonly result?: CheckResult;
  readonly diagnostics?: readonly Diagnostic[];
}

const SAMPLE_URI = 'mcp-lens-sample:/tools.json';

/**
 * A small catalog analysed (and checked) when a worker starts and kept for its life, so that V8 keeps the code compiled
 * for the engine's objects between catalogs (docs/performance.md). It uses neither test hooks nor the user's settings.
 */
export function keepSample(check: boolean): KeptSample | undefined {
  try {
    const analysis = analyseDocument(
      { uri: SAMPLE_URI, text: SAMPLE_TEXT, version: 0, languageId: 'json' },
      DEFAULT_SETTINGS,
    );
    if (!check) return { analysis };
    const result = checkAnalysis(analysis, engineOptionsOf(DEFAULT_SETTINGS));
    return { analysis, result, diagnostics: toDiagnostics(analysis.source, result) };
  } catch {
    return undefined;
  }
}

const input = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });

/** A catalog as a client saves a tools/list and resources/list: most shapes of value, and findings with fixes. */
const SAMPLE_CATALOG = {
  tools: [
    {
      name: 'search_issues',
      title: 'Search issues',
      description: 'Finds issues whose title or body contains the query.',
      inputSchema: input(
        {
          query: { type: 'string', minLength: 1, description: 'Text to look for' },
          state: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' },
          labels: { type: 'array', items: { type: 'string' } },
          limit: { type: 'integer', minimum: 1, maximum: 100 },
          ratio: { type: 'number', minimum: 0.5 },
        },
        ['query'],
      ),
      outputSchema: input(
        { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } },
        ['items'],
      ),
      annotations: { title: 'Search issues', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    {
      name: 'update_issue',
      description: 'Updates the title, body or labels of an existing issue.',
      inputSchema: input(
        { id: { type: 'string' }, patch: { type: 'object', additionalProperties: { type: 'string' } } },
        ['id', 'patch'],
      ),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: null },
    },
    {
      name: 'delete_issue',
      description: 'Deletes an issue for good.',
      inputSchema: input({ id: { type: 'string', pattern: '^[0-9]+$' } }, ['id']),
      annotations: { readOnlyHint: true, destructiveHint: true, colour: 'red' },
    },
  ],
  resources: [
    {
      uri: 'issues://index',
      name: 'index',
      mimeType: 'application/json',
      annotations: { audience: ['user', 'assistant'], priority: 0.8 },
    },
    {
      uri: 'issues://guide',
      name: 'guide',
      mimeType: 'text/markdown',
      annotations: { audience: ['user'], priority: 5 },
    },
  ],
  resourceTemplates: [
    { uriTemplate: 'issues://issues/{id}', name: 'issue', mimeType: 'application/json' },
    { uriTemplate: 'issues://search{?query,labels*', name: 'search' },
  ],
};

const SAMPLE_TEXT = `${JSON.stringify(SAMPLE_CATALOG, null, 2)}\n`;
