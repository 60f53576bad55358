// The server's suggestions under a prompt argument or template variable as it is typed, in an ARIA combobox. Only a
// field's latest ask, sent after a pause in typing, is shown, and an empty, failed or late answer changes nothing.
import type { ClientFeaturesToWebview } from '../../src/protocol/runnerPage';
import type { CompletionKind } from '../../src/protocol/runnerViews';
import { el } from '../shared/dom';
import type { RunnerHost } from './controls';

/** How long typing must pause before the server is asked. */
const DEBOUNCE_MS = 200;

export interface SuggestionTarget {
  readonly serverId: string;
  readonly kind: CompletionKind;
  /** The prompt's name or the template's URI template. */
  readonly key: string;
  readonly argument: string;
}

type Answer = Extract<ClientFeaturesToWebview, { type: 'completions' }>;

/** The line under the list about the values the server did not send; empty when it sent them all. */
function moreText(answer: Answer): string {
  if (answer.total !== undefined && answer.total > answer.values.length) {
    return `${answer.total - answer.values.length} more: type to narrow them down`;
  }
  return answer.hasMore ? 'More: type to narrow them down' : '';
}

/** The page's side of completions: fields ask through it, and the extension's answers reach the field that asked. */
export class Suggestions {
  private readonly waiting = new Map<string, SuggestionList>();
  private counter = 0;

  constructor(private readonly host: RunnerHost) {}

  /**
   * Offers suggestions under `input` while `enabled()` (the server runs and declares completions); `context` gives
   * the other arguments as filled in now.
   */
  attach(
    input: HTMLInputElement,
    target: SuggestionTarget,
    enabled: () => boolean,
    context: () => Record<string, string>,
  ): void {
    new SuggestionList(this, input, target, enabled, context);
  }

  /** Sends an ask; the one this list sent before, unanswered, is forgotten (its answer would be stale). */
  ask(
    list: SuggestionList,
    previous: string | undefined,
    target: SuggestionTarget,
    value: string,
    context: Record<string, string>,
  ): string {
    if (previous) this.waiting.delete(previous);
    const requestId = `complete-${Date.now().toString(36)}-${++this.counter}`;
    this.waiting.set(requestId, list);
    this.host.post({ type: 'complete', requestId, ...target, value, context });
    return requestId;
  }

  answered(answer: Answer): void {
    const list = this.waiting.get(answer.requestId);
    this.waiting.delete(answer.requestId);
    list?.show(answer);
  }

  forget(requestId: string | undefined): void {
    if (requestId) this.waiting.delete(requestId);
  }
}

let lists = 0;

class SuggestionList {
  private readonly box = el('div', { className: 'suggestions' });
  private readonly listbox: HTMLUListElement;
  private readonly more = el('div', { className: 'suggestions-more', attrs: { 'aria-hidden': 'true' } });
  private readonly id = `suggestions-${++lists}`;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest: string | undefined;
  private values: readonly string[] = [];
  private active = -1;
  /** The next input event is the field taking a suggestion, not the user typing. */
  private picking = false;

  constructor(
    private readonly broker: Suggestions,
    private readonly input: HTMLInputElement,
    private readonly target: SuggestionTarget,
    private readonly enabled: () => boolean,
    private readonly context: () => Record<string, string>,
  ) {
    this.listbox = el('ul', {
      id: this.id,
      role: 'listbox',
      className: 'suggestions-list',
      attrs: { 'aria-label': `Suggestions for ${target.argument}` },
    });
    this.box.append(this.listbox, this.more);
    this.box.hidden = true;
    input.insertAdjacentElement('afterend', this.box);
    input.parentElement?.classList.add('has-suggestions');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', this.id);
    input.setAttribute('autocomplete', 'off');
    input.addEventListener('input', () => {
      if (this.picking) {
        this.picking = false;
        return;
      }
      this.schedule(DEBOUNCE_MS);
    });
    input.addEventListener('focus', () => this.schedule(0));
    input.addEventListener('blur', () => {
      this.cancel();
      this.close();
    });
    input.addEventListener('keydown', (e) => this.key(e));
    // a click takes the suggestion without taking the focus from the field
    this.listbox.addEventListener('mousedown', (e) => e.preventDefault());
    this.listbox.addEventListener('click', (e) => {
      const option = (e.target as HTMLElement).closest('[role="option"]');
      const index = option ? Number(option.getAttribute('data-index')) : -1;
      if (index >= 0) this.pick(index);
    });
  }

  /** An answer: shown when it is this field's latest ask and the field still has the focus; else dropped. */
  show(answer: Answer): void {
    if (answer.requestId !== this.latest) return;
    this.latest = undefined;
    if (!this.input.isConnected || document.activeElement !== this.input) return;
    const typed = this.input.value;
    // a list of only what is typed already suggests nothing
    if (!answer.values.length || answer.values.every((v) => v === typed)) return this.close();
    this.values = answer.values;
    this.active = -1;
    this.listbox.replaceChildren(
      ...answer.values.map((value, i) =>
        el(
          'li',
          {
            id: `${this.id}-${i}`,
            role: 'option',
            className: 'suggestion',
            attrs: { 'data-index': String(i), 'aria-selected': 'false' },
          },
          value,
        ),
      ),
    );
    const rest = moreText(answer);
    this.more.textContent = rest;
    this.more.hidden = !rest;
    this.box.hidden = false;
    this.input.setAttribute('aria-expanded', 'true');
    this.input.removeAttribute('aria-activedescendant');
  }

  private key(e: KeyboardEvent): void {
    const open = !this.box.hidden;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!open) {
        if (e.key === 'ArrowDown') this.schedule(0);
        return;
      }
      e.preventDefault();
      const n = this.values.length;
      this.mark(e.key === 'ArrowDown' ? (this.active + 1) % n : (this.active - 1 + n) % n);
    } else if (e.key === 'Enter' && open && this.active >= 0 && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      e.stopPropagation();
      this.pick(this.active);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      this.close();
    } else if (e.key === ' ' && e.ctrlKey) {
      e.preventDefault();
      this.schedule(0);
    } else if (e.key === 'Tab') {
      this.close();
    }
  }

  private schedule(ms: number): void {
    this.cancel();
    if (!this.enabled()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (document.activeElement !== this.input || !this.enabled()) return;
      this.latest = this.broker.ask(this, this.latest, this.target, this.input.value, this.context());
    }, ms);
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private mark(index: number): void {
    this.active = index;
    this.listbox
      .querySelectorAll('[role="option"]')
      .forEach((o, i) => o.setAttribute('aria-selected', String(i === index)));
    const option = this.listbox.children[index] as HTMLElement | undefined;
    if (option) {
      this.input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    }
  }

  private pick(index: number): void {
    const value = this.values[index];
    if (value === undefined) return;
    this.input.value = value;
    this.picking = true;
    // the form keeps what the field holds from its input event
    this.input.dispatchEvent(new Event('input', { bubbles: true }));
    this.picking = false;
    this.close();
  }

  private close(): void {
    this.broker.forget(this.latest);
    this.latest = undefined;
    this.box.hidden = true;
    this.values = [];
    this.active = -1;
    this.listbox.replaceChildren();
    this.input.setAttribute('aria-expanded', 'false');
    this.input.removeAttribute('aria-activedescendant');
  }
}
