// What a runner session needs from the editor (the page, documents, files, the clipboard), so that the session
// itself imports no `vscode`.
import type { RunnerToWebview } from '../protocol/runnerPage';

/** What the session needs from the editor. */
export interface RunnerHost {
  post(message: RunnerToWebview): void;
  /** Opens text read-only in an editor tab, in the language of its MIME type. */
  openText(title: string, text: string, mimeType: string | undefined): Promise<void>;
  /** Offers to save bytes to a file. */
  saveBytes(name: string, mimeType: string | undefined, bytes: Uint8Array): Promise<void>;
  copy(text: string): Promise<void>;
  /** Starts a server as the Start command does (it reports failures itself). */
  startServer(serverId: string): Promise<void>;
  isTrusted(serverId: string): boolean;
  /** The code of the Markdown preview's bundle, to run in the page under its nonce; undefined when it cannot be read. */
  markdownPreviewCode(): string | undefined;
  /** Something went wrong that the page cannot show (its own errors, a failed action). */
  report(message: string): void;
  /** Save as Test: offers where to keep the history entry's call as a test step, and writes it. */
  saveAsTest?(resultId: string): Promise<void>;
  /** Opens a URL outside the editor (a URL-mode elicitation the user clicked); only http(s) URLs come here. */
  openExternal?(url: string): Promise<void>;
}
