import { basename, sep } from 'node:path';
import type { ClientDialect } from './clientConfig';
import { variablesInText, type VariableRef } from './variables';
import type { WorkspaceFolderInfo } from './configLocations';

/** What `${…}` references resolve against. */
export interface VariableContext {
  readonly dialect: ClientDialect;
  /** The folder of a workspace config file (its ${workspaceFolder}). */
  readonly folder?: WorkspaceFolderInfo;
  /** Every workspace folder, for VS Code's ${workspaceFolder:name}. */
  readonly folders: readonly WorkspaceFolderInfo[];
  readonly home: string;
  readonly env: NodeJS.ProcessEnv;
  readonly pathSeparator?: string;
  /** The value of ${input:id}; absent where inputs cannot be asked for (they stay as written). */
  readonly input?: (id: string) => Promise<string>;
}

/** Which reference forms each client expands. */
interface DialectForms {
  /** ${input:id} */
  readonly inputs: boolean;
  /** ${env:NAME} */
  readonly envPrefix: boolean;
  /** ${workspaceFolder}, ${userHome}, ${pathSeparator}, ${/} … */
  readonly predefined: boolean;
  /** ${VAR} and ${VAR:-default} (Claude Code); an unset ${VAR} stays as written. */
  readonly shell: boolean;
}

const FORMS: Record<ClientDialect, DialectForms> = {
  vscode: { inputs: true, envPrefix: true, predefined: true, shell: false },
  cursor: { inputs: false, envPrefix: true, predefined: true, shell: false },
  windsurf: { inputs: false, envPrefix: true, predefined: false, shell: false },
  'claude-code': { inputs: false, envPrefix: false, predefined: false, shell: true },
  'claude-desktop': { inputs: false, envPrefix: false, predefined: false, shell: false },
  generic: { inputs: true, envPrefix: true, predefined: true, shell: true },
};

export interface Resolved {
  readonly value: string;
  /** References left as written because this client does not expand them (or they name nothing). */
  readonly unresolved: readonly string[];
}

/** Expands the references of one config string the way the file's client would. */
export async function resolveString(value: string, ctx: VariableContext): Promise<Resolved> {
  const refs = variablesInText(value, 0, ['dollar']);
  if (!refs.length) return { value, unresolved: [] };
  const unresolved: string[] = [];
  let out = '';
  let last = 0;
  for (const ref of refs) {
    out += value.slice(last, ref.offset);
    const v = await resolveRef(ref, ctx);
    if (v === undefined) unresolved.push(ref.text);
    out += v ?? ref.text;
    last = ref.offset + ref.length;
  }
  return { value: out + value.slice(last), unresolved };
}

async function resolveRef(ref: VariableRef, ctx: VariableContext): Promise<string | undefined> {
  const forms = FORMS[ctx.dialect];
  const ns = ref.namespace;
  if (ns === 'input') return forms.inputs && ctx.input ? ctx.input(ref.name) : undefined;
  if (ns === 'env') return forms.envPrefix ? (ctx.env[ref.name] ?? '') : undefined;
  if (ns === 'workspaceFolder') {
    if (!forms.predefined) return undefined;
    return ctx.folders.find((f) => f.name === ref.name)?.path;
  }
  if (ns !== undefined) return undefined;
  if (ref.defaultValue !== undefined) {
    if (!forms.shell) return undefined;
    const v = ctx.env[ref.name];
    return v !== undefined && v !== '' ? v : ref.defaultValue;
  }
  if (forms.predefined) {
    const predefined = predefinedValue(ref.name, ctx);
    if (predefined !== undefined) return predefined;
  }
  if (forms.shell && /^[A-Za-z_][A-Za-z0-9_]*$/.test(ref.name)) return ctx.env[ref.name];
  return undefined;
}

function predefinedValue(name: string, ctx: VariableContext): string | undefined {
  switch (name) {
    case 'workspaceFolder':
    case 'workspaceRoot':
      return (ctx.folder ?? ctx.folders[0])?.path;
    case 'workspaceFolderBasename': {
      const f = ctx.folder ?? ctx.folders[0];
      return f ? basename(f.path) : undefined;
    }
    case 'userHome':
      return ctx.home;
    case 'pathSeparator':
    case '/':
      return ctx.pathSeparator ?? sep;
    default:
      return undefined;
  }
}
