import type { ServersModel } from '../model/serversModel';
import { listRow, promptRow, resourceRow, templateRow, toolRow } from './catalogItemRows';
import { COMMAND_IDS, firstLine, type Row } from './row';
import { catalogRow, serverRow, sourceRow } from './serverRows';
import { changeRow, changesRow, watchRow } from './devRows';
import type { ServersTreeData, TreeAction, TreeNode } from './treeNodes';

/** How a node of the Servers tree looks: the row of its kind. */
export function rowOf(node: TreeNode, model: ServersModel, data: ServersTreeData, folderCount: number): Row {
  switch (node.kind) {
    case 'source': {
      const source = model.sources.find((s) => s.location.path === node.path);
      return source
        ? sourceRow(source, folderCount)
        : { label: node.path, contextValue: 'source', collapsible: 'none' };
    }
    case 'server': {
      const def = model.definition(node.serverId);
      if (!def) return { label: node.serverId, contextValue: 'server.gone', collapsible: 'none' };
      const row = serverRow(def, model);
      // watch mode shows on the row itself too, and lets a stopped server unfold to its watch row (whose menu stops it)
      if (!data.dev?.watch.isWatching(def.id)) return row;
      return {
        ...row,
        description: `${row.description ?? ''} · watching`,
        collapsible: row.collapsible === 'none' ? 'collapsed' : row.collapsible,
      };
    }
    case 'watch': {
      const status = data.dev?.watch.status(node.serverId);
      return status ? watchRow(status) : { label: 'Not watching', contextValue: 'watch', collapsible: 'none' };
    }
    case 'changes': {
      const changes = data.dev?.history.changes(node.serverId);
      return changes
        ? changesRow(changes)
        : { label: 'Changes since last start', contextValue: 'changes', collapsible: 'none' };
    }
    case 'change':
      return changeRow(data.dev?.history.changes(node.serverId), node.index);
    case 'list': {
      const catalog = model.catalog(node.serverId);
      return listRow(node.list, catalog?.[node.list]?.length ?? 0, catalog?.errors[node.list]);
    }
    case 'item': {
      const item = data.item(node) ?? {};
      if (node.list === 'tools') return toolRow(item);
      if (node.list === 'resources') return resourceRow(item);
      if (node.list === 'resourceTemplates') return templateRow(item);
      return promptRow(item);
    }
    case 'catalog':
      return catalogRow(model, node.serverId);
    case 'message':
      return messageRow(node);
    case 'action':
      return actionRow(
        node.action,
        model.definition(node.serverId)?.name ?? node.serverId,
        model.grantedScopes(node.serverId),
      );
  }
}

function actionRow(action: TreeAction, name: string, scopes: string | undefined): Row {
  switch (action) {
    case 'signedIn':
      return {
        label: 'Signed in',
        description: scopes ? `scopes: ${scopes}` : undefined,
        tooltip: {
          heading: `Signed in to ${name} (OAuth)`,
          paragraphs: [
            scopes ? `Granted: ${scopes}.` : 'The authorization server did not say which scopes it granted.',
            'The tokens are in the system keychain (VS Code’s secret storage). Click for the steps of the sign-in; right-click to sign out.',
          ],
        },
        icon: { id: 'key' },
        contextValue: 'action.signedIn',
        collapsible: 'none',
        command: { id: COMMAND_IDS.showAuthorization, title: 'Show Authorization Steps' },
      };
    case 'signIn':
      return {
        label: `Sign in to ${name}`,
        tooltip: {
          heading: `Sign in to ${name}`,
          paragraphs: [
            'The server requires authorization (OAuth). MCP Lens finds its authorization server, opens the sign-in page in your browser, and keeps the tokens in the system keychain (VS Code’s secret storage).',
          ],
        },
        icon: { id: 'key', color: 'notificationsInfoIcon.foreground' },
        contextValue: 'action.signIn',
        collapsible: 'none',
        command: { id: COMMAND_IDS.signIn, title: 'Sign In' },
      };
    case 'showAuthorization':
      return {
        label: 'Show Authorization Steps',
        tooltip: {
          heading: 'Show Authorization Steps',
          paragraphs: [
            'Every request of the last sign-in and what came back (credentials masked), with the failing step marked.',
          ],
        },
        icon: { id: 'list-ordered' },
        contextValue: 'action.showAuthorization',
        collapsible: 'none',
        command: { id: COMMAND_IDS.showAuthorization, title: 'Show Authorization Steps' },
      };
    default:
      return {
        label: 'Show Server Log',
        tooltip: {
          heading: 'Show Server Log',
          paragraphs: ['Its stderr, how it started and ended, and the protocol traffic when tracing is on.'],
        },
        icon: { id: 'output' },
        contextValue: 'action.showLog',
        collapsible: 'none',
        command: { id: COMMAND_IDS.showLog, title: 'Show Server Log' },
      };
  }
}

const MESSAGE_LOOKS = {
  error: { heading: 'Error', icon: { id: 'error', color: 'problemsErrorIcon.foreground' } },
  warning: { heading: 'Warning', icon: { id: 'warning', color: 'problemsWarningIcon.foreground' } },
  quote: { heading: 'What the server said', icon: { id: 'quote' } },
  info: { heading: 'Note', icon: { id: 'info' } },
} as const;

function messageRow(node: Extract<TreeNode, { kind: 'message' }>): Row {
  const { heading, icon } = MESSAGE_LOOKS[node.severity];
  return {
    label: firstLine(node.text),
    tooltip: { heading, paragraphs: [node.full ?? node.text] },
    icon,
    contextValue: `message.${node.severity}`,
    collapsible: 'none',
    command:
      node.serverId && node.severity !== 'info' ? { id: COMMAND_IDS.showLog, title: 'Show Server Log' } : undefined,
  };
}
