import { parentPort } from 'node:worker_threads';
import type { Position } from 'vscode-languageserver-types';
import type { CodeActionParams } from 'vscode-languageserver';
import type { LensSettings } from '../../../common/protocol/settings';
import { CheckRole, type CheckHooks } from './checkRole';
import { WorkerDocuments } from './documents';
import { FeaturesRole } from './featuresRole';
import { errorText, WorkerPort } from './port';
import type { FromWorker, ToWorker } from './protocol';
import { textOf } from './sharedText';
import { PARSER_BROKEN_EXIT_CODE } from '../code/parserExit';
import { parserRuntimeBroken } from '../code/parsers';

/**
 * The language worker (dist/languageWorker.js): a thread of the language server that holds the open documents and does
 * the work that depends on their content, in one of two roles (protocol.ts). `hooks` are for test builds only.
 */
export function runLanguageWorker(hooks: CheckHooks = {}): void {
  const channel = parentPort;
  if (!channel) throw new Error('languageWorker.js runs as a worker thread of the MCP Lens language server');
  // a trap inside tree-sitter leaves its runtime broken for every later parse: this thread ends, still busy on the
  // document that broke it, and the main thread reports that document and starts a fresh worker
  const port = new WorkerPort(channel, () => {
    const broken = parserRuntimeBroken();
    if (!broken) return;
    channel.postMessage({
      type: 'log',
      message: `MCP Lens: ${broken}; this worker ends and a fresh one takes over.`,
    } satisfies FromWorker);
    process.exit(PARSER_BROKEN_EXIT_CODE);
  });
  const docs = new WorkerDocuments();
  let check: CheckRole | undefined;
  let features: FeaturesRole | undefined;
  let settings: LensSettings | undefined;

  const answer = async (id: number, method: string, params: unknown): Promise<void> => {
    let result: unknown = null;
    try {
      if (check && method === 'definition') {
        const p = params as { uri: string; position: Position };
        result = check.definition(p.uri, p.position);
      } else if (check && method === 'declarationActions') {
        result = check.declarationActions(params as CodeActionParams);
      } else if (features) {
        const handler = (features.handlers as Record<string, ((p: unknown) => Promise<unknown>) | undefined>)[method];
        result = handler ? await handler(params) : null;
      }
    } catch (error) {
      port.log(`MCP Lens: ${method} failed: ${errorText(error)}`);
    }
    port.post({ type: 'response', id, result });
  };

  channel.on('message', (message: ToWorker) => {
    try {
      switch (message.type) {
        case 'init':
          settings = message.settings;
          if (message.init.role === 'check') check = new CheckRole(port, docs, message.init, settings, hooks);
          else features = new FeaturesRole(port, docs, settings, hooks);
          return;
        case 'settings':
          settings = message.settings;
          check?.updateSettings(settings);
          features?.updateSettings(settings);
          return;
        case 'open':
          docs.open(message.uri, message.languageId, message.version, textOf(message.text), message.skip);
          features?.closed(message.uri);
          check?.opened(message.uri, message.version);
          return;
        case 'change':
          if (docs.change(message.uri, message.version, message.changes)) check?.changed(message.uri, message.version);
          return;
        case 'close':
          docs.close(message.uri);
          check?.closed(message.uri);
          features?.closed(message.uri);
          return;
        case 'request':
          void answer(message.id, message.method, message.params);
          return;
        case 'diskChanges':
          void check
            ?.diskChanged(message.changes)
            .catch((e: unknown) => port.log(`MCP Lens: could not follow the files changed on disk: ${errorText(e)}`));
          return;
        case 'revalidate':
          check?.revalidateAll();
          return;
      }
    } catch (error) {
      // a bug of ours in the plumbing: say so, and keep the worker serving
      port.log(`MCP Lens: the language worker could not handle "${message.type}": ${errorText(error)}`);
    }
  });
  port.post({ type: 'ready' });
}
