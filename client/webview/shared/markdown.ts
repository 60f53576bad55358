/**
 * The Markdown preview, loaded on first use: the extension sends the parser's code by message and the page runs it
 * under its own nonce. Not by URI, since a webview's requests can be lost (docs/architecture.md, "The programs").
 */
import type { RunnerFromWebview, RunnerToWebview } from '../../src/protocol/runnerPage';
import { connectHost, isFromExtension } from './host';

export type RenderMarkdown = (text: string) => HTMLElement;

interface PreviewGlobal {
  mcpLensMarkdownPreview?: { renderMarkdown: RenderMarkdown };
}

/** How long the extension has to answer before the preview says it could not be loaded; it is tried again next time. */
const ANSWER_MS = 15_000;

// read while the page's script runs, which is the only time `currentScript` is this script
const pageScript = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const NONCE = pageScript?.nonce ?? '';

let loading: Promise<RenderMarkdown> | undefined;

/** The renderer, once its bundle has run (at once after the first time). A failed load is tried again next time. */
export function loadMarkdownPreview(): Promise<RenderMarkdown> {
  loading ??= new Promise<RenderMarkdown>((resolve, reject) => {
    const ready = () => (globalThis as PreviewGlobal).mcpLensMarkdownPreview?.renderMarkdown;
    const now = ready();
    if (now) return resolve(now);
    const host = connectHost<RunnerFromWebview, RunnerToWebview>();
    let settled = false;
    const timer = setTimeout(() => settle(() => reject(new Error('the extension did not send it'))), ANSWER_MS);
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      then();
    };
    const onMessage = (event: MessageEvent) => {
      // only the extension's answer, never a frame inside the page (an MCP App)
      if (!isFromExtension(event)) return;
      const m = event.data as RunnerToWebview | undefined;
      if (m?.type !== 'markdownPreview') return;
      if (m.code === undefined) return settle(() => reject(new Error(m.problem ?? 'the extension could not send it')));
      const script = document.createElement('script');
      script.nonce = NONCE;
      script.dataset.bundle = 'markdownPreview';
      script.textContent = m.code;
      // an inline script runs as it is added; a script the policy refused leaves no renderer behind
      document.head.appendChild(script);
      const render = ready();
      settle(() => (render ? resolve(render) : reject(new Error('its script did not start'))));
    };
    window.addEventListener('message', onMessage);
    host.post({ type: 'loadMarkdownPreview' });
  });
  loading.catch(() => (loading = undefined));
  return loading;
}
