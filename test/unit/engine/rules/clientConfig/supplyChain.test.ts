// The supply-chain rules of client configs (MCP722–MCP725): their case tables (supplyChain.cases.ts) and the tests
// that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { CC, ms } from '../../../../helpers/configPaths';
import { lintText } from '../../../../helpers/engine';
import { describeFindings, only } from '../../ruleCases';
import { WELL_KNOWN_PACKAGES } from '../../../../../server/src/engine/rules/clientConfig/wellKnownPackages';
import { imitated } from '../../../../../server/src/engine/rules/clientConfig/typosquat';
import { isLocalHost, plainHttpHost } from '../../../../../server/src/engine/rules/clientConfig/plainHttpCredentials';
import { plainHttpCases, toxicFlowCases, typosquatCases, unpinnedCases } from './supplyChain.cases';

describeFindings(typosquatCases);
describeFindings(unpinnedCases);
describeFindings(plainHttpCases);
describeFindings(toxicFlowCases);

describe('supply-chain rules', () => {
  it('never take a well-known package for a typosquat of another', () => {
    for (const p of WELL_KNOWN_PACKAGES) assert.equal(imitated(p)?.name, undefined, p.name);
  });

  it('severities: a typosquat and a credential over http warn; an unpinned package and a toxic flow inform', () => {
    const f = lintText(
      CC,
      ms({
        a: { command: 'uvx', args: ['mcp-server-fecth'] },
        b: { type: 'http', url: 'http://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${T}' } },
        c: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/'] },
        d: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-slack'] },
        e: { command: 'uvx', args: ['mcp-server-fetch'] },
      }),
    );
    const severity = (code: string) => [...new Set(only(f, code).map((x) => x.severity))];
    assert.deepEqual(severity('MCP722'), ['warning']);
    assert.deepEqual(severity('MCP724'), ['warning']);
    assert.deepEqual(severity('MCP723'), ['info']);
    assert.deepEqual(severity('MCP725'), ['info']);
    assert.match(
      only(f, 'MCP725')[0]!.message,
      /"d" \(@modelcontextprotocol\/server-slack\) reads .* "c" \(@modelcontextprotocol\/server-filesystem\) holds .* "e" \(mcp-server-fetch\) can send/,
    );
  });

  it('reads the host of an http URL and knows the local ones', () => {
    assert.equal(plainHttpHost('http://user:pw@Example.COM:80/x'), 'example.com');
    assert.equal(plainHttpHost('https://example.com'), undefined);
    assert.equal(plainHttpHost('http://${input:host}/mcp'), undefined);
    for (const h of ['localhost', 'a.localhost', '127.0.0.1', '127.255.0.9', '[::1]', '0.0.0.0', 'localhost.']) {
      assert.ok(isLocalHost(h), h);
    }
    for (const h of ['localhost.example.com', '128.0.0.1', '10.0.0.1', 'example.com', '127.0.0.1.nip.io']) {
      assert.ok(!isLocalHost(h), h);
    }
  });

  it('never throws on odd arguments', () => {
    const odd = ms({
      a: { command: 'npx', args: ['-y'] },
      b: { command: 'npx', args: [1, 2] },
      c: { command: 'docker', args: ['run', '--', '-x'] },
      d: { command: 'uvx', args: ['--from'] },
      e: { command: 'pipx', args: ['run', '--spec='] },
      f: { command: 'npm', args: ['exec', '--', '@'] },
      g: { command: 'uv', args: ['tool', 'run', '@@'] },
    });
    assert.doesNotThrow(() => lintText(CC, odd));
  });
});
