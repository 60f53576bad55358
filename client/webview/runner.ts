// The tool runner page: servers with their tools, resources and prompts, and the calls of this session. This file
// builds the page and passes each message from the extension on to its tab; each tab is a module of runner/.
import type { RunnerFromWebview, RunnerToWebview } from '../src/protocol/runnerPage';
import { el } from './shared/dom';
import { connectHost, reportErrors } from './shared/host';
import { HistoryTab } from './runner/historyTab';
import { PromptsTab } from './runner/promptsTab';
import { ResourcesTab } from './runner/resourcesTab';
import { ServerBar } from './runner/serverBar';
import { ServerRequestsPanel } from './runner/serverRequestsPanel';
import { RunnerState, TAB_NAMES, TABS, type TabId } from './runner/state';
import { Suggestions } from './runner/suggestions';
import type { RunnerTab, TabContext } from './runner/tab';
import { ToolsTab } from './runner/toolsTab';
import { showMessage } from './runner/fromExtension';

const host = connectHost<RunnerFromWebview, RunnerToWebview>();
reportErrors(host, (message): RunnerFromWebview => ({ type: 'error', message }));
const state = new RunnerState();

// ---- skeleton: the server bar, the tabs and their panels ----

const root = document.getElementById('root')!;
// the page is a form: only its status lines (role=status) and results announce changes, not every redraw
root.setAttribute('aria-live', 'off');

const tabButtons = new Map<TabId, HTMLButtonElement>();
const panels = new Map<TabId, HTMLElement>();
const tablist = el('div', { className: 'tabs', role: 'tablist', attrs: { 'aria-label': 'What to run' } });
for (const tab of TABS) {
  const b = el(
    'button',
    { id: `tab-${tab}`, className: 'tab', role: 'tab', attrs: { type: 'button', 'aria-controls': `panel-${tab}` } },
    TAB_NAMES[tab],
  );
  b.addEventListener('click', () => selectTab(tab, true));
  tabButtons.set(tab, b);
  tablist.appendChild(b);
  panels.set(
    tab,
    el('section', {
      id: `panel-${tab}`,
      className: 'panel',
      role: 'tabpanel',
      attrs: { 'aria-labelledby': `tab-${tab}` },
    }),
  );
}
tablist.addEventListener('keydown', (e) => {
  const next = tabForKey(e.key, TABS.indexOf(state.tab));
  if (!next) return;
  e.preventDefault();
  selectTab(next, true);
});

/** The tab an arrow, Home or End key moves to from the tab at index `i`; undefined for any other key. */
function tabForKey(key: string, i: number): TabId | undefined {
  switch (key) {
    case 'ArrowRight':
      return TABS[(i + 1) % TABS.length];
    case 'ArrowLeft':
      return TABS[(i + TABS.length - 1) % TABS.length];
    case 'Home':
      return TABS[0];
    case 'End':
      return TABS[TABS.length - 1];
    default:
      return undefined;
  }
}

function selectTab(tab: TabId, focus: boolean): void {
  state.tab = tab;
  for (const [t, b] of tabButtons) {
    const on = t === tab;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
    panels.get(t)!.hidden = !on;
  }
  if (focus) tabButtons.get(tab)!.focus();
}

const serverBar = new ServerBar(host, state);
const serverRequests = new ServerRequestsPanel(host);
root.append(...serverBar.elements, serverRequests.element, tablist, ...panels.values());

const suggestions = new Suggestions(host);
const context = (tab: TabId): TabContext => ({ host, state, suggestions, panel: panels.get(tab)!, selectTab });
const tools = new ToolsTab(context('tools'), (uri) => resources.readLink(uri));
const resources = new ResourcesTab(context('resources'));
const prompts = new PromptsTab(context('prompts'), (uri) => resources.readLink(uri));
const history = new HistoryTab(context('history'), tools);
const tabs: Record<TabId, RunnerTab> = { tools, resources, prompts, history };

/** The tab whose run a message is about. */
function tabOfRun(runId: string): RunnerTab | undefined {
  return TABS.map((t) => tabs[t]).find((t) => t.controls?.runId === runId);
}

// ---- messages from the extension ----

host.onMessage((m) =>
  showMessage(
    { state, serverBar, serverRequests, suggestions, tools, resources, prompts, history, tabs, selectTab, tabOfRun },
    m,
  ),
);

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
  e.preventDefault();
  tabs[state.tab].go();
});

// ---- start: what was shown before, then fresh data from the extension ----

selectTab(state.tab, false);
for (const tab of TABS) tabs[tab].restore();
for (const tab of [tools, resources, prompts]) tab.hideNotice();
host.post({ type: 'ready', serverId: state.serverId });
