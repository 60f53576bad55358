// The homes of the programs and what each may import (docs/architecture.md): read from the sources themselves, every
// relative import, `import type` included, resolved to the file it names.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../helpers/paths';

const ROOT = REPO_ROOT;
const TREES = ['client', 'server', 'cli', 'common'];
const SOURCE = /\.(ts|mts)$/;
const SPECIFIER = /(?:^|[^.\w])(?:from|import|require)\s*\(?\s*['"]([^'"]+)['"]/g;

interface SourceFile {
  readonly path: string;
  readonly imports: readonly string[];
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.mts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate).split('\\').join('/');
  }
  return undefined;
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const files: SourceFile[] = TREES.flatMap((tree) => walk(join(ROOT, tree))).map((abs) => {
  const imports = [...withoutComments(readFileSync(abs, 'utf8')).matchAll(SPECIFIER)].map((m) => m[1]!);
  return {
    path: relative(ROOT, abs).split('\\').join('/'),
    imports: imports.map((s) => (s.startsWith('.') ? (resolveImport(abs, s) ?? `unresolved:${s}`) : s)),
  };
});
const inTree = (tree: string) => files.filter((f) => f.path.startsWith(`${tree}/`));
const treeOf = (path: string) => path.split('/')[0]!;

function crossings(from: string, allowed: (target: string) => boolean): string[] {
  return inTree(from).flatMap((f) =>
    f.imports
      .filter((i) => TREES.includes(treeOf(i)) && treeOf(i) !== from && !allowed(i))
      .map((i) => `${f.path} → ${i}`),
  );
}

describe('the homes of the programs and the imports between them', () => {
  it('reads a real tree: every tree has sources, and every relative import resolves', () => {
    for (const tree of TREES) assert.ok(inTree(tree).length > 5, `${tree}/ has sources`);
    assert.deepEqual(
      files.flatMap((f) => f.imports.filter((i) => i.startsWith('unresolved:')).map((i) => `${f.path}: ${i}`)),
      [],
    );
  });

  it('nothing under server/ imports from client/ or cli/', () => {
    assert.deepEqual(
      crossings('server', (i) => treeOf(i) === 'common'),
      [],
    );
  });

  it('what is shared (common/) imports from none of the programs', () => {
    assert.deepEqual(
      crossings('common', () => false),
      [],
    );
  });

  it('the command line (cli/) imports the engine and common/, never the extension', () => {
    assert.deepEqual(
      crossings('cli', (i) => treeOf(i) !== 'client'),
      [],
    );
  });

  it('the extension reaches the engine only through server/src/engineFacade.ts, and never the command line', () => {
    // and the value check, which the schema worker loads without the pipeline the facade brings
    const doors = ['server/src/engineFacade.ts', 'server/src/schemaCheck.ts'];
    assert.deepEqual(
      crossings('client', (i) => treeOf(i) === 'common' || doors.includes(i)),
      [],
    );
  });

  it('only the extension imports vscode, and not in its server model or its webview pages', () => {
    const vscodeUsers = files.filter((f) => f.imports.includes('vscode')).map((f) => f.path);
    assert.deepEqual(
      vscodeUsers.filter(
        (p) => !p.startsWith('client/src/') || p.startsWith('client/src/model/') || p.startsWith('client/webview/'),
      ),
      [],
    );
    assert.ok(vscodeUsers.includes('client/src/extension.ts'), 'the scan sees vscode imports');
  });

  it('the webview pages import from the extension only the pure modules they share with it', () => {
    // Pure modules that the pages and the extension host both run: the pages' messages and their checks, the form's
    // logic, and the single lists (task statuses, severities) that both sides name.
    const shared = [
      'client/src/runner/coerce.ts',
      'client/src/runner/outputCheck.ts',
      'client/src/runner/schemaForm.ts',
      'client/src/runner/formField.ts',
      'client/src/runner/flatSchema.ts',
      'common/mcp/logLevels.ts',
      'common/mcp/apps/appMessages.ts',
      'client/src/auth/authorizationFacts.ts',
    ];
    shared.push('common/mcp/types.ts', 'common/protocol/severity.ts');
    // common/json/ownKeys.ts: setting a key a server names (even "__proto__") as an own property, in forms and arguments
    shared.push('common/json/ownKeys.ts');
    const page = inTree('client').filter((f) => f.path.startsWith('client/webview/'));
    const isShared = (path: string) => path.startsWith('client/src/protocol/') || shared.includes(path);
    assert.ok(
      page.some((f) => f.imports.includes('client/src/protocol/runnerPage.ts')),
      'the scan sees the pages',
    );
    const reach = page.flatMap((f) =>
      f.imports
        .filter((i) => TREES.includes(treeOf(i)) && !i.startsWith('client/webview/') && !isShared(i))
        .map((i) => `${f.path} → ${i}`),
    );
    assert.deepEqual(reach, []);
    // and what they share stays pure: it imports nothing but itself
    const sharedImports = files
      .filter((f) => isShared(f.path))
      .flatMap((f) => f.imports.filter((i) => !isShared(i)).map((i) => `${f.path} → ${i}`));
    assert.deepEqual(sharedImports, []);
  });

  it('no import cycles anywhere in the product', () => {
    const graph = new Map(files.map((f) => [f.path, f.imports.filter((i) => TREES.includes(treeOf(i)))]));
    assert.deepEqual(cycles(graph), []);
  });

  it('the cycle finder finds a cycle (it can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    assert.deepEqual(cycles(graph), [['a', 'b', 'c']]);
  });
});

/** The strongly connected components of more than one file (or a file importing itself), each sorted (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
