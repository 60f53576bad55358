// "Did you mean" in the rules that guess among a document's own names (an input's variables, a prompt's arguments,
// the UI resources a catalog lists): every unknown name is still reported, and only the first MAX_GUESSES of a list
// get a guess. Each guess compares a name with every candidate, so thousands of unknown names against thousands of
// candidates made these rules quadratic; the list of candidates is now made once, not once per name.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { MAX_GUESSES } from '../../../server/src/engine/util/suggest';
import { lintText } from '../../helpers/engine';
import { only } from './ruleCases';

const N = MAX_GUESSES + 5;
const names = (prefix: string) => Array.from({ length: N }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
/** A declared name with its second and third letters swapped: a typo of that name alone. */
const typo = (name: string) => `${name[0]}${name[2]}${name[1]}${name.slice(3)}`;
const guessed = (messages: readonly string[], pattern: RegExp) => messages.map((m) => pattern.exec(m)?.[1]);

describe('"did you mean" among a document\'s own names, capped per list', () => {
  it("server.json: a value's unknown variables are each reported, the first twenty with a guess (MCP815)", () => {
    const declared = names('key');
    const value = declared.map((n) => `{${typo(n)}}`).join(' ');
    const doc = {
      name: 'io.github.user/weather',
      description: 'Weather data',
      version: '1.0.0',
      packages: [
        {
          registryType: 'npm',
          identifier: '@user/weather-mcp',
          version: '1.0.0',
          transport: { type: 'stdio' },
          runtimeHint: 'docker',
          runtimeArguments: [
            { type: 'named', name: '-e', value, variables: Object.fromEntries(declared.map((n) => [n, {}])) },
          ],
        },
      ],
    };
    const found = only(lintText('server.json', doc), 'MCP815');
    assert.equal(found.length, N);
    const guesses = guessed(
      found.map((f) => f.message),
      /Did you mean \{(\w+)\}\?$/,
    );
    assert.deepEqual(guesses, [
      ...declared.slice(0, MAX_GUESSES),
      ...Array.from({ length: N - MAX_GUESSES }, () => undefined),
    ]);
    assert.equal(found.filter((f) => f.fixes?.length).length, MAX_GUESSES);
  });

  it("MCP Bundle: a prompt's undeclared arguments are each reported, the first twenty with a guess (MCP912)", () => {
    const declared = names('topic');
    const text = declared.map((n) => `\${arguments.${typo(n)}}`).join(' ');
    const manifest = {
      manifest_version: '0.3',
      name: 'weather',
      version: '1.0.0',
      description: 'Weather data',
      author: { name: 'Acme' },
      server: {
        type: 'node',
        entry_point: 'server/index.js',
        mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'] },
      },
      prompts: [{ name: 'p', arguments: declared, text }],
    };
    const found = only(lintText('manifest.json', manifest), 'MCP912');
    assert.equal(found.length, N);
    const guesses = guessed(
      found.map((f) => f.message),
      /Did you mean "(\w+)"\?$/,
    );
    assert.deepEqual(guesses, [
      ...declared.slice(0, MAX_GUESSES),
      ...Array.from({ length: N - MAX_GUESSES }, () => undefined),
    ]);
    // every one can still be declared
    assert.ok(found.every((f) => f.fixes?.some((x) => x.title.startsWith('Declare argument'))));
  });

  it('a catalog: tools pointing at unlisted UI resources are each reported, the first twenty with a guess (MCP117)', () => {
    const listed = names('ui://views/v').map((u) => `${u}.html`);
    const wrong = (uri: string) => uri.replace('views', 'veiws');
    const tools = listed.map((uri, i) => ({
      name: `t${i}`,
      description: 'Shows a view of the data.',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true },
      _meta: { ui: { resourceUri: wrong(uri) } },
    }));
    const resources = listed.map((uri) => ({ uri, name: uri, mimeType: 'text/html;profile=mcp-app' }));
    const found = only(lintText('catalog.json', { tools, resources }), 'MCP117');
    assert.equal(found.length, N);
    const fixes = found.map((f) => f.fixes?.[0]?.title);
    assert.deepEqual(fixes, [
      ...listed.slice(0, MAX_GUESSES).map((u) => `Change to "${u}"`),
      ...Array.from({ length: N - MAX_GUESSES }, () => undefined),
    ]);
  });
});
