// The Test Explorer's items: one per `*.mcptest.json` of the workspace, with the catalog check and each step as
// children placed at their text. Kept current from a file watcher and from edits of open documents.
import * as vscode from 'vscode';
import { TEST_FILE_SUFFIX } from '../../../common/savedTests/fileName';
import { LineIndex } from '../../../server/src/engineFacade';
import { Debounced } from './debounced';
import { layoutOf, serverLabel, type Span, type TestFileLayout } from './testFileLayout';

const GLOB = `**/*${TEST_FILE_SUFFIX}`;
const EXCLUDE = '**/node_modules/**';

/** What an item of a test file is: the file, its catalog check or one of its steps. */
export type ItemPart =
  { readonly kind: 'file' } | { readonly kind: 'catalog' } | { readonly kind: 'step'; readonly index: number };

export function itemId(uri: vscode.Uri, part: ItemPart): string {
  const base = uri.toString();
  if (part.kind === 'file') return base;
  return part.kind === 'catalog' ? `${base}#catalog` : `${base}#step:${part.index}`;
}

/** The file and part an item id names; undefined for an id of another controller. */
export function partOfId(id: string): { uri: vscode.Uri; part: ItemPart } | undefined {
  const m = /^(.*?)(?:#(catalog|step:(\d+)))?$/.exec(id);
  if (!m?.[1]?.endsWith(TEST_FILE_SUFFIX)) return undefined;
  const uri = vscode.Uri.parse(m[1]);
  if (m[2] === 'catalog') return { uri, part: { kind: 'catalog' } };
  if (m[3] !== undefined) return { uri, part: { kind: 'step', index: Number(m[3]) } };
  return { uri, part: { kind: 'file' } };
}

export function rangeOf(lines: LineIndex, span: Span): vscode.Range {
  const start = lines.positionAt(span.offset);
  const end = lines.positionAt(span.offset + span.length);
  return new vscode.Range(start.line, start.character, end.line, end.character);
}

/** A test file as last read: its text, its lines (to place its parts) and layout. */
export interface TestFileEntry {
  readonly uri: vscode.Uri;
  readonly text: string;
  readonly lines: LineIndex;
  readonly layout: TestFileLayout;
}

export class TestTree implements vscode.Disposable {
  private readonly files = new Map<string, TestFileEntry>();
  private readonly subscriptions: vscode.Disposable[] = [];
  /** Edits of open files, followed once typing pauses; a save or an open is followed at once. */
  private readonly edits = new Debounced<string>();
  private discovered: Promise<void> | undefined;

  constructor(private readonly controller: vscode.TestController) {
    controller.resolveHandler = async (item) => {
      if (item?.uri) await this.read(item.uri);
      else if (!item) await this.discover();
    };
    const watcher = vscode.workspace.createFileSystemWatcher(GLOB);
    this.subscriptions.push(
      watcher,
      watcher.onDidCreate((uri) => void this.read(uri)),
      watcher.onDidChange((uri) => {
        // an open document's edits are followed as they are typed
        if (!this.openDocument(uri)) void this.read(uri);
      }),
      watcher.onDidDelete((uri) => this.remove(uri)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        const uri = e.document.uri;
        if (isTestFile(uri) && e.contentChanges.length) this.edits.schedule(uri.toString(), () => void this.read(uri));
      }),
      vscode.workspace.onDidSaveTextDocument((d) => this.edits.flush(d.uri.toString())),
      vscode.workspace.onDidOpenTextDocument((d) => {
        if (!isTestFile(d.uri)) return;
        this.edits.cancel(d.uri.toString());
        this.update(d.uri, d.getText());
      }),
    );
  }

  /** Finds every test file of the workspace once (later calls wait for the same search). */
  discover(): Promise<void> {
    this.discovered ??= (async () => {
      const uris = await vscode.workspace.findFiles(GLOB, EXCLUDE);
      await Promise.all(uris.map((uri) => this.read(uri)));
    })();
    return this.discovered;
  }

  /** The valid test files that name this workspace server. */
  entriesNaming(serverName: string): TestFileEntry[] {
    return [...this.files.values()].filter((e) => {
      const server = e.layout.file?.server;
      return !!server && 'name' in server && server.name === serverName;
    });
  }

  /** Reads the file again (from its open document when it is open), for a run to see what is there now. */
  async read(uri: vscode.Uri): Promise<TestFileEntry | undefined> {
    this.edits.cancel(uri.toString());
    const open = this.openDocument(uri);
    let text: string;
    try {
      text = open ? open.getText() : new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    } catch {
      this.remove(uri);
      return undefined;
    }
    return this.update(uri, text);
  }

  dispose(): void {
    this.edits.dispose();
    for (const s of this.subscriptions.splice(0)) s.dispose();
  }

  private openDocument(uri: vscode.Uri): vscode.TextDocument | undefined {
    return vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  }

  private remove(uri: vscode.Uri): void {
    this.files.delete(uri.toString());
    this.controller.items.delete(itemId(uri, { kind: 'file' }));
  }

  private update(uri: vscode.Uri, text: string): TestFileEntry {
    const layout = layoutOf(text);
    const lines = new LineIndex(text, layout.lineStarts);
    const entry = { uri, text, lines, layout };
    this.files.set(uri.toString(), entry);
    const label = vscode.workspace.asRelativePath(uri, false);
    const item = this.controller.createTestItem(itemId(uri, { kind: 'file' }), label, uri);
    item.range = new vscode.Range(0, 0, 0, 0);
    if (!layout.file) {
      const first = layout.problems[0];
      item.error = first
        ? `Line ${first.line + 1}: ${first.message}${layout.problems.length > 1 ? ` (and ${layout.problems.length - 1} more)` : ''}`
        : 'The test file is not valid.';
      this.controller.items.add(item);
      return entry;
    }
    item.description = serverLabel(layout.file);
    const children: vscode.TestItem[] = [];
    if (layout.catalog) {
      const catalog = this.controller.createTestItem(itemId(uri, { kind: 'catalog' }), 'catalog', uri);
      catalog.range = rangeOf(lines, layout.catalog);
      children.push(catalog);
    }
    for (const step of layout.steps) {
      const child = this.controller.createTestItem(itemId(uri, { kind: 'step', index: step.index }), step.label, uri);
      child.range = rangeOf(lines, step.span);
      child.description = `step ${step.index + 1}`;
      child.sortText = String(step.index).padStart(5, '0');
      children.push(child);
    }
    item.children.replace(children);
    this.controller.items.add(item);
    return entry;
  }
}

export function isTestFile(uri: vscode.Uri): boolean {
  return uri.scheme === 'file' && uri.path.endsWith(TEST_FILE_SUFFIX);
}
