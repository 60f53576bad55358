import { changeLine, diffSummary } from '../model/catalogDiff';
import type { CatalogChanges } from '../model/catalogHistory';
import type { WatchStatus } from '../model/watch/devWatch';
import { DEV_COMMAND_IDS, firstLine, type Row } from './row';

// The rows of watch mode and of the changes a restart made.

const ERROR_ICON = { id: 'error', color: 'problemsErrorIcon.foreground' } as const;
const WARNING_ICON = { id: 'warning', color: 'problemsWarningIcon.foreground' } as const;

export function watchRow(status: WatchStatus): Row {
  const what = status.patterns.join(', ');
  const paragraphs = [
    `Restarts the server when a file matching ${what} changes (relative to ${status.base}); ${status.from === 'config' ? 'from "dev.watch" in its config file' : 'switched on from this row'}.`,
    status.build
      ? `Builds first with: ${status.build}`
      : 'No build step ("dev.build" names one, e.g. "npm run build").',
    `${status.restarts} restart${status.restarts === 1 ? '' : 's'} so far.`,
  ];
  let description: string;
  let icon: Row['icon'] = { id: 'eye' };
  switch (status.phase) {
    case 'pending':
      description = status.backoffMs
        ? `restarting in ${Math.round(status.backoffMs / 100) / 10} s (backing off after ${status.failures} failures)`
        : 'restarting…';
      icon = { id: 'loading~spin' };
      break;
    case 'building':
      description = 'building…';
      icon = { id: 'loading~spin' };
      break;
    case 'restarting':
      description = 'restarting…';
      icon = { id: 'loading~spin' };
      break;
    default:
      description = what;
  }
  if (status.phase === 'watching' && status.lastFailure) {
    description =
      status.lastFailure.kind === 'build'
        ? `build failed · ${firstLine(status.lastFailure.message)}`
        : 'crashed on start';
    icon = ERROR_ICON;
    paragraphs.push(status.lastFailure.message);
    if (status.lastFailure.output) paragraphs.push(`Output:\n${tail(status.lastFailure.output)}`);
    if (status.failures > 1) {
      paragraphs.push(`${status.failures} restarts in a row failed: the next one waits a little longer.`);
    }
  } else if (status.feedbackLoop) {
    icon = WARNING_ICON;
    description = `${description} · restarts write watched files`;
    paragraphs.push(status.feedbackLoop);
  } else if (status.matchesNothing) {
    icon = WARNING_ICON;
    description = `no file matches ${what}`;
    paragraphs.push(
      `No file under ${status.base} matches ${what}: saving will not restart the server. Check "dev.watch".`,
    );
  }
  return {
    label: status.lastFailure?.kind === 'build' && status.phase === 'watching' ? 'Build failed' : 'Watching',
    description,
    tooltip: { heading: 'Watch and restart on save', paragraphs },
    icon,
    contextValue: 'watch',
    collapsible: 'none',
    command: { id: DEV_COMMAND_IDS.showLog, title: 'Show Server Log' },
  };
}

function tail(text: string): string {
  const lines = text.split(/\r?\n/);
  return lines.slice(-20).join('\n');
}

export function changesRow(changes: CatalogChanges): Row {
  const n = changes.diff.changes.length;
  return {
    label: 'Changes since last start',
    description: diffSummary(changes.diff),
    tooltip: {
      heading: 'Changes since last start',
      paragraphs: [
        n ? changes.diff.changes.map(changeLine).join('\n') : 'The catalog is the same as in the run before.',
        'Click to compare the two catalogs side by side.',
      ],
    },
    icon: { id: 'diff' },
    contextValue: 'changes',
    collapsible: n ? 'expanded' : 'none',
    command: { id: DEV_COMMAND_IDS.showChanges, title: 'Show Changes Since Last Start' },
  };
}

const CHANGE_ICONS = {
  added: { id: 'diff-added', color: 'gitDecoration.addedResourceForeground' },
  removed: { id: 'diff-removed', color: 'gitDecoration.deletedResourceForeground' },
  changed: { id: 'diff-modified', color: 'gitDecoration.modifiedResourceForeground' },
} as const;

export function changeRow(changes: CatalogChanges | undefined, index: number): Row {
  const c = changes?.diff.changes[index];
  if (!c) return { label: '', contextValue: 'change', collapsible: 'none' };
  const line = changeLine(c);
  return {
    label: c.key,
    description: c.change === 'changed' ? c.fields.join(', ') : c.change,
    tooltip: { heading: line, paragraphs: ['Click to compare the two catalogs side by side.'] },
    icon: CHANGE_ICONS[c.change],
    contextValue: 'change',
    collapsible: 'none',
    command: { id: DEV_COMMAND_IDS.showChanges, title: 'Show Changes Since Last Start' },
  };
}
