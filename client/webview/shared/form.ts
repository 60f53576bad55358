// A form as DOM, from the form model of client/src/runner/schemaForm.ts: inputs write into the FormValue tree they
// were given, and every input has a visible <label> naming its property (docs/architecture.md, "A tool call").
import { setOwn } from '../../../common/json/ownKeys';
import type { FieldError, FormValue } from '../../src/runner/coerce';
import { initialValue } from '../runner/formValues';
import type { FormField } from '../../src/runner/schemaForm';
import { el } from './dom';
import {
  appendFieldsetParts,
  description,
  errorBox,
  key,
  labelFor,
  nullToggle,
  showFieldErrors,
  type FormContext,
  type Slot,
  type Value,
} from './fieldParts';
import { scalarField } from './scalarField';

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
