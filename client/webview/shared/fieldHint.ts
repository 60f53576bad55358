// The constraints a field's value must meet, in words, shown under its input.
import type { FormField } from '../../src/runner/schemaForm';

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
