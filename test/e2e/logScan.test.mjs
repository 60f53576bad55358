// The e2e suites' log scan finds what it must and only that, on entries code-server 4.100.3 wrote verbatim
// (docs/testing.md, "The log scan"). No browser needed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertCleanLogs, scanLogs } from './harness.mjs';

const EXT = '/tmp/mcp-lens-e2e-rXTTKs/extensions/mcp-lens.mcp-lens-0.1.0';
const HOST = 'vscode/20261129T220511/exthost1/remoteexthost.log';
const CHANNEL = 'vscode/20261129T220511/exthost1/mcp-lens.mcp-lens/MCP Lens crash-at-start.log';

const clean = {
  [HOST]: [
    '2026-11-29 22:05:11.100 [info] Extension host with pid 4242 started',
    "2026-11-29 22:05:12.000 [info] ExtensionService#_doActivateExtension mcp-lens.mcp-lens, startup: false, activationEvent: 'onView:mcpLens.servers'",
  ],
  [CHANNEL]: [
    '2026-11-29 22:05:20.000 [info] Started process 5151: /usr/bin/node crashAtStart.mjs',
    '2026-11-29 22:05:20.100 [info] [stderr] (node:5151) UnhandledPromiseRejectionWarning: the server’s own problem, relayed',
    '2026-11-29 22:05:20.200 [error] The server exited with code 1 (stderr: Error: NOTES_API_KEY is not set) before it finished initializing',
  ],
  'code-server.log': [
    '[2026-11-29T22:05:10.438Z] info  code-server 4.100.3',
    '[22:05:26] Extension host agent started.',
  ],
  'browser-console.log': [
    '[error] MCP Lens: crash-at-start failed to start: The server exited with code 1 before it finished initializing',
    '[warning] An iframe which has both allow-scripts and allow-same-origin for its sandbox attribute can escape its sandboxing.',
  ],
};

/** The kind of log the harness gives a file of this name. */
function logKind(name) {
  if (name === 'code-server.log') return 'code-server';
  if (name === 'browser-console.log') return 'browser-console';
  return name.endsWith('exthost.log') ? 'extension-host' : 'output-channel';
}

/** A stand-in for a session: its logs() as the harness collects them. */
function sessionWith(files, { windowClosedAt = null } = {}) {
  return {
    windowClosedAt: () => windowClosedAt,
    logs: async () =>
      Object.entries(files).map(([name, lines]) => ({
        name,
        kind: logKind(name),
        text: lines.join('\n'),
        ...(logKind(name) === 'browser-console' ? { entries: lines } : {}),
      })),
  };
}

function withExtra(name, ...lines) {
  return sessionWith({ ...clean, [name]: [...clean[name], ...lines] });
}

test('a session whose logs hold only what MCP Lens writes on purpose is clean, and the account counts every line', async () => {
  const account = await assertCleanLogs(sessionWith(clean));
  assert.match(
    account,
    /^scanned 4 log files, 9 lines \(extension-host 2, output-channel 3, code-server 2, browser-console 2\): no unhandled rejection/,
  );
});

test('an unhandled rejection with an Error, as the extension host logs it, is found with its stack', async () => {
  const scan = await scanLogs(
    withExtra(
      HOST,
      '2026-11-29 22:05:40.937 [error] Error: probe: an unhandled rejection from dist/client.js',
      `\tat exports.activate (${EXT}/dist/client.js:2:18)`,
    ),
  );
  assert.equal(scan.problems.length, 1);
  assert.match(scan.problems[0].entry, /an unhandled rejection[\s\S]*dist\/client\.js:2:18/);
});

test('a rejection with no stack (a string, an error made inside Node) in the extension host log counts', async () => {
  const scan = await scanLogs(withExtra(HOST, '2026-11-29 22:05:40.938 [error] probe: a rejection with a string'));
  assert.deepEqual(
    scan.problems.map((p) => p.file),
    [HOST],
  );
});

test('an error whose stack runs through another extension only is not MCP Lens’s', async () => {
  const scan = await scanLogs(
    withExtra(
      HOST,
      '2026-11-29 22:05:41.000 [error] Error: git failed',
      '\tat Git.exec (/work/main/.cache/code-server-4.100.3/package/lib/vscode/extensions/git/dist/main.js:2:100)',
    ),
  );
  assert.deepEqual(scan.problems, []);
});

test('an uncaught exception of MCP Lens in the browser console, and the words of an unhandled rejection anywhere, count', async () => {
  let scan = await scanLogs(
    withExtra('browser-console.log', '[error] [mcp-lens.mcp-lens]probe: an uncaught exception'),
  );
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(
    withExtra('code-server.log', '[22:05:50] rejected promise not handled within 1 second: Error: boom'),
  );
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(
    withExtra(CHANNEL, '2026-11-29 22:05:51.000 [warning] Unhandled rejection in the connection layer'),
  );
  assert.equal(scan.problems.length, 1);
  await assert.rejects(
    assertCleanLogs(withExtra(CHANNEL, '2026-11-29 22:05:51.000 [warning] Unhandled rejection')),
    /1 unhandled rejection\(s\) or uncaught error\(s\) of MCP Lens in the logs/,
  );
});

test('a socket reset with frames inside Node only is VS Code’s window connection once the window closes, and MCP Lens’s before', async () => {
  const reset = [
    '2026-11-29 22:06:15.778 [error] Error: read ECONNRESET',
    '\tat TCP.onStreamRead (node:internal/stream_base_commons:218:20)',
  ];
  const closing = new Date('2026-11-29T22:06:15.000').getTime();
  const files = { ...clean, [HOST]: [...clean[HOST], ...reset] };
  let scan = await scanLogs(sessionWith(files, { windowClosedAt: closing }));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { "socket reset(s) of the window's own connection once it closed": 1 }],
  );
  assert.match(
    await assertCleanLogs(sessionWith(files, { windowClosedAt: closing })),
    /VS Code's own, set aside: 1 socket reset\(s\) of the window's own connection once it closed/,
  );
  // before the window closed, or while it is open, nothing says whose socket it was: it counts
  scan = await scanLogs(sessionWith(files, { windowClosedAt: closing + 1_000 }));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(sessionWith(files));
  assert.equal(scan.problems.length, 1);
  // a write through VS Code's own RPC to the window, once it closed, is the same teardown
  const host =
    '/work/main/.cache/code-server-4.100.3/package/lib/vscode/out/vs/workbench/api/node/extensionHostProcess.js';
  const write = [
    '2026-11-29 22:06:15.887 [error] Error: write ECONNRESET',
    '\tat afterWriteDispatched (node:internal/stream_base_commons:161:15)',
    '\tat Socket._write (node:net:970:8)',
    `\tat Sl.write (file://${host}:29:15663)`,
    `\tat WL.u (file://${host}:29:21295)`,
  ];
  scan = await scanLogs(sessionWith({ ...clean, [HOST]: [...clean[HOST], ...write] }, { windowClosedAt: closing }));
  assert.deepEqual(scan.problems, []);
  // a reload: the host logs that its window stops it, and the reset after that is the same teardown (before it, not)
  const terminating =
    '2026-11-29 22:06:15.499 [info] Extension host terminating: received terminate message from renderer';
  scan = await scanLogs(sessionWith({ ...clean, [HOST]: [...clean[HOST], terminating, ...reset] }));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { "socket reset(s) of the window's own connection once it closed": 1 }],
  );
  scan = await scanLogs(sessionWith({ ...clean, [HOST]: [...clean[HOST], ...reset, terminating] }));
  assert.equal(scan.problems.length, 1);
  // a frame outside Node and VS Code (a bundle's) makes it someone's error, closing or not
  const ours = [
    '2026-11-29 22:06:15.778 [error] Error: read ECONNRESET',
    `\tat Socket.onData (${EXT}/dist/features.js:1:2)`,
  ];
  scan = await scanLogs(sessionWith({ ...clean, [HOST]: [...clean[HOST], ...ours] }, { windowClosedAt: closing }));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(sessionWith({ ...clean, [HOST]: [...clean[HOST], terminating, ...ours] }));
  assert.equal(scan.problems.length, 1);
});

test('VS Code reading its half-written workspace lock file as the host terminates is VS Code’s, and only in that shape', async () => {
  const host =
    '/work/main/.cache/code-server-4.100.3/package/lib/vscode/out/vs/workbench/api/node/extensionHostProcess.js';
  const lock =
    "2026-11-29 22:06:35.270 [info] Lock '/tmp/mcp-lens-e2e-x/user-data/User/workspaceStorage/78507063/vscode.lock': Marking the lockfile as scheduled to be released in 6000 ms.";
  const error = [
    '2026-11-29 22:06:35.462 [error] SyntaxError: Unexpected end of JSON input',
    '\tat JSON.parse (<anonymous>)',
    `\tat a5 (file://${host}:219:6160)`,
    `\tat async file://${host}:219:5089`,
  ];
  const lost =
    "2026-11-29 22:06:35.462 [info] Lock '/tmp/mcp-lens-e2e-x/user-data/User/workspaceStorage/78507063/vscode.lock': The lock was lost unexpectedly.";
  let scan = await scanLogs(withExtra(HOST, lock, ...error, lost));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { 'half-written workspace lock file(s) read as the host terminated': 1 }],
  );
  // without VS Code saying the lock was lost, or with a frame of a bundle, it counts
  scan = await scanLogs(withExtra(HOST, lock, ...error));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(withExtra(HOST, lock, ...error.slice(0, 2), `\tat parse (${EXT}/dist/features.js:1:2)`, lost));
  assert.equal(scan.problems.length, 1);
});

// Verbatim from a gettingStarted.e2e run: after a reload, a terminal whose process had ended had its icon and title
// sent to the pty host, which no longer knew it. CI failed on the same entry.
const PTYHOST =
  'file:///work/e2e-loop/.cache/code-server-4.100.3/package/lib/vscode/out/vs/platform/terminal/node/ptyHostMain.js';
const ptyGone = (request) => [
  'rejected promise not handled within 1 second: CodeExpectedError: Could not find pty 1 on pty host',
  'stack trace: CodeExpectedError: Could not find pty 1 on pty host',
  ...[
    'I.W (%:46:6392)',
    `I.${request} (%:46:1889)`,
    'R.i.<computed> (%:45:2962)',
    'Object.call (%:28:4204)',
    'uc.s (%:26:81270)',
    'uc.q (%:26:80793)',
    'gi.value (%:26:80195)',
    'C.B (%:26:2373)',
    'C.fire (%:26:2591)',
    'process.E (%:24:29911)',
  ].map((frame) => `    at ${frame.replace('%', PTYHOST)}`),
  '    at process.emit (node:events:524:28)',
  '    at emit (node:internal/child_process:950:14)',
  '    at process.processTicksAndRejections (node:internal/process/task_queues:83:21)',
];
const PTY_GONE = [
  '[12:33:07] [127.0.0.1][e524270e][ManagementConnection] New connection established.',
  ...ptyGone('updateIcon'),
  '[12:33:07] Error [CodeExpectedError]: Could not find pty 1 on pty host',
  ...ptyGone('updateIcon').slice(2),
  ...ptyGone('updateTitle'),
];

test("VS Code's pty host refusing a request about an ended terminal is VS Code's, and only in that shape", async () => {
  let scan = await scanLogs(withExtra('code-server.log', ...PTY_GONE));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { "terminal request(s) for a process that had ended, refused by VS Code's pty host": 2 }],
  );
  // a frame outside the pty host, another message, or any other rejection printed the same way counts
  scan = await scanLogs(withExtra('code-server.log', ...PTY_GONE, `    at f (${EXT}/dist/client.js:1:2)`));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(
    withExtra(
      'code-server.log',
      ...PTY_GONE.map((line) => line.replace('Could not find pty 1', 'Could not find terminal 1')),
    ),
  );
  assert.equal(scan.problems.length, 2);
  scan = await scanLogs(
    withExtra(
      'code-server.log',
      PTY_GONE[0],
      'rejected promise not handled within 1 second: Error: boom',
      `    at f (${PTYHOST}:1:2)`,
    ),
  );
  assert.equal(scan.problems.length, 1);
});

test("VS Code answering a tree request for a handle a redraw had dropped is VS Code's, and only in that shape", async () => {
  // verbatim from a serversTree.e2e run (the temporary folder as it was)
  const stale =
    "2026-12-02 13:22:32.809 [error] No tree item with id '1/list:/tmp/mcp-lens-e2e-servers-WQ1y11/.vscode/mcp.json#notes|tools' found.";
  let scan = await scanLogs(withExtra(HOST, stale));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { 'stale tree request(s) answered with no children, as a row was redrawn': 1 }],
  );
  // with a stack, another message, or in another log, it counts
  scan = await scanLogs(withExtra(HOST, stale, `\tat getChildren (${EXT}/dist/client.js:1:2)`));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(withExtra(HOST, stale.replace('No tree item', 'No tree provider')));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(withExtra('browser-console.log', `[error] ${stale.slice(24)} ${EXT}/dist/client.js`));
  assert.equal(scan.problems.length, 1);
});

test("VS Code dropping the command of a row it was redrawing, as a click reaches it, is VS Code's, and only in that shape", async () => {
  // verbatim from a clean-clone devLoop.e2e run
  const dropped =
    '2026-12-02 17:06:11.735 [error] Actual command not found, wanted to execute mcpLens.showChangesSinceLastStart /11 __vsc8f961c19-cbab-402c-9240-bd93d227224f undefined';
  let scan = await scanLogs(withExtra(HOST, dropped));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { 'row click(s) dropped by VS Code as the row was redrawn': 1 }],
  );
  // with a stack, another extension's command, or in another log, it counts
  scan = await scanLogs(withExtra(HOST, dropped, `\tat executeCommand (${EXT}/dist/client.js:1:2)`));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(withExtra(HOST, dropped.replace('Actual command not found', 'Command not found')));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(withExtra('browser-console.log', `[error] ${dropped.slice(24)} ${EXT}/dist/client.js`));
  assert.equal(scan.problems.length, 1);
});

// verbatim from a clean-clone runner.e2e run beside a CPU hog: VS Code's webview host page (code-server 4.100.3)
const FRAME_GONE = [
  '[pageerror] Error: Found unexpected null',
  '    at assertIsDefined (http://127.0.0.1:37371/stable-409c64e0df4d53530e59c16acc2b5d5766f717b0/static/out/vs/workbench/contrib/webview/browser/pre/index.html?id=2edea043-372b-4b16-b40f-a01c2262046c&parentId=1&origin=82bcc371-9992-45ae-9345-06af45c2fa5c&swVersion=4&extensionId=mcp-lens.mcp-lens&platform=browser&vscode-resource-base-authority=vscode-resource.vscode-cdn.net&parentOrigin=http%3A%2F%2F127.0.0.1%3A37371&remoteAuthority=127.0.0.1%3A37371&purpose=webviewView:80:11)',
  '    at hookupOnLoadHandlers (http://127.0.0.1:37371/stable-409c64e0df4d53530e59c16acc2b5d5766f717b0/static/out/vs/workbench/contrib/webview/browser/pre/index.html?id=2edea043-372b-4b16-b40f-a01c2262046c&parentId=1&origin=82bcc371-9992-45ae-9345-06af45c2fa5c&swVersion=4&extensionId=mcp-lens.mcp-lens&platform=browser&vscode-resource-base-authority=vscode-resource.vscode-cdn.net&parentOrigin=http%3A%2F%2F127.0.0.1%3A37371&remoteAuthority=127.0.0.1%3A37371&purpose=webviewView:1148:28)',
  '    at http://127.0.0.1:37371/stable-409c64e0df4d53530e59c16acc2b5d5766f717b0/static/out/vs/workbench/contrib/webview/browser/pre/index.html?id=2edea043-372b-4b16-b40f-a01c2262046c&parentId=1&origin=82bcc371-9992-45ae-9345-06af45c2fa5c&swVersion=4&extensionId=mcp-lens.mcp-lens&platform=browser&vscode-resource-base-authority=vscode-resource.vscode-cdn.net&parentOrigin=http%3A%2F%2F127.0.0.1%3A37371&remoteAuthority=127.0.0.1%3A37371&purpose=webviewView:1068:7',
].join('\n');

// verbatim from a clean-clone runner.e2e run (the 7th of ten in a row): the same assertion in hookupOnLoadHandlers'
// 200 ms load timer, whose callback is the only other frame
const FRAME_GONE_IN_TIMER = [
  '[pageerror] Error: Found unexpected null',
  '    at assertIsDefined (http://127.0.0.1:38641/stable-409c64e0df4d53530e59c16acc2b5d5766f717b0/static/out/vs/workbench/contrib/webview/browser/pre/index.html?id=ffe6e918-6572-47bb-95bf-503108fb987a&parentId=1&origin=0c496816-1c1c-4205-81f1-0d445c4e1b8b&swVersion=4&extensionId=mcp-lens.mcp-lens&platform=browser&vscode-resource-base-authority=vscode-resource.vscode-cdn.net&parentOrigin=http%3A%2F%2F127.0.0.1%3A38641&remoteAuthority=127.0.0.1%3A38641&purpose=webviewView:80:11)',
  '    at http://127.0.0.1:38641/stable-409c64e0df4d53530e59c16acc2b5d5766f717b0/static/out/vs/workbench/contrib/webview/browser/pre/index.html?id=ffe6e918-6572-47bb-95bf-503108fb987a&parentId=1&origin=0c496816-1c1c-4205-81f1-0d445c4e1b8b&swVersion=4&extensionId=mcp-lens.mcp-lens&platform=browser&vscode-resource-base-authority=vscode-resource.vscode-cdn.net&parentOrigin=http%3A%2F%2F127.0.0.1%3A38641&remoteAuthority=127.0.0.1%3A38641&purpose=webviewView:1145:14',
].join('\n');

test("VS Code's webview host page finding its content frame gone is VS Code's, though its URL names MCP Lens, and only in that shape", async () => {
  let scan = await scanLogs(withExtra('browser-console.log', FRAME_GONE));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { 'webview host page load handler(s) that found the content frame gone': 1 }],
  );
  scan = await scanLogs(withExtra('browser-console.log', FRAME_GONE_IN_TIMER));
  assert.deepEqual(
    [scan.problems, scan.vscodes],
    [[], { 'webview host page load handler(s) that found the content frame gone': 1 }],
  );
  // the assertion alone, with no frame after it to say who called it: it counts
  scan = await scanLogs(withExtra('browser-console.log', FRAME_GONE_IN_TIMER.split('\n').slice(0, 2).join('\n')));
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(
    withExtra('browser-console.log', `${FRAME_GONE_IN_TIMER}\n    at render (${EXT}/dist/webview/runner.js:1:2)`),
  );
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(
    withExtra('browser-console.log', FRAME_GONE_IN_TIMER.replaceAll('/pre/index.html?', '/pre/fake.html?')),
  );
  assert.equal(scan.problems.length, 1);
  // another message, a frame of MCP Lens's own script, or the inner content page: it counts
  scan = await scanLogs(
    withExtra('browser-console.log', FRAME_GONE.replace('Found unexpected null', 'Cannot read properties of null')),
  );
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(
    withExtra('browser-console.log', `${FRAME_GONE}\n    at render (${EXT}/dist/webview/runner.js:1:2)`),
  );
  assert.equal(scan.problems.length, 1);
  scan = await scanLogs(withExtra('browser-console.log', FRAME_GONE.replaceAll('/pre/index.html?', '/pre/fake.html?')));
  assert.equal(scan.problems.length, 1);
});

// Verbatim from a workbench.e2e run: VS Code's JSON extension failed a colour request as the host terminated, logged
// under its own id, with a stack inside json-language-features and the extension-host process only.
const PROVIDER_FAILED = [
  '2026-12-01 19:47:25.460 [info] Extension host terminating: received terminate message from renderer',
  "2026-12-01 19:47:25.461 [info] Lock '/tmp/mcp-lens-e2e-WP08lL/user-data/User/workspaceStorage/c3ab651/vscode.lock': Marking the lockfile as scheduled to be released in 6000 ms.",
  '2026-12-01 19:47:25.633 [error] [vscode.json-language-features] provider FAILED',
  '2026-12-01 19:47:25.634 [error] Error: Channel has been closed',
  '\tat s (file:///work/main/.cache/code-server-4.100.3/package/lib/vscode/out/vs/workbench/api/node/extensionHostProcess.js:125:2431)',
  '\tat Object.appendLine (file:///work/main/.cache/code-server-4.100.3/package/lib/vscode/out/vs/workbench/api/node/extensionHostProcess.js:125:2570)',
  '\tat R.logOutputMessage (/work/main/.cache/code-server-4.100.3/package/lib/vscode/extensions/json-language-features/client/dist/node/jsonClientMain.js:2:290791)',
  '\tat R.error (/work/main/.cache/code-server-4.100.3/package/lib/vscode/extensions/json-language-features/client/dist/node/jsonClientMain.js:2:290682)',
  '\tat R.handleFailedRequest (/work/main/.cache/code-server-4.100.3/package/lib/vscode/extensions/json-language-features/client/dist/node/jsonClientMain.js:2:314551)',
  '\tat /work/main/.cache/code-server-4.100.3/package/lib/vscode/extensions/json-language-features/client/dist/node/jsonClientMain.js:2:336500',
  '\tat async g4.provideColors (file:///work/main/.cache/code-server-4.100.3/package/lib/vscode/out/vs/workbench/api/node/extensionHostProcess.js:145:151102)',
  '2026-12-01 19:47:25.649 [info] Extension host with pid 10882 exiting with code 0',
];

test('a built-in extension’s error, named by the id it carries and by the bundles of its stack, is not MCP Lens’s (the exact "provider FAILED" excerpt)', async () => {
  const scan = await scanLogs(withExtra(HOST, ...PROVIDER_FAILED));
  assert.deepEqual(scan.problems, []);
  assert.match(await assertCleanLogs(withExtra(HOST, ...PROVIDER_FAILED)), /no uncaught error of MCP Lens/);
});

test('entries are attributed by the extension id they carry and by the bundles in their stacks, MCP Lens’s winning', async () => {
  const vscodeHost =
    'file:///work/main/.cache/code-server-4.100.3/package/lib/vscode/out/vs/workbench/api/node/extensionHostProcess.js';
  const builtIn = '/work/main/.cache/code-server-4.100.3/package/lib/vscode/extensions';
  const installed = '/tmp/mcp-lens-e2e-rXTTKs/extensions';
  const problemsOf = async (...lines) => (await scanLogs(withExtra(HOST, ...lines))).problems.length;
  // another extension's id, built in or installed, with no stack or with VS Code's frames only: theirs
  assert.equal(await problemsOf('2026-11-29 22:06:00.000 [error] [vscode.git] provider FAILED'), 0);
  assert.equal(
    await problemsOf('2026-11-29 22:06:00.000 [error] [ms-python.python] Error: x', `\tat y (${vscodeHost}:1:2)`),
    0,
  );
  assert.equal(
    await problemsOf(
      "2026-11-29 22:06:00.000 [error] Activating extension 'vscode.npm' failed due to an error:",
      '2026-11-29 22:06:00.001 [error] Error: npm',
      `\tat z (${builtIn}/npm/dist/npmMain.js:1:2)`,
    ),
    0,
  );
  assert.equal(
    await problemsOf(
      '2026-11-29 22:06:00.000 [error] Error: theirs',
      `\tat z (${installed}/ms-python.python-2025.1.0/out/client/extension.js:1:2)`,
    ),
    0,
  );
  // MCP Lens's id, or a frame in its bundles, is MCP Lens's, whatever else the entry names
  assert.equal(await problemsOf('2026-11-29 22:06:00.000 [error] [mcp-lens.mcp-lens] provider FAILED'), 1);
  assert.equal(
    await problemsOf(
      "2026-11-29 22:06:00.000 [error] Activating extension 'mcp-lens.mcp-lens' failed due to an error:",
    ),
    1,
  );
  assert.equal(
    await problemsOf(
      '2026-11-29 22:06:00.000 [error] [vscode.json-language-features] provider FAILED',
      `\tat q (${EXT}/dist/languageClient.js:1:2)`,
    ),
    1,
  );
  assert.equal(
    await problemsOf(
      '2026-11-29 22:06:00.000 [error] Error: both',
      `\tat a (${builtIn}/git/dist/main.js:1:2)`,
      `\tat b (${EXT}/dist/features.js:3:4)`,
    ),
    1,
  );
  assert.equal(
    await problemsOf(
      '2026-11-29 22:06:00.000 [error] Error: a worker',
      `\tat w (${EXT}/dist/catalogLintWorker.js:3:4)`,
    ),
    1,
  );
  // naming no one (no id, frames in VS Code and Node only): MCP Lens is the only extension here that is not built in
  assert.equal(
    await problemsOf(
      '2026-11-29 22:06:00.000 [error] Error: command not found',
      `\tat c (${vscodeHost}:9:9)`,
      '\tat process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ),
    1,
  );
  // a word in brackets that is not an extension id names no one either
  assert.equal(await problemsOf('2026-11-29 22:06:00.000 [error] [Extension Host] Error: x'), 1);
});
