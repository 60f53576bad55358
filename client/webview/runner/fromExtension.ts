// The runner page's side of what the extension posts: each message passed on to the part of the page it is for.
// A message of a type this page does not know is an error, which the page reports to the extension (reportErrors).
import type { RunnerToWebview } from '../../src/protocol/runnerPage';
import { assertNever } from '../../src/protocol/check';
import type { HistoryTab } from './historyTab';
import type { PromptsTab } from './promptsTab';
import type { ResourcesTab } from './resourcesTab';
import type { ServerBar } from './serverBar';
import type { ServerRequestsPanel } from './serverRequestsPanel';
import { TABS, type RunnerState, type TabId } from './state';
import type { Suggestions } from './suggestions';
import type { RunnerTab } from './tab';
import type { ToolsTab } from './toolsTab';

/** The parts of the runner page that messages are for. */
export interface RunnerPage {
  readonly state: RunnerState;
  readonly serverBar: ServerBar;
  readonly serverRequests: ServerRequestsPanel;
  readonly suggestions: Suggestions;
  readonly tools: ToolsTab;
  readonly resources: ResourcesTab;
  readonly prompts: PromptsTab;
  readonly history: HistoryTab;
  readonly tabs: Readonly<Record<TabId, RunnerTab>>;
  selectTab(tab: TabId, focus: boolean): void;
  /** The tab whose run a message is about. */
  tabOfRun(runId: string): RunnerTab | undefined;
}

export function showMessage(page: RunnerPage, m: RunnerToWebview): void {
  const { state, serverBar, serverRequests, suggestions, tools, resources, prompts, history, tabs } = page;
  switch (m.type) {
    case 'servers':
      state.servers = m.servers;
      serverBar.showServers();
      history.show();
      return;
    case 'catalog':
      if (m.catalog.serverId !== state.serverId) return;
      state.catalog = 'missing' in m.catalog ? undefined : m.catalog;
      serverBar.showCatalog(state.catalog);
      for (const tab of TABS) tabs[tab].showCatalog(state.catalog);
      return;
    case 'tool':
      tools.offer(m.view);
      return;
    case 'prompt':
      prompts.offer(m.view);
      return;
    case 'resource':
      resources.offer(m.view);
      return;
    case 'gone':
      if (m.kind === 'tool') tools.gone(m.serverId, m.key);
      else if (m.kind === 'prompt') prompts.gone(m.serverId, m.key);
      else resources.gone(m.serverId, { kind: m.kind, key: m.key });
      return;
    case 'open':
      return openItem(page, m);
    case 'phase':
    case 'progress':
    case 'task':
    case 'invalid':
    case 'toolResult':
    case 'outputCheck':
    case 'resourceResult':
    case 'promptResult':
    case 'failed':
    case 'expanded':
    case 'runWaits':
      return showRunMessage(page, m);
    case 'subscriptions':
      state.subscriptions = m.items;
      resources.showSubscriptions();
      return;
    case 'history':
      state.history = m.entries;
      history.show();
      return;
    case 'completions':
      suggestions.answered(m);
      return;
    // MCP Apps: the frame of the last call whose tool has a UI
    case 'appLoading':
    case 'appOpen':
    case 'appMessage':
    case 'appSize':
    case 'appRecord':
    case 'appStatus':
    case 'appProblem':
    case 'appClosed':
      tools.apps.handle(m);
      return;
    // requests of servers to the user (elicitation, sampling)
    case 'serverRequests':
      serverRequests.show(m.requests, m.notices);
      return;
    case 'models':
      serverRequests.models(m.models, m.problem);
      return;
    case 'samplingDraft':
      serverRequests.draft(m.requestId, m);
      return;
    case 'markdownPreview':
      // the Markdown preview's loader (shared/markdown.ts) listens for its bundle itself
      return;
    default:
      assertNever(m, 'A message from the extension');
  }
}

/** A command (or the history) asks for an item: its server, its tab, the item chosen, perhaps arguments. */
function openItem(page: RunnerPage, m: Extract<RunnerToWebview, { type: 'open' }>): void {
  const { state, serverBar, tools, resources, prompts, selectTab } = page;
  serverBar.showChosen(m.serverId);
  if (m.kind === 'tool') {
    selectTab('tools', false);
    tools.openWith(m.serverId, m.key, m.arguments);
  } else if (m.kind === 'prompt') {
    selectTab('prompts', false);
    prompts.open(m.key, m.act);
  } else {
    selectTab('resources', false);
    resources.open({ kind: m.kind, key: m.key }, m.act);
  }
  state.save();
}

type RunMessage = Extract<
  RunnerToWebview,
  {
    type:
      | 'phase'
      | 'progress'
      | 'task'
      | 'invalid'
      | 'toolResult'
      | 'outputCheck'
      | 'resourceResult'
      | 'promptResult'
      | 'failed'
      | 'expanded'
      | 'runWaits';
  }
>;

const WAITING_ON = {
  elicitation: "Waits for your answer to the server's request above",
  sampling: "Waits for your reply to the server's sampling request above",
} as const;

/** A message about a run of a tab: where it is, its result, or its failure. */
function showRunMessage(page: RunnerPage, m: RunMessage): void {
  const { tools, resources, prompts, tabOfRun } = page;
  switch (m.type) {
    case 'phase':
      tools.phase(m.runId, m.phase, m.timeoutMs);
      return;
    case 'progress':
      tabOfRun(m.runId)?.controls?.showProgress(m.progress, m.total, m.message);
      return;
    case 'task':
      tabOfRun(m.runId)?.controls?.showTask(m.task);
      return;
    case 'invalid': {
      const tab = tabOfRun(m.runId);
      if (!tab?.controls) return;
      tab.controls.end('Not sent: the arguments do not match the schema.');
      tab.showInvalid(m.errors);
      return;
    }
    case 'toolResult':
      tools.result(m.runId, m.result);
      return;
    case 'outputCheck':
      tools.verdict(m.resultId, m.verdict);
      return;
    case 'resourceResult':
      resources.result(m.runId, m.result);
      return;
    case 'promptResult':
      prompts.result(m.runId, m.result);
      return;
    case 'failed': {
      // a failure of no run of a tab (a subscription) is said in the Resources tab
      const controls = tabOfRun(m.runId)?.controls ?? resources.controls;
      // the result shown is from before the read or get that failed: it stays marked as previous
      if (controls.runId === m.runId) controls.end(m.message, false);
      else controls.say(m.message);
      return;
    }
    case 'expanded':
      resources.expanded(m.requestId, m.uri, m.problem);
      return;
    case 'runWaits':
      tabOfRun(m.runId)?.controls?.waitsOn(m.waitingOn && WAITING_ON[m.waitingOn]);
      return;
    default:
      assertNever(m, 'A message from the extension about a run');
  }
}
