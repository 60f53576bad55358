// The vscodeFields tests' documents (MCP728: sandboxEnabled, sandbox, envFile, pickString and command inputs) and the
// findings each must give (code, span, fixed text); the message layer (test/unit/engine/messages/) pins what the same
// findings say, so each message, tag and fix title of the rule has a document here.
import type { FindingTable } from '../../ruleCases';

const ROOT = '.mcp.json';
const stdio = (extra: object) => ({ servers: { a: { command: 'node', ...extra } } });
const input = (extra: object, server: object = { command: 'node', env: { R: '${input:region}' } }) => ({
  inputs: [{ id: 'region', description: 'Region', ...extra }],
  servers: { a: server },
});

export const vscodeFieldValues: FindingTable = {
  title: 'MCP728: the values of VS Code 1.140 fields',
  path: ROOT,
  only: ['MCP728'],
  cases: [
    {
      title: 'sandboxEnabled as a string with blanks and capitals: fixed to the boolean it spells',
      doc: stdio({ sandboxEnabled: ' True ' }),
      findings: ['MCP728 " True " ⇒ true'],
    },
    {
      title: 'sandboxEnabled "False" fixed to false',
      doc: stdio({ sandboxEnabled: 'False' }),
      findings: ['MCP728 "False" ⇒ false'],
    },
    {
      title: 'sandboxEnabled as a word that is no boolean: no fix',
      doc: stdio({ sandboxEnabled: 'yes' }),
      findings: ['MCP728 "yes"'],
    },
    {
      title: 'sandboxEnabled as a number: no fix',
      doc: stdio({ sandboxEnabled: 1 }),
      findings: ['MCP728 1'],
    },
    {
      title: 'sandboxEnabled on a remote server: removed',
      doc: { servers: { a: { type: 'http', url: 'https://example.com/mcp', sandboxEnabled: false } } },
      findings: [
        'MCP728 "sandboxEnabled" ⇒       "url": "https://example.com/mcp",\n' +
          '      "sandboxEnabled": false →       "url": "https://example.com/mcp"',
      ],
    },
    {
      title: 'sandbox inside a server that is not an object',
      doc: stdio({ sandboxEnabled: true, sandbox: 'on' }),
      findings: ['MCP728 "on"'],
    },
    {
      title: 'sandbox inside a server, as the how-to page writes it: a hint',
      doc: stdio({ sandboxEnabled: true, sandbox: { network: { allowedDomains: ['example.com'] } } }),
      findings: ['MCP728 "sandbox"'],
    },
    {
      title: 'a top-level sandbox that is not an object',
      doc: { servers: { a: { command: 'node', sandboxEnabled: true } }, sandbox: true },
      findings: ['MCP728 true'],
    },
    {
      title: 'a server that is not an object has no fields to check',
      doc: { servers: { a: 'node server.js' }, sandbox: {} },
      findings: [],
    },
    {
      title: 'envFile as a number',
      doc: stdio({ envFile: 1 }),
      findings: ['MCP728 1'],
    },
  ],
};

export const vscodeInputValues: FindingTable = {
  title: 'MCP728: pickString and command inputs',
  path: ROOT,
  only: ['MCP728'],
  cases: [
    {
      title: 'a pickString with an option that is no string and a default that is none of the others',
      doc: input({ type: 'pickString', options: ['eu', 3, { label: 'US' }], default: 'asia' }),
      findings: ['MCP728 3', 'MCP728 "asia"'],
    },
    {
      title: 'a pickString default that is not a string is left to the schema',
      doc: input({ type: 'pickString', options: ['eu'], default: 3 }),
      findings: [],
    },
    {
      title: 'a pickString without an id or options: the input is named "?"',
      doc: { inputs: [{ type: 'pickString', description: 'Region' }], servers: {} },
      findings: ['MCP728 {\n      "type": "pickString",\n      "description": "Region"\n    }'],
    },
    {
      title: 'a pickString whose options are not a list',
      doc: input({ type: 'pickString', options: 'eu' }),
      findings: ['MCP728 "eu"'],
    },
    {
      title: 'a command input whose command is blank',
      doc: input({ type: 'command', command: '  ' }),
      findings: ['MCP728 "  "'],
    },
    {
      title: 'a command input without an id or a command',
      doc: { inputs: [{ type: 'command' }], servers: {} },
      findings: ['MCP728 {\n      "type": "command"\n    }'],
    },
  ],
};
