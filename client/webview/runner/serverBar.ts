// The runner's server bar: which configured server the tabs work with, its status and trust, Start/Restart, Refresh,
// the log level of a running server that takes one (logging/setLevel), and the cache hints of its lists (2026-07-28).
import { LOG_LEVEL_MEANINGS, LOG_LEVELS, isLogLevel } from '../../../common/mcp/logLevels';
import type { ListCacheView, RunnerCatalog, RunnerServer } from '../../src/protocol/runnerViews';
import { el } from '../shared/dom';
import { formatTime } from '../shared/results';
import { button, startLabel, type RunnerHost } from './controls';
import type { RunnerState } from './state';

export class ServerBar {
  readonly elements: readonly HTMLElement[];
  private readonly picker = el('select', { id: 'server' });
  private readonly start = button('Start', {
    id: 'start-server',
    className: 'button-small',
    label: 'Start the server',
  });
  private readonly refresh = button('Refresh', {
    id: 'refresh-catalog',
    className: 'button-small button-secondary',
    label: 'List the tools, resources and prompts again, whatever their cache hints say',
  });
  private readonly detail = el('p', { id: 'server-detail', className: 'server-detail' });
  private readonly cache = el('p', { id: 'catalog-cache', className: 'catalog-cache muted' });
  private readonly logLevel = el('select', {
    id: 'log-level',
    title: 'The least severe level of the messages the server sends to its log (logging/setLevel)',
  });
  private readonly logLevelBox = el(
    'div',
    { className: 'log-level' },
    el('label', { attrs: { for: 'log-level' } }, 'Log level'),
    this.logLevel,
  );

  constructor(
    private readonly host: RunnerHost,
    private readonly state: RunnerState,
  ) {
    this.elements = [
      el(
        'div',
        { className: 'server-bar' },
        el('label', { attrs: { for: 'server' } }, 'Server'),
        this.picker,
        this.start,
        this.refresh,
      ),
      el('div', { className: 'server-line' }, this.detail, this.logLevelBox),
      this.cache,
    ];
    this.refresh.hidden = true;
    this.cache.hidden = true;
    this.refresh.addEventListener('click', () => {
      if (state.serverId) host.post({ type: 'refreshCatalog', serverId: state.serverId });
    });
    this.logLevel.addEventListener('change', () => {
      const level = this.logLevel.value;
      if (state.serverId && isLogLevel(level)) host.post({ type: 'setLogLevel', serverId: state.serverId, level });
    });
    this.picker.addEventListener('change', () => this.choose(this.picker.value));
    this.start.addEventListener('click', () => {
      if (state.serverId) host.post({ type: 'startServer', serverId: state.serverId });
    });
  }

  /** The configured servers changed (`state.servers`). */
  showServers(): void {
    const servers: readonly RunnerServer[] = this.state.servers;
    this.picker.replaceChildren(...servers.map((s) => el('option', { attrs: { value: s.id } }, s.name)));
    if (!servers.length) this.picker.appendChild(el('option', { attrs: { value: '' } }, '(no servers configured)'));
    // the server chosen before, while it is still configured; else a running one; else the first
    const chosen = this.state.server() ?? servers.find((s) => s.status === 'running') ?? servers[0];
    if (chosen) this.picker.value = chosen.id;
    if (chosen && chosen.id !== this.state.serverId) this.choose(chosen.id);
    else this.showServer();
  }

  /** The chosen server's catalog arrived or went: Refresh, and the cache hints of its lists, follow it. */
  showCatalog(catalog: RunnerCatalog | undefined): void {
    this.refresh.hidden = !catalog;
    // a list the server did not let be cached is listed as on a 2025 server: nothing to say about it
    const lists = (catalog?.cache ?? []).filter((l) => l.freshUntil !== undefined);
    this.cache.hidden = !lists.length;
    this.cache.title =
      'The lists the server let be cached (ttlMs, cacheScope). Opening the runner or choosing the server lists again ' +
      'only what ran out; a change the server announces, Refresh and a restart always list again.';
    this.cache.replaceChildren(...lists.flatMap((l, i) => [...(i ? [' · '] : []), listCacheText(l)]));
  }

  /** A command asks for an item of another server: it becomes the chosen one (its catalog follows). */
  showChosen(serverId: string): void {
    if (this.state.serverId === serverId) return;
    this.state.serverId = serverId;
    this.picker.value = serverId;
    this.showServer();
  }

  private choose(serverId: string): void {
    this.state.serverId = serverId;
    this.state.catalog = undefined;
    this.showServer();
    this.host.post({ type: 'selectServer', serverId });
  }

  private showServer(): void {
    const s = this.state.server();
    this.detail.replaceChildren();
    this.detail.className = `server-detail status-${s?.status ?? 'none'}`;
    if (s) {
      this.detail.append(
        el('span', { className: 'dot', attrs: { 'aria-hidden': 'true' } }),
        s.detail,
        s.trusted
          ? el('span', { className: 'chip' }, 'trusted')
          : el(
              'span',
              { className: 'chip', title: 'Every tool call of this server asks for your approval first' },
              'not trusted',
            ),
      );
    }
    this.start.hidden = !s || !(s.status === 'stopped' || s.status === 'error');
    this.start.textContent = s ? startLabel(s) : 'Start';
    this.showLogLevel(s);
  }

  /** The level select, for a running server that declares logging: the level set this session, else its default. */
  private showLogLevel(s: RunnerServer | undefined): void {
    const logging = s?.status === 'running' ? s.logging : undefined;
    this.logLevelBox.hidden = !logging;
    if (!logging) return;
    const level = logging.level;
    this.logLevel.replaceChildren(
      ...(level ? [] : [el('option', { attrs: { value: '', disabled: '' } }, 'server default')]),
      ...LOG_LEVELS.map((l) => el('option', { attrs: { value: l, title: LOG_LEVEL_MEANINGS[l] } }, l)),
    );
    this.logLevel.value = level ?? '';
  }
}

/** "tools/list cached for 30 s (public), until 11:32:35". */
function listCacheText(l: ListCacheView): string {
  const until = l.freshUntil !== undefined ? `, until ${formatTime(l.freshUntil)}` : '';
  return `${l.method} ${l.hints}${until}`;
}
