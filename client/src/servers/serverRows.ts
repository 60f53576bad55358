import { homedir } from 'node:os';
import { relative, sep } from 'node:path';
import type { ConfigLocation } from '../../../common/config/configLocations';
import type { ConfigSource, ServerDefinition } from '../../../common/config/configSource';
import { maskUrl } from '../../../common/mcp/redact';
import { describeWarning } from '../../../common/mcp/serverWarnings';
import type { ConnectionState } from '../../../common/mcp/types';
import type { ServersModel } from '../model/serversModel';
import { errorSummary } from './errorSummary';
import { COMMAND_IDS, type Row, type Tooltip } from './row';
import { countsText, serverStatus } from './serverStatus';

// The rows of config files, servers and their live catalog document.

export function sourceRow(source: ConfigSource, folderCount: number): Row {
  const loc = source.location;
  const label = loc.folder ? relative(loc.folder.path, loc.path).split(sep).join('/') : tildify(loc.path);
  const where = sourceWhere(loc, folderCount);
  const problems = sourceProblems(source);
  return {
    label,
    description: [loc.client, where, problems].filter(Boolean).join(' · '),
    tooltip: {
      heading: loc.path,
      paragraphs: [
        `${loc.client} configuration (${loc.scope === 'user' ? "the user's own" : 'workspace'} file).`,
        ...(source.error ? [`This file cannot be read: ${source.error}.`] : []),
        ...(source.syntaxErrors ? ['It has JSON syntax errors; the servers that could be read are shown.'] : []),
      ],
    },
    file: loc.path,
    contextValue: 'source',
    collapsible: 'expanded',
  };
}

/** Whose file it is when the label does not say: the user's, or which folder's in a multi-root workspace. */
function sourceWhere(loc: ConfigLocation, folderCount: number): string | undefined {
  if (loc.scope === 'user') return 'user';
  return folderCount > 1 && loc.folder ? loc.folder.name : undefined;
}

function sourceProblems(source: ConfigSource): string | undefined {
  if (source.error) return 'cannot be read';
  if (!source.syntaxErrors) return undefined;
  return `${source.syntaxErrors} JSON syntax error${source.syntaxErrors > 1 ? 's' : ''}`;
}

function tildify(path: string): string {
  const home = homedir();
  return path.startsWith(home + sep)
    ? `~/${path
        .slice(home.length + 1)
        .split(sep)
        .join('/')}`
    : path;
}

export function serverRow(def: ServerDefinition, model: ServersModel): Row {
  const state = model.state(def.id);
  const status = serverStatus(def, model);
  const transport = state.status === 'running' ? state.transport : (def.config.transport ?? '?');
  const changed = model.definitionChanged(def.id);
  // a failure leads with its reason (the transport is in the tooltip): a narrow side bar cuts the rest
  const needsSignIn = state.status === 'error' && state.needsSignIn === true;
  const parts: string[] = status === 'error' && !needsSignIn ? [] : [transport];
  const era = model.eras.describe(def.id, state).short;
  switch (status) {
    case 'running':
      if (era) parts.push(era);
      parts.push(countsText(state.status === 'running' ? state.counts : {}));
      if (state.status === 'running') for (const w of state.warnings ?? []) parts.push(describeWarning(w).short);
      break;
    case 'starting':
      parts.push('starting…');
      break;
    case 'error':
      if (needsSignIn) parts.push('sign-in needed');
      else parts.push('error', state.status === 'error' ? errorSummary(state.message).short : '');
      break;
    case 'blocked':
      parts.push('Restricted Mode');
      break;
    case 'invalid':
      parts.push(`cannot start: ${def.problem}`);
      break;
    default:
      parts.push('stopped');
  }
  if (era && status !== 'running' && status !== 'error') parts.push(era);
  if (model.debugging.isDebugging(def.id) && (status === 'running' || status === 'starting')) parts.push('debugging');
  if (changed) parts.push('config changed, restart to apply');
  return {
    label: def.name,
    description: parts.join(' · '),
    tooltip: serverTooltip(def, model, status),
    icon: serverIcon(state, status, needsSignIn),
    // a running server that takes a log level says so, for its "Set Log Level…" menu entry
    contextValue:
      status === 'running' && model.declares(def.id).logging ? 'server.running.logging' : `server.${status}`,
    collapsible: SERVER_COLLAPSIBLE[status] ?? 'none',
  };
}

const SERVER_COLLAPSIBLE: Readonly<Record<string, Row['collapsible'] | undefined>> = {
  running: 'expanded',
  error: 'collapsed',
};

const WARNING_ICON: Row['icon'] = { id: 'warning', color: 'problemsWarningIcon.foreground' };
const SIGN_IN_ICON: Row['icon'] = { id: 'key', color: 'problemsWarningIcon.foreground' };

const STATUS_ICONS: Record<string, Row['icon']> = {
  stopped: { id: 'circle-large-outline' },
  starting: { id: 'loading~spin' },
  running: { id: 'pass-filled', color: 'testing.iconPassed' },
  error: { id: 'error', color: 'problemsErrorIcon.foreground' },
  blocked: { id: 'lock' },
  invalid: { id: 'warning', color: 'problemsWarningIcon.foreground' },
};

function serverIcon(state: ConnectionState, status: string, needsSignIn: boolean): Row['icon'] {
  if (needsSignIn) return SIGN_IN_ICON;
  if (state.status === 'running' && state.warnings?.length) return WARNING_ICON;
  return STATUS_ICONS[status];
}

function serverTooltip(def: ServerDefinition, model: ServersModel, status: string): Tooltip {
  const c = def.config;
  const state = model.state(def.id);
  const paragraphs: string[] = [];
  const transport = c.transport ?? (c.command ? 'stdio' : undefined);
  if (transport === 'stdio') paragraphs.push(`Command (stdio): ${[c.command ?? '', ...c.args].join(' ')}`);
  else if (c.url) paragraphs.push(`URL (${transport ?? 'http'}): ${maskUrl(c.url)}`);
  paragraphs.push(`Defined in ${def.location.path}`);
  if (state.status === 'running') {
    const s = state.server;
    paragraphs.push(
      `Running ${s.title ?? s.name ?? 'a server'}${s.version ? ` ${s.version}` : ''} over ${state.transport}, protocol ${state.protocolVersion ?? 'unknown'}.`,
    );
    paragraphs.push(countsText(state.counts) + '.');
    paragraphs.push(model.eras.describe(def.id, state).long);
    for (const w of state.warnings ?? []) paragraphs.push(`Warning: ${describeWarning(w).explained}`);
    const level = model.logLevel(def.id);
    if (level) paragraphs.push(`Log level: ${level} (set this session; sent again when it restarts).`);
    if (state.instructions) paragraphs.push(`Instructions: ${state.instructions}`);
  } else if (state.status === 'error') {
    paragraphs.push(`Error: ${state.message}`);
  } else if (status === 'blocked') {
    paragraphs.push(model.startBlocker(def.id) ?? '');
  } else if (status === 'invalid') {
    paragraphs.push(`It cannot be started: ${def.problem}.`);
  } else {
    paragraphs.push(state.status === 'starting' ? 'Starting…' : 'Stopped. Nothing runs until you start it.');
  }
  if (state.status !== 'running') paragraphs.push(model.eras.describe(def.id, state).long);
  if (model.definitionChanged(def.id)) {
    paragraphs.push('Its definition changed in the file since it started: restart it to apply.');
  }
  return { heading: def.name, paragraphs };
}

/** How many findings there are of each severity. */
export function severityCounts(findings: readonly { readonly severity: string }[]): {
  error: number;
  warning: number;
  info: number;
  hint: number;
} {
  const counts = { error: 0, warning: 0, info: 0, hint: 0 };
  for (const f of findings) if (Object.hasOwn(counts, f.severity)) counts[f.severity as keyof typeof counts]++;
  return counts;
}

/** "no problems", or the findings by severity as the Problems panel names them: "1 error, 2 warnings, 12 info, 3 hints". */
export function findingCounts(counts: { error: number; warning: number; info: number; hint: number }): string {
  const parts: string[] = [];
  const add = (n: number, one: string, many: string) => n && parts.push(`${n} ${n === 1 ? one : many}`);
  add(counts.error, 'error', 'errors');
  add(counts.warning, 'warning', 'warnings');
  add(counts.info, 'info', 'info');
  add(counts.hint, 'hint', 'hints');
  return parts.length ? parts.join(', ') : 'no problems';
}

function findingsIcon(errors: number, warnings: number): Row['icon'] {
  if (errors) return { id: 'error', color: 'problemsErrorIcon.foreground' };
  return warnings ? { id: 'warning', color: 'problemsWarningIcon.foreground' } : { id: 'checklist' };
}

export function catalogRow(model: ServersModel, serverId: string): Row {
  const doc = model.catalogDocument(serverId);
  const counts = severityCounts(doc?.findings ?? []);
  const { error: errors, warning: warnings } = counts;
  const paragraphs = [
    'What the server lists, exactly as it sent it, checked by the same rules as MCP files. Open it to see the problems in place.',
  ];
  let description: string;
  let icon: Row['icon'];
  if (!doc) {
    description = 'not linted';
  } else if (doc.lint.status === 'pending') {
    // the lint runs in a worker thread; the row is drawn again when it answers
    description = 'checking…';
    icon = { id: 'loading~spin' };
  } else if (doc.lint.status === 'unchecked') {
    description = 'not checked';
    icon = { id: 'warning', color: 'problemsWarningIcon.foreground' };
    paragraphs.push(`It was not checked: ${doc.lint.reason}.`);
  } else {
    description = findingCounts(counts);
  }
  return {
    label: 'Live catalog',
    description,
    tooltip: { heading: 'Live catalog', paragraphs },
    icon: icon ?? findingsIcon(errors, warnings),
    contextValue: 'catalog',
    collapsible: 'none',
    command: { id: COMMAND_IDS.openCatalog, title: 'Open Live Catalog' },
  };
}
