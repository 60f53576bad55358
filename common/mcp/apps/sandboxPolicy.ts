/**
 * What an app's frame may do, from its UI resource's declarations only, as the MCP Apps spec (SEP-1865) sets out.
 * Unlike the spec's example it has no 'self': all apps share the one sandbox origin, so 'self' would let them meet.
 */
import { localAddressKind } from './localAddress';
import type { AppSandboxDeclaration } from './uiMeta';

/**
 * The frame's sandbox: scripts and forms, but no same origin (so no cookies, storage or parent access), no popups
 * and no top navigation.
 */
export const APP_FRAME_SANDBOX = 'allow-scripts allow-forms';

export interface AppPolicy {
  readonly contentSecurityPolicy: string;
  readonly permissionsPolicy: string;
  /** The frame's `allow` attribute: the declared permissions, delegated to the frame. */
  readonly allow: string;
  /** Declared origins left out, each with why. */
  readonly dropped: readonly string[];
  /** Declared origins kept that name this computer or a private network, each with which: the runner says so. */
  readonly local: readonly string[];
}

const ORIGIN = /^(https?|wss?):\/\/(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:(\d{1,5}|\*))?\/?$/i;

/** Why `value` is not an origin a CSP can name (scheme://host[:port], with a `*.` subdomain wildcard), or undefined. */
export function originProblem(value: string): string | undefined {
  if (!value.trim()) return 'is empty';
  if (/[\s;,'"]/.test(value)) return 'holds a space, quote, comma or semicolon';
  if (value === '*' || /^[a-z]+:\/\/\*\/?$/i.test(value)) return 'allows every origin';
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return 'has no scheme (write https://…)';
  if (!/^(https?|wss?):/i.test(value)) return 'is not an http(s) or ws(s) origin';
  const rest = value.replace(/^[a-z]+:\/\//i, '');
  if (/[/?#]./.test(rest) || /[?#]/.test(rest)) {
    return 'has a path, query or fragment (an origin ends after the host and port)';
  }
  if (!ORIGIN.test(value)) return 'is not a valid origin';
  if (/^[a-z]+:\/\/\*\.[^.:/]+(:|\/|$)/i.test(value)) return 'allows every host of a top-level domain';
  // any port of a host: on this computer, every local service (and a WebSocket is not held back by CORS)
  if (/:\*\/?$/.test(value)) return 'allows every port';
  const port = /:(\d+)\/?$/.exec(value)?.[1];
  if (port && Number(port) > 65535) return 'has a port above 65535';
  return undefined;
}

const PERMISSIONS = {
  camera: 'camera',
  microphone: 'microphone',
  geolocation: 'geolocation',
  clipboardWrite: 'clipboard-write',
} as const;
/** Features no app gets, whatever it declares: the spec defines none of them. */
const NEVER = [
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'display-capture',
  'fullscreen',
  'publickey-credentials-get',
  'screen-wake-lock',
  'midi',
];

export function appPolicy(declared: AppSandboxDeclaration): AppPolicy {
  const dropped: string[] = [];
  const local: string[] = [];
  const origins = (list: readonly string[] | undefined, what: string) =>
    (list ?? [])
      .filter((o) => {
        const problem = originProblem(o);
        if (problem) dropped.push(`${JSON.stringify(o)} in ${what} ${problem}`);
        const kind = problem ? undefined : localAddressKind(o);
        if (kind) local.push(`${JSON.stringify(o)} in ${what} names ${kind}`);
        return !problem;
      })
      .map((o) => o.replace(/\/$/, ''));
  const csp = declared.csp ?? {};
  const connect = origins(csp.connectDomains, 'connectDomains');
  const resources = origins(csp.resourceDomains, 'resourceDomains');
  const frames = origins(csp.frameDomains, 'frameDomains');
  const base = origins(csp.baseUriDomains, 'baseUriDomains');
  const list = (...sources: string[]) => (sources.length ? sources.join(' ') : "'none'");
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src ${list("'unsafe-inline'", ...resources)}`,
    `style-src ${list("'unsafe-inline'", ...resources)}`,
    `img-src ${list('data:', 'blob:', ...resources)}`,
    `font-src ${list('data:', ...resources)}`,
    `media-src ${list('data:', 'blob:', ...resources)}`,
    `connect-src ${list(...connect)}`,
    `frame-src ${list(...frames)}`,
    `base-uri ${list(...base)}`,
    "form-action 'none'",
    "object-src 'none'",
    `sandbox ${APP_FRAME_SANDBOX}`,
  ].join('; ');
  const granted = Object.entries(PERMISSIONS)
    .filter(([key]) => declared.permissions?.[key as keyof typeof PERMISSIONS])
    .map(([, feature]) => feature);
  const refused = Object.values(PERMISSIONS).filter((f) => !granted.includes(f));
  const permissionsPolicy = [
    ...granted.map((f) => `${f}=(self)`),
    ...[...refused, ...NEVER].map((f) => `${f}=()`),
  ].join(', ');
  return { contentSecurityPolicy, permissionsPolicy, allow: granted.join('; '), dropped, local };
}
