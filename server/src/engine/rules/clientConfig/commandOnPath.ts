import { stringValue } from '../../../../../common/json/jsonNodes';
import type { Rule } from '../../types';
import { allEntries, CLIENT_KINDS, CLIENT_LABEL, configOf } from './configContext';

export const commandOnPath: Rule = {
  meta: {
    code: 'MCP714',
    name: 'config-command-not-found',
    severity: 'warning',
    summary: "A stdio server's `command` is not found on PATH (or at the absolute path given) on this machine.",
    why: 'The client fails to start the server with "command not found" (ENOENT), often with no more explanation than a red status. GUI clients (Claude Desktop on macOS) start with a shorter PATH than a terminal, which makes this common.',
    fix: 'Install the program (e.g. Node.js for npx, uv for uvx), or write its absolute path. Turn the check off with the `mcpLens.checkCommandsOnPath` setting.',
    example: '{ "servers": { "a": { "command": "surely-not-installed-mcp-server" } } }',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const lookup = ctx.options.commandExists;
    if (!lookup) return;
    const model = configOf(ctx);
    for (const entry of allEntries(model)) {
      const command = stringValue(entry.command);
      if (entry.transport !== 'stdio' || !command || /\s/.test(command.trim())) continue;
      if (lookup(command) !== false) continue;
      const absolute = /^([A-Za-z]:[\\/]|\/|\\\\)/.test(command);
      const where = absolute
        ? 'does not exist (or is not executable) on this machine'
        : 'was not found on PATH on this machine';
      const desktop =
        model.dialect === 'claude-desktop'
          ? ' Claude Desktop may start with a shorter PATH than your terminal, so an absolute path is the safer choice.'
          : '';
      ctx.report(
        'MCP714',
        entry.command!,
        `"${command}" ${where}: ${CLIENT_LABEL[model.dialect]} cannot start server "${entry.name}". Install it or write its absolute path.${desktop}`,
      );
    }
  },
};
