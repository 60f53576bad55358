// The parts every field of a form has: its label, its description, its null toggle, and the place for its errors.
import type { FieldError, FormValue } from '../../src/runner/coerce';
import type { FormField } from '../../src/runner/schemaForm';
import { el } from './dom';
import { hintOf } from './fieldHint';

export type Value<K extends FormValue['kind']> = Extract<FormValue, { kind: K }>;

export interface Slot {
  readonly box: HTMLElement;
  readonly input?: HTMLElement;
  readonly path: readonly string[];
}

/** What every builder of one form shares: fresh element ids, the error places by path, and the change callback. */
export interface FormContext {
  readonly newId: () => string;
  readonly changed: () => void;
  readonly slots: Map<string, Slot>;
  readonly noFieldsText: string;
}

export function key(path: readonly string[]): string {
  return JSON.stringify(path);
}

export function showFieldErrors(slots: ReadonlyMap<string, Slot>, errors: readonly FieldError[]): void {
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

export function errorBox(ctx: FormContext, path: readonly string[], input?: HTMLElement): HTMLElement {
  const box = el('div', { className: 'field-error', id: ctx.newId(), role: 'alert' });
  box.hidden = true;
  ctx.slots.set(key(path), { box, input, path });
  if (input) {
    input.setAttribute('aria-describedby', `${input.getAttribute('aria-describedby') ?? ''} ${box.id}`.trim());
  }
  return box;
}

/** The label of a field: its property name, a required mark, and its title when it has one. */
export function labelFor(
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

export function description(ctx: FormContext, field: FormField, input?: HTMLElement): HTMLElement | null {
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
export function nullToggle(
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
export function appendFieldsetParts(
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
