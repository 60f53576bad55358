// The Markdown preview's own bundle (dist/webview/markdownPreview.js), with markdown-it: the runner page loads it on
// its first preview (client/webview/shared/markdown.ts), so the parser is not part of the page's first script.
import { renderMarkdown } from './shared/markdownDom';

/** Where the loader finds the renderer once this bundle ran. */
(globalThis as { mcpLensMarkdownPreview?: { renderMarkdown: (text: string) => HTMLElement } }).mcpLensMarkdownPreview =
  { renderMarkdown: (text) => renderMarkdown(text) };
