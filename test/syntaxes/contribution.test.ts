// The grammars are wired as VS Code reads them: contributed in package.json, injected into JSON and JSONC,
// each file's scopeName matching its contribution, every regex accepted by oniguruma.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import { REPO_ROOT } from '../helpers/paths';
import { contributedGrammars, isOwnScope } from './textmate';

interface RawRule {
  match?: string;
  begin?: string;
  end?: string;
  name?: string;
  captures?: Record<string, RawRule>;
  patterns?: RawRule[];
  repository?: Record<string, RawRule>;
}
interface RawGrammar extends RawRule {
  scopeName: string;
  injectionSelector?: string;
}

const SYNTAXES = join(REPO_ROOT, 'syntaxes');
const files = readdirSync(SYNTAXES).filter((f) => f.endsWith('.tmLanguage.json'));
const grammarOf = (file: string) => JSON.parse(readFileSync(join(SYNTAXES, file), 'utf8')) as RawGrammar;

/** Visits every rule of a grammar (not the grammar itself, whose `name` is a display name). */
function walk(grammar: RawRule, visit: (rule: RawRule) => void): void {
  for (const child of [...(grammar.patterns ?? []), ...Object.values(grammar.repository ?? {})]) walkRule(child, visit);
}

function walkRule(rule: RawRule, visit: (rule: RawRule) => void): void {
  visit(rule);
  for (const child of [
    ...Object.values(rule.captures ?? {}),
    ...(rule.patterns ?? []),
    ...Object.values(rule.repository ?? {}),
  ]) {
    walkRule(child, visit);
  }
}

test('every grammar in syntaxes/ is contributed, injected into JSON and JSONC, under its own scopeName', () => {
  const contributed = contributedGrammars();
  assert.deepEqual(contributed.map((g) => g.path).sort(), files.map((f) => `./syntaxes/${f}`).sort());
  for (const g of contributed) {
    const raw = grammarOf(g.path.replace('./syntaxes/', ''));
    assert.equal(raw.scopeName, g.scopeName, g.path);
    assert.deepEqual(g.injectTo, ['source.json', 'source.json.comments'], g.path);
    assert.match(
      raw.injectionSelector ?? '',
      /^L:string\.quoted\.double\.json\b/,
      `${g.path}: injected into JSON string values only, ahead of the JSON grammar's own rules`,
    );
  }
});

test('every scope a grammar adds is marked as ours, except the JSON escapes it scopes the way VS Code does', () => {
  for (const file of files) {
    walk(grammarOf(file), (rule) => {
      for (const scope of (rule.name ?? '').split(' ').filter(Boolean)) {
        const jsonEscape = /^(constant\.character\.escape|invalid\.illegal\.unrecognized-string-escape)\.json$/.test(
          scope,
        );
        assert.ok(isOwnScope(scope) || jsonEscape, `${file}: scope ${scope} should end in .mcp`);
      }
    });
  }
});

test('every regex compiles in oniguruma', async () => {
  await oniguruma.loadWASM({
    data: readFileSync(join(REPO_ROOT, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm')),
  });
  let count = 0;
  for (const file of files) {
    walk(grammarOf(file), (rule) => {
      for (const source of [rule.match, rule.begin, rule.end]) {
        if (source === undefined) continue;
        assert.doesNotThrow(() => oniguruma.createOnigScanner([source]).dispose(), `${file}: ${source}`);
        count++;
      }
    });
  }
  assert.ok(count > 10, `only ${count} regexes found`);
});

/** The bodies of the look-behinds of a regex. */
function lookBehinds(source: string): string[] {
  const bodies: string[] = [];
  for (let i = source.indexOf('(?<'); i >= 0; i = source.indexOf('(?<', i + 1)) {
    if (source[i - 1] === '\\' || !'=!'.includes(source[i + 3] ?? '')) continue;
    let depth = 0;
    for (let j = i; j < source.length; j++) {
      if (source[j] === '\\') j++;
      else if (source[j] === '(') depth++;
      else if (source[j] === ')' && --depth === 0) {
        bodies.push(source.slice(i + 4, j));
        break;
      }
    }
  }
  return bodies;
}

test('no look-behind is unbounded, or long minified lines would take minutes to colour', () => {
  // A look-behind with * or + makes oniguruma try every start back to the beginning of the line, at every position
  // it is tried: minified catalogs (one long line) then take minutes.
  for (const file of files) {
    walk(grammarOf(file), (rule) => {
      for (const source of [rule.match, rule.begin, rule.end]) {
        for (const body of source === undefined ? [] : lookBehinds(source)) {
          const bare = body.replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
          assert.doesNotMatch(bare, /[*+]|\{\d+,\}/, `${file}: unbounded look-behind (?<…${body}) in ${source}`);
        }
      }
    });
  }
  assert.deepEqual(lookBehinds('a(?<=x[ ]{0,2}(?:y|z))b(?<!\\$)'), ['x[ ]{0,2}(?:y|z)', '\\$']);
});
