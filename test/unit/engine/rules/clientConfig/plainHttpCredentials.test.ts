// MCP724 at its edges (plainHttpCredentials.cases.ts) and the hosts it takes for this machine.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { isLocalHost, plainHttpHost } from '../../../../../server/src/engine/rules/clientConfig/plainHttpCredentials';
import { describeFindings } from '../../ruleCases';
import { plainHttpEdges } from './plainHttpCredentials.cases';

describeFindings(plainHttpEdges);

describe('MCP724: the host of a URL', () => {
  it('this machine: the whole IPv4 loopback range, both ways of writing the IPv6 loopback', () => {
    for (const h of ['127.0.10.1', '127.0.0.100', '127.100.200.250', '[::1]', '[0:0:0:0:0:0:0:1]']) {
      assert.ok(isLocalHost(h), h);
    }
  });

  it('elsewhere: names that only contain a loopback address, an IPv6 address without its brackets', () => {
    for (const h of ['mcp.127.0.0.1', '127.0.0.1.example.com', '[::2]']) assert.ok(!isLocalHost(h), h);
  });

  it('an http:// URL with blanks around it has a host; a later http:// in an https URL does not make it plain', () => {
    assert.equal(plainHttpHost('  http://MCP.example.com/mcp  '), 'mcp.example.com');
    assert.equal(plainHttpHost('https://mcp.example.com/?next=http://other.example.com/'), undefined);
    assert.equal(plainHttpHost('http://[2001:db8::1]:8080/mcp'), '[2001:db8::1]');
  });
});
