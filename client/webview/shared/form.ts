/**
 * A form as DOM, from the form model of client/src/runner/schemaForm.ts. Inputs write into the FormValue tree
 * they were given (coerce.ts turns it into arguments); every input has a visible <label> naming its property,
 * and every field has a place for its errors, found by the path of the value it holds.
 */
import { setOwn } from '../../../common/json/ownKeys';
import type { FieldError, FormValue } from '../../src/runner/coerce';
import { initialValue } from '../runner/formValues';
import type { FormField } from '../../src/runner/schemaForm';
import { el } from './dom';

export interface FormView {
  readonly element: HTMLElement;
  /** Shows each error beside the field it concerns (or the nearest field above it); clears the old ones. */
  showErrors(errors: readonly FieldError[]): void;
  focusFirstError(): void;
  /** Focuses the input of the value at `path` (a field a command wants filled in first); false when there is none. */
  focusField(path: readonly string[]): boolean;
  /** The input of the value at `path`, when it has one. */
  inputAt(path: readonly string[]): HTMLElement | undefined;
}

type Value<K extends FormValue['kind']> = Extract<FormValue, { kind: K }>;

interface Slot {
  readonly box: HTMLElement;
  readonly input?: HTMLElement;
  readonly path: readonly string[];
}

const INPUT_TYPES = { text: 'text', email: 'email', url: 'url', date: 'date', password: 'password' } as const;

/** What every builder of one form shares: fresh element ids, the error places by path, and the change callback. */
interface FormContext {
  readonly newId: () => string;
  readonly changed: () => void;
  readonly slots: Map<string, Slot>;
  readonly noFieldsText: string;
}

export function renderForm(
  form: FormField,
  value: FormValue,
  options: { idPrefix: string; onChange: () => void; noFieldsText: string },
): FormView {
  let counter = 0;
  const ctx: FormContext = {
    newId: () => `${options.idPrefix}-${++counter}`,
    changed: options.onChange,
    slots: new Map<string, Slot>(),
    noFieldsText: options.noFieldsText,
  };
  const element = el('div', { className: 'form' }, field(ctx, form, value, [], ''));
  const slots = ctx.slots;
  return {
    element,
    showErrors: (errors) => showFieldErrors(slots, errors),
    focusFirstError() {
      const first = [...slots.values()].find((s) => s.box.isConnected && !s.box.hidden);
      (first?.input ?? first?.box)?.focus();
    },
    focusField(path) {
      const input = slots.get(key(path))?.input;
      if (!input?.isConnected) return false;
      input.focus();
      return true;
    },
    inputAt(path) {
      return slots.get(key(path))?.input;
    },
  };
}

function showFieldErrors(slots: ReadonlyMap<string, Slot>, errors: readonly FieldError[]): void {
  for (const s of slots.values()) {
    s.box.hidden = true;
    s.box.replaceChildren();
    s.input?.removeAttribute('aria-invalid');
  }
  for (const e of errors) {
    let path = [...e.path];
    let slot = slots.get(key(path));
    while ((!slot || !slot.box.isConnected) && path.length) {
      path = path.slice(0, -1);
      slot = slots.get(key(path));
    }
    if (!slot || !slot.box.isConnected) continue;
    const rest = e.path.slice(path.length);
    slot.box.hidden = false;
    slot.box.appendChild(el('div', {}, rest.length ? `${rest.join('.')} ${e.message}` : e.message));
    slot.input?.setAttribute('aria-invalid', 'true');
  }
}

function errorBox(ctx: FormContext, path: readonly string[], input?: HTMLElement): HTMLElement {
  const box = el('div', { className: 'field-error', id: ctx.newId(), role: 'alert' });
  box.hidden = true;
  ctx.slots.set(key(path), { box, input, path });
  if (input) {
    input.setAttribute('aria-describedby', `${input.getAttribute('aria-describedby') ?? ''} ${box.id}`.trim());
  }
  return box;
}

/** The label of a field: its property name, a required mark, and its title when it has one. */
function labelFor(
  field: FormField,
  label: string,
  inputId: string | undefined,
  tag: 'label' | 'span' = 'label',
): HTMLElement {
  // the label's text is the property's name (and "(required)" for screen readers); the visible * stays outside it
  const text = [
    el('span', { className: 'field-name' }, label),
    field.required ? el('span', { className: 'sr-only' }, ' (required)') : null,
  ];
  const named =
    tag === 'label'
      ? el('label', { className: 'field-label', attrs: inputId ? { for: inputId } : {} }, ...text)
      : el('span', { className: 'field-label' }, ...text);
  return el(
    'span',
    { className: 'field-label-line' },
    named,
    field.required
      ? el('span', { className: 'required-mark', title: 'required', attrs: { 'aria-hidden': 'true' } }, '*')
      : null,
    field.title && field.title !== label ? el('span', { className: 'field-title' }, field.title) : null,
    field.deprecated ? el('span', { className: 'chip chip-warn' }, 'deprecated') : null,
  );
}

function description(ctx: FormContext, field: FormField, input?: HTMLElement): HTMLElement | null {
  const hint = hintOf(field);
  if (!field.description && !hint) return null;
  const d = el(
    'div',
    { className: 'field-desc', id: ctx.newId() },
    field.description ?? '',
    field.description && hint ? el('br') : null,
    hint ? el('span', { className: 'field-hint' }, hint) : null,
  );
  if (input) input.setAttribute('aria-describedby', d.id);
  return d;
}

/** The "null" checkbox of a nullable field: ticking it sends null and sets the inputs aside. */
function nullToggle(
  ctx: FormContext,
  field: FormField,
  value: FormValue,
  label: string,
  body: HTMLElement,
): HTMLElement | null {
  if (!field.nullable) return null;
  const id = ctx.newId();
  const box = el('input', { id, attrs: { type: 'checkbox' } });
  box.checked = !!value.isNull;
  const apply = () => {
    body.inert = !!value.isNull;
    body.classList.toggle('is-null', !!value.isNull);
  };
  box.addEventListener('change', () => {
    value.isNull = box.checked;
    apply();
    ctx.changed();
  });
  apply();
  return el(
    'span',
    { className: 'null-toggle' },
    box,
    el('label', { attrs: { for: id, 'aria-label': `${label} is null` } }, 'null'),
  );
}

/** The head (the null toggle, when the field has one) and the description of an object, array or set field. */
function appendFieldsetParts(
  ctx: FormContext,
  box: HTMLElement,
  f: FormField,
  v: FormValue,
  label: string,
  body: HTMLElement,
): void {
  const head = el('div', { className: 'field-head' }, nullToggle(ctx, f, v, label, body));
  if (head.childNodes.length) box.appendChild(head);
  const desc = description(ctx, f);
  if (desc) box.appendChild(desc);
}

function field(ctx: FormContext, f: FormField, value: FormValue, path: readonly string[], label: string): HTMLElement {
  switch (f.kind) {
    case 'object':
      return objectField(ctx, f, value as Value<'props'>, path, label);
    case 'array':
      return arrayField(ctx, f, value as Value<'list'>, path, label);
    case 'set':
      return setField(ctx, f, value as Value<'set'>, path, label);
    case 'choice':
      return choiceField(ctx, f, value as Value<'choice'>, path, label);
    default:
      return scalarField(ctx, f, value, path, label);
  }
}

type ScalarField = Exclude<FormField, { kind: 'object' | 'array' | 'set' | 'choice' }>;

/** A scalar field's parts: the line that labels it, its input (if it has one) and what goes in its body. */
interface ScalarParts {
  readonly head: HTMLElement;
  readonly input?: HTMLElement;
  readonly content?: HTMLElement;
}

function scalarField(
  ctx: FormContext,
  f: ScalarField,
  value: FormValue,
  path: readonly string[],
  label: string,
): HTMLElement {
  const id = ctx.newId();
  const body = el('div', { className: 'field-body' });
  const { head: headLabel, input, content } = scalarParts(ctx, f, value, id, label);
  if (content) body.appendChild(content);
  const wrapper = el('div', { className: `field field-${f.kind}` });
  const head = el('div', { className: 'field-head' }, headLabel, nullToggle(ctx, f, value, label, body));
  wrapper.append(head, body);
  const desc = description(ctx, f, input);
  if (desc) wrapper.appendChild(desc);
  if (f.kind === 'json') wrapper.appendChild(el('div', { className: 'field-hint' }, f.reason));
  wrapper.appendChild(errorBox(ctx, path, input));
  return wrapper;
}

function scalarParts(ctx: FormContext, f: ScalarField, value: FormValue, id: string, label: string): ScalarParts {
  switch (f.kind) {
    case 'string':
    case 'number':
    case 'json':
      return textParts(ctx, f, value as Value<'text'>, id, label);
    case 'boolean':
      return booleanParts(ctx, f, value as Value<'bool'>, id, label);
    case 'enum':
      return enumParts(ctx, f, value as Value<'pick'>, id, label);
    case 'const':
      return constParts(ctx, f, value as Value<'const'>, id, label);
    default:
      throw new Error(`not a scalar field: ${(f as FormField).kind}`);
  }
}

function textParts(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'string' | 'number' | 'json' }>,
  v: Value<'text'>,
  id: string,
  label: string,
): ScalarParts {
  const multiline = f.kind === 'json' || (f.kind === 'string' && f.input === 'multiline');
  const box = multiline
    ? el('textarea', {
        id,
        className: f.kind === 'json' ? 'json-input' : '',
        attrs: { rows: f.kind === 'json' ? '4' : '3', spellcheck: 'false' },
      })
    : el('input', {
        id,
        attrs: {
          type: f.kind === 'string' ? (INPUT_TYPES[f.input as keyof typeof INPUT_TYPES] ?? 'text') : 'text',
          spellcheck: 'false',
        },
      });
  if (f.kind === 'number') box.setAttribute('inputmode', f.integer ? 'numeric' : 'decimal');
  if (f.placeholder) box.setAttribute('placeholder', f.placeholder);
  box.value = v.text;
  box.addEventListener('input', () => {
    v.text = box.value;
    ctx.changed();
  });
  return { head: labelFor(f, label, id), input: box, content: box };
}

function booleanParts(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'boolean' }>,
  v: Value<'bool'>,
  id: string,
  label: string,
): ScalarParts {
  const box = el('input', { id, attrs: { type: 'checkbox' } });
  const state = el('span', { className: 'muted bool-state' });
  const clear = el(
    'button',
    { className: 'link-button', attrs: { type: 'button', 'aria-label': `Do not send ${label}` } },
    'Don’t send',
  );
  const show = () => {
    box.checked = v.value === true;
    box.indeterminate = v.value === undefined;
    state.textContent = v.value === undefined ? 'not sent' : `sends ${v.value}`;
    clear.hidden = f.required || v.value === undefined;
  };
  box.addEventListener('change', () => {
    v.value = box.checked;
    show();
    ctx.changed();
  });
  clear.addEventListener('click', () => {
    v.value = undefined;
    show();
    ctx.changed();
    box.focus();
  });
  show();
  return { head: el('span', { className: 'check-line' }, box, labelFor(f, label, id), state, clear), input: box };
}

function enumParts(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'enum' }>,
  v: Value<'pick'>,
  id: string,
  label: string,
): ScalarParts {
  const select = el('select', { id });
  if (!f.required || v.index < 0) {
    select.appendChild(el('option', { attrs: { value: '-1' } }, f.required ? '(choose one)' : '(not sent)'));
  }
  f.options.forEach((o, i) =>
    select.appendChild(
      el('option', { attrs: { value: String(i), ...(o.description ? { title: o.description } : {}) } }, o.label),
    ),
  );
  select.value = String(v.index);
  select.addEventListener('change', () => {
    v.index = Number(select.value);
    ctx.changed();
  });
  return { head: labelFor(f, label, id), input: select, content: select };
}

function constParts(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'const' }>,
  v: Value<'const'>,
  id: string,
  label: string,
): ScalarParts {
  const shown = JSON.stringify(f.value);
  if (f.required) {
    return {
      head: labelFor(f, label, undefined, 'span'),
      content: el('div', { className: 'muted' }, 'Always sends ', el('code', {}, shown)),
    };
  }
  const box = el('input', { id, attrs: { type: 'checkbox' } });
  box.checked = v.include;
  box.addEventListener('change', () => {
    v.include = box.checked;
    ctx.changed();
  });
  const head = el(
    'span',
    { className: 'check-line' },
    box,
    labelFor(f, label, id),
    el('span', { className: 'muted' }, 'sends ', el('code', {}, shown)),
  );
  return { head, input: box };
}

function objectField(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'object' }>,
  v: Value<'props'>,
  path: readonly string[],
  label: string,
): HTMLElement {
  const root = path.length === 0 && label === '';
  const box = root ? el('div', { className: 'form-root' }) : el('fieldset', { className: 'field field-object' });
  const body = el('div', { className: 'field-body' });
  const props = el('div', { className: 'properties' });
  // a chosen variant makes its properties required: only the properties are drawn again
  const drawProperties = () => {
    props.replaceChildren();
    const required = new Set(f.variants?.options[v.variant]?.required ?? []);
    for (const p of f.properties) {
      const child = required.has(p.name) && !p.field.required ? ({ ...p.field, required: true } as FormField) : p.field;
      if (!Object.hasOwn(v.props, p.name)) setOwn(v.props, p.name, initialValue(p.field));
      props.appendChild(field(ctx, child, v.props[p.name]!, [...path, p.name], p.name));
    }
  };
  drawProperties();
  body.append(
    f.variants ? variantSelect(ctx, f, v, label, drawProperties) : '',
    props,
    f.additional ? entries(ctx, f.additional, v, path, label) : '',
  );
  if (!f.properties.length && !f.additional) {
    body.appendChild(el('p', { className: 'muted' }, root ? ctx.noFieldsText : 'No properties.'));
  }
  if (!root) {
    box.appendChild(el('legend', {}, labelFor(f, label, undefined, 'span')));
    appendFieldsetParts(ctx, box, f, v, label, body);
  }
  box.append(body, errorBox(ctx, path));
  return box;
}

function variantSelect(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'object' }>,
  v: Value<'props'>,
  label: string,
  redraw: () => void,
): HTMLElement {
  const variants = f.variants!;
  const id = ctx.newId();
  const select = el('select', { id });
  if (!variants.exclusive) select.appendChild(el('option', { attrs: { value: '-1' } }, '(any)'));
  variants.options.forEach((o, i) => select.appendChild(el('option', { attrs: { value: String(i) } }, o.label)));
  select.value = String(v.variant);
  select.addEventListener('change', () => {
    v.variant = Number(select.value);
    redraw();
    ctx.changed();
  });
  const text = `${variants.exclusive ? 'Give exactly one of' : 'Give at least one of'}${label ? ` (${label})` : ''}`;
  return el(
    'div',
    { className: 'field field-variant' },
    el('label', { className: 'field-label', attrs: { for: id } }, text),
    select,
  );
}

/** The rows of an object's properties named by the user (`additionalProperties`), and the button that adds one. */
function entries(
  ctx: FormContext,
  valueField: FormField,
  v: Value<'props'>,
  path: readonly string[],
  label: string,
): HTMLElement {
  const box = el('div', { className: 'entries' });
  const draw = (focus?: number) => {
    box.replaceChildren();
    v.entries.forEach((entry, i) => {
      const row = entryRow(ctx, valueField, entry, i, path, () => {
        v.entries.splice(i, 1);
        ctx.changed();
        draw();
        add.focus();
      });
      box.appendChild(row.element);
      if (focus === i) row.keyInput.focus();
    });
    box.appendChild(add);
  };
  const add = el(
    'button',
    {
      className: 'button-small',
      attrs: { type: 'button', 'aria-label': `Add a property to ${label || 'the arguments'}` },
    },
    'Add property',
  );
  add.addEventListener('click', () => {
    v.entries.push({ key: '', value: initialValue(valueField) });
    ctx.changed();
    draw(v.entries.length - 1);
  });
  draw();
  return box;
}

/** One property named by the user: its name, its value's field, and a Remove button. */
function entryRow(
  ctx: FormContext,
  valueField: FormField,
  entry: Value<'props'>['entries'][number],
  i: number,
  path: readonly string[],
  onRemove: () => void,
): { element: HTMLElement; keyInput: HTMLInputElement } {
  const keyId = ctx.newId();
  const keyInput = el('input', { id: keyId, attrs: { type: 'text', spellcheck: 'false' } });
  keyInput.value = entry.key;
  keyInput.addEventListener('input', () => {
    entry.key = keyInput.value;
    ctx.changed();
  });
  const remove = el(
    'button',
    {
      className: 'link-button row-remove',
      attrs: { type: 'button', 'aria-label': `Remove property ${entry.key || i + 1}` },
    },
    'Remove',
  );
  remove.addEventListener('click', onRemove);
  const where = [...path, entry.key || `#${i + 1}`];
  const element = el(
    'div',
    { className: 'row' },
    el(
      'div',
      { className: 'field field-key' },
      el('label', { className: 'field-label', attrs: { for: keyId } }, 'property name'),
      keyInput,
    ),
    field(ctx, valueField, entry.value, where, entry.key || 'value'),
    remove,
  );
  return { element, keyInput };
}

function arrayField(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'array' }>,
  v: Value<'list'>,
  path: readonly string[],
  label: string,
): HTMLElement {
  const box = el(
    'fieldset',
    { className: 'field field-array' },
    el('legend', {}, labelFor(f, label, undefined, 'span')),
  );
  const rows = el('div', { className: 'rows' });
  const add = el(
    'button',
    { className: 'button-small', attrs: { type: 'button', 'aria-label': `Add an item to ${label}` } },
    'Add item',
  );
  const draw = (focus?: number) => {
    rows.replaceChildren();
    v.items.forEach((item, i) => {
      const remove = el(
        'button',
        { className: 'link-button row-remove', attrs: { type: 'button', 'aria-label': `Remove ${label}[${i}]` } },
        'Remove',
      );
      remove.addEventListener('click', () => {
        v.items.splice(i, 1);
        ctx.changed();
        draw();
        add.focus();
      });
      const row = el(
        'div',
        { className: 'row' },
        field(ctx, f.items, item, [...path, String(i)], `${label}[${i}]`),
        remove,
      );
      rows.appendChild(row);
      if (focus === i) row.querySelector<HTMLElement>('input, select, textarea')?.focus();
    });
    if (!v.items.length) {
      rows.appendChild(
        el('p', { className: 'muted' }, f.required ? 'No items: an empty list is sent.' : 'No items: nothing is sent.'),
      );
    }
    add.disabled = f.maxItems !== undefined && v.items.length >= f.maxItems;
  };
  add.addEventListener('click', () => {
    v.items.push(initialValue(f.items));
    ctx.changed();
    draw(v.items.length - 1);
  });
  draw();
  appendFieldsetParts(ctx, box, f, v, label, rows);
  box.append(rows, add, errorBox(ctx, path, add));
  return box;
}

function setField(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'set' }>,
  v: Value<'set'>,
  path: readonly string[],
  label: string,
): HTMLElement {
  const box = el('fieldset', { className: 'field field-set' }, el('legend', {}, labelFor(f, label, undefined, 'span')));
  const list = el('div', { className: 'checks' });
  let first: HTMLElement | undefined;
  f.options.forEach((o, i) => {
    const id = ctx.newId();
    const check = el('input', { id, attrs: { type: 'checkbox' } });
    first ??= check;
    check.checked = v.picked.includes(i);
    check.addEventListener('change', () => {
      v.picked = check.checked ? [...v.picked, i] : v.picked.filter((p) => p !== i);
      ctx.changed();
    });
    list.appendChild(el('span', { className: 'check-line' }, check, el('label', { attrs: { for: id } }, o.label)));
  });
  appendFieldsetParts(ctx, box, f, v, label, list);
  box.append(list, errorBox(ctx, path, first));
  return box;
}

function choiceField(
  ctx: FormContext,
  f: Extract<FormField, { kind: 'choice' }>,
  v: Value<'choice'>,
  path: readonly string[],
  label: string,
): HTMLElement {
  const id = ctx.newId();
  const select = el('select', { id });
  f.options.forEach((o, i) => select.appendChild(el('option', { attrs: { value: String(i) } }, o.label)));
  select.value = String(v.option);
  const body = el('div', { className: 'field-body choice-body' });
  const draw = () => {
    const option = f.options[v.option];
    body.replaceChildren(
      option
        ? field(
            ctx,
            { ...option.field, required: f.required, description: undefined } as FormField,
            v.value,
            path,
            label,
          )
        : '',
    );
  };
  select.addEventListener('change', () => {
    v.option = Number(select.value);
    v.value = initialValue(f.options[v.option]!.field);
    draw();
    ctx.changed();
  });
  draw();
  const wrapper = el('div', { className: 'field field-choice' });
  const head = el(
    'div',
    { className: 'field-head' },
    el(
      'label',
      { className: 'field-label', attrs: { for: id } },
      el('span', { className: 'field-name' }, label || 'arguments'),
      el('span', { className: 'field-title' }, ' — which kind'),
    ),
    nullToggle(ctx, f, v, label, body),
  );
  wrapper.append(head, select);
  const desc = description(ctx, f, select);
  if (desc) wrapper.appendChild(desc);
  wrapper.append(body);
  return wrapper;
}

function key(path: readonly string[]): string {
  return JSON.stringify(path);
}

/** One end of a number's range: "more than 3" when exclusive, "3" when inclusive, undefined when open. */
function boundText(exclusive: number | undefined, inclusive: number | undefined, word: string): string | undefined {
  if (exclusive !== undefined) return `${word} ${exclusive}`;
  return inclusive === undefined ? undefined : `${inclusive}`;
}

/** The constraints a field's value must meet, in words ("integer · 1 to 10", "3–20 characters · pattern …"). */
export function hintOf(f: FormField): string {
  const parts: string[] = [];
  switch (f.kind) {
    case 'string':
      if (f.format) parts.push(`format ${f.format}`);
      if (f.minLength !== undefined && f.maxLength !== undefined) {
        parts.push(`${f.minLength}–${f.maxLength} characters`);
      } else if (f.minLength !== undefined) {
        parts.push(`at least ${f.minLength} character${f.minLength === 1 ? '' : 's'}`);
      } else if (f.maxLength !== undefined) parts.push(`at most ${f.maxLength} characters`);
      if (f.pattern) parts.push(`pattern ${f.pattern}`);
      break;
    case 'number': {
      parts.push(f.integer ? 'integer' : 'number');
      const low = boundText(f.exclusiveMinimum, f.minimum, 'more than');
      const high = boundText(f.exclusiveMaximum, f.maximum, 'less than');
      if (low && high) parts.push(`${low} to ${high}`);
      else if (low) parts.push(f.exclusiveMinimum !== undefined ? low : `at least ${low}`);
      else if (high) parts.push(f.exclusiveMaximum !== undefined ? high : `at most ${high}`);
      if (f.multipleOf !== undefined) parts.push(`a multiple of ${f.multipleOf}`);
      break;
    }
    case 'array':
    case 'set':
      if (f.minItems !== undefined && f.maxItems !== undefined) parts.push(`${f.minItems}–${f.maxItems} items`);
      else if (f.minItems !== undefined) parts.push(`at least ${f.minItems} item${f.minItems === 1 ? '' : 's'}`);
      else if (f.maxItems !== undefined) parts.push(`at most ${f.maxItems} items`);
      if (f.kind === 'array' && f.uniqueItems) parts.push('no duplicates');
      break;
    case 'json':
      if (f.expect) parts.push(`JSON ${f.expect}`);
      break;
    case 'boolean':
    case 'enum':
    case 'const':
    case 'object':
    case 'choice':
      // their inputs offer only the values the schema allows: no constraint is left to put in words
      break;
  }
  if (f.default) parts.push(`default ${JSON.stringify(f.default.value)}`);
  return parts.join(' · ');
}
