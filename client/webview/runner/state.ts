// What the runner page knows: the state it saves, which VS Code keeps so the page comes back as it was, and what the
// extension last sent. The bootstrap makes one instance and hands it to the tabs.
import type { FormValue } from '../../src/runner/coerce';
import type {
  HistoryEntryView,
  PromptResultView,
  ResourceReadView,
  RunnerCatalog,
  RunnerServer,
  SubscriptionView,
  ToolResultView,
} from '../../src/protocol/runnerViews';
import { pageState } from '../shared/host';
import type { FormKey } from './keys';

export type TabId = 'tools' | 'resources' | 'prompts' | 'history';
export const TABS: readonly TabId[] = ['tools', 'resources', 'prompts', 'history'];
export const TAB_NAMES: Record<TabId, string> = {
  tools: 'Tools',
  resources: 'Resources',
  prompts: 'Prompts',
  history: 'History',
};

export interface SavedForm {
  mode: 'form' | 'json';
  value?: FormValue;
  json?: string;
}

/** Per server: the chosen tool, resource (a picker value, see keys.ts) and prompt. */
export interface Picks {
  tool?: string;
  resource?: string;
  prompt?: string;
}

interface Saved {
  v: 1;
  tab: TabId;
  serverId?: string;
  picks: Record<string, Picks>;
  forms: Record<string, SavedForm>;
  uri: string;
  results: { tool?: ToolResultView; resource?: ResourceReadView; prompt?: PromptResultView };
}

/** Results larger than this are shown but not kept in the page's state (images can be megabytes). */
const KEEP_RESULT_CHARS = 1_000_000;
/** Forms remembered (values typed into the forms of other tools), at most. */
const KEEP_FORMS = 100;

function load(kept: Partial<Saved> | undefined): Saved {
  if (kept && kept.v === 1) {
    return {
      v: 1,
      tab: TABS.includes(kept.tab as TabId) ? (kept.tab as TabId) : 'tools',
      serverId: kept.serverId,
      picks: kept.picks ?? {},
      forms: kept.forms ?? {},
      uri: kept.uri ?? '',
      results: kept.results ?? {},
    };
  }
  return { v: 1, tab: 'tools', picks: {}, forms: {}, uri: '', results: {} };
}

/** The values typed into forms, by item: what an arguments editor remembers and starts from. */
export interface FormMemory {
  get(key: FormKey): SavedForm | undefined;
  set(key: FormKey, form: SavedForm): void;
}

export class RunnerState implements FormMemory {
  private readonly store = pageState<Saved>();
  private readonly saved = load(this.store.get());

  servers: readonly RunnerServer[] = [];
  catalog: RunnerCatalog | undefined;
  subscriptions: readonly SubscriptionView[] = [];
  history: readonly HistoryEntryView[] = [];
  private runCounter = 0;

  get tab(): TabId {
    return this.saved.tab;
  }

  set tab(tab: TabId) {
    this.saved.tab = tab;
    this.save();
  }

  get serverId(): string | undefined {
    return this.saved.serverId;
  }

  set serverId(id: string | undefined) {
    this.saved.serverId = id;
    this.save();
  }

  /** The chosen server, while it is configured. */
  server(): RunnerServer | undefined {
    return this.servers.find((s) => s.id === this.saved.serverId);
  }

  /** What was chosen in each tab for the chosen server (changes are kept with `save`). */
  picks(): Picks {
    const id = this.saved.serverId ?? '';
    this.saved.picks[id] ??= {};
    return this.saved.picks[id]!;
  }

  get uri(): string {
    return this.saved.uri;
  }

  set uri(uri: string) {
    this.saved.uri = uri;
    this.save();
  }

  get(key: FormKey): SavedForm | undefined {
    return this.saved.forms[key];
  }

  /** Keeps a form as the newest, forgetting the oldest beyond KEEP_FORMS. */
  set(key: FormKey, form: SavedForm): void {
    const forms = this.saved.forms;
    delete forms[key];
    forms[key] = form;
    const keys = Object.keys(forms);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEEP_FORMS))) delete forms[old];
    this.save();
  }

  result<K extends keyof Saved['results']>(kind: K): Saved['results'][K] {
    return this.saved.results[kind];
  }

  /** Keeps the result shown in a tab, unless it is too large for the page's state. */
  keepResult<K extends keyof Saved['results']>(kind: K, view: NonNullable<Saved['results'][K]>): void {
    this.saved.results[kind] = JSON.stringify(view).length <= KEEP_RESULT_CHARS ? view : undefined;
    this.save();
  }

  newRunId(): string {
    return `run-${Date.now().toString(36)}-${++this.runCounter}`;
  }

  save(): void {
    this.store.set(this.saved);
  }
}
