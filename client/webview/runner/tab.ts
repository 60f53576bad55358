// What every tab of the runner is to the page: the bootstrap builds the tabs, hands them what they share (the host,
// the state, their panel) and passes each message on to the tab it is for.
import type { FieldError } from '../../src/runner/coerce';
import type { RunnerCatalog, RunnerKind } from '../../src/protocol/runnerViews';
import type { RunControls, RunnerHost } from './controls';
import type { RunnerState, TabId } from './state';
import type { Suggestions } from './suggestions';

export interface TabContext {
  readonly host: RunnerHost;
  readonly state: RunnerState;
  /** The server's suggestions for prompt arguments and template variables, as they are typed. */
  readonly suggestions: Suggestions;
  readonly panel: HTMLElement;
  selectTab(tab: TabId, focus: boolean): void;
}

export interface RunnerTab {
  readonly id: TabId;
  /** The Run/Get/Read controls of the tab, when it runs anything: messages about a run go to the tab whose run it is. */
  readonly controls?: RunControls;
  /** The chosen server's catalog arrived, changed, or went (undefined: stopped, or another server chosen). */
  showCatalog(catalog: RunnerCatalog | undefined): void;
  /** Ctrl+Enter (or Cmd+Enter) while the tab is shown. */
  go(): void;
  /** The extension found the arguments of this tab's run invalid. */
  showInvalid(errors: readonly FieldError[]): void;
  /** What this tab showed when the page was last open, shown again before fresh data arrives. */
  restore(): void;
}

/** Asks the extension for the view of one item of the chosen server's catalog. */
export function describe(ctx: TabContext, kind: RunnerKind, key: string): void {
  const serverId = ctx.state.serverId;
  if (serverId && key) ctx.host.post({ type: 'describe', serverId, kind, key });
}

/** Whether the server of an item runs and declares completions (the page then asks for suggestions). */
export function completes(ctx: TabContext, serverId: string): boolean {
  const server = ctx.state.servers.find((s) => s.id === serverId);
  return server?.status === 'running' && server.completions === true;
}

/** What a result's content blocks offer: open one in an editor, save it to a file. */
export function blockActions(host: RunnerHost, resultId: string) {
  return {
    open: (block: number) => host.post({ type: 'openBlock', resultId, block }),
    save: (block: number) => host.post({ type: 'saveBlock', resultId, block }),
  };
}
