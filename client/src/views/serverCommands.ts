import { basename } from 'node:path';
import * as vscode from 'vscode';
import { toolDisplayName } from '../../../server/src/model/toolBehaviour';
import { CancelledError, messageOf } from '../mcp/errors';
import type { CatalogList, JsonObject } from '../mcp/types';
import { StartRefused, type ServersModel } from '../model/serversModel';
import type { CatalogDocuments } from './catalogDocuments';
import type { LogChannels } from './logChannels';
import { pickItem, pickServer, type PickedItem, type ServerFilter } from './pickers';
import { languageOfMime, type ResultDocuments } from './resultDocuments';
import type { ServersTree } from './serversTree';
import type { TreeNode } from './treeNodes';

/** What a command may be given: a tree node, a server id, or `{ serverId, name }` / `{ serverId, uri }` from other features. */
export type CommandTarget = TreeNode | string | { readonly serverId: string; readonly name?: string; readonly uri?: string } | undefined;

export interface ServerViews {
  readonly model: ServersModel;
  readonly tree: ServersTree;
  readonly logs: LogChannels;
  readonly results: ResultDocuments;
  readonly catalogs: CatalogDocuments;
}

/**
 * What each servers command does. Every one works from the tree (given its node), from other features (given
 * an id) and from the palette (asking for its target with a quick pick).
 */
export class ServerCommands {
  constructor(private readonly v: ServerViews) {}

  async start(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'startable', 'Start which server?', 'no server to start.');
    if (!id) return;
    const name = this.name(id);
    try {
      await this.v.model.start(id);
    } catch (e) {
      if (e instanceof StartRefused) void vscode.window.showWarningMessage(`MCP Lens: ${e.message}`);
      else this.error(`${name} could not be started`, e, id);
      return;
    }
    this.afterStart(id);
  }

  async stop(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'active', 'Stop which server?', 'no server is running.');
    if (id) await this.v.model.stop(id);
  }

  async restart(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'any', 'Restart which server?', 'no server is configured.');
    if (!id) return;
    try {
      await this.v.model.restart(id);
    } catch (e) {
      if (e instanceof StartRefused) void vscode.window.showWarningMessage(`MCP Lens: ${e.message}`);
      else this.error(`${this.name(id)} could not be restarted`, e, id);
      return;
    }
    this.afterStart(id);
  }

  async showLog(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'any', 'Show the log of which server?', 'no server is configured.');
    const def = id ? this.v.model.definition(id) : undefined;
    if (def) this.v.logs.show(def);
  }

  /** With a server: lists its catalog again. Without: reads every config file again and relists every running server. */
  async refresh(target?: CommandTarget): Promise<void> {
    const id = serverIdOf(target);
    try {
      if (id) return await this.v.model.refresh(id);
      await this.v.model.reload();
      await Promise.all(this.v.model.servers().map((d) => this.v.model.refresh(d.id).catch(() => undefined)));
    } catch (e) {
      this.error('refresh failed', e, id);
    }
  }

  async openDefinition(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'any', 'Open the definition of which server?', 'no server is configured.');
    const def = id ? this.v.model.definition(id) : undefined;
    if (!def) return;
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(def.location.path));
    const range = new vscode.Range(doc.positionAt(def.nameSpan.offset), doc.positionAt(def.nameSpan.offset + def.nameSpan.length));
    await vscode.window.showTextDocument(doc, { selection: range, preview: false });
  }

  async openCatalog(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'running', 'Open the live catalog of which server?', 'no server is running: start one to see its catalog.');
    const uri = id ? this.v.catalogs.uriOf(id) : undefined;
    if (!uri) return;
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc, { preview: false });
  }

  async runTool(target?: CommandTarget): Promise<void> {
    const picked = await this.item(target, ['tools'], 'Run which tool?', 'no running server offers a tool: start one first.');
    if (!picked) return;
    const { serverId, item: tool } = picked;
    const name = String(tool.name);
    const args = await askArguments(tool);
    if (!args) return;
    const display = toolDisplayName(tool).name || name;
    try {
      // the progress (with its Cancel) shows once the gate has approved: before that, nothing is running
      const abort = new AbortController();
      let settled!: () => void;
      const done = new Promise<void>((r) => (settled = r));
      const onApproved = () =>
        void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `MCP Lens: calling ${display} on ${this.name(serverId)}…`, cancellable: true }, (_p, token) => {
          token.onCancellationRequested(() => abort.abort());
          return done;
        });
      const outcome = await this.v.model.callTool(serverId, name, args, { signal: abort.signal, onApproved }).finally(settled);
      if (outcome.outcome === 'denied') {
        void vscode.window.showInformationMessage(`MCP Lens: the call to ${display} was denied; nothing was sent.`);
        return;
      }
      await this.v.results.showJson(`${name} result`, { server: this.name(serverId), tool: name, arguments: args, durationMs: Math.round(outcome.durationMs), result: outcome.result });
      if (outcome.result.isError === true) void vscode.window.showWarningMessage(`MCP Lens: ${display} answered with an error (isError).`);
    } catch (e) {
      this.error(`the call to ${display} failed`, e, serverId);
    }
  }

  async readResource(target?: CommandTarget): Promise<void> {
    const picked = await this.item(target, ['resources', 'resourceTemplates'], 'Read which resource?', 'no running server offers a resource: start one first.');
    if (!picked) return;
    const { serverId, item } = picked;
    let uri = typeof item.uri === 'string' ? item.uri : undefined;
    if (picked.list === 'resourceTemplates') {
      uri = await vscode.window.showInputBox({
        title: `Read from the template ${String(item.uriTemplate)}`,
        prompt: 'Replace each {variable} of the template with a value',
        value: String(item.uriTemplate ?? ''),
        ignoreFocusOut: true,
        validateInput: (v) => (/\{[^}]*\}/.test(v) ? 'Fill in every {variable}' : undefined),
      });
    }
    if (!uri) return;
    try {
      const result = await withCancel(`reading ${uri}…`, (signal) => this.v.model.readResource(serverId, uri!, { signal }));
      await this.showContents(uri, result);
    } catch (e) {
      this.error(`reading ${uri} failed`, e, serverId);
    }
  }

  async getPrompt(target?: CommandTarget): Promise<void> {
    const picked = await this.item(target, ['prompts'], 'Get which prompt?', 'no running server offers a prompt: start one first.');
    if (!picked) return;
    const { serverId, item } = picked;
    const name = String(item.name);
    const args: Record<string, string> = {};
    for (const a of Array.isArray(item.arguments) ? (item.arguments as JsonObject[]) : []) {
      if (typeof a.name !== 'string') continue;
      const required = a.required === true;
      const value = await vscode.window.showInputBox({
        title: `Prompt ${name}: ${a.name}${required ? ' (required)' : ' (optional)'}`,
        prompt: typeof a.description === 'string' ? a.description : undefined,
        ignoreFocusOut: true,
        validateInput: (v) => (required && !v ? `${a.name} is required` : undefined),
      });
      if (value === undefined) return;
      if (value !== '') args[a.name] = value;
    }
    try {
      const result = await withCancel(`getting the prompt ${name}…`, (signal) => this.v.model.getPrompt(serverId, name, args, { signal }));
      await this.v.results.showJson(`${name} prompt`, { server: this.name(serverId), prompt: name, arguments: args, result });
    } catch (e) {
      this.error(`getting the prompt ${name} failed`, e, serverId);
    }
  }

  // ---- helpers ----

  private async showContents(uri: string, result: JsonObject): Promise<void> {
    const contents = Array.isArray(result.contents) ? (result.contents as JsonObject[]) : [];
    if (!contents.length) {
      void vscode.window.showInformationMessage(`MCP Lens: ${uri} has no contents.`);
      return;
    }
    for (const c of contents.slice(0, 10)) {
      const mime = typeof c.mimeType === 'string' ? c.mimeType : undefined;
      const title = basename(String(c.uri ?? uri)) || 'resource';
      if (typeof c.text === 'string') {
        const { language, extension } = languageOfMime(mime);
        await this.v.results.show(title, c.text, language, extension);
      } else if (typeof c.blob === 'string') {
        await saveBlob(title, mime, c.blob);
      }
    }
  }

  private afterStart(id: string): void {
    const state = this.v.model.state(id);
    if (state.status === 'error') {
      this.error(`${this.name(id)} failed to start`, new Error(state.message), id);
      return;
    }
    if (state.status === 'running' && this.v.tree.view.visible) void this.v.tree.reveal(this.v.tree.data.serverNode(id)).catch(() => undefined);
  }

  private async server(target: CommandTarget, filter: ServerFilter, placeHolder: string, none: string): Promise<string | undefined> {
    const id = serverIdOf(target);
    if (id) return id;
    return (await pickServer(this.v.model, filter, placeHolder, none))?.id;
  }

  private async item(target: CommandTarget, lists: readonly CatalogList[], placeHolder: string, none: string): Promise<PickedItem | undefined> {
    if (target && typeof target === 'object' && 'kind' in target && target.kind === 'item' && lists.includes(target.list)) {
      const item = this.v.tree.data.item(target);
      return item ? { serverId: target.serverId, list: target.list, item } : undefined;
    }
    if (target && typeof target === 'object' && !('kind' in target)) {
      const catalog = this.v.model.catalog(target.serverId);
      for (const list of lists) {
        const item = catalog?.[list]?.find((i) => (target.name !== undefined && i.name === target.name) || (target.uri !== undefined && (i.uri === target.uri || i.uriTemplate === target.uri)));
        if (item) return { serverId: target.serverId, list, item };
      }
    }
    return pickItem(this.v.model, lists, placeHolder, none);
  }

  private name(id: string): string {
    return this.v.model.definition(id)?.name ?? id;
  }

  private error(what: string, e: unknown, serverId?: string): void {
    if (e instanceof CancelledError) return;
    const def = serverId ? this.v.model.definition(serverId) : undefined;
    void vscode.window.showErrorMessage(`MCP Lens: ${what}: ${messageOf(e)}`, ...(def ? ['Show Log'] : [])).then((a) => {
      if (a === 'Show Log' && def) this.v.logs.show(def);
    });
  }
}

function serverIdOf(target: CommandTarget): string | undefined {
  if (!target) return undefined;
  if (typeof target === 'string') return target;
  if ('kind' in target) return target.kind === 'source' ? undefined : target.serverId;
  return target.serverId;
}

/** Raw JSON arguments for now (the tool runner's form replaces this); prefilled with the schema's required fields. */
async function askArguments(tool: JsonObject): Promise<JsonObject | undefined> {
  const schema = (tool.inputSchema ?? {}) as { properties?: Record<string, { type?: unknown; default?: unknown }>; required?: unknown };
  const props = schema.properties && typeof schema.properties === 'object' ? schema.properties : {};
  if (!Object.keys(props).length) return {};
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  const skeleton: JsonObject = {};
  for (const k of required) skeleton[k] = props[k]?.default ?? placeholder(props[k]?.type);
  const text = await vscode.window.showInputBox({
    title: `Arguments for ${toolDisplayName(tool).name || String(tool.name)} (JSON object)`,
    prompt: `Properties: ${Object.keys(props).map((k) => (required.includes(k) ? `${k} (required)` : k)).join(', ')}`,
    value: JSON.stringify(skeleton),
    ignoreFocusOut: true,
    validateInput: (v) => {
      try {
        const parsed: unknown = JSON.parse(v);
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? undefined : 'The arguments must be a JSON object';
      } catch (e) {
        return `Not JSON: ${messageOf(e)}`;
      }
    },
  });
  return text === undefined ? undefined : (JSON.parse(text) as JsonObject);
}

function placeholder(type: unknown): unknown {
  switch (type) {
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return '';
  }
}

/** Runs a request with a cancellable progress notification. */
function withCancel<T>(title: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return Promise.resolve(
    vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `MCP Lens: ${title}`, cancellable: true }, (_progress, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      return run(abort.signal);
    }),
  );
}

async function saveBlob(title: string, mime: string | undefined, base64: string): Promise<void> {
  const bytes = Buffer.from(base64, 'base64');
  const answer = await vscode.window.showInformationMessage(`MCP Lens: ${title} is binary (${mime ?? 'unknown type'}, ${bytes.length} bytes).`, 'Save As…');
  if (answer !== 'Save As…') return;
  const target = await vscode.window.showSaveDialog({ defaultUri: vscode.Uri.file(title), saveLabel: 'Save' });
  if (target) await vscode.workspace.fs.writeFile(target, bytes);
}
