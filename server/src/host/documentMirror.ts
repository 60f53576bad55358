import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver';

/**
 * The open documents as the client sent them, on the main thread: the language workers hold the same texts (the
 * changes are forwarded), and a worker that is replaced is brought up to date from here.
 */
export class DocumentMirror {
  private readonly docs = new Map<string, TextDocument>();

  open(uri: string, languageId: string, version: number, text: string): TextDocument {
    const doc = TextDocument.create(uri, languageId, version, text);
    this.docs.set(uri, doc);
    return doc;
  }

  change(uri: string, version: number, changes: readonly TextDocumentContentChangeEvent[]): TextDocument | undefined {
    const doc = this.docs.get(uri);
    if (!doc) return undefined;
    const next = TextDocument.update(doc, [...changes], version);
    this.docs.set(uri, next);
    return next;
  }

  close(uri: string): void {
    this.docs.delete(uri);
  }

  get(uri: string): TextDocument | undefined {
    return this.docs.get(uri);
  }

  all(): TextDocument[] {
    return [...this.docs.values()];
  }
}
