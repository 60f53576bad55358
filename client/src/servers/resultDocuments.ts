import * as vscode from 'vscode';
import { RESULT_SCHEME } from '../viewIds';

const KEEP = 50;

const LANGUAGES: readonly [RegExp, string, string][] = [
  [/^application\/(.+\+)?json$/, 'json', 'json'],
  [/^text\/markdown$/, 'markdown', 'md'],
  [/^text\/html$/, 'html', 'html'],
  [/^text\/css$/, 'css', 'css'],
  [/^(text|application)\/(x-)?javascript$/, 'javascript', 'js'],
  [/^(text|application)\/(x-)?typescript$/, 'typescript', 'ts'],
  [/^(text|application)\/(x-)?python$/, 'python', 'py'],
  [/^(text|application)\/(.+\+)?xml$/, 'xml', 'xml'],
  [/^(text|application)\/(x-)?yaml$/, 'yaml', 'yaml'],
  [/^text\/x-(sh|shellscript)$/, 'shellscript', 'sh'],
];

/** The VS Code language and file extension for a MIME type (plain text when unknown). */
export function languageOfMime(mime: string | undefined): { language: string; extension: string } {
  const m = (mime ?? '').toLowerCase().split(';')[0]!.trim();
  for (const [re, language, extension] of LANGUAGES) if (re.test(m)) return { language, extension };
  return { language: 'plaintext', extension: 'txt' };
}

/**
 * Read-only documents for what servers return, held as strings in memory, so that nothing is written to disk and
 * nothing can be edited by mistake. Their scheme is registered at activation (lazyViews.ts).
 */
export class ResultDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private counter = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '// This result is no longer kept: run the call again.\n';
  }

  /** Opens `text` in a read-only editor titled `title`, in `language`. */
  async show(title: string, text: string, language: string, extension: string): Promise<vscode.TextEditor> {
    const safe = title.replace(/[\\/:*?"<>|#?%]+/g, '_').slice(0, 80) || 'result';
    const uri = vscode.Uri.from({
      scheme: RESULT_SCHEME,
      path: `/${safe}.${extension}`,
      query: String(++this.counter),
    });
    this.texts.set(uri.toString(), text);
    while (this.texts.size > KEEP) this.texts.delete(this.texts.keys().next().value!);
    let doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== language) doc = await vscode.languages.setTextDocumentLanguage(doc, language);
    return vscode.window.showTextDocument(doc, { preview: false });
  }

  showJson(title: string, value: unknown): Promise<vscode.TextEditor> {
    return this.show(title, JSON.stringify(value, null, 2) + '\n', 'json', 'json');
  }

  dispose(): void {
    this.texts.clear();
  }
}
