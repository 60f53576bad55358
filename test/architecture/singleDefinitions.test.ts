// Lists and ids are written once and derived everywhere else. A copy such as a `string[]` of hint names would drift
// without a type error, so the product's sources are searched for one.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../helpers/paths';

const TREES = ['client', 'server', 'cli', 'common'];
const SOURCE = /\.(ts|mts)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

interface Source {
  readonly path: string;
  readonly text: string;
}

const sources: Source[] = TREES.flatMap((tree) => walk(join(REPO_ROOT, tree))).map((abs) => ({
  path: relative(REPO_ROOT, abs).split('\\').join('/'),
  text: withoutComments(readFileSync(abs, 'utf8')),
}));

const quoted = (word: string) => new RegExp(`['"\`]${word}['"\`]`);

/** The lines and bracketed lists (an array spread over lines too) of a text that quote every one of the words. */
export function copiesOf(text: string, words: readonly string[]): string[] {
  const patterns = words.map(quoted);
  const holdsAll = (part: string) => patterns.every((p) => p.test(part));
  const tidy = (part: string) => part.replace(/\s+/g, ' ').trim();
  const lists = [...text.matchAll(/\[[^[\]]*\]/g)].map((m) => tidy(m[0])).filter(holdsAll);
  const inList = (line: string) => lists.some((list) => line.includes(list));
  const lines = text
    .split('\n')
    .map(tidy)
    .filter((line) => holdsAll(line) && !inList(line));
  return [...lists, ...lines];
}

function copiesOutside(home: string, words: readonly string[]): string[] {
  return sources
    .filter((s) => s.path !== home)
    .flatMap((s) => copiesOf(s.text, words).map((copy) => `${s.path}: ${copy}`));
}

interface OneList {
  readonly what: string;
  readonly home: string;
  readonly words: readonly string[];
}

const LISTS: readonly OneList[] = [
  {
    what: 'the tool hints',
    home: 'common/formats/toolBehaviour.ts',
    words: ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'],
  },
  {
    what: 'the task statuses',
    home: 'common/mcp/types.ts',
    words: ['working', 'input_required', 'completed', 'failed', 'cancelled'],
  },
  { what: 'the severities', home: 'common/protocol/severity.ts', words: ['error', 'warning', 'info', 'hint'] },
];

/** The ids package.json contributes as commands. */
function contributedIds(): Set<string> {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    contributes: { commands: { command: string }[] };
  };
  return new Set(pkg.contributes.commands.map((c) => c.command));
}

describe('lists and ids written once', () => {
  it('the copy finder finds a list on one line or over several, and a union type; not a part of the list', () => {
    const text = [
      "const x = ['a1', 'b2', 'c3'];",
      'const y = [',
      "  'c3',",
      '  "b2",',
      "  'a1',",
      '];',
      "type Z = 'a1' | 'b2' | 'c3';",
      "const w = ['a1', 'b2'];",
    ].join('\n');
    const found = copiesOf(text, ['a1', 'b2', 'c3']);
    assert.deepEqual(found, ["['a1', 'b2', 'c3']", "[ 'c3', \"b2\", 'a1', ]", "type Z = 'a1' | 'b2' | 'c3';"]);
  });

  for (const { what, home, words } of LISTS) {
    it(`${what} are listed in ${home} only`, () => {
      const homeText = sources.find((s) => s.path === home)?.text ?? '';
      assert.ok(copiesOf(homeText, words).length > 0, `${home} lists ${what}`);
      assert.deepEqual(copiesOutside(home, words), []);
    });
  }

  it('no command id is written as a string in the sources: commandId builds it from commandIds.ts', () => {
    const ids = contributedIds();
    assert.ok(ids.size > 10, 'package.json contributes the commands');
    // the walkthrough shares its id with the command that opens it: there it is the walkthrough's id
    const elsewhere = new Set(['client/src/gettingStarted.ts: mcpLens.getStarted']);
    const written = (s: Source) =>
      [...s.text.matchAll(/['"`](mcpLens\.[A-Za-z]+)['"`]/g)]
        .filter((m) => ids.has(m[1]!))
        .map((m) => `${s.path}: ${m[1]}`);
    const found = sources.filter((s) => s.path !== 'client/src/commandIds.ts').flatMap(written);
    assert.deepEqual(
      found.filter((f) => !elsewhere.has(f)),
      [],
    );
  });
});
