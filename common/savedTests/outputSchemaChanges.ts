import type { JsonObject } from '../mcp/types';
import {
  child,
  declares,
  enumOf,
  objectOf,
  otherKeywords,
  propertyNames,
  propertySchema,
  requiredOf,
  sameValues,
  shown,
  typesNotAccepted,
  typesOf,
  typeText,
  valueChanged,
  valuesNotIn,
  type Finding,
} from './schemaChanges';

function label(prop: string | undefined): string {
  return prop === undefined ? 'the output schema' : `the output property "${prop}"`;
}

/**
 * Compares two output schemas for what a client relying on the old one would break on: a guaranteed (required)
 * property no longer guaranteed, a property that may now hold a type or value it could not hold before.
 */
export function outputSchemaFindings(
  oldValue: unknown,
  nowValue: unknown,
  path: readonly string[],
  prop: string | undefined,
  out: Finding[],
): void {
  const old = objectOf(oldValue);
  const now = objectOf(nowValue);
  if (!old || !now) {
    valueChanged(oldValue, nowValue, path, `${label(prop)} changed`, 'output-schema-changed', out);
    return;
  }
  outputTypeFindings(old, now, path, prop, out);
  outputEnumFindings(old, now, path, prop, out);
  if (objectOf(old.properties) || objectOf(now.properties) || old.required || now.required) {
    outputPropertyFindings(old, now, path, prop, out);
  }
  if (objectOf(old.items) && objectOf(now.items)) {
    outputSchemaFindings(old.items, now.items, [...path, 'items'], `${prop ?? ''}[]`, out);
  } else {
    valueChanged(
      old.items,
      now.items,
      [...path, 'items'],
      `${label(prop)} changed items`,
      'output-schema-changed',
      out,
    );
  }
  otherKeywords(old, now, path, label(prop), 'output-schema-changed', out);
}

function outputTypeFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  prop: string | undefined,
  out: Finding[],
) {
  const [was, is] = [typesOf(old), typesOf(now)];
  if (sameValues(was && [...was], is && [...is])) return;
  const gained = typesNotAccepted(is, was);
  const values = `(snapshot: ${typeText(was)}; now: ${typeText(is)})`;
  const p = [...path, 'type'];
  if (gained.length) {
    const text = `${label(prop)} may now hold ${gained.join(', ')}, which a client of the snapshot does not expect ${values}`;
    out.push({
      code: 'output-property-type-changed',
      severity: 'breaking',
      path: p,
      text,
      before: old.type,
      after: now.type,
    });
  } else {
    const text = `${label(prop)} holds fewer types ${values}`;
    out.push({ code: 'output-schema-changed', severity: 'change', path: p, text, before: old.type, after: now.type });
  }
}

function outputEnumFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  prop: string | undefined,
  out: Finding[],
) {
  const [was, is] = [enumOf(old), enumOf(now)];
  if (sameValues(was, is)) return;
  const p = [...path, 'enum'];
  const values = `(snapshot: ${was ? shown(was) : 'any value'}; now: ${is ? shown(is) : 'any value'})`;
  const added = valuesNotIn(is, was);
  if (added === undefined || added.length) {
    const what = added ? `may now be ${added.map(shown).join(', ')}` : 'may now be any value';
    const text = `${label(prop)} ${what} ${values}`;
    out.push({ code: 'output-enum-widened', severity: 'breaking', path: p, text, before: was, after: is });
  } else {
    const text = `${label(prop)} takes fewer values ${values}`;
    out.push({ code: 'output-schema-changed', severity: 'change', path: p, text, before: was, after: is });
  }
}

function outputPropertyFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  parent: string | undefined,
  out: Finding[],
) {
  const [wasRequired, isRequired] = [requiredOf(old), requiredOf(now)];
  for (const name of propertyNames(old, now)) {
    const prop = child(parent, name);
    const p = [...path, 'properties', name];
    const [was, is] = [propertySchema(old, name), propertySchema(now, name)];
    if (wasRequired.has(name) && !isRequired.has(name)) {
      const gone = !declares(now, name);
      const text = `no longer guarantees the output property "${prop}" (snapshot: required; now: ${gone ? 'not listed' : 'optional'})`;
      out.push({
        code: 'output-property-no-longer-required',
        severity: 'breaking',
        path: p,
        text,
        before: was,
        after: is,
      });
    } else if (!declares(old, name)) {
      const text = `has a new output property "${prop}"${isRequired.has(name) ? ' (required)' : ''}`;
      out.push({ code: 'output-property-added', severity: 'change', path: p, text, before: undefined, after: is });
      continue;
    } else if (!declares(now, name)) {
      const text = `no longer lists the optional output property "${prop}"`;
      out.push({ code: 'output-property-removed', severity: 'change', path: p, text, before: was, after: undefined });
      continue;
    } else if (!wasRequired.has(name) && isRequired.has(name)) {
      const text = `now guarantees the output property "${prop}" (snapshot: optional)`;
      out.push({ code: 'output-property-now-required', severity: 'change', path: p, text, before: was, after: is });
    }
    if (was !== undefined && is !== undefined) outputSchemaFindings(was, is, p, prop, out);
  }
}
