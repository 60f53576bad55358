// An arguments editor: the form made from a schema, or the raw JSON, with errors beside the fields. What is typed
// is remembered in the memory it is given (the page's saved state), under the item's key, and comes back from it.
import { setOwn } from '../../../common/json/ownKeys';
import { coerceArguments, type FieldError, type FormValue } from '../../src/runner/coerce';
import type { FormField } from '../../src/runner/schemaForm';
import { el } from '../shared/dom';
import { renderForm, type FormView } from '../shared/form';
import { button } from './controls';
import { repair, valueFromJson } from './formValues';
import type { FormKey } from './keys';
import type { FormMemory } from './state';
import type { SuggestionTarget, Suggestions } from './suggestions';

/** Where an editor's fields get suggestions from: the server's completions of this prompt's or template's arguments. */
export interface SuggestFrom {
  readonly suggestions: Suggestions;
  readonly target: Omit<SuggestionTarget, 'argument'>;
  /** Whether to ask now (the server runs and declares completions). */
  readonly enabled: () => boolean;
}

export class ArgumentsEditor {
  readonly element = el('div', { className: 'arguments' });
  private readonly body = el('div', { className: 'arguments-body' });
  private readonly errors = el('div', { className: 'form-errors', role: 'alert' });
  private readonly jsonBox: HTMLTextAreaElement;
  private form: FormView | undefined;
  private value: FormValue;
  private mode: 'form' | 'json';
  private readonly modeButtons?: { form: HTMLButtonElement; json: HTMLButtonElement };

  constructor(
    private readonly memory: FormMemory,
    private readonly key: FormKey,
    private readonly field: FormField,
    private readonly options: {
      id: string;
      title: string;
      noFieldsText: string;
      json: boolean;
      onChange?: (args: unknown) => void;
      suggest?: SuggestFrom;
    },
  ) {
    const kept = memory.get(key);
    this.value = repair(field, kept?.value);
    this.mode = options.json && kept?.mode === 'json' ? 'json' : 'form';
    this.jsonBox = el('textarea', {
      id: `${options.id}-json`,
      className: 'json-input',
      attrs: { rows: '8', spellcheck: 'false' },
    });
    this.jsonBox.value = kept?.json ?? '';
    this.jsonBox.addEventListener('input', () => this.remember());
    const head = el('div', { className: 'arguments-head' }, el('h3', {}, options.title));
    if (options.json) {
      const form = button('Form', { className: 'segment' });
      const json = button('JSON', { className: 'segment' });
      form.addEventListener('click', () => this.switchTo('form'));
      json.addEventListener('click', () => this.switchTo('json'));
      this.modeButtons = { form, json };
      head.appendChild(
        el(
          'div',
          {
            className: 'segmented',
            role: 'group',
            attrs: { 'aria-label': `Edit the ${options.title.toLowerCase()} as` },
          },
          form,
          json,
        ),
      );
    }
    this.element.append(head, this.errors, this.body);
    this.draw();
  }

  /** The arguments to send, or undefined after showing why there are none. */
  collect(): Record<string, unknown> | undefined {
    this.showErrors([]);
    if (this.mode === 'json') return this.parseJson();
    const { value, errors } = coerceArguments(this.field, this.value);
    if (errors.length) {
      this.showErrors(errors);
      return undefined;
    }
    return value as Record<string, unknown>;
  }

  showErrors(errors: readonly FieldError[]): void {
    if (this.form) {
      this.form.showErrors(errors);
      this.errors.replaceChildren(
        ...(errors.length
          ? [
              el(
                'div',
                {},
                `${errors.length === 1 ? 'One value needs' : `${errors.length} values need`} attention: see the marked fields.`,
              ),
            ]
          : []),
      );
      if (errors.length) this.form.focusFirstError();
    } else {
      this.showMessages(errors.map((e) => `${e.path.length ? e.path.join('.') : 'arguments'} ${e.message}`));
    }
  }

  /** Puts arguments (a past call's) into the editor: the form when it holds them exactly, else the JSON. */
  load(args: unknown): void {
    const { value, exact } = valueFromJson(this.field, args);
    if (exact) {
      this.value = value;
      this.mode = 'form';
    } else {
      this.jsonBox.value = JSON.stringify(args, null, 2);
      this.mode = this.options.json ? 'json' : 'form';
      if (!this.options.json) this.value = value;
    }
    this.draw();
    this.remember();
  }

  focus(): void {
    (this.body.querySelector<HTMLElement>('input, select, textarea') ?? this.body).focus();
  }

  /** Whether the item takes a required argument (a prompt's `required: true`, a template's path variable). */
  hasRequired(): boolean {
    return this.field.kind === 'object' && this.field.properties.some((p) => p.field.required);
  }

  /** What the form holds, as arguments (with whatever is still missing left out). */
  values(): unknown {
    return coerceArguments(this.field, this.value).value;
  }

  /**
   * For the user to fill in the arguments: focuses the first field still missing a value (a required one left
   * empty, a value that does not fit), without marking anything; else the first empty field; else the first.
   */
  focusFirstGap(): void {
    const gap = this.mode === 'form' ? coerceArguments(this.field, this.value).errors[0] : undefined;
    if (gap && this.form?.focusField(gap.path)) return;
    const empty = Array.from(
      this.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[type="text"], input:not([type]), textarea',
      ),
    ).find((i) => !i.value);
    if (empty) empty.focus();
    else this.focus();
  }

  private draw(): void {
    this.errors.replaceChildren();
    this.body.replaceChildren();
    if (this.modeButtons) {
      this.modeButtons.form.setAttribute('aria-pressed', String(this.mode === 'form'));
      this.modeButtons.json.setAttribute('aria-pressed', String(this.mode === 'json'));
    }
    if (this.mode === 'form') {
      this.form = renderForm(this.field, this.value, {
        idPrefix: this.options.id,
        onChange: () => this.remember(),
        noFieldsText: this.options.noFieldsText,
      });
      this.body.appendChild(this.form.element);
      this.attachSuggestions(this.form);
    } else {
      this.form = undefined;
      this.body.append(
        el('label', { className: 'field-label', attrs: { for: this.jsonBox.id } }, `${this.options.title} as JSON`),
        this.jsonBox,
      );
    }
  }

  /** Each top-level text field gets the server's suggestions, with the other arguments as they stand as context. */
  private attachSuggestions(form: FormView): void {
    const suggest = this.options.suggest;
    if (!suggest || this.field.kind !== 'object') return;
    for (const p of this.field.properties) {
      if (p.field.kind !== 'string' || p.field.input === 'password') continue;
      const input = form.inputAt([p.name]);
      if (input instanceof HTMLInputElement) {
        suggest.suggestions.attach(input, { ...suggest.target, argument: p.name }, suggest.enabled, () =>
          this.contextFor(p.name),
        );
      }
    }
  }

  /** The other arguments filled in, as the strings completion/complete takes. */
  private contextFor(argument: string): Record<string, string> {
    const values = this.values();
    const context: Record<string, string> = {};
    if (!values || typeof values !== 'object') return context;
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (name === argument || value === undefined || value === null || value === '') continue;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        setOwn(context, name, String(value));
      } else if (Array.isArray(value)) setOwn(context, name, value.map(String).join(','));
    }
    return context;
  }

  private remember(): void {
    this.memory.set(this.key, { mode: this.mode, value: this.value, json: this.jsonBox.value });
    this.options.onChange?.(this.mode === 'form' ? coerceArguments(this.field, this.value).value : undefined);
  }

  private switchTo(mode: 'form' | 'json'): void {
    if (mode === this.mode) return;
    if (mode === 'json') {
      this.jsonBox.value = JSON.stringify(coerceArguments(this.field, this.value).value, null, 2);
    } else {
      const parsed = this.parseJson();
      if (parsed === undefined) return;
      const { value, exact } = valueFromJson(this.field, parsed);
      if (!exact) {
        this.showMessages([
          'The form cannot hold this JSON exactly (a property or value the schema does not describe). Keep editing it here, or remove what the form cannot show.',
        ]);
        return;
      }
      this.value = value;
    }
    this.mode = mode;
    this.draw();
    this.remember();
    this.modeButtons?.[mode].focus();
  }

  private parseJson(): Record<string, unknown> | undefined {
    let v: unknown;
    try {
      v = JSON.parse(this.jsonBox.value || '{}');
    } catch (e) {
      this.showMessages([`Not valid JSON: ${e instanceof Error ? e.message : String(e)}`]);
      return undefined;
    }
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      this.showMessages(['The arguments must be a JSON object ({ … }).']);
      return undefined;
    }
    return v as Record<string, unknown>;
  }

  private showMessages(messages: readonly string[]): void {
    this.errors.replaceChildren(...messages.map((m) => el('div', {}, m)));
    if (this.mode === 'json') this.jsonBox.focus();
  }
}
