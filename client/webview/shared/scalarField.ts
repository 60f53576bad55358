// The field of one value: a text, number or JSON input, a checkbox, a select, or a constant.
import type { FormValue } from '../../src/runner/coerce';
import type { FormField } from '../../src/runner/schemaForm';
import { el } from './dom';
import { description, errorBox, labelFor, nullToggle, type FormContext, type Value } from './fieldParts';

export type ScalarField = Exclude<FormField, { kind: 'object' | 'array' | 'set' | 'choice' }>;

const INPUT_TYPES = { text: 'text', email: 'email', url: 'url', date: 'date', password: 'password' } as const;

/** A scalar field's parts: the line that labels it, its input (if it has one) and what goes in its body. */
interface ScalarParts {
  readonly head: HTMLElement;
  readonly input?: HTMLElement;
  readonly content?: HTMLElement;
}

export function scalarField(
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
