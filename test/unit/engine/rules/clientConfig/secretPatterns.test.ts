// secretPatterns.ts: the token formats, placeholders and secret names the credentials rule (MCP713) goes by.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  isPlaceholder,
  isSecretName,
  knownSecretIn,
  literalSecretValue,
  secretIn,
  secretInArgument,
  soundsSecret,
} from '../../../../../server/src/engine/rules/clientConfig/secretPatterns';

/** [what it looks like, its prefixes, the body's first characters (each kind the body allows), the body's shortest length]. */
const SHAPES: readonly [string, readonly string[], string, number][] = [
  ['an Anthropic API key', ['sk-ant-'], 'AZaz09_-', 20],
  ['an OpenAI-style API key', ['sk-'], 'AZaz09_-', 20],
  ['a GitHub fine-grained token', ['github_pat_'], 'AZaz09_', 30],
  ['a GitHub token', ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'], 'AZaz09', 30],
  ['a Slack token', ['xoxa-', 'xoxb-', 'xoxp-', 'xoxo-', 'xoxs-', 'xoxr-'], 'AZaz09-', 10],
  ['a Google API key', ['AIza'], 'AZaz09_-', 35],
  ['a GitLab token', ['glpat-'], 'AZaz09_-', 20],
  ['a Supabase access token', ['sbp_'], 'AZaz09', 20],
  ['a Figma token', ['figd_'], 'AZaz09_-', 20],
  ['an npm token', ['npm_'], 'AZaz09', 30],
  ['a Hugging Face token', ['hf_'], 'AZaz09', 30],
  ['a Stripe secret key', ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'], 'AZaz09', 20],
  ['a Linear API key', ['lin_api_'], 'AZaz09', 20],
  ['a Perplexity API key', ['pplx-'], 'AZaz09', 20],
  ['an xAI API key', ['xai-'], 'AZaz09', 20],
  ['a Groq API key', ['gsk_'], 'AZaz09', 20],
  ['a Notion token', ['ntn_'], 'AZaz09', 30],
  ['a DigitalOcean token', ['dop_v1_'], 'af09', 40],
];

/** A body of exactly `length` characters that starts with `head` (then "b", allowed by every body above). */
const body = (head: string, length: number) => head + 'b'.repeat(length - head.length);

describe('known token formats', () => {
  for (const [what, prefixes, head, min] of SHAPES) {
    for (const prefix of prefixes) {
      const token = prefix + body(head, min);
      it(`${what}: ${prefix}…`, () => {
        assert.deepEqual(knownSecretIn(`--key=${token}`), { what, start: 6, end: 6 + token.length });
        assert.deepEqual(knownSecretIn(token), { what, start: 0, end: token.length });
        assert.notEqual(knownSecretIn(token.slice(0, -1))?.what, what, 'one character short');
        assert.equal(knownSecretIn(`a${token}`), undefined, 'glued to a word');
      });
    }
  }

  it('an AWS access key id: exactly 16 characters after AKIA or ASIA, standing alone', () => {
    for (const prefix of ['AKIA', 'ASIA']) {
      const id = `${prefix}09AZ${'B'.repeat(12)}`;
      assert.deepEqual(knownSecretIn(`id=${id}`), { what: 'an AWS access key id', start: 3, end: 23 });
      assert.equal(knownSecretIn(id.slice(0, -1)), undefined);
      assert.equal(knownSecretIn(`${id}B`), undefined);
      assert.equal(knownSecretIn(`${id}a`), undefined, 'a lower-case letter after it');
    }
  });

  it('a Shopify token: exactly 32 hex digits', () => {
    for (const prefix of ['shpat_', 'shpss_', 'shpca_']) {
      const token = prefix + body('afAF09', 32);
      assert.deepEqual(knownSecretIn(token), { what: 'a Shopify token', start: 0, end: token.length });
      assert.equal(knownSecretIn(token.slice(0, -1)), undefined);
    }
  });

  it('a Google API key takes its first 35 characters', () => {
    const key = `AIza${body('AZaz09_-', 35)}`;
    assert.deepEqual(knownSecretIn(`${key}zz`), { what: 'a Google API key', start: 0, end: key.length });
  });

  it('a SendGrid API key and a JSON Web Token: every part at its shortest', () => {
    const sendgrid = `SG.${body('AZaz09_-', 16)}.${body('AZaz09_-', 16)}`;
    assert.deepEqual(knownSecretIn(sendgrid), { what: 'a SendGrid API key', start: 0, end: sendgrid.length });
    assert.equal(knownSecretIn(`SG.${body('AZaz09_-', 15)}.${body('AZaz09_-', 16)}`), undefined);
    assert.equal(knownSecretIn(`SG.${body('AZaz09_-', 16)}.${body('AZaz09_-', 15)}`), undefined);
    const jwt = `eyJ${body('AZaz09_-', 8)}.eyJ${body('AZaz09_-', 8)}.${body('AZaz09_-', 8)}`;
    assert.deepEqual(knownSecretIn(`Bearer ${jwt}`), { what: 'a JSON Web Token', start: 7, end: 7 + jwt.length });
    for (const short of [
      `eyJ${body('AZaz09', 7)}.eyJ${body('AZaz09', 8)}.${body('AZaz09', 8)}`,
      `eyJ${body('AZaz09', 8)}.eyJ${body('AZaz09', 7)}.${body('AZaz09', 8)}`,
      `eyJ${body('AZaz09', 8)}.eyJ${body('AZaz09', 8)}.${body('AZaz09', 7)}`,
    ]) {
      assert.equal(knownSecretIn(short), undefined, short);
    }
  });

  it('a private key, which carries no digits, with or without a key type', () => {
    for (const text of [
      '-----BEGIN PRIVATE KEY-----',
      '-----BEGIN RSA PRIVATE KEY-----',
      '-----BEGIN OPENSSH PRIVATE KEY-----',
    ]) {
      assert.deepEqual(
        knownSecretIn(`"${text}\\nMIIE"`),
        { what: 'a private key', start: 1, end: 1 + text.length },
        text,
      );
    }
    assert.equal(knownSecretIn('-----BEGIN PUBLIC KEY-----'), undefined);
    // only a private key may carry no digit: a token that merely ends in dashes still needs one
    assert.equal(knownSecretIn('xoxb-abcdefghij-----'), undefined);
    assert.equal(knownSecretIn(`sk-${'b'.repeat(20)}-----`), undefined);
  });

  it('passes over words that start like a token but carry no digit, and placeholders in token form', () => {
    assert.equal(knownSecretIn(`sk-ant-${'b'.repeat(20)}`), undefined);
    assert.equal(knownSecretIn('sk-sensitive-data-in-logs'), undefined);
    assert.equal(knownSecretIn(`ghp_${'x'.repeat(29)}1`), undefined);
    assert.equal(knownSecretIn(`ghp_your_token_here_${'1'.repeat(20)}`), undefined);
  });
});

describe('placeholders', () => {
  it('references, blanks and environment expansions', () => {
    for (const v of ['', '   ', '${API_KEY}', 'pre-${input:key}', '$API_KEY', '%APPDATA%', ' %KEY% ']) {
      assert.equal(isPlaceholder(v), true, JSON.stringify(v));
    }
    for (const v of ['key$', '%KEY', 'KEY%', 'ab%cd%ef']) assert.equal(isPlaceholder(v), false, v);
  });

  it('bracketed names', () => {
    for (const v of ['<your key>', '[api key]', '{token}', '(secret)']) assert.equal(isPlaceholder(v), true, v);
    for (const v of ['<key', 'key>', 'a<key>', '<key>abc', '[key', '{key', '(key']) {
      assert.equal(isPlaceholder(v), false, v);
    }
  });

  it('masks and ellipses', () => {
    for (const v of ['x', 'XXXX', '***', '...', '###', '___', '---', 'abxxxxcd', 'ab***cd', 'ab...cd', 'sk-XXXX1234']) {
      assert.equal(isPlaceholder(v), true, v);
    }
    for (const v of ['abxxxcd', 'ab**cd', 'ab..cd', 'x1']) assert.equal(isPlaceholder(v), false, v);
  });

  it('the words of a value that stands for a secret', () => {
    for (const v of [
      'your-api-key',
      'YOUR_TOKEN',
      'my secret',
      'mypassword',
      'your_pat',
      'your-client-id',
      'placeholder',
      'changeme',
      'change-me',
      'replace_me',
      'replace-with-yours',
      'example123',
      'dummy',
      'REDACTED',
      'insert-key-here',
      'enter_token',
      'TODO: key',
      'tbd',
      'none',
      'NULL',
      'test',
    ]) {
      assert.equal(isPlaceholder(v), true, v);
    }
    assert.equal(isPlaceholder('replaceme'), true);
    for (const v of [
      'latest',
      'a todo',
      'nonexistent',
      'nullable',
      'testing',
      'tests',
      'insert',
      'enter',
      'a tbd',
      'is-none',
      'not-null',
      'a-test',
    ]) {
      assert.equal(isPlaceholder(v), false, v);
    }
  });
});

describe('literal credentials under a secret name', () => {
  it('16 characters of letters and digits at least', () => {
    assert.equal(literalSecretValue('abcdefgh12345678'), true);
    assert.equal(literalSecretValue('  abcdefgh12345678  '), true);
    assert.equal(literalSecretValue('abcdefgh1234567'), false);
    assert.equal(literalSecretValue('  abcdefgh1234567  '), false);
  });

  it('one token of the characters tokens use', () => {
    assert.equal(literalSecretValue('abc_def-ghi.jk+l/m=n:o~1234'), true);
    for (const v of ['abcdefgh 12345678', 'abcdefgh12345678!', 'abcdefgh12345678#', 'abcdéfgh12345678']) {
      assert.equal(literalSecretValue(v), false, v);
    }
  });

  it('not a placeholder, a path or a URL', () => {
    for (const v of [
      'your_api_key_12345678',
      'https://example.com/a1b2c3',
      'http:abcdef123456789',
      'file:abcdef123456789',
      '/abcdef1234567890',
      '~abcdef1234567890',
      './abcdef123456789',
      '../abcdef123456789',
      'C:/abcdef123456789',
    ]) {
      assert.equal(literalSecretValue(v), false, v);
    }
    assert.equal(literalSecretValue('abcdef12345678/9'), true, 'a slash inside is fine');
  });

  it('without digits: mixed case, 20 characters and varied enough', () => {
    assert.equal(literalSecretValue('AbCdEfGhIjKlMnOpQrSt'), true);
    assert.equal(literalSecretValue('AbCdEfGhIjKlMnOpQrStAbCd'), true);
    assert.equal(literalSecretValue('AbCdEfGhIjKlMnOpQrS'), false, '19 characters');
    assert.equal(literalSecretValue('abcdefghijklmnopqrst'), false, 'lower case only');
    assert.equal(literalSecretValue('ABCDEFGHIJKLMNOPQRST'), false, 'upper case only');
    assert.equal(literalSecretValue('AaAaAaAaAaAaAaAaAaAa'), false, 'too little variety');
    // four letters four times and eight twice: exactly 3.5 bits a character, which is enough
    assert.equal(literalSecretValue('AAAABBBBccccDDDDeeffgghhiijjkkll'), true, 'exactly 3.5 bits');
    assert.equal(literalSecretValue('oauth-client-credentials'), false, 'plain words');
    assert.equal(literalSecretValue('1234567890123456'), false, 'digits only');
    assert.equal(literalSecretValue('----------------'), false);
  });
});

describe('secret names', () => {
  it('every word that makes a name hold a secret, in every spelling of names', () => {
    for (const n of [
      'API_KEY',
      'apikey',
      'ApiKey',
      'apiKey',
      'x-api-key',
      'TOKEN',
      'GITHUB_TOKEN',
      'PLAYWRIGHT_MCP_EXTENSION_TOKEN',
      '--access-token',
      'token-',
      '_token_',
      'SECRET',
      'PASSWORD',
      'DB_PASSWD',
      'PWD',
      'AWS_ACCESS_KEY',
      'accessKey',
      'PRIVATE_KEY',
      'AUTH_KEY',
      'CREDENTIAL',
      'GOOGLE_CREDENTIALS',
      'SESSION_KEY',
      'SIGNING_KEY',
      'CLIENT_SECRET',
      'GITHUB_PAT',
    ]) {
      assert.equal(isSecretName(n), true, n);
    }
    // the words run together, and separators doubled
    for (const n of [
      'APIKEY',
      'ACCESSKEY',
      'PRIVATEKEY',
      'AUTHKEY',
      'SESSIONKEY',
      'SIGNINGKEY',
      'CLIENTSECRET',
      'API__KEY',
      'x-api--key',
      '__TOKEN__',
    ]) {
      assert.equal(isSecretName(n), true, n);
    }
  });

  it('names that only mention one, and words that merely contain one', () => {
    for (const suffix of [
      'URL',
      'URI',
      'PATH',
      'FILE',
      'DIR',
      'DIRECTORY',
      'HOST',
      'ENDPOINT',
      'ID',
      'NAME',
      'TYPE',
      'MODE',
      'LIMIT',
      'COUNT',
      'EXPIRY',
      'EXPIRES',
      'TTL',
      'LENGTH',
      'SIZE',
      'FORMAT',
      'HEADER',
      'ENV',
      'ENABLED',
      'DISABLED',
    ]) {
      assert.equal(isSecretName(`TOKEN_${suffix}`), false, `TOKEN_${suffix}`);
    }
    for (const n of [
      'tokenizer',
      'MYTOKEN',
      'PATH',
      'pattern',
      'secretary',
      'HOME',
      '',
      'PATH_TO_TOKEN',
      'FILE_SECRET',
    ]) {
      assert.equal(isSecretName(n), false, n);
    }
  });

  it('sounds secret in prose too', () => {
    for (const t of [
      'Your GitHub personal access token',
      'the secret',
      'Password',
      'passphrase of the key',
      'API key',
      'api-key',
      'an access key',
      'private key file',
      'credential',
      'credentials',
      'personal access',
    ]) {
      assert.equal(soundsSecret(t), true, t);
    }
    for (const t of ['Folder to index', 'tokens used', 'secretly', 'apikeys']) assert.equal(soundsSecret(t), false, t);
    // prose whose words, read as a name, say "host" or "file" (not a secret name): the prose patterns decide
    for (const t of [
      'Apikey for the host',
      'API key for the host',
      'api-key for the host',
      'Accesskey for the host',
      'access key for the host',
      'access-key for the host',
      'privatekey file',
      'private-key file',
      'credential of the host',
      'credentials of the host',
    ]) {
      assert.equal(isSecretName(t), false, t);
      assert.equal(soundsSecret(t), true, t);
    }
  });
});

describe('secrets in values and arguments', () => {
  const literal = 'abcdefgh12345678';

  it('a known format wins, under any name', () => {
    const token = `ghp_${body('AZaz09', 30)}`;
    assert.deepEqual(secretIn(` ${token}`, 'HOST'), { what: 'a GitHub token', start: 1, end: 1 + token.length });
    assert.deepEqual(secretIn(`Bearer ${token}`, 'Authorization'), {
      what: 'a GitHub token',
      start: 7,
      end: 7 + token.length,
    });
  });

  it('Authorization and Proxy-Authorization: the credential after its scheme, 8 characters at least', () => {
    assert.deepEqual(secretIn('Bearer abcdefgh', 'Authorization'), { what: 'a bearer credential', start: 7, end: 15 });
    assert.deepEqual(secretIn('  BEARER   abcdefgh  ', 'authorization'), {
      what: 'a bearer credential',
      start: 11,
      end: 19,
    });
    assert.deepEqual(secretIn('Basic dXNlcjpwYXNz', 'Proxy-Authorization'), {
      what: 'a basic credential',
      start: 6,
      end: 18,
    });
    assert.deepEqual(secretIn('token abcdefgh', 'Authorization'), { what: 'a token credential', start: 6, end: 14 });
    for (const v of [
      'Bearer abcdefg',
      'Bearer <token>',
      'Bearer ${TOKEN}',
      'Bearer',
      'Digest abcdefgh',
      'Bearer abcdefgh extra',
    ]) {
      assert.equal(secretIn(v, 'Authorization'), undefined, v);
    }
    assert.equal(secretIn('Bearer abcdefgh', 'X-Authorization'), undefined);
    assert.equal(secretIn('Bearer abcdefgh', 'Authorization-Extra'), undefined);
    assert.equal(secretIn('x Bearer abcdefgh', 'Authorization'), undefined);
    assert.equal(secretIn(`Bearer ${literal}`, 'X-Authorization'), undefined);
  });

  it('a literal credential under a secret name, with its surrounding blanks left out', () => {
    assert.deepEqual(secretIn(`  ${literal}  `, 'API_KEY'), { what: 'a literal credential', start: 2, end: 18 });
    assert.deepEqual(secretIn(literal, 'API_KEY'), { what: 'a literal credential', start: 0, end: 16 });
    assert.equal(secretIn(literal, 'HOST'), undefined);
    assert.equal(secretIn(literal), undefined);
    assert.equal(secretIn('short', 'API_KEY'), undefined);
  });

  it('in an argument: a known format, NAME=value, or the value after a secret flag', () => {
    const token = `npm_${body('AZaz09', 30)}`;
    assert.deepEqual(secretInArgument(`--token=${token}`), { what: 'an npm token', start: 8, end: 8 + token.length });
    assert.deepEqual(secretInArgument(`--api-key=${literal}`), { what: 'a literal credential', start: 10, end: 26 });
    assert.deepEqual(secretInArgument(`API_KEY= ${literal}`), { what: 'a literal credential', start: 9, end: 25 });
    assert.equal(secretInArgument(`--host=${literal}`), undefined);
    assert.equal(secretInArgument(`@api_key=${literal}`), undefined, 'no flag or name before "="');
    assert.deepEqual(secretInArgument(literal, '--api-key'), { what: 'a literal credential', start: 0, end: 16 });
    assert.deepEqual(secretInArgument(literal, '-password'), { what: 'a literal credential', start: 0, end: 16 });
    assert.equal(secretInArgument(literal, 'api-key'), undefined, 'the previous argument is no flag');
    assert.equal(secretInArgument(`-${literal}`, '--api-key'), undefined, 'this argument is a flag itself');
    assert.equal(secretInArgument(literal, '--host'), undefined);
    assert.equal(secretInArgument(literal), undefined);
  });
});
