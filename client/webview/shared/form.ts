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

export function renderForm(
  form: FormField,
  value: FormValue,
  options: { idPrefix: string; onChange: () => void; noFieldsText: string },
): FormView {
  let counter = 0;
  const slots = new Map<string, Slot>();
  const newId = () => `${options.idPrefix}-${++counter}`;
  const changed = options.onChange;

  const errorBox = (path: readonly string[], input?: HTMLElement): HTMLElement => {
    const box = el('div', { className: 'field-error', id: newId(), role: 'alert' });
    box.hidden = true;
    slots.set(key(path), { box, input, path });
    if (input) {
      input.setAttribute('aria-describedby', `${input.getAttribute('aria-describedby') ?? ''} ${box.id}`.trim());
    }
    return box;
  };

  /** The label of a field: its property name, a required mark, and its title when it has one. */
  const labelFor = (
    field: FormField,
    label: string,
    inputId: string | undefined,
    tag: 'label' | 'span' = 'label',
  ): HTMLElement => {
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
  };

  const description = (field: FormField, input?: HTMLElement): HTMLElement | null => {
    const hint = hintOf(field);
    if (!field.description && !hint) return null;
    const d = el(
      'div',
      { className: 'field-desc', id: newId() },
      field.description ?? '',
      field.description && hint ? el('br') : null,
      hint ? el('span', { className: 'field-hint' }, hint) : null,
    );
    if (input) input.setAttribute('aria-describedby', d.id);
    return d;
  };

  /** The "null" checkbox of a nullable field: ticking it sends null and sets the inputs aside. */
  const nullToggle = (field: FormField, value: FormValue, label: string, body: HTMLElement): HTMLElement | null => {
    if (!field.nullable) return null;
    const id = newId();
    const box = el('input', { id, attrs: { type: 'checkbox' } });
    box.checked = !!value.isNull;
    const apply = () => {
      body.inert = !!value.isNull;
      body.classList.toggle('is-null', !!value.isNull);
    };
    box.addEventListener('change', () => {
      value.isNull = box.checked;
      apply();
      changed();
    });
    apply();
    return el(
      'span',
      { className: 'null-toggle' },
      box,
      el('label', { attrs: { for: id, 'aria-label': `${label} is null` } }, 'null'),
    );
  };

  const field = (f: FormField, value: FormValue, path: readonly string[], label: string): HTMLElement => {
    switch (f.kind) {
      case 'object':
        return objectField(f, value as Value<'props'>, path, label);
      case 'array':
        return arrayField(f, value as Value<'list'>, path, label);
      case 'set':
        return setField(f, value as Value<'set'>, path, label);
      case 'choice':
        return choiceField(f, value as Value<'choice'>, path, label);
      default:
        return scalarField(f, value, path, label);
    }
  };

  const scalarField = (f: FormField, value: FormValue, path: readonly string[], label: string): HTMLElement => {
    const id = newId();
    const body = el('div', { className: 'field-body' });
    let input: HTMLElement | undefined;
    let headLabel: HTMLElement;
    switch (f.kind) {
      case 'string':
      case 'number':
      case 'json': {
        const v = value as Value<'text'>;
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
          changed();
        });
        input = box;
        headLabel = labelFor(f, label, id);
        body.appendChild(box);
        break;
      }
      case 'boolean': {
        const v = value as Value<'bool'>;
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
          changed();
        });
        clear.addEventListener('click', () => {
          v.value = undefined;
          show();
          changed();
          box.focus();
        });
        show();
        input = box;
        headLabel = el('span', { className: 'check-line' }, box, labelFor(f, label, id), state, clear);
        break;
      }
      case 'enum': {
        const v = value as Value<'pick'>;
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
          changed();
        });
        input = select;
        headLabel = labelFor(f, label, id);
        body.appendChild(select);
        break;
      }
      case 'const': {
        const v = value as Value<'const'>;
        const shown = JSON.stringify(f.value);
        if (f.required) {
          headLabel = labelFor(f, label, undefined, 'span');
          body.appendChild(el('div', { className: 'muted' }, 'Always sends ', el('code', {}, shown)));
        } else {
          const box = el('input', { id, attrs: { type: 'checkbox' } });
          box.checked = v.include;
          box.addEventListener('change', () => {
            v.include = box.checked;
            changed();
          });
          input = box;
          headLabel = el(
            'span',
            { className: 'check-line' },
            box,
            labelFor(f, label, id),
            el('span', { className: 'muted' }, 'sends ', el('code', {}, shown)),
          );
        }
        break;
      }
      default:
        throw new Error(`not a scalar field: ${f.kind}`);
    }
    const wrapper = el('div', { className: `field field-${f.kind}` });
    const head = el('div', { className: 'field-head' }, headLabel, nullToggle(f, value, label, body));
    wrapper.append(head, body);
    const desc = description(f, input);
    if (desc) wrapper.appendChild(desc);
    if (f.kind === 'json') wrapper.appendChild(el('div', { className: 'field-hint' }, f.reason));
    wrapper.appendChild(errorBox(path, input));
    return wrapper;
  };

  const objectField = (
    f: Extract<FormField, { kind: 'object' }>,
    v: Value<'props'>,
    path: readonly string[],
    label: string,
  ): HTMLElement => {
    const root = path.length === 0 && label === '';
    const box = root ? el('div', { className: 'form-root' }) : el('fieldset', { className: 'field field-object' });
    const body = el('div', { className: 'field-body' });
    const props = el('div', { className: 'properties' });
    // a chosen variant makes its properties required: only the properties are drawn again
    const drawProperties = () => {
      props.replaceChildren();
      const required = new Set(f.variants?.options[v.variant]?.required ?? []);
      for (const p of f.properties) {
        const child =
          required.has(p.name) && !p.field.required ? ({ ...p.field, required: true } as FormField) : p.field;
        if (!Object.hasOwn(v.props, p.name)) setOwn(v.props, p.name, initialValue(p.field));
        props.appendChild(field(child, v.props[p.name]!, [...path, p.name], p.name));
      }
    };
    drawProperties();
    body.append(
      f.variants ? variantSelect(f, v, label, drawProperties) : '',
      props,
      f.additional ? entries(f.additional, v, path, label) : '',
    );
    if (!f.properties.length && !f.additional) {
      body.appendChild(el('p', { className: 'muted' }, root ? options.noFieldsText : 'No properties.'));
    }
    if (!root) {
      box.appendChild(el('legend', {}, labelFor(f, label, undefined, 'span')));
      const head = el('div', { className: 'field-head' }, nullToggle(f, v, label, body));
      if (head.childNodes.length) box.appendChild(head);
      const desc = description(f);
      if (desc) box.appendChild(desc);
    }
    box.append(body, errorBox(path));
    return box;
  };

  const variantSelect = (
    f: Extract<FormField, { kind: 'object' }>,
    v: Value<'props'>,
    label: string,
    redraw: () => void,
  ): HTMLElement => {
    const variants = f.variants!;
    const id = newId();
    const select = el('select', { id });
    if (!variants.exclusive) select.appendChild(el('option', { attrs: { value: '-1' } }, '(any)'));
    variants.options.forEach((o, i) => select.appendChild(el('option', { attrs: { value: String(i) } }, o.label)));
    select.value = String(v.variant);
    select.addEventListener('change', () => {
      v.variant = Number(select.value);
      redraw();
      changed();
    });
    const text = `${variants.exclusive ? 'Give exactly one of' : 'Give at least one of'}${label ? ` (${label})` : ''}`;
    return el(
      'div',
      { className: 'field field-variant' },
      el('label', { className: 'field-label', attrs: { for: id } }, text),
      select,
    );
  };

  const entries = (valueField: FormField, v: Value<'props'>, path: readonly string[], label: string): HTMLElement => {
    const box = el('div', { className: 'entries' });
    const draw = (focus?: number) => {
      box.replaceChildren();
      v.entries.forEach((entry, i) => {
        const keyId = newId();
        const keyInput = el('input', { id: keyId, attrs: { type: 'text', spellcheck: 'false' } });
        keyInput.value = entry.key;
        keyInput.addEventListener('input', () => {
          entry.key = keyInput.value;
          changed();
        });
        const remove = el(
          'button',
          {
            className: 'link-button row-remove',
            attrs: { type: 'button', 'aria-label': `Remove property ${entry.key || i + 1}` },
          },
          'Remove',
        );
        remove.addEventListener('click', () => {
          v.entries.splice(i, 1);
          changed();
          draw();
          add.focus();
        });
        const where = [...path, entry.key || `#${i + 1}`];
        box.appendChild(
          el(
            'div',
            { className: 'row' },
            el(
              'div',
              { className: 'field field-key' },
              el('label', { className: 'field-label', attrs: { for: keyId } }, 'property name'),
              keyInput,
            ),
            field(valueField, entry.value, where, entry.key || 'value'),
            remove,
          ),
        );
        if (focus === i) keyInput.focus();
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
      changed();
      draw(v.entries.length - 1);
    });
    draw();
    return box;
  };

  const arrayField = (
    f: Extract<FormField, { kind: 'array' }>,
    v: Value<'list'>,
    path: readonly string[],
    label: string,
  ): HTMLElement => {
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
          changed();
          draw();
          add.focus();
        });
        const row = el(
          'div',
          { className: 'row' },
          field(f.items, item, [...path, String(i)], `${label}[${i}]`),
          remove,
        );
        rows.appendChild(row);
        if (focus === i) row.querySelector<HTMLElement>('input, select, textarea')?.focus();
      });
      if (!v.items.length) {
        rows.appendChild(
          el(
            'p',
            { className: 'muted' },
            f.required ? 'No items: an empty list is sent.' : 'No items: nothing is sent.',
          ),
        );
      }
      add.disabled = f.maxItems !== undefined && v.items.length >= f.maxItems;
    };
    add.addEventListener('click', () => {
      v.items.push(initialValue(f.items));
      changed();
      draw(v.items.length - 1);
    });
    draw();
    const head = el('div', { className: 'field-head' }, nullToggle(f, v, label, rows));
    if (head.childNodes.length) box.appendChild(head);
    const desc = description(f);
    if (desc) box.appendChild(desc);
    box.append(rows, add, errorBox(path, add));
    return box;
  };

  const setField = (
    f: Extract<FormField, { kind: 'set' }>,
    v: Value<'set'>,
    path: readonly string[],
    label: string,
  ): HTMLElement => {
    const box = el(
      'fieldset',
      { className: 'field field-set' },
      el('legend', {}, labelFor(f, label, undefined, 'span')),
    );
    const list = el('div', { className: 'checks' });
    let first: HTMLElement | undefined;
    f.options.forEach((o, i) => {
      const id = newId();
      const check = el('input', { id, attrs: { type: 'checkbox' } });
      first ??= check;
      check.checked = v.picked.includes(i);
      check.addEventListener('change', () => {
        v.picked = check.checked ? [...v.picked, i] : v.picked.filter((p) => p !== i);
        changed();
      });
      list.appendChild(el('span', { className: 'check-line' }, check, el('label', { attrs: { for: id } }, o.label)));
    });
    const head = el('div', { className: 'field-head' }, nullToggle(f, v, label, list));
    if (head.childNodes.length) box.appendChild(head);
    const desc = description(f);
    if (desc) box.appendChild(desc);
    box.append(list, errorBox(path, first));
    return box;
  };

  const choiceField = (
    f: Extract<FormField, { kind: 'choice' }>,
    v: Value<'choice'>,
    path: readonly string[],
    label: string,
  ): HTMLElement => {
    const id = newId();
    const select = el('select', { id });
    f.options.forEach((o, i) => select.appendChild(el('option', { attrs: { value: String(i) } }, o.label)));
    select.value = String(v.option);
    const body = el('div', { className: 'field-body choice-body' });
    const draw = () => {
      const option = f.options[v.option];
      body.replaceChildren(
        option
          ? field({ ...option.field, required: f.required, description: undefined } as FormField, v.value, path, label)
          : '',
      );
    };
    select.addEventListener('change', () => {
      v.option = Number(select.value);
      v.value = initialValue(f.options[v.option]!.field);
      draw();
      changed();
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
      nullToggle(f, v, label, body),
    );
    wrapper.append(head, select);
    const desc = description(f, select);
    if (desc) wrapper.appendChild(desc);
    wrapper.append(body);
    return wrapper;
  };

  const element = el('div', { className: 'form' }, field(form, value, [], ''));

  return {
    element,
    showErrors(errors) {
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
    },
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

function key(path: readonly string[]): string {
  return JSON.stringify(path);
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
      const low =
        f.exclusiveMinimum !== undefined
          ? `more than ${f.exclusiveMinimum}`
          : f.minimum !== undefined
            ? `${f.minimum}`
            : undefined;
      const high =
        f.exclusiveMaximum !== undefined
          ? `less than ${f.exclusiveMaximum}`
          : f.maximum !== undefined
            ? `${f.maximum}`
            : undefined;
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
  }
  if (f.default) parts.push(`default ${JSON.stringify(f.default.value)}`);
  return parts.join(' · ');
}
