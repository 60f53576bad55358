import * as vscode from 'vscode';
import type { PlacedFinding } from '../../../server/src/engineFacade';
import { catalogUri } from '../../../common/catalog/catalogText';
import { CATALOG_SCHEME } from '../../../common/protocol/catalogScheme';
import type { ServersModel } from '../model/serversModel';

/**
 * The read-only catalog document of each running server, and its findings in the Problems panel. While it is open,
 * the language server checks it and publishes the same findings, so this collection steps aside until it closes.
 */
export class CatalogDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('MCP Lens live catalog');
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly model: ServersModel) {
    const sub = model.onDidChange((c) => {
      if (c.kind === 'sources') this.syncAll();
      else if (c.kind === 'findings') this.syncDiagnostics(c.serverId);
      else this.sync(c.serverId);
    });
    this.subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((d) => d.uri.scheme === CATALOG_SCHEME && this.sync(d.uri.query)),
      vscode.workspace.onDidCloseTextDocument((d) => d.uri.scheme === CATALOG_SCHEME && this.sync(d.uri.query)),
      { dispose: () => sub.dispose() },
      this.diagnostics,
      this.changed,
    );
  }

  uriOf(serverId: string): vscode.Uri | undefined {
    const def = this.model.definition(serverId);
    return def ? vscode.Uri.parse(catalogUri(def)) : undefined;
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    const doc = this.model.catalogDocument(uri.query);
    if (doc) return doc.text;
    const name = this.model.definition(uri.query)?.name ?? 'This server';
    return `// ${name} is not running: start it to see its catalog.\n`;
  }

  dispose(): void {
    for (const d of this.subscriptions.splice(0)) d.dispose();
  }

  private syncAll(): void {
    this.diagnostics.forEach((uri) => {
      if (!this.model.definition(uri.query)) this.diagnostics.delete(uri);
    });
    for (const def of this.model.servers()) this.sync(def.id);
  }

  private sync(serverId: string): void {
    const uri = this.uriOf(serverId);
    if (!uri) return;
    this.changed.fire(uri);
    this.syncDiagnostics(serverId);
  }

  private syncDiagnostics(serverId: string): void {
    const uri = this.uriOf(serverId);
    if (!uri) return;
    const doc = this.model.catalogDocument(serverId);
    const open = vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString());
    // while it is open the language server checks it; the server's own warnings are still this collection's to show
    if (!doc || (open && !doc.notices.length)) this.diagnostics.delete(uri);
    else this.diagnostics.set(uri, toDiagnostics(open ? doc.notices : doc.findings));
  }
}

const SEVERITY = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
} as const;

/** The worker placed each finding with the pipeline's line index (the one every checker uses). */
function toDiagnostics(findings: readonly PlacedFinding[]): vscode.Diagnostic[] {
  const pos = (p: PlacedFinding['start']) => new vscode.Position(p.line, p.character);
  return findings.map((f) => {
    const d = new vscode.Diagnostic(new vscode.Range(pos(f.start), pos(f.end)), f.message, SEVERITY[f.severity]);
    d.code = f.code;
    d.source = 'MCP Lens';
    if (f.tags?.length) {
      d.tags = f.tags.map((t) =>
        t === 'unnecessary' ? vscode.DiagnosticTag.Unnecessary : vscode.DiagnosticTag.Deprecated,
      );
    }
    return d;
  });
}
