// The entry of dist/languageClient.js, which the activation bundle (client/src/ctx.ts) requires only once a document
// wants the language server: vscode-languageclient is the largest part of the extension.
import * as vscode from 'vscode';
import {
  LanguageClient,
  State,
  TransportKind,
  type LanguageClientOptions,
  type Middleware,
  type ServerOptions,
} from 'vscode-languageclient/node';
import type { InitializationOptions } from '../../common/protocol/messages';
import { SERVER_NODE_ARGS } from '../../common/protocol/serverProcess';
import { SECTION, serverExtraArgs } from './config';
import { CATALOG_SCHEME } from '../../common/protocol/catalogScheme';

export { needsRestart } from './config';

/** Source languages whose MCP declarations (TypeScript SDK, FastMCP) the server checks. */
const CODE_LANGUAGES = ['typescript', 'javascript', 'typescriptreact', 'javascriptreact', 'python'];

export function createLanguageClient(context: vscode.ExtensionContext): LanguageClient {
  const module = context.asAbsolutePath('dist/server.js');
  // the user's extra arguments come last, so they can override ours
  const execArgv = [...SERVER_NODE_ARGS, ...serverExtraArgs()];
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc, options: { execArgv } },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: [...execArgv, '--nolazy', '--inspect=6019'] } },
  };
  // VS Code reports JSON syntax errors, and validates .vscode/mcp.json against its own schema
  const initializationOptions: InitializationOptions = {
    hostReportsSyntaxErrors: true,
    hostValidatesVsCodeMcpJson: true,
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { language: 'json', scheme: 'file' },
      { language: 'jsonc', scheme: 'file' },
      { language: 'json', scheme: 'untitled' },
      { language: 'jsonc', scheme: 'untitled' },
      { language: 'json', scheme: 'vscode-userdata' },
      { language: 'jsonc', scheme: 'vscode-userdata' },
      { language: 'json', scheme: CATALOG_SCHEME },
      // MCP servers written in code: the server parses only files that import an MCP SDK
      ...CODE_LANGUAGES.flatMap((language) => [
        { language, scheme: 'file' },
        { language, scheme: 'untitled' },
      ]),
    ],
    synchronize: { configurationSection: SECTION },
    initializationOptions,
    outputChannelName: 'MCP Lens Language Server',
    traceOutputChannel: undefined,
    middleware: quietWhileStopped(() => client),
  };
  const client = new LanguageClient('mcpLens', 'MCP Lens Language Server', serverOptions, clientOptions);
  return client;
}

/**
 * While the server stops (the window closes, a restart), VS Code's requests get no answer instead of failing, so the
 * host logs no "provider FAILED" for them. A request that fails while the server runs still fails.
 */
function quietWhileStopped(client: () => LanguageClient | undefined): Middleware {
  const quiet = async <T>(request: () => vscode.ProviderResult<T>): Promise<T | null | undefined> => {
    try {
      return await request();
    } catch (error) {
      if (client()?.state !== State.Running) return undefined;
      throw error;
    }
  };
  return {
    provideCompletionItem: (doc, pos, ctx, token, next) => quiet(() => next(doc, pos, ctx, token)),
    provideHover: (doc, pos, token, next) => quiet(() => next(doc, pos, token)),
    provideCodeActions: (doc, range, ctx, token, next) => quiet(() => next(doc, range, ctx, token)),
    provideDocumentSymbols: (doc, token, next) => quiet(() => next(doc, token)),
    provideInlayHints: (doc, range, token, next) => quiet(() => next(doc, range, token)),
    provideDefinition: (doc, pos, token, next) => quiet(() => next(doc, pos, token)),
  };
}
