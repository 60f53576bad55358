import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PAGE_DATA_ID } from '../../../client/src/protocol/pages';
import { htmlShell, jsonForScript } from '../../../client/src/webviews/htmlShell';
import { inlineScriptText, readPageAsset } from '../../../client/src/webviews/pageAssets';

const BASE = { title: 'T <x>', cspSource: 'https://csp.example', nonce: 'abc123' };
const HOSTILE = '</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)> & \u2028\u2029 "quoted"';

function elements(html: string, tag: string): { attrs: string; body: string }[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => ({
    attrs: m[1]!,
    body: m[2]!,
  }));
}

describe('the webview HTML shell', () => {
  it('has a strict CSP: only what carries the nonce runs or styles the page, nothing from elsewhere', () => {
    const html = htmlShell({
      ...BASE,
      script: { uri: 'https://csp.example/approval.js', text: 'console.log(1)' },
      styles: [{ uri: 'https://csp.example/a.css', text: 'body{}' }],
    });
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    assert.equal(
      csp,
      "default-src 'none'; script-src 'nonce-abc123'; style-src https://csp.example 'nonce-abc123'; img-src https://csp.example data:;",
    );
    assert.ok(!/unsafe-inline|unsafe-eval/.test(html));
    assert.ok(html.includes('<title>T &lt;x&gt;</title>'));
  });

  it('puts the bundle and the style sheets in the page under the nonce, so the page has nothing to fetch', () => {
    const html = htmlShell({
      ...BASE,
      script: { uri: 'https://csp.example/approval.js', text: 'console.log("bundle")' },
      styles: [{ uri: 'https://csp.example/a.css', text: 'body { color: red }' }],
    });
    assert.deepEqual(elements(html, 'script'), [{ attrs: ' nonce="abc123"', body: '\nconsole.log("bundle")\n' }]);
    assert.deepEqual(elements(html, 'style'), [{ attrs: ' nonce="abc123"', body: '\nbody { color: red }\n' }]);
    assert.ok(!/\b(src|href)=/.test(html), 'no script or style loaded by URI');
  });

  it('loads by URI what it cannot embed: no text, or text that would end its element or open a comment', () => {
    for (const text of [undefined, 'a = "</script>"', 'a = "</SCRIPT >"', 'if (a <!--b) {}']) {
      const script =
        text === undefined
          ? { uri: 'https://csp.example/approval.js' }
          : { uri: 'https://csp.example/approval.js', text };
      const html = htmlShell({
        ...BASE,
        script,
        styles: [{ uri: 'https://csp.example/a.css', text: 'p::after { content: "</style>" }' }],
      });
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      assert.deepEqual(scripts, ['<script nonce="abc123" src="https://csp.example/approval.js">'], String(text));
      assert.match(html, /<link rel="stylesheet" nonce="abc123" href="https:\/\/csp.example\/a.css">/);
      assert.equal(elements(html, 'style').length, 0);
    }
  });

  it("carries the page's data as inert JSON that no string can break out of", () => {
    const data = { text: HOSTILE, nested: [{ more: HOSTILE }], n: 1 };
    const html = htmlShell({
      ...BASE,
      script: { uri: 'https://csp.example/approval.js', text: 'x()' },
      styles: [],
      data,
    });
    const scripts = elements(html, 'script');
    assert.equal(scripts.length, 2, 'the data block and the bundle, nothing else');
    const block = scripts[0]!;
    assert.equal(block.attrs, ` type="application/json" id="${PAGE_DATA_ID}" nonce="abc123"`);
    assert.ok(!/[<>&\u2028\u2029]/.test(block.body), `nothing markup-like in the block: ${block.body}`);
    assert.deepEqual(JSON.parse(block.body), data, 'JSON.parse reads back exactly the data');
    assert.ok(
      !html.includes('alert(1)</script>') && !html.includes('<img'),
      'the hostile strings appear nowhere as markup',
    );
    assert.equal(jsonForScript(undefined), 'null');
  });

  it('leaves out the data block when a page has no data', () => {
    const html = htmlShell({ ...BASE, script: { uri: 'u', text: 'x()' }, styles: [] });
    assert.ok(!html.includes(PAGE_DATA_ID));
  });
});

describe('page assets', () => {
  it('reads a file once and again only when it changes; undefined when it cannot be read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-assets-'));
    try {
      const file = join(dir, 'a.js');
      writeFileSync(file, 'one');
      assert.equal(readPageAsset(file), 'one');
      writeFileSync(file, 'two!');
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      assert.equal(readPageAsset(file), 'two!', 'a rebuilt bundle is read again');
      assert.equal(readPageAsset(join(dir, 'missing.js')), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("points an inline bundle's source map at the map's URI and names the script by the bundle's", () => {
    const uri = 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/approval.js';
    assert.equal(
      inlineScriptText('code();\n//# sourceMappingURL=approval.js.map\n', uri),
      `code();\n//# sourceURL=${uri}\n//# sourceMappingURL=${uri}.map`,
    );
    assert.equal(inlineScriptText('code();', uri), `code();\n//# sourceURL=${uri}`, 'a production bundle has no map');
  });
});
