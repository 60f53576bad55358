// A credential repeated in a JSON-RPC error's `data` is masked in its values, not its JSON text, where a secret
// holding `"` or `\` is escaped and was missed. Checked on the function and on a real server's error.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { ServerError } from '../../common/mcp/errors';
import { MASK, maskError, maskSecrets, maskValue } from '../../common/mcp/redact';
import { filePool, fixtureLaunch } from './fixtures';

const pool = filePool();

const SECRETS = ['pa"ss-word-1', 'back\\slash-2', 'trailing-3\\', 'ünï-çødé-🔑-4', 'line\nbreak-5\t'];

/** Every form a secret can take in text: as it is, and as JSON writes it inside a string. */
function forms(secret: string): string[] {
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1)])];
}

function assertNoSecret(text: string, what: string): void {
  for (const secret of SECRETS) {
    for (const form of forms(secret)) {
      const at = text.indexOf(form);
      assert.equal(at, -1, `${what} shows ${JSON.stringify(form)}: …${text.slice(Math.max(0, at - 80), at + 40)}…`);
    }
  }
}

describe('masking secrets in error data', () => {
  for (const secret of SECRETS) {
    it(`masks ${JSON.stringify(secret)} in values, keys and nested text, keeping everything else`, () => {
      const data = {
        token: secret,
        list: [1, `sent ${secret} twice: ${secret}`, { [secret]: true }],
        deep: { none: null, n: 2.5, ok: false, text: 'plain' },
      };
      const error = maskError(new ServerError('tools/call', -32602, `refused ${secret}`, data), [secret]);
      assert.deepEqual(error.data, {
        token: MASK,
        list: [1, `sent ${MASK} twice: ${MASK}`, { [MASK]: true }],
        deep: { none: null, n: 2.5, ok: false, text: 'plain' },
      });
      assert.equal(error.serverMessage, `refused ${MASK}`);
      assert.equal(data.token, secret, 'the data the server sent is not changed in place (it may be frozen or shared)');
      assertNoSecret(JSON.stringify(error.data), 'the serialised data');
    });
  }

  it('leaves data without a secret as it is, and takes data of any depth', () => {
    const data = { a: [1, 'two', { three: 3 }] };
    assert.equal(maskValue(data, SECRETS), data, 'nothing to mask: the same object');
    let deep: unknown = 'x trailing-3\\ y';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let masked = maskValue(deep, SECRETS);
    for (let i = 0; i < 100_000; i++) masked = (masked as unknown[])[0];
    assert.equal(masked, `x ${MASK} y`);
  });

  it('masks a secret in text that quotes JSON, where it is written escaped', () => {
    for (const secret of SECRETS) {
      assertNoSecret(maskSecrets(`body: ${JSON.stringify({ error: `bad ${secret}` })}`, [secret]), 'the text');
    }
    // Python's json.dumps writes non-ASCII as \uXXXX escapes (lower-case hex; other writers use upper case)
    const escaped = (hex: (code: number) => string) =>
      JSON.stringify('ünï-çødé-🔑-4')
        .slice(1, -1)
        .replace(/[^\x20-\x7e]/g, (c) => `\\u${hex(c.charCodeAt(0)).padStart(4, '0')}`);
    const python = escaped((c) => c.toString(16));
    assert.equal(python, '\\u00fcn\\u00ef-\\u00e7\\u00f8d\\u00e9-\\ud83d\\udd11-4');
    const upper = escaped((c) => c.toString(16).toUpperCase());
    assert.equal(
      maskSecrets(`{"error": "bad ${python}", "upper": "${upper}"}`, ['ünï-çødé-🔑-4']),
      `{"error": "bad ${MASK}", "upper": "${MASK}"}`,
    );
  });
});

describe('a real server that repeats its credential in an error', () => {
  it('the error thrown to the caller, its data and every log line (the protocol trace too) show the mask, never the secret', async () => {
    for (const [i, secret] of SECRETS.entries()) {
      const { connection, logger } = pool.make(`error-data-${i}`, { secrets: () => [secret] });
      await connection.start(fixtureLaunch('errorData.mjs', { env: { FIXTURE_TOKEN: secret } }));
      assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
      const thrown = await connection
        .callTool({ name: 'check_token', arguments: {} }, async () => true)
        .then(
          () => assert.fail('the call should fail'),
          (e: unknown) => e,
        );
      assert.ok(thrown instanceof ServerError, String(thrown));
      // (the SDK's McpError on the server already wrote "MCP error -32602: " into its message)
      assert.match(thrown.serverMessage, new RegExp(`token ${MASK} was refused$`));
      assert.deepEqual(thrown.data, {
        token: MASK,
        attempts: [{ sent: MASK, status: 401 }, `retry with ${MASK} failed`],
        headers: { [MASK]: 'as a key', authorization: `Bearer ${MASK}` },
        harmless: { count: 3, ok: false, none: null, words: 'nothing secret here' },
      });
      assert.ok(
        logger.lines.some((l) => l.startsWith('trace ←') && l.includes('was refused')),
        `the answer was traced:\n${logger.lines.join('\n')}`,
      );
      assertNoSecret(
        [
          thrown.message,
          thrown.stack ?? '',
          JSON.stringify(thrown.data),
          JSON.stringify(connection.state),
          ...logger.lines,
        ].join('\n'),
        secret,
      );
      await connection.stop();
    }
  });
});
