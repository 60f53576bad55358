import * as vscode from 'vscode';
import type { InputPrompter, SecretStore } from '../../../common/config/inputValues';

/** Asks for a `${input:id}` value the way VS Code does for its own mcp.json: an input box, a pick, or a command. */
export const promptInput: InputPrompter = async (input, context) => {
  const title = `MCP Lens: ${context.serverName} needs \${input:${input.id}}`;
  if (input.type === 'pickString' && input.options?.length) {
    const picked = await vscode.window.showQuickPick(
      input.options.map((o) => ({
        label: o.label ?? o.value,
        description: o.label ? o.value : undefined,
        value: o.value,
        picked: o.value === input.default,
      })),
      { title, placeHolder: input.description ?? input.id, ignoreFocusOut: true },
    );
    return picked?.value;
  }
  if (input.type === 'command' && input.command) {
    const value = await vscode.commands.executeCommand<unknown>(input.command, input.args);
    return value === undefined || value === null ? undefined : String(value);
  }
  return vscode.window.showInputBox({
    title,
    prompt: input.description ?? `A value for \${input:${input.id}}`,
    value: input.default,
    password: input.password,
    ignoreFocusOut: true,
  });
};

export function secretStore(secrets: vscode.SecretStorage): SecretStore {
  return { get: (k) => secrets.get(k), store: (k, v) => secrets.store(k, v), delete: (k) => secrets.delete(k) };
}
