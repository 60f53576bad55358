// The commandOnPath tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { CC, CD, VS, vs } from '../../../../helpers/configPaths';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import type { FindingTable } from '../../ruleCases';

/** node is installed, "maybe" cannot be told, everything else is missing. */
export const nope: EngineOptions = {
  commandExists: (c: string) => {
    if (c === 'node') return true;
    return c === 'maybe' ? undefined : false;
  },
};

const onlyNode: EngineOptions = { commandExists: (c: string) => c === 'node' };

export const commandsOnThisMachine: FindingTable = {
  title: 'dev mode and commands on this machine',
  cases: [
    {
      title:
        'commands not on PATH or not on disk (absolute for Unix, drive and UNC paths), found, unknown, command lines and remote servers passed over',
      path: CC,
      doc: {
        mcpServers: {
          a: { command: 'missing-tool' },
          b: { command: '/opt/missing' },
          c: { command: 'C:\\tools\\x.exe' },
          d: { command: '\\\\srv\\x' },
          e: { command: 'node' },
          f: { command: 'maybe' },
          g: { command: ' missing-tool ' },
          h: { command: 'npx -y x' },
          i: { type: 'http', url: 'https://e.com/mcp', command: 'gone' },
          j: { command: 'c:x' },
        },
      },
      only: ['MCP714'],
      options: nope,
      findings: [
        'MCP714 "missing-tool"',
        'MCP714 "/opt/missing"',
        'MCP714 "C:\\\\tools\\\\x.exe"',
        'MCP714 "\\\\\\\\srv\\\\x"',
        'MCP714 " missing-tool "',
        'MCP714 "c:x"',
      ],
    },
    {
      title: 'Claude Desktop: the advice about its shorter PATH',
      path: CD,
      doc: { mcpServers: { a: { command: 'uvx' } } },
      only: ['MCP714'],
      options: nope,
      findings: ['MCP714 "uvx"'],
    },
    {
      title: 'no lookup given (the browser, tests): nothing said',
      path: CC,
      doc: { mcpServers: { a: { command: 'missing-tool' } } },
      only: ['MCP714'],
      findings: [],
    },
  ],
};

export const commandOnPathSecondRun: FindingTable = {
  title: 'client configurations: what the second mutation run asked for',
  cases: [
    {
      title: 'VS Code: a command not found, and a relative path that is not on PATH either',
      path: VS,
      doc: vs({ a: { command: 'missing-tool' }, b: { command: 'node_modules/.bin/server' } }),
      only: ['MCP714'],
      options: onlyNode,
      findings: ['MCP714 "missing-tool"', 'MCP714 "node_modules/.bin/server"'],
    },
  ],
};
