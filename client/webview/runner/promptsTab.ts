// The Prompts tab: pick a prompt, fill in its arguments, Get, and read the messages it gives.
import type { PromptResultView, PromptView } from '../../src/protocol/runnerViews';
import { el, segments } from '../shared/dom';
import { renderPromptResult } from '../shared/results';
import { ArgumentsEditor } from './argumentsEditor';
import { NamedItemTab } from './namedItemTab';
import { blockActions, completes, type TabContext } from './tab';

export class PromptsTab extends NamedItemTab<PromptView> {
  readonly id = 'prompts';

  constructor(ctx: TabContext, readLink: (uri: string) => void) {
    super(ctx, readLink, {
      kind: 'prompt',
      pickerId: 'prompt',
      pickerLabel: 'Prompt',
      what: 'prompts',
      goLabel: 'Get',
      goId: 'get-prompt',
    });
  }

  go(): void {
    const prompt = this.current;
    if (!prompt || this.controls.runId) return;
    const args = prompt.editor.collect();
    if (!args) {
      this.controls.say('Not sent: fill in the required arguments.');
      return;
    }
    const runId = this.controls.start(`Getting ${prompt.view.displayName}…`);
    this.ctx.host.post({
      type: 'getPrompt',
      runId,
      serverId: prompt.view.serverId,
      name: prompt.view.name,
      arguments: args,
    });
  }

  result(runId: string, view: PromptResultView): void {
    if (this.controls.runId !== runId) return;
    this.controls.end(`${view.messages.length} message${view.messages.length === 1 ? '' : 's'}.`);
    this.showPromptResult(view);
    this.reveal();
  }

  restore(): void {
    const kept = this.ctx.state.result('prompt');
    if (kept) this.showPromptResult(kept);
  }

  protected show(view: PromptView): void {
    const editor = new ArgumentsEditor(this.ctx.state, this.formKey(view.serverId, view.name), view.form, {
      id: 'prompt-args',
      title: 'Arguments',
      noFieldsText: 'This prompt takes no arguments.',
      json: false,
      suggest: {
        suggestions: this.ctx.suggestions,
        target: { serverId: view.serverId, kind: 'prompt', key: view.name },
        enabled: () => completes(this.ctx, view.serverId),
      },
    });
    this.current = { view, editor };
    this.view.replaceChildren(
      el(
        'div',
        { className: 'item-head' },
        el('h2', {}, view.displayName),
        view.displayName !== view.name ? el('code', { className: 'item-name' }, view.name) : null,
      ),
      view.description.length ? el('div', { className: 'description' }, segments(view.description)) : '',
      editor.element,
      this.controls.element,
    );
  }

  /**
   * "MCP Lens: Get Prompt" chose this prompt: got at once when it has no required argument, else its first empty
   * argument is focused for the user to fill in (a value remembered from before is not taken as an answer).
   */
  protected override actAtOnce(): void {
    if (!this.current) return;
    if (!this.current.editor.hasRequired()) return this.go();
    this.controls.say('Fill in the arguments, then Get.');
    this.current.editor.focusFirstGap();
  }

  private showPromptResult(view: PromptResultView): void {
    this.ctx.state.keepResult('prompt', view);
    const { host } = this.ctx;
    this.showResult(
      renderPromptResult(view, {
        ...blockActions(host, view.id),
        readLink: (uri) => this.readLink(uri),
        copyMessages: () => host.post({ type: 'copy', resultId: view.id, part: 'messages' }),
        openJson: () => host.post({ type: 'openJson', resultId: view.id, part: 'result' }),
      }),
    );
  }
}
