import { dirname, isAbsolute, join } from 'node:path';
import type { ServerLaunch } from '../mcp/types';
import type { ServerDefinition } from './configSource';
import { resolveString, type VariableContext } from './resolveVariables';

export interface LaunchOptions {
  /** Start stdio servers with the whole host environment (setting), not the safe default set. */
  readonly inheritEnvironment: boolean;
}

/**
 * Turns a definition as written into what the connection starts: references expanded as the file's client would, and
 * relative paths taken from the working directory (by default the workspace folder, or the home for user files).
 */
export async function resolveLaunch(
  def: ServerDefinition,
  ctx: VariableContext,
  options: LaunchOptions,
): Promise<{ launch: ServerLaunch; unresolved: string[] }> {
  const unresolved = new Set<string>();
  const r = async (value: string): Promise<string> => {
    const res = await resolveString(value, ctx);
    for (const u of res.unresolved) unresolved.add(u);
    return res.value;
  };
  const c = def.config;
  const base = def.location.folder?.path ?? (def.location.scope === 'user' ? ctx.home : dirname(def.location.path));
  const absolute = (p: string) => (isAbsolute(p) ? p : join(base, p));
  if (c.transport === 'stdio') {
    const env: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(c.env)) env[k] = v === null ? null : await r(v);
    const args: string[] = [];
    for (const a of c.args) args.push(await r(a));
    const launch: ServerLaunch = {
      transport: 'stdio',
      command: await r(c.command ?? ''),
      args,
      env,
      envFile: c.envFile ? absolute(await r(c.envFile)) : undefined,
      cwd: c.cwd ? absolute(await r(c.cwd)) : base,
      inheritEnvironment: options.inheritEnvironment,
    };
    return { launch, unresolved: [...unresolved] };
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.headers)) headers[k] = await r(v);
  const o = c.oauth;
  const oauth = o && {
    ...(o.clientId ? { clientId: await r(o.clientId) } : {}),
    ...(o.clientSecret ? { clientSecret: await r(o.clientSecret) } : {}),
    ...(o.scopes ? { scopes: o.scopes } : {}),
    ...(o.callbackPort ? { callbackPort: o.callbackPort } : {}),
    ...(o.authServerMetadataUrl ? { authServerMetadataUrl: await r(o.authServerMetadataUrl) } : {}),
  };
  return {
    launch: {
      transport: c.transport === 'sse' ? 'sse' : 'http',
      url: await r(c.url ?? ''),
      headers,
      ...(oauth ? { oauth } : {}),
    },
    unresolved: [...unresolved],
  };
}
