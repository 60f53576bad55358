import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceLocations, type ConfigLocation, type WorkspaceFolderInfo } from '../../common/config/configLocations';
import { parseConfigSource, type ConfigSource, type ServerDefinition } from '../../common/config/configSource';
import { resolveLaunch } from '../../common/config/launch';
import { maskHeaders, maskUrl } from '../../common/mcp/redact';
import type { ServerLaunch } from '../../common/mcp/types';
import { detectKind } from '../../server/src/detect/detect';
import { CLIENT_NAMES, dialectOf } from '../../common/config/clientConfig';
import { parseDocument } from '../../common/json/parsedDocument';
import type { LiveTarget } from './args';
import { displayPathOf } from './relativePath';

/** A live check that could not be done (server not found, failed to start, missing input): exit code 2. */
export class LiveCheckError extends Error {}

/** What to connect to, as the extension's model describes it, and what to call it in reports. */
export interface ResolvedTarget {
  readonly definition: ServerDefinition;
  readonly launch: ServerLaunch;
  /** How reports name the catalog: the server and its file, or the URL. */
  readonly displayName: string;
  /** Things worth saying that do not stop the check (references the file's client leaves as written). */
  readonly notices: readonly string[];
}

export async function resolveTarget(target: LiveTarget, cwd: string, env: NodeJS.ProcessEnv): Promise<ResolvedTarget> {
  return target.kind === 'url'
    ? urlTarget(target.url, target.headers)
    : configuredServer(target.name, target.configFile, cwd, env);
}

/**
 * `--url`: a remote server that no file declares; described as a definition so the catalog document names it. The
 * definition names it by its URL with the credentials masked: only the launch carries them.
 */
function urlTarget(url: string, headers: Readonly<Record<string, string>>): ResolvedTarget {
  const shown = maskUrl(url);
  const location: ConfigLocation = { path: shown, dialect: 'generic', scope: 'workspace', client: 'mcp-lens --url' };
  const definition: ServerDefinition = {
    id: shown,
    name: shown,
    location,
    config: { name: shown, transport: 'http', args: [], env: {}, url: shown, headers: maskHeaders(headers) },
    span: { offset: 0, length: 0 },
    nameSpan: { offset: 0, length: 0 },
  };
  return { definition, launch: { transport: 'http', url, headers: { ...headers } }, displayName: shown, notices: [] };
}

/**
 * `--server NAME [--config FILE]`: the server as its client would start it, with variables from the environment and
 * `${workspaceFolder}` the project folder. Nothing can prompt, so an `${input:…}` without a default is an error.
 */
async function configuredServer(
  name: string,
  configFile: string | undefined,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<ResolvedTarget> {
  const sources = configFile ? [readSource(explicitLocation(resolve(cwd, configFile)))] : discoverSources(cwd);
  const source = sources.find((s) => s.servers.some((d) => d.name === name));
  if (!source) {
    const known = sources.flatMap((s) => s.servers.map((d) => `${d.name} (${displayPathOf(s.location.path, cwd)})`));
    const where = configFile
      ? displayPathOf(resolve(cwd, configFile), cwd)
      : `the client configurations of ${cwd} (${workspaceLocations(folderOf(cwd))
          .map((l) => displayPathOf(l.path, cwd))
          .join(', ')})`;
    throw new LiveCheckError(
      `no server named "${name}" in ${where}${known.length ? `; servers found: ${known.join(', ')}` : ''}.`,
    );
  }
  const definition = source.servers.find((d) => d.name === name)!;
  const file = displayPathOf(source.location.path, cwd);
  if (definition.problem) throw new LiveCheckError(`${name} (${file}) cannot be started: ${definition.problem}.`);
  const folder = source.location.folder;
  const { launch, unresolved } = await resolveLaunch(
    definition,
    {
      dialect: source.location.dialect,
      folder,
      folders: folder ? [folder] : [],
      home: homedir(),
      env,
      input: (id) => inputValue(source, id, name),
    },
    { inheritEnvironment: false },
  );
  const notices = unresolved.length
    ? [`${name}: left as written, as ${source.location.client} does not expand them: ${unresolved.join(', ')}`]
    : [];
  return { definition, launch, displayName: `${name} (${file})`, notices };
}

/** Without --config: the workspace files the extension discovers, in the working folder (those that can be read). */
export function discoverSources(cwd: string): ConfigSource[] {
  return workspaceLocations(folderOf(cwd)).flatMap((location) => {
    try {
      return [parseConfigSource(location, readFileSync(location.path, 'utf8'))];
    } catch {
      return []; // not there
    }
  });
}

function readSource(location: ConfigLocation): ConfigSource {
  let text: string;
  try {
    text = readFileSync(location.path, 'utf8');
  } catch (error) {
    throw new LiveCheckError(`${location.path}: cannot be read (${(error as Error).message}).`);
  }
  const source = parseConfigSource(location, text);
  if (source.error) throw new LiveCheckError(`${location.path}: ${source.error}.`);
  return source;
}

/** A file named by --config: its dialect detected as the editor detects it; its project is the folder it configures. */
function explicitLocation(path: string): ConfigLocation {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new LiveCheckError(`--config ${path}: cannot be read (${(error as Error).message}).`);
  }
  const detection = detectKind(pathToFileURL(path).href, parseDocument(path, text).root);
  const dialect = dialectOf(detection);
  if (!dialect) {
    throw new LiveCheckError(
      `--config ${path}: not a client configuration (servers / mcpServers); ` +
        `detected as ${detection.kind} (${detection.reason}).`,
    );
  }
  const dir = dirname(path);
  // .vscode/mcp.json, .cursor/mcp.json and .devcontainer/devcontainer.json configure the folder above theirs
  const project = ['.vscode', '.cursor', '.devcontainer'].includes(basename(dir)) ? dirname(dir) : dir;
  const { embeddedAt } = detection;
  const client = CLIENT_NAMES[dialect];
  return {
    path,
    dialect,
    scope: 'workspace',
    folder: folderOf(project),
    client,
    ...(embeddedAt ? { embeddedAt } : {}),
  };
}

function folderOf(path: string): WorkspaceFolderInfo {
  return { name: basename(path), path };
}

/** No prompts on a command line: an input's declared default, else an error that says how to get around it. */
function inputValue(source: ConfigSource, id: string, server: string): Promise<string> {
  const input = source.inputs.find((i) => i.id === id);
  if (input?.default !== undefined && !input.password) return Promise.resolve(input.default);
  return Promise.reject(
    new LiveCheckError(
      `${server} needs \${input:${id}}${input?.description ? ` (${input.description})` : ''}, ` +
        'and mcp-lens does not prompt for inputs. Start the server yourself and use --url, ' +
        `or give the value through \${env:…} in a copy of the configuration.`,
    ),
  );
}
