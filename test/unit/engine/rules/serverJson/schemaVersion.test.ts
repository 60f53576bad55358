import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { only, runCases } from '../../ruleCases';

const P = 'server.json';

const CURRENT = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

const base = {
  $schema: CURRENT,
  name: 'io.github.user/weather',
  description: 'Weather data and forecasts',
  version: '1.0.0',
};

const S = (extra: object = {}) => ({ ...base, ...extra });

const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));

/** Each finding of `code` in `doc`, as its fixes: [title, preferred, safe] each. */
const fixesOf = (doc: object, code: string) =>
  only(lintText(P, doc), code).map((f) => (f.fixes ?? []).map((x) => [x.title, x.preferred ?? false, x.safe ?? false]));

describe('server.json: $schema', () => {
  runCases([
    {
      code: 'MCP801',
      title: 'missing, added by the fix',
      path: P,
      bad: without('$schema'),
      good: S(),
      fix: true,
      severity: 'error',
      fixed: (t) => assert.equal(JSON.parse(t).$schema, CURRENT),
    },
    {
      code: 'MCP802',
      title: 'an older released date',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2025-10-17') }),
      good: S(),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP802',
      title: 'the draft schema',
      path: P,
      bad: S({
        $schema:
          'https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json',
      }),
      good: S(),
      fix: true,
    },
    {
      code: 'MCP803',
      title: 'an unknown date',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2024-01-01') }),
      good: S(),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP803',
      title: 'not a registry schema',
      path: P,
      bad: S({ $schema: 'https://example.com/my.schema.json' }),
      good: S(),
      fix: true,
    },
  ]);
});

describe('server.json: $schema at its edges', () => {
  const at = (date: string) => CURRENT.replace('2025-12-11', date);
  runCases([
    {
      code: 'MCP801',
      title: 'missing, said, at the root, fixed safely',
      path: P,
      bad: without('$schema'),
      good: S(),
      span: '{',
      message:
        /^server\.json needs "\$schema": the registry rejects a file without it\. Add "\$schema": "https:\/\/static\.modelcontextprotocol\.io\/schemas\/2025-12-11\/server\.schema\.json"\.$/,
      fix: 'Add the 2025-12-11 $schema',
    },
    {
      code: 'MCP802',
      title: 'an older date, said and updated',
      path: P,
      bad: S({ $schema: at('2025-09-29') }),
      good: S({ $schema: CURRENT.replace('https:', 'http:') }),
      fix: 'Use the 2025-12-11 schema',
      message:
        /^"\$schema" names the 2025-09-29 server\.json schema, which is not the current version \(2025-12-11\); the registry accepts it with a warning\./,
      fixed: (t) => assert.equal(JSON.parse(t).$schema, CURRENT),
    },
    {
      code: 'MCP802',
      title: 'the first released date',
      path: P,
      bad: S({ $schema: at('2025-07-09') }),
      good: S({ $schema: ` ${CURRENT} ` }),
    },
    {
      code: 'MCP802',
      title: 'the draft, said',
      path: P,
      bad: S({ $schema: 'https://example.com/draft/server.schema.json' }),
      good: S(),
      severity: 'warning',
      message: /^"\$schema" names the registry's draft schema, which changes without notice/,
    },
    {
      code: 'MCP803',
      title: 'an unknown date, said',
      path: P,
      bad: S({ $schema: at('2026-01-01') }),
      good: S(),
      message:
        /^There is no released server\.json schema "2026-01-01" \(known: 2025-07-09, 2025-09-16, 2025-09-29, 2025-10-11, 2025-10-17, 2025-12-11\); the registry rejects the file\. Use 2025-12-11\.$/,
      fix: 'Use the 2025-12-11 schema',
    },
    {
      code: 'MCP803',
      title: 'not a string, said and replaced',
      path: P,
      bad: S({ $schema: 1 }),
      good: S(),
      message: /^"\$schema" must be a URL string, not an integer\.$/,
      fix: 'Use the 2025-12-11 schema',
    },
    {
      code: 'MCP803',
      title: 'another URL, said',
      path: P,
      bad: S({ $schema: 'https://json-schema.org/draft/2020-12/schema' }),
      good: S(),
      message:
        /^"\$schema" is not a registry server\.json schema URL; the registry accepts only https:\/\/static\.modelcontextprotocol\.io\/schemas\/<date>\/server\.schema\.json with a released date\. Use 2025-12-11\.$/,
    },
    {
      code: 'MCP803',
      title: 'a registry URL with more after it',
      path: P,
      bad: S({ $schema: `${CURRENT}#` }),
      good: S(),
    },
    {
      code: 'MCP803',
      title: 'a registry URL with more before it',
      path: P,
      bad: S({ $schema: `x${CURRENT}` }),
      good: S(),
    },
    {
      code: 'MCP803',
      title: 'a date with a slash in it',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2025/12-11') }),
      good: S(),
    },
  ]);

  it('the fixes are preferred, and only the added $schema is safe', () => {
    assert.deepEqual(fixesOf(without('$schema'), 'MCP801'), [[['Add the 2025-12-11 $schema', true, true]]]);
    assert.deepEqual(fixesOf(S({ $schema: at('2025-09-29') }), 'MCP802'), [
      [['Use the 2025-12-11 schema', true, false]],
    ]);
    assert.deepEqual(fixesOf(S({ $schema: 1 }), 'MCP803'), [[['Use the 2025-12-11 schema', true, false]]]);
  });
});

describe('server.json: what the second mutation run asked for', () => {
  it('$schema: typed without a value, over http, with blanks around it, or a draft URL with more after it', () => {
    const typing = `${JSON.stringify(base).slice(0, -1).replace(`"$schema":"${CURRENT}",`, '')},"$schema"}`;
    assert.deepEqual(codes(lintText(P, typing)), ['MCP001']);
    for (const url of [CURRENT.replace('https:', 'http:'), ` ${CURRENT} `]) {
      assert.deepEqual(codes(lintText(P, S({ $schema: url }))), [], url);
    }
    assert.deepEqual(codes(lintText(P, S({ $schema: 'https://example.com/draft/server.schema.json.bak' }))), [
      'MCP803',
    ]);
  });
});
