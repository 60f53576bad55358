/**
 * Which URLs a sign-in may send the browser to. The page comes from metadata the server chooses, and the system would
 * hand any other scheme (file:, ms-msdt:, a custom protocol) to whatever program it registered for that scheme.
 */

/** An IPv4 address in 127.0.0.0/8 as a URL writes it (the URL parser has already made other forms dotted). */
const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** `hostname` as `URL` gives it: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || LOOPBACK_V4.test(host);
}

/**
 * Why the browser must not be sent to `url` for a sign-in (a phrase naming the scheme, or the host for plain http),
 * or undefined when it may: https, or http to this machine.
 */
export function signInPageRefusal(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'that is not a URL';
  }
  if (parsed.protocol === 'https:') return undefined;
  if (parsed.protocol === 'http:') {
    return isLoopbackHost(parsed.hostname) ? undefined : `over plain http: at ${parsed.host}`;
  }
  return `with the scheme ${parsed.protocol}`;
}

/** What the user is told when a sign-in page is refused: the server, its authorization server, and the scheme. */
export function signInPageRefusedMessage(serverName: string, authServer: string | undefined, why: string): string {
  const whose = `The authorization server of ${serverName}${authServer ? ` (${authServer})` : ''}`;
  const allowed = 'only https: pages, or http: on this machine';
  return `${whose} gives a sign-in page ${why}, which MCP Lens does not open: ${allowed}`;
}

/** Throws the refusal when the browser must not be sent to `url`: for the environments that open it. */
export function assertSignInPage(url: string, serverName = 'the server'): void {
  const why = signInPageRefusal(url);
  if (why) throw new Error(signInPageRefusedMessage(serverName, undefined, why));
}
