// openWorkbench tells a browser that went away apart from a workbench that never showed: the harness launches
// Chromium once more only in the first case (harness.mjs startSession). Real Chromium, a page with no workbench.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { existsSync } from 'node:fs';
import { BROWSER_LOG, CHROMIUM_PATH, launchBrowser, openWorkbench } from '../../scripts/lib/workbenchBrowser.mjs';
import fs from 'node:fs/promises';

const skip = existsSync(CHROMIUM_PATH) ? false : `${CHROMIUM_PATH} is missing`;

/** A server whose page never holds `.monaco-workbench`; `onPage` runs once the page was sent. */
async function serveBlankPage(onPage = () => {}) {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>not a workbench</title><p>nothing here</p>');
    if (request.url?.startsWith('/?folder=')) onPage();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The process id of the Chromium launched last in this process, from playwright's log of it. */
async function lastChromiumPid() {
  const pids = [...(await fs.readFile(BROWSER_LOG, 'utf8')).matchAll(/<launched> pid=(\d+)/g)];
  return Number(pids.at(-1)[1]);
}

test(
  'a browser that dies before the workbench shows is named as such, with Chromium’s own last lines',
  { skip },
  async () => {
    const browser = await launchBrowser();
    const pid = await lastChromiumPid();
    // as a crash would: Chromium is killed once the page was sent
    const site = await serveBlankPage(() => process.kill(pid, 'SIGKILL'));
    try {
      const error = await openWorkbench(browser, site.url, '/tmp', { timeoutMs: 120_000 }).then(
        () => assert.fail('openWorkbench resolved on a page without a workbench'),
        (e) => e,
      );
      assert.equal(error.browserGone, true, error.message);
      assert.match(
        error.message,
        /the (browser disconnected|page closed|browser was no longer connected) \d+\.\d s after the workbench was asked for/,
      );
      assert.match(
        error.message,
        /Chromium's last output, from .*chromium-\d+\.log:\n[\s\S]*pw:browser <launched> pid=\d+/,
      );
      // the tail MCP Lens appends leaves Chromium's D-Bus noise out; playwright's own message before it (its "Browser
      // logs", which it adds when the browser goes during a wait) is playwright's, and may hold those lines
      const tail = error.message.slice(error.message.indexOf("Chromium's last output, from "));
      assert.doesNotMatch(tail, /ERROR:dbus/);
    } finally {
      await browser.close().catch(() => {});
      await site.close();
    }
  },
);

test('a workbench that never shows is a plain timeout, not a browser gone', { skip }, async () => {
  const browser = await launchBrowser();
  const site = await serveBlankPage();
  try {
    const error = await openWorkbench(browser, site.url, '/tmp', { timeoutMs: 1_000 }).then(
      () => assert.fail('openWorkbench resolved on a page without a workbench'),
      (e) => e,
    );
    assert.equal(error.browserGone, undefined, error.message);
    assert.match(error.message, /Timeout 1000ms exceeded/);
  } finally {
    await browser.close();
    await site.close();
  }
});
