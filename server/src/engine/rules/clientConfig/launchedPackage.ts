/**
 * The package a stdio server entry downloads and runs: `npx -y <pkg>`, `uvx <pkg>`, `pipx run <pkg>`,
 * `docker run … <image>` and their kin, read from `command` and `args` as the package runner reads them.
 */
import type { Node } from 'jsonc-parser';
import { win32 } from 'node:path';
import type { ServerEntry } from '../../../../../common/config/clientConfig';
import { items, stringValue } from '../../../../../common/json/jsonNodes';

export type PackageEcosystem = 'npm' | 'pypi' | 'oci';

export interface LaunchedPackage {
  readonly ecosystem: PackageEcosystem;
  /** The runner as written, without its folder or `.cmd`/`.exe` (`npx`, `uvx`, `docker`…). */
  readonly runner: string;
  /** The package name or image reference without its version, tag or digest (`@playwright/mcp`, `mcp/fetch`). */
  readonly name: string;
  /** `1.2.3`, `latest`, a tag or a `sha256:` digest; undefined when none is written. */
  readonly version?: string;
  /** The argument that names the package (the whole JSON string, quotes included). */
  readonly node: Node;
  /** Where the name starts inside the argument's value (after `--from=`). */
  readonly nameStart: number;
  /** Named by an option's value (`--from`, `--package`, `--spec`) rather than as the command to run. */
  readonly viaOption?: boolean;
}

/**
 * Options of npx, uvx, pipx run and docker run that take the next argument as their value (besides the one that names
 * the package: `--package`, `--from`, `--spec`).
 */
const NPX_VALUE_OPTIONS = new Set(['-c', '--call', '--registry', '--cache', '--userconfig']);
const UVX_VALUE_OPTIONS = new Set([
  '--with',
  '--with-editable',
  '--with-requirements',
  '-w',
  '--python',
  '-p',
  '--index',
  '--index-url',
  '--extra-index-url',
  '--default-index',
  '-i',
  '--find-links',
  '-f',
  '--directory',
  '--project',
  '--constraints',
  '-c',
  '--overrides',
  '--cache-dir',
  '--config-file',
  '--env-file',
]);
const PIPX_VALUE_OPTIONS = new Set(['--python', '--index-url', '-i', '--pip-args']);
const DOCKER_VALUE_OPTIONS = new Set(
  (
    '-e --env --env-file -v --volume -p --publish --name --network --net -w --workdir --mount -u --user --entrypoint ' +
    '--platform -l --label --label-file --add-host --cpus -m --memory --memory-swap --pull --hostname -h --restart ' +
    '--cap-add --cap-drop --device --security-opt --tmpfs --ulimit --dns --dns-search --shm-size --runtime --gpus ' +
    '--log-driver --log-opt --ipc --pid --userns --group-add --cidfile --volumes-from --link --expose --stop-signal ' +
    '--stop-timeout --cgroupns --health-cmd --attach -a --isolation --cpuset-cpus --network-alias'
  ).split(' '),
);

interface Arg {
  readonly value: string;
  readonly node: Node;
}

const WINDOWS_EXTENSIONS = ['.cmd', '.exe', '.bat', '.ps1'];

/** The runner's name: `/usr/local/bin/npx`, `npx.cmd`, `C:\\…\\uvx.exe` → `npx`, `uvx` (win32 paths take both slashes). */
function runnerOf(command: string): string {
  const { name, ext } = win32.parse(command.trim());
  return (WINDOWS_EXTENSIONS.includes(ext.toLowerCase()) ? name : name + ext).toLowerCase();
}

/** The package a stdio entry runs through a package runner; undefined for anything else or what cannot be read. */
export function launchedPackage(entry: ServerEntry): LaunchedPackage | undefined {
  const command = stringValue(entry.command);
  if (entry.transport !== 'stdio' || !command) return undefined;
  const args: Arg[] = [];
  for (const node of items(entry.args)) {
    const value = stringValue(node);
    if (value === undefined) return undefined;
    args.push({ value, node });
  }
  const runner = runnerOf(command);
  switch (runner) {
    case 'npx':
    case 'bunx':
      return npmPackage(runner, args);
    case 'pnpm':
    case 'yarn':
      return args[0]?.value === 'dlx' ? npmPackage(runner, args.slice(1)) : undefined;
    case 'npm':
      return args[0]?.value === 'exec' || args[0]?.value === 'x' ? npmPackage(runner, args.slice(1)) : undefined;
    case 'uvx':
      return pythonPackage(runner, args, UVX_VALUE_OPTIONS);
    case 'uv':
      return args[0]?.value === 'tool' && args[1]?.value === 'run'
        ? pythonPackage(runner, args.slice(2), UVX_VALUE_OPTIONS)
        : undefined;
    case 'pipx':
      return args[0]?.value === 'run' ? pythonPackage(runner, args.slice(1), PIPX_VALUE_OPTIONS, '--spec') : undefined;
    case 'docker':
    case 'podman':
      return args[0]?.value === 'run' ? ociImage(runner, args.slice(1)) : undefined;
  }
  return undefined;
}

/**
 * The first argument that is not an option (nor an option's value), and the value of `from` (`--package`, `--from`,
 * `--spec`) when given, which names the package instead: then it does not matter whether that value was also taken for
 * the first argument. `--` is passed over like any other option, since no package name starts with `-`.
 */
function firstPositional(args: readonly Arg[], valueOptions: ReadonlySet<string>, from?: readonly string[]) {
  let fromArg: { arg: Arg; start: number } | undefined;
  for (let i = 0; i < args.length; i++) {
    const { value } = args[i]!;
    if (!value.startsWith('-')) return { positional: args[i], from: fromArg };
    const eq = value.indexOf('=');
    const option = eq === -1 ? value : value.slice(0, eq);
    if (from?.includes(option)) {
      if (eq !== -1) fromArg = { arg: args[i]!, start: eq + 1 };
      else if (args[i + 1]) fromArg = { arg: args[i + 1]!, start: 0 };
    }
    if (eq === -1 && valueOptions.has(option)) i++;
  }
  return { positional: undefined, from: fromArg };
}

/** A value that is not a plain registry name: a variable, a path, a URL, a git or file spec, an alias (`npm:`). */
function notARegistryName(spec: string): boolean {
  return /[${}\s\\:]|^[./~]/.test(spec);
}

function npmPackage(runner: string, args: readonly Arg[]): LaunchedPackage | undefined {
  const { positional, from } = firstPositional(args, NPX_VALUE_OPTIONS, ['-p', '--package']);
  const chosen = from ?? (positional ? { arg: positional, start: 0 } : undefined);
  if (!chosen) return undefined;
  const spec = chosen.arg.value.slice(chosen.start);
  if (notARegistryName(spec)) return undefined;
  const at = spec.indexOf('@', 1);
  const name = at === -1 ? spec : spec.slice(0, at);
  const version = at === -1 ? undefined : spec.slice(at + 1);
  // a slash only after a scope: "user/repo" is a GitHub shorthand, not a registry name
  if (!/^(@[^/@]+\/)?[^/@]+$/.test(name)) return undefined;
  return { ecosystem: 'npm', runner, name, version, node: chosen.arg.node, nameStart: chosen.start, viaOption: !!from };
}

function pythonPackage(
  runner: string,
  args: readonly Arg[],
  valueOptions: ReadonlySet<string>,
  fromOption = '--from',
): LaunchedPackage | undefined {
  const { positional, from } = firstPositional(args, valueOptions, [fromOption]);
  const chosen = from ?? (positional ? { arg: positional, start: 0 } : undefined);
  if (!chosen) return undefined;
  const spec = chosen.arg.value.slice(chosen.start);
  if (notARegistryName(spec)) return undefined;
  // name[extras], then @version, ==version or another specifier (no blanks: notARegistryName turned those away)
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?(?:(@|===|==)(.+)|([<>!~=].*))?$/.exec(spec);
  if (!m) return undefined;
  const version = m[4] ?? m[5];
  return {
    ecosystem: 'pypi',
    runner,
    name: m[1]!,
    version,
    node: chosen.arg.node,
    nameStart: chosen.start,
    viaOption: !!from,
  };
}

/** An image reference: the name must be a plain one (a variable in its tag or digest leaves the name known). */
function ociImage(runner: string, args: readonly Arg[]): LaunchedPackage | undefined {
  const { positional } = firstPositional(args, DOCKER_VALUE_OPTIONS);
  if (!positional || positional.value.includes('://')) return undefined;
  const ref = positional.value;
  const at = ref.indexOf('@');
  const withTag = at === -1 ? ref : ref.slice(0, at);
  const slash = withTag.lastIndexOf('/');
  const colon = withTag.lastIndexOf(':');
  const hasTag = colon > slash;
  const name = hasTag ? withTag.slice(0, colon) : withTag;
  const tag = hasTag ? withTag.slice(colon + 1) : undefined;
  const version = at === -1 ? tag : ref.slice(at + 1);
  if (!/^[a-z0-9][a-z0-9._/:-]*$/i.test(name)) return undefined;
  return { ecosystem: 'oci', runner, name, version, node: positional.node, nameStart: 0 };
}

/** Whether the version written pins what runs: an exact version, or an image tag other than `latest`, or a digest. */
export function isPinned(p: LaunchedPackage): boolean {
  const v = p.version;
  if (!v || /^latest$/i.test(v)) return false;
  if (p.ecosystem === 'oci') return true;
  // a release, with its epoch, local part or post-release (not a range, a wildcard or `latest`)
  if (p.ecosystem === 'pypi') return /^\d[\w.+!-]*$/.test(v);
  // npm: an exact version, not a range or a dist-tag such as "next"
  return /^v?\d+\.\d+\.\d+([-+][\w.+-]*)?$/.test(v);
}

const DOCKER_HUB_HOSTS = ['docker.io/', 'index.docker.io/', 'registry-1.docker.io/'];

/**
 * `docker.io/mcp/fetch`, `index.docker.io/mcp/fetch` → `mcp/fetch`: the name as Docker Hub lists it. (`library/`, the
 * namespace of official images, stays: no MCP server is one.)
 */
export function ociShortName(name: string): string {
  const lower = name.toLowerCase();
  const host = DOCKER_HUB_HOSTS.find((h) => lower.startsWith(h));
  return host ? lower.slice(host.length) : lower;
}
