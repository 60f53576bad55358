// Filling a form the way a careful user would: every field with a value its constraints allow. Used to check,
// over many real schemas, that what the form sends is what the schema accepts.
import type { FormValue } from '../../../client/src/runner/coerce';
import type { FormField } from '../../../client/src/runner/schemaForm';

const FORMATS: Record<string, string> = {
  email: 'ada@example.com',
  uri: 'https://example.com/a',
  url: 'https://example.com/a',
  'uri-reference': '/a/b',
  'date-time': '2025-01-31T09:30:00Z',
  date: '2025-01-31',
  time: '09:30:00Z',
  uuid: '123e4567-e89b-12d3-a456-426614174000',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
  regex: '^a+$',
};

const CANDIDATES = [
  'abc',
  'a',
  'ABC',
  'abc123',
  '123',
  'a-b',
  'a_b',
  'owner/repo',
  'v1.2.3',
  'ada@example.com',
  'https://example.com/',
];

function sampleString(f: Extract<FormField, { kind: 'string' }>): string {
  let s =
    (f.format && FORMATS[f.format]) ?? (f.pattern ? (CANDIDATES.find((c) => safeTest(f.pattern!, c)) ?? 'abc') : 'abc');
  if (f.minLength !== undefined && s.length < f.minLength) s = s.padEnd(f.minLength, 'x');
  if (f.maxLength !== undefined && s.length > f.maxLength) s = s.slice(0, Math.max(f.maxLength, f.minLength ?? 0));
  return s;
}

function safeTest(pattern: string, s: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(s);
  } catch {
    return false;
  }
}

function sampleNumber(f: Extract<FormField, { kind: 'number' }>): number {
  let n = f.minimum ?? (f.exclusiveMinimum !== undefined ? f.exclusiveMinimum + (f.integer ? 1 : 0.5) : 1);
  if (f.maximum !== undefined && n > f.maximum) n = f.maximum;
  if (f.exclusiveMaximum !== undefined && n >= f.exclusiveMaximum) n = f.exclusiveMaximum - (f.integer ? 1 : 0.5);
  if (f.integer) n = Math.ceil(n);
  if (f.multipleOf) n = Math.ceil(n / f.multipleOf) * f.multipleOf;
  return n;
}

function sampleJson(f: Extract<FormField, { kind: 'json' }>): string {
  switch (f.expect) {
    case 'array':
      return '[]';
    case 'string':
      return '"abc"';
    case 'number':
    case 'integer':
      return '1';
    case 'boolean':
      return 'true';
    case 'null':
      return 'null';
    default:
      return '{}';
  }
}

/** A value for every field (optional ones too), valid for the field's own constraints. */
export function filled(f: FormField): FormValue {
  switch (f.kind) {
    case 'string':
      return { kind: 'text', text: sampleString(f) };
    case 'number':
      return { kind: 'text', text: String(sampleNumber(f)) };
    case 'json':
      return { kind: 'text', text: sampleJson(f) };
    case 'boolean':
      return { kind: 'bool', value: true };
    case 'enum':
      return { kind: 'pick', index: f.options.length ? 0 : -1 };
    case 'const':
      return { kind: 'const', include: true };
    case 'set':
      return { kind: 'set', picked: f.options.length && (f.maxItems ?? 1) > 0 ? [0] : [] };
    case 'array': {
      const n = Math.min(Math.max(f.minItems ?? 1, 1), f.maxItems ?? 1);
      return { kind: 'list', items: Array.from({ length: n }, () => filled(f.items)) };
    }
    case 'object': {
      // with "exactly one of" variants, only the chosen variant's own properties are given
      const variantProps = new Set(f.variants?.exclusive ? f.variants.options.flatMap((o) => o.required) : []);
      const chosen = new Set(f.variants?.exclusive ? (f.variants.options[0]?.required ?? []) : []);
      const props: Record<string, FormValue> = {};
      for (const p of f.properties) {
        if (!variantProps.has(p.name) || chosen.has(p.name)) props[p.name] = filled(p.field);
      }
      return { kind: 'props', props, entries: [], variant: f.variants ? 0 : -1 };
    }
    case 'choice':
      return {
        kind: 'choice',
        option: 0,
        value: f.options[0] ? filled(f.options[0].field) : { kind: 'text', text: '' },
      };
  }
}

/** Every field of a form, depth first, with its path of labels. */
export function fieldsOf(f: FormField, path: string[] = []): { path: string[]; field: FormField }[] {
  const out = [{ path, field: f }];
  if (f.kind === 'object') for (const p of f.properties) out.push(...fieldsOf(p.field, [...path, p.name]));
  if (f.kind === 'object' && f.additional) out.push(...fieldsOf(f.additional, [...path, '*']));
  if (f.kind === 'array') out.push(...fieldsOf(f.items, [...path, '[]']));
  if (f.kind === 'choice') f.options.forEach((o) => out.push(...fieldsOf(o.field, [...path, `(${o.label})`])));
  return out;
}
