// The runner's Markdown preview, timed as the page builds it, on inputs that made the old hand-written parser quadratic
// and on an ordinary document. "Before" is that parser at 37ceb92 as recorded; `--before REV` measures it again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const MARKDOWN_INPUTS = [
  { name: '48 KB of `*a `', text: () => '*a '.repeat(16 * 1024) },
  { name: '64 KB of `~~a `', text: () => '~~a '.repeat(16 * 1024) },
  { name: '64 KB of `**a `', text: () => '**a '.repeat(16 * 1024) },
  { name: '5,000 nested `[a ` … `](https://x)`', text: () => `${'[a '.repeat(5000)}${'](https://x)'.repeat(5000)}` },
  {
    name: '100 KB of ordinary Markdown',
    text: () =>
      '# Title\n\nSome *text* with `code` and a [link](https://example.com).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n'
        .repeat(1000)
        .slice(0, 100_000),
  },
];

/** What the hand-written parser took on these inputs (see the header). */
export const BEFORE = {
  what: 'the hand-written parser (`client/src/runner/markdown.ts` at 37ceb92), measured 2026-12-01',
  results: {
    '48 KB of `*a `': '5,347 ms',
    '64 KB of `~~a `': '17,544 ms',
    '64 KB of `**a `': '13,299 ms',
    '5,000 nested `[a ` … `](https://x)`': 'stack overflow (RangeError) after 3,004 ms',
    '100 KB of ordinary Markdown': '768 ms',
  },
};

async function bundle(root, entry, dir, name) {
  const outfile = join(dir, `${name}.mjs`);
  await build({
    absWorkingDir: root,
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

function time(fn) {
  const t = performance.now();
  try {
    fn();
    return { ms: performance.now() - t };
  } catch (e) {
    return { ms: performance.now() - t, error: `${e.name}: ${e.message}` };
  }
}

/** Median of `reps` timings of the current preview per input, and with `before` (a git revision) the old parser's. */
export async function benchMarkdownPreview({ root, reps = 3, before }) {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-bench-md-'));
  try {
    const now = await bundle(
      root,
      "export { renderMarkdown } from './client/webview/shared/markdownDom.ts'; export { shimDocument } from './test/helpers/domShim.ts';",
      dir,
      'now',
    );
    let old;
    if (before) {
      writeFileSync(
        join(dir, 'old.ts'),
        execFileSync('git', ['show', `${before}:client/src/runner/markdown.ts`], { cwd: root, encoding: 'utf8' }),
      );
      old = await bundle(dir, "export { parseMarkdown } from './old.ts';", dir, 'old');
    }
    return MARKDOWN_INPUTS.map((input) => {
      const text = input.text();
      const runs = Array.from({ length: reps }, () => time(() => now.renderMarkdown(text, now.shimDocument))).sort(
        (a, b) => a.ms - b.ms,
      );
      const after = runs[Math.floor(runs.length / 2)];
      const measuredBefore = old ? time(() => old.parseMarkdown(text)) : undefined;
      return { input: input.name, chars: text.length, after, before: measuredBefore };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;

/** The old parser's time for a row: measured in this run when it could be, else the one recorded in BEFORE. */
function beforeCell(r) {
  if (!r.before) return BEFORE.results[r.input] ?? '–';
  return r.before.error ? `${r.before.error.split(':')[0]} after ${ms(r.before.ms)}` : ms(r.before.ms);
}

/** The section of docs/performance.md. */
export function markdownPreviewLines(results) {
  const row = (r) => [
    r.input,
    `${Math.round(r.chars / 1024)} KB`,
    beforeCell(r),
    r.after.error ? `fails: ${r.after.error}` : ms(r.after.ms),
  ];
  return [
    '## Markdown preview in the Tool Runner',
    '',
    'Text a server sent, previewed as Markdown: markdown-it (raw HTML off) and the token→DOM build of',
    '`client/webview/shared/markdownDom.ts`, timed into the DOM stand-in of the tests (median of 3), against',
    `${results.some((r) => r.before) ? 'the hand-written parser it replaced, measured again in this run' : BEFORE.what} (parse only). The page loads the`,
    'parser on its first preview (`dist/webview/markdownPreview.js`), and previews at most the first 100,000 characters,',
    'saying so.',
    '',
    '| input | size | before | after |',
    '| --- | --- | --- | --- |',
    ...results.map((r) => `| ${row(r).join(' | ')} |`),
    '',
  ];
}
