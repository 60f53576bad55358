// The Resources tab: read a listed resource, a template expanded from a form of its variables (RFC 6570, by the
// extension), or a URI of one's own; subscribe to a resource's updates and see the subscriptions of the server.
import { coerceArguments, type FieldError } from '../../src/runner/coerce';
import type {
  ResourceItemView,
  ResourceReadView,
  RunnerCatalog,
  SubscriptionView,
} from '../../src/protocol/runnerViews';
import { el, segments } from '../shared/dom';
import { renderResourceResult } from '../shared/results';
import { ArgumentsEditor } from './argumentsEditor';
import { button, explainMissing, fillSelect, notice, reveal, RunControls, select } from './controls';
import { repair, same } from './formValues';
import { formKey, parsePick, pickValue, type ResourcePick } from './keys';
import { blockActions, completes, describe, type RunnerTab, type TabContext } from './tab';

const pickOf = (view: ResourceItemView): ResourcePick => ({ kind: view.kind, key: view.key });

export class ResourcesTab implements RunnerTab {
  readonly id = 'resources';
  readonly controls: RunControls;
  private readonly notice: HTMLElement;
  private readonly picker: HTMLSelectElement;
  private readonly view = el('div', { className: 'item-view' });
  private readonly uriInput = el('input', {
    id: 'uri',
    attrs: { type: 'text', spellcheck: 'false', placeholder: 'scheme://path' },
  });
  private readonly expandedNote = el('div', { className: 'field-desc', id: 'uri-note' });
  private readonly subscribeButton = button('Subscribe', {
    id: 'subscribe',
    label: 'Subscribe to updates of this resource',
  });
  private readonly resultBox = el('div', { className: 'result-host', attrs: { 'aria-live': 'polite' } });
  private readonly subscriptionList = el('div', { className: 'subscriptions' });
  private current: { view: ResourceItemView; editor?: ArgumentsEditor } | undefined;
  /** The expansion asked for last: only its answer is shown. */
  private expandRequest = '';
  /** Its answer has not come: the URI shown is that of the values before. */
  private expanding = false;
  /** The item a command opened to read at once ("MCP Lens: Read Resource"), until its view arrives. */
  private pendingAct: string | undefined;
  /** The expansion whose answer is to be read at once (the template's variables were all there). */
  private readAfterExpand: string | undefined;

  constructor(private readonly ctx: TabContext) {
    const { panel, state } = ctx;
    this.notice = notice(panel);
    this.picker = select('resource', 'Resource or template', panel);
    this.uriInput.setAttribute('aria-describedby', this.expandedNote.id);
    this.controls = new RunControls(
      ctx.host,
      () => state.newRunId(),
      'Read',
      'read',
      () => this.go(),
      this.resultBox,
    );
    this.controls.element
      .querySelector('.actions')!
      .insertBefore(this.subscribeButton, this.controls.element.querySelector('.run-status'));
    panel.append(
      this.view,
      el(
        'div',
        { className: 'field' },
        el('label', { className: 'field-label', attrs: { for: 'uri' } }, 'URI'),
        this.uriInput,
        this.expandedNote,
      ),
      this.controls.element,
      this.subscriptionList,
      this.resultBox,
    );

    this.uriInput.value = state.uri;
    this.uriInput.addEventListener('input', () => {
      state.uri = this.uriInput.value;
      this.showSubscribeState();
    });
    this.uriInput.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.go();
    });
    this.picker.addEventListener('change', () => {
      state.picks().resource = this.picker.value;
      state.save();
      this.pick(parsePick(this.picker.value));
    });
    this.subscribeButton.addEventListener('click', () => {
      const uri = this.uriInput.value.trim();
      const serverId = state.serverId;
      if (!uri || !serverId) return;
      if (this.subscribedTo(uri)) ctx.host.post({ type: 'unsubscribe', serverId, uri });
      else ctx.host.post({ type: 'subscribe', runId: state.newRunId(), serverId, uri });
    });
  }

  showCatalog(catalog: RunnerCatalog | undefined): void {
    this.picker.replaceChildren();
    this.picker.parentElement!.hidden = !catalog;
    explainMissing(
      this.ctx.host,
      this.notice,
      this.ctx.state.server(),
      'resources',
      !catalog?.resources.length && !catalog?.templates.length,
    );
    if (!catalog) {
      this.current = undefined;
      this.view.replaceChildren();
      return;
    }
    this.picker.appendChild(el('option', { attrs: { value: '' } }, '(a URI of your own)'));
    if (catalog.resources.length) {
      this.picker.appendChild(
        fillSelect(
          el('optgroup', { attrs: { label: 'Resources' } }),
          catalog.resources,
          pickValue({ kind: 'resource', key: '' }),
        ),
      );
    }
    if (catalog.templates.length) {
      this.picker.appendChild(
        fillSelect(
          el('optgroup', { attrs: { label: 'Templates' } }),
          catalog.templates,
          pickValue({ kind: 'template', key: '' }),
        ),
      );
    }
    const known = [
      ...catalog.resources.map((r) => pickValue({ kind: 'resource', key: r.key })),
      ...catalog.templates.map((t) => pickValue({ kind: 'template', key: t.key })),
    ];
    const kept = this.ctx.state.picks().resource;
    const chosen = kept !== undefined && (kept === '' || known.includes(kept)) ? kept : (known[0] ?? '');
    this.picker.value = chosen;
    this.picker.parentElement!.hidden = false;
    // the item shown stays as it is unless its answer changed: it is asked for again
    if (this.current && pickValue(pickOf(this.current.view)) === chosen) {
      describe(this.ctx, this.current.view.kind, this.current.view.key);
    } else this.pick(parsePick(chosen));
    this.showSubscriptions();
  }

  /** A command (or the history) asks for a resource or a template; `act`: read it at once when nothing is missing. */
  open(pick: NonNullable<ResourcePick>, act = false): void {
    const value = pickValue(pick);
    this.pendingAct = act ? value : undefined;
    this.ctx.state.picks().resource = value;
    this.picker.value = value;
    this.pick(pick);
  }

  /** The view of a resource or template arrived: drawn when it is the one picked and differs from the one shown. */
  offer(view: ResourceItemView): void {
    if (view.serverId !== this.ctx.state.serverId || this.picker.value !== pickValue(pickOf(view))) return;
    if (!this.current || !same(this.current.view, view)) this.show(view);
    if (this.pendingAct === pickValue(pickOf(view))) {
      this.pendingAct = undefined;
      this.readAtOnce();
    }
  }

  gone(serverId: string, pick: NonNullable<ResourcePick>): void {
    if (serverId !== this.ctx.state.serverId || pickValue(pick) !== this.ctx.state.picks().resource) return;
    const key = pick.key;
    this.controls.waitForItem(false);
    this.view.replaceChildren(el('p', { className: 'notice' }, `${key} is not (or no longer) in the server's list.`));
  }

  /** The extension's expansion of the template: the URI to read, or why there is none. */
  expanded(requestId: string, uri: string | undefined, problem: string | undefined): void {
    if (requestId !== this.expandRequest) return;
    this.expanding = false;
    const readNow = this.readAfterExpand === requestId;
    this.readAfterExpand = undefined;
    if (uri !== undefined) {
      this.uriInput.value = this.ctx.state.uri = uri;
      this.expandedNote.textContent = 'Expanded from the template (RFC 6570).';
      this.showSubscribeState();
      if (readNow) this.go();
    } else this.expandedNote.textContent = problem ?? '';
  }

  go(): void {
    const serverId = this.ctx.state.serverId;
    if (!serverId || this.controls.runId) return;
    if (this.current?.view.kind === 'template' && this.current.editor && !this.current.editor.collect()) {
      this.controls.say('Fill in the template’s variables first.');
      return;
    }
    if (this.current?.view.kind === 'template' && this.expanding) {
      // read what the values typed last expand to, not the URI of the values before
      this.readAfterExpand = this.expandRequest;
      return;
    }
    const uri = this.uriInput.value.trim();
    if (!uri) {
      this.controls.say('Give the URI of the resource to read.');
      this.uriInput.focus();
      return;
    }
    const runId = this.controls.start(`Reading ${uri}…`);
    this.ctx.host.post({ type: 'readResource', runId, serverId, uri });
  }

  /** A resource link of a result: read it here. */
  readLink(uri: string): void {
    this.ctx.selectTab('resources', false);
    this.picker.value = this.ctx.state.picks().resource = '';
    this.pick(undefined);
    this.uriInput.value = this.ctx.state.uri = uri;
    this.go();
    this.uriInput.focus();
  }

  showInvalid(errors: readonly FieldError[]): void {
    this.current?.editor?.showErrors(errors);
  }

  result(runId: string | undefined, view: ResourceReadView): void {
    const mine = !!runId && this.controls.runId === runId;
    if (mine) {
      this.controls.end(`Done: ${view.contents.length} item${view.contents.length === 1 ? '' : 's'} of contents.`);
    }
    if (view.serverId !== this.ctx.state.serverId) return;
    this.showResourceResult(view);
    if (mine) reveal(this.resultBox);
  }

  restore(): void {
    const kept = this.ctx.state.result('resource');
    if (kept) this.showResourceResult(kept);
  }

  hideNotice(): void {
    this.notice.hidden = true;
  }

  /** The subscriptions of the chosen server, each with its Unsubscribe. */
  showSubscriptions(): void {
    const { state, host } = this.ctx;
    const mine = state.subscriptions.filter((s) => s.serverId === state.serverId);
    this.subscriptionList.replaceChildren();
    if (mine.length) {
      this.subscriptionList.append(
        el('h3', {}, 'Subscriptions'),
        el(
          'ul',
          {},
          ...mine.map((s) => {
            const stop = button('Unsubscribe', { className: 'link-button', label: `Unsubscribe from ${s.uri}` });
            stop.addEventListener('click', () => host.post({ type: 'unsubscribe', serverId: s.serverId, uri: s.uri }));
            return el(
              'li',
              {},
              el('code', { className: 'uri' }, s.uri),
              el('span', { className: 'muted' }, ` · ${s.updates} update${s.updates === 1 ? '' : 's'} so far `),
              stop,
            );
          }),
        ),
      );
    }
    this.showSubscribeState();
  }

  /**
   * Shows the pick, its view asked of the extension. A resource's URI is known at once; a template's comes with its
   * first expansion, and until then Read waits (it would read the URI of the item picked before).
   */
  private pick(pick: ResourcePick): void {
    this.readAfterExpand = undefined;
    this.expanding = false;
    this.current = undefined;
    this.view.replaceChildren();
    this.expandedNote.textContent = '';
    if (pick?.kind === 'resource') this.uriInput.value = this.ctx.state.uri = pick.key;
    else if (pick) this.uriInput.value = this.ctx.state.uri = '';
    this.controls.waitForItem(pick?.kind === 'template');
    this.showSubscribeState();
    if (pick) describe(this.ctx, pick.kind, pick.key);
  }

  /**
   * "MCP Lens: Read Resource" chose the resource shown: reading is harmless, so it is read at once. So is a template
   * whose variables are all optional (expanded first); one with a required variable waits for it, focused.
   */
  private readAtOnce(): void {
    const current = this.current;
    if (!current) return;
    if (current.view.kind === 'resource') {
      this.uriInput.value = this.ctx.state.uri = current.view.key;
      this.ctx.state.save();
      return this.go();
    }
    const editor = current.editor;
    if (!editor) return; // a template that cannot be expanded: its problems are shown
    if (editor.hasRequired()) {
      this.controls.say('Fill in the template’s variables, then Read.');
      editor.focusFirstGap();
      return;
    }
    this.expand(editor.values());
    this.readAfterExpand = this.expandRequest;
  }

  private show(view: ResourceItemView): void {
    const { state } = this.ctx;
    const chips = [
      view.mimeType ? el('span', { className: 'chip' }, view.mimeType) : null,
      view.annotations?.audience
        ? el('span', { className: 'chip' }, `for ${view.annotations.audience.join(' & ')}`)
        : null,
      view.annotations?.priority !== undefined
        ? el('span', { className: 'chip' }, `priority ${view.annotations.priority}`)
        : null,
    ];
    const current: { view: ResourceItemView; editor?: ArgumentsEditor } = { view };
    this.current = current;
    this.view.replaceChildren(
      el(
        'div',
        { className: 'item-head' },
        el('h2', {}, view.displayName),
        el('code', { className: 'item-name' }, view.key),
      ),
      el(
        'div',
        { className: 'badges' },
        view.kind === 'template' ? el('span', { className: 'chip' }, 'template') : null,
        ...chips,
      ),
      view.description.length ? el('div', { className: 'description' }, segments(view.description)) : '',
    );
    if (view.kind === 'resource') {
      this.uriInput.readOnly = false;
      this.uriInput.value = state.uri = view.key;
    } else if (view.problems?.length) {
      this.view.appendChild(el('ul', { className: 'problems' }, ...view.problems.map((p) => el('li', {}, p))));
    } else if (view.form) {
      const key = formKey({ serverId: view.serverId, kind: 'template', key: view.key });
      const editor = new ArgumentsEditor(state, key, view.form, {
        id: 'template-args',
        title: 'Variables',
        noFieldsText: 'The template has no variables.',
        json: false,
        onChange: (values) => this.expand(values),
        suggest: {
          suggestions: this.ctx.suggestions,
          target: { serverId: view.serverId, kind: 'template', key: view.key },
          enabled: () => completes(this.ctx, view.serverId),
        },
      });
      current.editor = editor;
      this.view.appendChild(editor.element);
      this.expand(coerceArguments(view.form, repair(view.form, state.get(key)?.value)).value);
    }
    this.controls.waitForItem(false);
    this.showSubscribeState();
  }

  /** Asks the extension to expand the template with the values of its form. */
  private expand(values: unknown): void {
    if (!this.current || this.current.view.kind !== 'template' || !values || typeof values !== 'object') return;
    this.expandRequest = this.ctx.state.newRunId();
    this.expanding = true;
    this.ctx.host.post({
      type: 'expand',
      requestId: this.expandRequest,
      template: this.current.view.key,
      values: values as Record<string, unknown>,
    });
  }

  private showResourceResult(view: ResourceReadView): void {
    this.ctx.state.keepResult('resource', view);
    this.controls.resultShown();
    const { host } = this.ctx;
    this.resultBox.replaceChildren(
      renderResourceResult(view, {
        ...blockActions(host, view.id),
        openJson: () => host.post({ type: 'openJson', resultId: view.id, part: 'result' }),
      }),
    );
  }

  private subscribedTo(uri: string): SubscriptionView | undefined {
    return this.ctx.state.subscriptions.find((s) => s.serverId === this.ctx.state.serverId && s.uri === uri);
  }

  private showSubscribeState(): void {
    const uri = this.uriInput.value.trim();
    const on = !!this.subscribedTo(uri);
    this.subscribeButton.textContent = on ? 'Unsubscribe' : 'Subscribe';
    this.subscribeButton.setAttribute(
      'aria-label',
      on ? 'Unsubscribe from updates of this resource' : 'Subscribe to updates of this resource',
    );
    this.subscribeButton.disabled = !uri;
  }
}
