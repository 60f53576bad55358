import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver';
import type { DocumentInput } from '../pipeline';

/**
 * The open documents as a worker holds them: the main thread forwards each open, change and close, and the worker
 * applies the same incremental changes. A version marked `skip` stopped a worker before: it is not analysed again.
 */
export class WorkerDocuments {
  private readonly docs = new Map<string, TextDocument>();
  private readonly skipped = new Map<string, number>();

  open(uri: string, languageId: string, version: number, text: string, skip = false): void {
    this.docs.set(uri, TextDocument.create(uri, languageId, version, text));
    if (skip) this.skipped.set(uri, version);
    else this.skipped.delete(uri);
  }

  /** Applies a change; false when the document is not open here (the change is dropped). */
  change(uri: string, version: number, changes: readonly TextDocumentContentChangeEvent[]): boolean {
    const doc = this.docs.get(uri);
    if (!doc) return false;
    this.docs.set(uri, TextDocument.update(doc, [...changes], version));
    this.skipped.delete(uri);
    return true;
  }

  close(uri: string): void {
    this.docs.delete(uri);
    this.skipped.delete(uri);
  }

  get(uri: string): TextDocument | undefined {
    return this.docs.get(uri);
  }

  all(): TextDocument[] {
    return [...this.docs.values()];
  }

  /** The pipeline's input for the current version of `uri`, unless it is not open or its version is skipped. */
  input(uri: string): DocumentInput | undefined {
    const doc = this.docs.get(uri);
    if (!doc || this.skipped.get(uri) === doc.version) return undefined;
    return { uri, text: doc.getText(), version: doc.version, languageId: doc.languageId };
  }
}
