/**
 * The MCP hosts whose own limits the host-profile rules know (MCP122–MCP124), each from a public source. The settings
 * (`mcpLens.targetHosts`) need the list without the engine, as they need the spec revisions.
 */

export const HOST_IDS = ['vscode', 'visual-studio'] as const;
export type HostId = (typeof HOST_IDS)[number];

/** How messages name each host. */
export const HOST_NAMES: Readonly<Record<HostId, string>> = {
  vscode: 'VS Code',
  'visual-studio': 'Visual Studio',
};

/** Both hosts with a profile are common targets; an author who targets neither sets `[]`. */
export const DEFAULT_TARGET_HOSTS: readonly HostId[] = HOST_IDS;

export function isHostId(value: unknown): value is HostId {
  return typeof value === 'string' && (HOST_IDS as readonly string[]).includes(value);
}
