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
    `- require: ${ms(e.activation.require.median)} ms median (p95 ${ms(e.activation.require.p95)}); activate: ${ms(e.activation.activate.median)} ms median; total ${ms(e.activation.total.median)} ms`,
    `- files loaded: ${e.activation.loaded.map((f) => `\`${f}\``).join(', ') || 'none'}; processes started during activation: ${e.activation.started.length ? e.activation.started.map((x) => `\`${x}\``).join(', ') : 'none within 200 ms'}${e.activation.error ? `; activate threw: ${e.activation.error.split('\n')[0]}` : ''}`,
  );
  if (e.activation.registered) {
    const r = e.activation.registered;
    lines.push(
      `- registered at activation: ${r.commands.length} commands, tree views ${r.trees.map((t) => `\`${t}\``).join(', ') || 'none'}, webview views ${r.webviewViews.map((t) => `\`${t}\``).join(', ') || 'none'}, panel serializers ${r.serializers.map((t) => `\`${t}\``).join(', ') || 'none'}`,
    );
  }
  const heavy = heavyAtActivation(e.composition);
  lines.push(
    `- loaded at activation although only connections, panels or live lint need them: ${heavy.length ? heavy.map((h) => `\`${h.group}\` (${kb(h.bytes)})`).join(', ') : 'nothing'}`,
  );
  if (e.sdk) {
    lines.push(
      `- the connection layer (\`common/mcp\`) with the MCP SDK and zod, bundled alone (${kb(e.sdk.bytes)} minified), takes ${ms(e.sdk.require.median)} ms to require in a fresh process`,
    );
  }
  lines.push('');
  if (e.lazy?.length) {
    lines.push(
      '### Lazily loaded bundles',
      '',
      'Each required alone in a fresh process, and its first use after activation (same stand-in `vscode`).',
      '',
    );
    for (const b of e.lazy) {
      lines.push(
        `- \`${b.file}\` (${kb(b.bytes)}; largest parts ${b.composition.groups
          .slice(0, 4)
          .map((g) => `\`${g.group}\` ${kb(g.bytes)}`)
          .join(', ')}): require alone ${ms(b.require.median)} ms median (p95 ${ms(b.require.p95)})`,
      );
      for (const u of b.firstUse) {
        lines.push(
          `  - ${u.what}: ${ms(u.time.median)} ms median (p95 ${ms(u.time.p95)}); loads ${u.loaded.map((f) => `\`${f}\``).join(', ') || 'nothing more'}` +
            `${u.started.length ? `; starts ${u.started.map((x) => `\`${x}\``).join(', ')}` : ''}${u.error ? `; threw: ${u.error.split('\n')[0]}` : ''}`,
        );
      }
    }
    lines.push('');
  }
  return lines;
}

/** Parts of client.js that only server connections, panels or live lint need, yet are evaluated when the bundle loads. */
export function heavyAtActivation(composition) {
  const heavy =
    /^(@modelcontextprotocol\/sdk|zod|ajv|ajv-formats|fast-uri|client\/src\/mcp|client\/src\/webviews|client\/src\/runner|client\/src\/approval|server\/src\/engine)$/;
  return composition.groups.filter((g) => heavy.test(g.group));
}
