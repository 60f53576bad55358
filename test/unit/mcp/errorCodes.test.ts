import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { explainErrorCode } from '../../../common/mcp/errorCodes';
import { explainRequestError, ServerError } from '../../../common/mcp/errors';

/** The error a request that the server answered with this code becomes, as the runner and the Servers view show it. */
function shown(method: string, code: number, message: string, data?: unknown): string {
  return explainRequestError(new McpError(code, message, data), method, 1000, undefined).message;
}

describe('the 2026-07-28 error codes, explained with what to do', () => {
  it('-32020 header mismatch: names the header and the disagreement, and says it is the client or a proxy', () => {
    const data = {
      mismatch: {
        header: 'Mcp-Param-Region',
        body: 'the Mcp-Param-Region header decodes to "eu" but the body carries region="us"',
      },
    };
    assert.equal(
      shown('tools/call', -32020, 'Bad Request: the request headers and body disagree', data),
      'tools/call failed: Bad Request: the request headers and body disagree (error -32020). Header mismatch: the ' +
        'server says the Mcp-Param-Region header of the request did not match its JSON body (the Mcp-Param-Region ' +
        'header decodes to "eu" but the body carries region="us"). This is not the server\'s tool failing: the client ' +
        'or a proxy sent or changed the header. If a proxy or gateway sits between MCP Lens and the server, make it ' +
        'pass the Mcp-* headers through unchanged; if not, MCP Lens sent them wrong: please report it.',
    );
    assert.match(
      explainErrorCode('tools/call', -32020, undefined)!,
      /the Mcp-\* headers \(Mcp-Method, Mcp-Name, Mcp-Param-\*\) of the request/,
    );
  });

  it('-32021 missing client capability: names it from the data, and where MCP Lens gets it', () => {
    assert.equal(
      explainErrorCode('tools/call', -32021, { requiredCapabilities: { sampling: {} } }),
      'Missing client capability: the server requires the client capability sampling for this request. MCP Lens ' +
        'declares a capability only when its host gives the feature: sampling needs the runner (it answers by hand, ' +
        "or with a VS Code language model such as Copilot). The CLI's live check offers none.",
    );
    assert.match(
      explainErrorCode('tools/call', -32021, { requiredCapabilities: { elicitation: {}, roots: {} } })!,
      /capability elicitation, roots .*elicitation needs the runner.*; roots are the workspace folders/,
    );
    assert.match(explainErrorCode('tools/call', -32021, {})!, /a client capability MCP Lens did not declare/);
    assert.match(
      explainErrorCode('tools/call', -32021, {
        requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } },
      })!,
      /requires the client capability extension io\.modelcontextprotocol\/tasks for .*call the tool again with "Run as a task"/,
    );
  });

  it('-32022 unsupported protocol version: the revisions of both sides, and the era choice', () => {
    assert.equal(
      explainErrorCode('tools/call', -32022, { supported: ['2025-06-18'], requested: '2026-07-28' }),
      'Unsupported protocol version: the server does not speak 2026-07-28; it speaks 2025-06-18, and MCP Lens speaks ' +
        '2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05, 2024-10-07. Both speak 2025-06-18: choose the ' +
        'protocol era that reaches it for this server ("Choose Protocol Era…" on its row in the Servers view, or the ' +
        'setting mcpLens.servers.protocolEra), or auto.',
    );
    assert.match(
      shown('initialize', -32022, 'Unsupported protocol version', {
        supported: ['2099-01-01'],
        requested: '2025-11-25',
      }),
      /\(error -32022\)\. Unsupported protocol version: the server does not speak 2025-11-25; it speaks 2099-01-01, and MCP Lens speaks 2025-11-25, .*2024-10-07, and on its modern path the revisions of 2026-07-28 on that its SDK knows\. Choose auto for this server/,
    );
  });

  it('resource not found: -32602 on resources/read (2026-07-28) and -32002 (2025) both say so', () => {
    assert.match(
      shown('resources/read', -32602, 'Resource file:///nope not found'),
      /^resources\/read failed: Resource file:\/\/\/nope not found \(error -32602\)\. For resources\/read this is how a 2026-07-28 server says it has no resource at this URI \(a 2025 server answers -32002\)\. Check the URI/,
    );
    assert.match(
      shown('resources/read', -32002, 'Resource not found'),
      /^resources\/read failed: Resource not found \(error -32002\)\. The server has no resource at this URI/,
    );
  });

  it('leaves the codes it does not explain, and -32602 on other methods, as the server said them', () => {
    assert.equal(
      shown('tools/call', -32602, 'Invalid arguments'),
      'tools/call failed: Invalid arguments (error -32602)',
    );
    assert.equal(shown('prompts/get', -32002, 'nope'), 'prompts/get failed: nope (error -32002)');
    const e = explainRequestError(new McpError(-32603, 'boom'), 'ping', 1000, undefined);
    assert.ok(e instanceof ServerError && e.explanation === undefined);
  });
});
