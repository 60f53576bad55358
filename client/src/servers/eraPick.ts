// "Choose Protocol Era…": the quick pick of a server's era, kept per server, applied from its next start.
import * as vscode from 'vscode';
import { isProtocolEra, PROTOCOL_ERAS, type ProtocolEra } from '../../../common/mcp/protocolEraNames';
import type { ServersModel } from '../model/serversModel';

interface EraItem extends vscode.QuickPickItem {
  /** undefined: follow the setting. */
  readonly era: ProtocolEra | undefined;
}

const ERA_DETAILS: Readonly<Record<ProtocolEra, string>> = {
  auto: 'initialize first; the modern era when the server refuses it (the default)',
  legacy: 'initialize only (2025-11-25 and earlier); a modern-only server fails with an error',
  modern: 'server/discover only (2026-07-28), no initialize; a legacy server fails with an error',
};

/** Asks for the era (unless given), keeps it, and offers a restart when the server runs. */
export async function chooseProtocolEra(model: ServersModel, id: string, name: string, given?: unknown): Promise<void> {
  const chosen = model.eras.chosen(id);
  let era: ProtocolEra | undefined | null = isProtocolEra(given) ? given : null;
  if (era === null) {
    const setting = model.eras.choice(id).source === 'server' ? undefined : model.eras.choice(id).era;
    const items: EraItem[] = [
      ...PROTOCOL_ERAS.map((e) => ({
        label: `${e === chosen ? '$(check) ' : ''}${e}`,
        description: e === chosen ? 'current choice' : undefined,
        detail: ERA_DETAILS[e],
        era: e,
      })),
      {
        label: `${chosen === undefined ? '$(check) ' : ''}Use the setting`,
        description: chosen === undefined ? `current: ${setting ?? 'auto'}` : 'mcpLens.servers.protocolEra',
        era: undefined,
      },
    ];
    const picked = await vscode.window.showQuickPick(items, {
      title: `Protocol era of ${name}`,
      placeHolder: 'How MCP Lens reaches this server from its next start',
    });
    if (!picked) return;
    era = picked.era;
  }
  await model.eras.choose(id, era);
  const now = model.eras.choice(id).era;
  const status = model.state(id).status;
  if (status !== 'running' && status !== 'starting') {
    void vscode.window.setStatusBarMessage(`MCP Lens: ${name} starts in the ${now} era`, 3000);
    return;
  }
  const answer = await vscode.window.showInformationMessage(
    `MCP Lens: ${name} starts in the ${now} era from its next start.`,
    'Restart Now',
  );
  if (answer === 'Restart Now') await model.restart(id);
}
