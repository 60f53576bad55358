// The report's section on what the extension costs: its bundles, what activation loads and what lazy bundles cost.
import { markdownTable } from './reportFormat.mjs';
import { kb, ms } from './stats.mjs';

/**
 * The "Extension cost" section up to the package: bundles, what the activation bundle is made of, activation, and
 * what each lazily loaded bundle costs on first use. Also printed alone by `node scripts/bench.mjs --only extension`.
 */
export function extensionCostLines(e) {
  const lines = [
    '## Extension cost',
    '',
    '### Bundles',
    '',
    markdownTable(
      ['file', 'size'],
      e.bundles.map((b) => [`\`${b.file}\``, kb(b.bytes)]),
    ),
    '',
  ];
  lines.push(
    '`dist/client.js` is the activation bundle, the only one VS Code requires: it registers the commands and views and',
    'watches for a document that wants the language server. `dist/features.js` (servers, connections, live lint, approvals,',
    'runner) and `dist/languageClient.js` are required by it on first use.',
    '',
    `What \`dist/client.js\` is made of (minified, ${kb(e.composition.bytes)}), largest parts first:`,
    '',
    markdownTable(
      ['package or folder', 'bytes in client.js'],
      e.composition.groups.slice(0, 14).map((g) => [`\`${g.group}\``, kb(g.bytes)]),
    ),
    '',
    '### Activation',
    '',
    '`require(dist/client.js)` and `activate(context)` in a fresh Node process, with a stand-in `vscode` module whose objects',
    'accept any call (this times loading and activating; it checks nothing), and no document open. Everything in one',
    'CommonJS bundle is evaluated when the bundle is required, so whatever is in `client.js` is loaded at activation.',
    '',
    ...activationLines(e),
    '',
  );
  if (e.lazy?.length) lines.push(...lazyBundleLines(e.lazy));
  return lines;
}

/** The extension's targets: activation well under 50 ms, and none of the heavy parts loaded by it. */
export function extensionTargets(e) {
  const a = e.activation;
  const heavy = heavyAtActivation(e.composition);
  return [
    {
      target: 'the client activates in well under 50 ms',
      measured: `${ms(a.total.median)} ms (require ${ms(a.require.median)} + activate ${ms(a.activate.median)})`,
      met: a.total.median < 50,
    },
    {
      target: 'activation loads no MCP SDK, webviews or rule engine',
      measured: heavy.length ? heavy.map((h) => `${h.group} ${kb(h.bytes)}`).join(', ') : 'none in client.js',
      met: !heavy.length,
    },
  ];
}

/** The "Package" part of the section: the size of the .vsix, or why it was not measured. */
export function packageLines(vsix) {
  const lines = ['### Package', ''];
  if (!vsix) return [...lines, 'Not measured (`--no-vsix`).', ''];
  if (!vsix.bytes) return [...lines, `\`vsce package\` failed: ${vsix.refused ?? ''} ${vsix.error ?? ''}`.trim(), ''];
  const files = vsix.files ? `, ${vsix.files} files` : '';
  const note = vsix.refused
    ? ` Note: ${vsix.refused}; measured with \`--allow-package-secrets\` for that kind (the flagged text is a rule's ` +
      'example, not a secret, but `npm run package` fails until it is changed).'
    : '';
  return [...lines, `\`vsce package --no-dependencies\`: ${kb(vsix.bytes)}${files}.${note}`, ''];
}

const HEAVY_GROUPS = new Set([
  '@modelcontextprotocol/sdk',
  'zod',
  'ajv',
  'ajv-formats',
  'fast-uri',
  'client/src/mcp',
  'client/src/webviews',
  'client/src/runner',
  'client/src/approval',
  'server/src/engine',
]);

/** Parts of client.js that only connections, panels or live lint need, yet are evaluated when the bundle loads. */
export function heavyAtActivation(composition) {
  return composition.groups.filter((g) => HEAVY_GROUPS.has(g.group));
}

const code = (x) => `\`${x}\``;
/** Names in backticks, separated by commas ('' for none). */
const codes = (names) => names.map(code).join(', ');
const firstLine = (text) => text.split('\n')[0];

/** What activation takes, loads, starts and registers. */
function activationLines(e) {
  const a = e.activation;
  const lines = [
    `- require: ${ms(a.require.median)} ms median (p95 ${ms(a.require.p95)}); ` +
      `activate: ${ms(a.activate.median)} ms median; total ${ms(a.total.median)} ms`,
    `- files loaded: ${codes(a.loaded) || 'none'}; ` +
      `processes started during activation: ${codes(a.started) || 'none within 200 ms'}` +
      (a.error ? `; activate threw: ${firstLine(a.error)}` : ''),
  ];
  if (a.registered) {
    const r = a.registered;
    lines.push(
      `- registered at activation: ${r.commands.length} commands, tree views ${codes(r.trees) || 'none'}, ` +
        `webview views ${codes(r.webviewViews) || 'none'}, panel serializers ${codes(r.serializers) || 'none'}`,
    );
  }
  const heavy = heavyAtActivation(e.composition).map((h) => `${code(h.group)} (${kb(h.bytes)})`);
  lines.push(
    `- loaded at activation although only connections, panels or live lint need them: ${heavy.join(', ') || 'nothing'}`,
  );
  if (e.sdk) {
    lines.push(
      '- the connection layer (`common/mcp`) with the MCP SDK and zod, ' +
        `bundled alone (${kb(e.sdk.bytes)} minified), takes ${ms(e.sdk.require.median)} ms ` +
        'to require in a fresh process',
    );
  }
  return lines;
}

/** Each lazily loaded bundle: what it holds, what requiring it alone costs, and its first uses. */
function lazyBundleLines(lazy) {
  const lines = [
    '### Lazily loaded bundles',
    '',
    'Each required alone in a fresh process, and its first use after activation (same stand-in `vscode`).',
    '',
  ];
  for (const b of lazy) {
    const parts = b.composition.groups.slice(0, 4).map((g) => `${code(g.group)} ${kb(g.bytes)}`);
    lines.push(
      `- ${code(b.file)} (${kb(b.bytes)}; largest parts ${parts.join(', ')}): ` +
        `require alone ${ms(b.require.median)} ms median (p95 ${ms(b.require.p95)})`,
    );
    for (const u of b.firstUse) {
      lines.push(
        `  - ${u.what}: ${ms(u.time.median)} ms median (p95 ${ms(u.time.p95)}); ` +
          `loads ${codes(u.loaded) || 'nothing more'}` +
          (u.started.length ? `; starts ${codes(u.started)}` : '') +
          (u.error ? `; threw: ${firstLine(u.error)}` : ''),
      );
    }
  }
  lines.push('');
  return lines;
}
