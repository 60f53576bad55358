// Tokenizes JSON as VS Code does, with its own JSON grammars and this extension's injection grammars. VS Code's
// grammars are not committed here: they come from the code-server the e2e tests provision.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseJsonc } from 'jsonc-parser';
import * as oniguruma from 'vscode-oniguruma';
import {
  INITIAL,
  Registry,
  parseRawGrammar,
  type IGrammar,
  type IOnigLib,
  type IRawTheme,
  type StateStack,
} from 'vscode-textmate';
import { REPO_ROOT } from '../helpers/paths';

export const HOST_SCOPES = ['source.json', 'source.json.comments'] as const;
export type HostScope = (typeof HOST_SCOPES)[number];
const HOST_FILES: Record<HostScope, string> = {
  'source.json': 'JSON.tmLanguage.json',
  'source.json.comments': 'JSONC.tmLanguage.json',
};

/** Where a VS Code keeps its built-in extensions (`extensions/json/syntaxes/…`). */
/** Whether a provisioned code-server was built for this Node: the e2e suites' own, not the MCP provider suite's. */
function builtForThisNode(dir: string): boolean {
  try {
    const marker = JSON.parse(readFileSync(join(dir, '.provisioned.json'), 'utf8')) as { nodeAbi?: unknown };
    return marker.nodeAbi === process.versions.modules;
  } catch {
    return false;
  }
}

function vscodeExtensionDirs(): string[] {
  const cache = join(REPO_ROOT, '.cache');
  const newestFirst = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => /^code-server-[\d.]+$/.test(name))
        .sort()
        .reverse()
        .map((name) => join(cache, name))
    : [];
  const provisioned = [
    ...newestFirst.filter(builtForThisNode),
    ...newestFirst.filter((dir) => !builtForThisNode(dir)),
  ].map((dir) => join(dir, 'package', 'lib', 'vscode'));
  return [...provisioned, '/usr/share/code/resources/app', '/usr/lib/code-server/lib/vscode'];
}

function findVscode(): string | undefined {
  return vscodeExtensionDirs().find((dir) =>
    HOST_SCOPES.every((s) => existsSync(join(dir, 'extensions', 'json', 'syntaxes', HOST_FILES[s]))),
  );
}

/** Whether the VS Code in use is the code-server provisioned in .cache (which has its node_modules unpacked). */
export function isProvisionedCodeServer(): boolean {
  return !!findVscode()?.startsWith(join(REPO_ROOT, '.cache'));
}

const MISSING =
  "VS Code's JSON grammars were not found (looked in .cache/code-server-*/package/lib/vscode and desktop VS Code installs); " +
  'provision code-server with `npm start` or the e2e tests to run the grammar tests';

/** For node:test's `skip`: a reason locally when VS Code's grammars are absent; never under CI=true, which provisions them. */
export function grammarSkipReason(): string | false {
  return findVscode() || process.env.CI === 'true' ? false : MISSING;
}

async function vscodeRoot(): Promise<string> {
  let root = findVscode();
  if (!root && process.env.CI === 'true') {
    // A path computed at run time, so that esbuild leaves the import alone and the module keeps its import.meta.url.
    const lib = pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'codeServerProvisioning.mjs')).href;
    const { provisionCodeServer } = await import(lib);
    await provisionCodeServer({ log: (line: string) => console.error(line) });
    root = findVscode();
  }
  if (!root) throw new Error(MISSING);
  return root;
}

export interface OnigFlavour {
  readonly name: string;
  readonly lib: Promise<IOnigLib>;
}

function onigLib(module: typeof oniguruma, wasmPath: string): Promise<IOnigLib> {
  const wasm = readFileSync(wasmPath);
  return module.loadWASM({ data: wasm }).then(() => ({
    createOnigScanner: (sources: string[]) => module.createOnigScanner(sources),
    createOnigString: (text: string) => module.createOnigString(text),
  }));
}

let flavours: OnigFlavour[] | undefined;
/** The project's vscode-oniguruma, and the (older) one the provisioned VS Code itself runs, when present. */
export async function onigFlavours(): Promise<OnigFlavour[]> {
  if (flavours) return flavours;
  const own = {
    name: 'vscode-oniguruma (project)',
    lib: onigLib(oniguruma, join(REPO_ROOT, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm')),
  };
  const list: OnigFlavour[] = [own];
  const vscodeOnig = join(await vscodeRoot(), 'node_modules', 'vscode-oniguruma');
  if (existsSync(join(vscodeOnig, 'release', 'onig.wasm'))) {
    const module = createRequire(join(vscodeOnig, 'package.json'))('./') as typeof oniguruma;
    const version = (JSON.parse(readFileSync(join(vscodeOnig, 'package.json'), 'utf8')) as { version: string }).version;
    list.push({
      name: `vscode-oniguruma ${version} (VS Code's)`,
      lib: onigLib(module, join(vscodeOnig, 'release', 'onig.wasm')),
    });
  }
  flavours = list;
  return list;
}

interface GrammarContribution {
  scopeName: string;
  path: string;
  injectTo?: string[];
}

/** The grammars package.json contributes. */
export function contributedGrammars(): GrammarContribution[] {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    contributes?: { grammars?: GrammarContribution[] };
  };
  return pkg.contributes?.grammars ?? [];
}

export interface Token {
  readonly text: string;
  readonly start: number;
  readonly scopes: readonly string[];
}

export interface Tokenizer {
  /** Tokens of each line of `text`, tokenized in order as an editor does. */
  tokenize(text: string, host: HostScope): Promise<Token[][]>;
  /** Foreground colours (#rrggbb) of each character of each line, under the theme given to `tokenizer()`. */
  colours(text: string, host: HostScope): Promise<string[][]>;
}

/**
 * A tokenizer over VS Code's JSON grammars; with `injections`, plus this extension's injection grammars
 * wired exactly as package.json contributes them.
 */
export async function tokenizer({
  injections = true,
  onig,
  theme,
}: { injections?: boolean; onig?: OnigFlavour; theme?: IRawTheme } = {}): Promise<Tokenizer> {
  const syntaxes = join(await vscodeRoot(), 'extensions', 'json', 'syntaxes');
  const contributed = injections ? contributedGrammars() : [];
  const files = new Map<string, string>(HOST_SCOPES.map((s) => [s, join(syntaxes, HOST_FILES[s])]));
  for (const g of contributed) files.set(g.scopeName, join(REPO_ROOT, g.path));
  const registry = new Registry({
    onigLib: (onig ?? (await onigFlavours())[0]!).lib,
    theme,
    loadGrammar: async (scopeName) => {
      const file = files.get(scopeName);
      return file ? parseRawGrammar(readFileSync(file, 'utf8'), file) : null;
    },
    getInjections: (scopeName) => contributed.filter((g) => g.injectTo?.includes(scopeName)).map((g) => g.scopeName),
  });
  const grammars = new Map<HostScope, IGrammar>();
  const grammarOf = async (host: HostScope): Promise<IGrammar> => {
    let grammar = grammars.get(host);
    if (!grammar) {
      const loaded = await registry.loadGrammar(host);
      if (!loaded) throw new Error(`grammar ${host} did not load`);
      grammar = loaded;
      grammars.set(host, grammar);
    }
    return grammar;
  };

  return {
    async tokenize(text, host) {
      const grammar = await grammarOf(host);
      let state: StateStack = INITIAL;
      return text.split('\n').map((line) => {
        const result = grammar.tokenizeLine(line, state);
        if (result.stoppedEarly) throw new Error(`tokenization stopped early on: ${line}`);
        state = result.ruleStack;
        return result.tokens.map((t) => ({
          text: line.slice(t.startIndex, t.endIndex),
          start: t.startIndex,
          scopes: t.scopes,
        }));
      });
    },
    async colours(text, host) {
      const grammar = await grammarOf(host);
      const colourMap = registry.getColorMap();
      let state: StateStack = INITIAL;
      return text.split('\n').map((line) => {
        const result = grammar.tokenizeLine2(line, state);
        state = result.ruleStack;
        const perChar: string[] = [];
        const tokens = result.tokens;
        for (let i = 0; i < tokens.length; i += 2) {
          const start = tokens[i]!;
          const end = i + 2 < tokens.length ? tokens[i + 2]! : line.length;
          // MetadataConsts.FOREGROUND_MASK / FOREGROUND_OFFSET of vscode-textmate's encoded token metadata
          const foreground = (tokens[i + 1]! & 0x00ff8000) >>> 15;
          for (let c = start; c < end; c++) perChar[c] = (colourMap[foreground] ?? '').toLowerCase();
        }
        return perChar;
      });
    },
  };
}

/** The scopes of every character of a line. */
export function charScopes(tokens: readonly Token[]): (readonly string[])[] {
  const out: (readonly string[])[] = [];
  for (const t of tokens) for (let i = 0; i < t.text.length; i++) out[t.start + i] = t.scopes;
  return out;
}

/** Scope names this extension's grammars add: all of them end in `.mcp`. */
export const isOwnScope = (scope: string): boolean => /\.mcp$/.test(scope);

interface ThemeFile {
  include?: string;
  colors?: Record<string, string>;
  tokenColors?: { scope?: string | string[]; settings: { foreground?: string; fontStyle?: string } }[];
}

/** Labels of the colour themes the VS Code in use ships (e.g. "Default Dark Modern"). */
export async function themeLabels(): Promise<string[]> {
  return (await themeContributions()).map((t) => t.label);
}

async function themeContributions(): Promise<{ label: string; file: string }[]> {
  const extensions = join(await vscodeRoot(), 'extensions');
  const out: { label: string; file: string }[] = [];
  for (const name of readdirSync(extensions).filter((n) => n.startsWith('theme-'))) {
    const pkg = JSON.parse(readFileSync(join(extensions, name, 'package.json'), 'utf8')) as {
      contributes?: { themes?: { id?: string; label: string; path: string }[] };
    };
    for (const t of pkg.contributes?.themes ?? []) {
      out.push({ label: t.id ?? t.label, file: join(extensions, name, t.path) });
    }
  }
  return out;
}

/** A VS Code colour theme as vscode-textmate takes it: editor foreground first, then the token colours, includes resolved. */
export async function loadTheme(label: string): Promise<IRawTheme> {
  const found = (await themeContributions()).find((t) => t.label === label);
  if (!found) throw new Error(`colour theme "${label}" not found`);
  const chain: ThemeFile[] = [];
  for (let file: string | undefined = found.file; file;) {
    const theme = parseJsonc(readFileSync(file, 'utf8')) as ThemeFile;
    chain.unshift(theme);
    file = theme.include ? join(dirname(file), theme.include) : undefined;
  }
  const foreground = chain
    .map((t) => t.colors?.['editor.foreground'])
    .filter(Boolean)
    .pop();
  const settings = chain.flatMap((t) => t.tokenColors ?? []);
  return { name: label, settings: [{ settings: { foreground } }, ...settings] };
}

// Inside uriTemplate, url and value strings the injection scopes the escapes itself, with the JSON grammar's names
// (one grammar serves both hosts); themes colour `….json` and `….json.comments` alike.
const sameEscape = (scope: string) =>
  scope.replace(
    /^((?:constant\.character\.escape|invalid\.illegal\.unrecognized-string-escape)\.json)\.comments$/,
    '$1',
  );

/** With the injections, every character keeps exactly the scopes VS Code's grammar alone gives it, plus only ours. */
export async function assertHostUntouched(
  text: string,
  host: HostScope,
  tok: Tokenizer,
  hostOnly: Tokenizer,
  where: string,
): Promise<void> {
  const withInjections = await tok.tokenize(text, host);
  const without = await hostOnly.tokenize(text, host);
  withInjections.forEach((line, n) => {
    const injected = charScopes(line);
    const alone = charScopes(without[n]!);
    assert.equal(injected.length, alone.length, `${where}: line ${n + 1} tokenized to a different length`);
    for (let c = 0; c < alone.length; c++) {
      assert.deepEqual(
        injected[c]!.filter((s) => !isOwnScope(s)).map(sameEscape),
        alone[c]!.map(sameEscape),
        `${where}: line ${n + 1}, column ${c}: the host grammar's scopes changed`,
      );
    }
  });
}
