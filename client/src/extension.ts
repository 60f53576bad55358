// The activation bundle (dist/client.js): it only wires. What it registers loads the rest on first use
// (client/src/lazyBundle.ts), so activating for an ordinary JSON, TypeScript or Python file stays cheap.
import * as vscode from 'vscode';
import { registerAgentServer } from './agentServer';
import { registerCommands } from './commands';
import { Ctx } from './ctx';
import { openWalkthroughOnce } from './gettingStarted';
import { startLanguageServerWhenWanted } from './languageServerActivation';
import { loadFeaturesForTestFiles } from './testing/testFilesActivation';

let ctx: Ctx | undefined;

export function activate(context: vscode.ExtensionContext): void {
  ctx = new Ctx(context);
  registerCommands(ctx);
  const c = ctx;
  c.subscriptions.push(
    startLanguageServerWhenWanted(
      () =>
        void c
          .startLanguageServer()
          .catch((e) => vscode.window.showErrorMessage(`MCP Lens: the language server did not start: ${String(e)}`)),
    ),
  );
  c.loadFeaturesIfServersAutoStart();
  c.subscriptions.push(loadFeaturesForTestFiles(() => c.features()));
  // offered at activation, as VS Code asks of MCP server providers; the server itself starts only when an agent asks
  c.subscriptions.push(registerAgentServer(context));
  openWalkthroughOnce(context);
}

export async function deactivate(): Promise<void> {
  await ctx?.dispose();
  ctx = undefined;
}
