/** The webview's side of the typed message channel to the extension (types in client/src/protocol/). */
import { PAGE_DATA_ID } from '../../src/protocol/pages';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface Host<ToHost, FromHost> {
  post(message: ToHost): void;
  onMessage(listener: (message: FromHost) => void): void;
}

let api: VsCodeApi | undefined;

/**
 * Whether a message event is the extension's: VS Code's host frame relays those from the webview's own origin, so a
 * frame inside the page (an MCP App, sandboxed with origin "null") is never taken for the extension.
 */
export function isFromExtension(event: MessageEvent): boolean {
  return event.origin === window.origin && event.source !== window;
}

/**
 * Connects once (VS Code allows one acquireVsCodeApi per page). Messages from the host are passed on as they come;
 * only the extension's (isFromExtension).
 */
export function connectHost<ToHost, FromHost>(): Host<ToHost, FromHost> {
  api ??= acquireVsCodeApi();
  const vscode = api;
  return {
    post: (message) => vscode.postMessage(message),
    onMessage: (listener) =>
      window.addEventListener('message', (event: MessageEvent) => {
        if (isFromExtension(event)) listener(event.data as FromHost);
      }),
  };
}

/** Reports any uncaught error of the page to the extension, which treats it as the panel failing. */
export function reportErrors<ToHost>(host: Host<ToHost, unknown>, toMessage: (text: string) => ToHost): void {
  window.addEventListener('error', (event) => host.post(toMessage(String(event.message || event.error))));
  window.addEventListener('unhandledrejection', (event) => host.post(toMessage(String(event.reason))));
}

/** The page's saved state (kept by VS Code while the webview is hidden or closed and opened again). */
export function pageState<T>(): { get(): T | undefined; set(state: T): void } {
  api ??= acquireVsCodeApi();
  const vscode = api;
  return { get: () => vscode.getState() as T | undefined, set: (state) => vscode.setState(state) };
}

/**
 * What the extension put in the page's HTML for it to show from the start (htmlShell's data block), parsed as JSON;
 * undefined when there is none or it is not JSON.
 */
export function pageData(): unknown {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
