// What the Tools and the Prompts tabs share: a picker over the chosen server's tools (or prompts), the item's view
// asked for when it is picked and drawn again only when its answer changed, an arguments editor and one run.
import type { FieldError } from '../../src/runner/coerce';
import type { PromptView, RunnerCatalog, RunnerItem, ToolView } from '../../src/protocol/runnerViews';
import { el } from '../shared/dom';
import { ArgumentsEditor } from './argumentsEditor';
import { explainMissing, fillSelect, notice, reveal, RunControls, select } from './controls';
import { same } from './formValues';
import { formKey, type FormKey } from './keys';
import { describe, type RunnerTab, type TabContext } from './tab';

type NamedKind = 'tool' | 'prompt';

export interface NamedItemTabOptions {
  readonly kind: NamedKind;
  /** The picker's id and label. */
  readonly pickerId: string;
  readonly pickerLabel: string;
  /** What the server offers, in "offers no …". */
  readonly what: string;
  /** The button that runs the item, and its id. */
  readonly goLabel: string;
  readonly goId: string;
}

export abstract class NamedItemTab<V extends ToolView | PromptView> implements RunnerTab {
  abstract readonly id: 'tools' | 'prompts';
  readonly controls: RunControls;
  protected readonly notice: HTMLElement;
  protected readonly picker: HTMLSelectElement;
  protected readonly view = el('div', { className: 'item-view' });
  protected readonly resultBox = el('div', { className: 'result-host', attrs: { 'aria-live': 'polite' } });
  protected current: { view: V; editor: ArgumentsEditor } | undefined;
  /** The item a command opened to act on at once, until its view arrives. */
  private pendingAct: string | undefined;

  constructor(
    protected readonly ctx: TabContext,
    /** A resource link of a result: read it in the Resources tab. */
    protected readonly readLink: (uri: string) => void,
    private readonly options: NamedItemTabOptions,
  ) {
    this.notice = notice(ctx.panel);
    this.picker = select(options.pickerId, options.pickerLabel, ctx.panel);
    ctx.panel.append(this.view, this.resultBox);
    this.controls = new RunControls(
      ctx.host,
      () => ctx.state.newRunId(),
      options.goLabel,
      options.goId,
      () => this.go(),
      this.resultBox,
    );
    this.picker.addEventListener('change', () => {
      this.choose(this.picker.value);
      this.ctx.state.save();
      this.ask(this.picker.value);
    });
  }

  abstract go(): void;
  abstract restore(): void;

  showCatalog(catalog: RunnerCatalog | undefined): void {
    this.picker.replaceChildren();
    this.picker.parentElement!.hidden = !catalog;
    explainMissing(
      this.ctx.host,
      this.notice,
      this.ctx.state.server(),
      this.options.what,
      !catalog || !this.items(catalog).length,
    );
    if (!catalog) {
      this.current = undefined;
      this.view.replaceChildren();
      return;
    }
    // the item shown stays as it is (with the focus and what is typed) unless it changed: it is asked for again,
    // and only a different answer is drawn again
    const items = this.items(catalog);
    fillSelect(this.picker, items);
    this.picker.parentElement!.hidden = !items.length;
    const kept = this.chosen();
    const key = items.some((x) => x.key === kept) ? kept! : items[0]?.key;
    if (key) {
      this.picker.value = key;
      this.ask(key);
    } else this.forget();
  }

  /** The view of an item arrived: drawn when it is the one picked and differs from the one shown. */
  offer(view: V): void {
    if (view.serverId !== this.ctx.state.serverId || view.name !== this.picker.value) return;
    if (!this.current || !same(this.current.view, view) || this.mustRedraw(view)) this.show(view);
    this.controls.waitForItem(false);
    if (this.pendingAct === view.name) {
      this.pendingAct = undefined;
      this.actAtOnce();
    }
  }

  /** A command (or the history) asks for this item; `act`: the command asked to act on it, done once it is shown. */
  open(key: string, act = false): void {
    this.pendingAct = act ? key : undefined;
    this.choose(key);
    this.picker.value = key;
    this.ask(key);
  }

  /** The item picked is not in the server's list: there is nothing to run (the button stays off). */
  gone(serverId: string, key: string): void {
    if (serverId !== this.ctx.state.serverId || key !== this.chosen()) return;
    this.current = undefined;
    this.controls.waitForItem(true);
    this.view.replaceChildren(el('p', { className: 'notice' }, `${key} is not (or no longer) in the server's list.`));
  }

  showInvalid(errors: readonly FieldError[]): void {
    this.current?.editor.showErrors(errors);
  }

  /** Hides the notice until the catalog says what it should say (the page's first draw). */
  hideNotice(): void {
    this.notice.hidden = true;
  }

  /** Brings the result into view (the form above it may be long). */
  reveal(): void {
    reveal(this.resultBox);
  }

  /** Draws the item's view (its editor made anew). */
  protected abstract show(view: V): void;

  protected formKey(serverId: string, name: string): FormKey {
    return formKey({ serverId, kind: this.options.kind, key: name });
  }

  /** What the tab does at once with an item a command opened to act on it ("Get Prompt"); nothing by default. */
  protected actAtOnce(): void {}

  /** Whether an unchanged view is drawn again all the same. */
  protected mustRedraw(_view: V): boolean {
    return false;
  }

  /** Shows a result below the controls, in place of any before it. */
  protected showResult(element: HTMLElement): void {
    this.controls.resultShown();
    this.resultBox.replaceChildren(element);
  }

  /** The items of this kind in a catalog. */
  private items(catalog: RunnerCatalog): readonly RunnerItem[] {
    return catalog[this.id];
  }

  private chosen(): string | undefined {
    return this.ctx.state.picks()[this.options.kind];
  }

  private choose(key: string): void {
    this.ctx.state.picks()[this.options.kind] = key;
  }

  /**
   * Asks for the view of `key`. Until it is drawn, the item shown before (if another) is taken away and the button
   * waits: a click would otherwise act on the item picked before.
   */
  private ask(key: string): void {
    if (this.current?.view.name !== key) {
      this.forget();
      this.controls.waitForItem(true);
    }
    describe(this.ctx, this.options.kind, key);
  }

  private forget(): void {
    this.current = undefined;
    this.view.replaceChildren();
  }
}
