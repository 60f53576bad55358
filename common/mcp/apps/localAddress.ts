/**
 * Whether an origin names this computer or a private network, which a page given it can reach but the internet cannot.
 * The host is read as a browser reads it, so `http://2130706433` and `http://[::ffff:127.0.0.1]` are 127.0.0.1.
 */

export type LocalAddressKind = 'this computer' | 'a private network' | 'a link-local address';

/** What local network `origin` (scheme://host[:port], a `*.` subdomain wildcard allowed) names, or undefined. */
export function localAddressKind(origin: string): LocalAddressKind | undefined {
  const host = hostOf(origin);
  if (host === undefined) return undefined;
  if (host === 'localhost' || host.endsWith('.localhost')) return 'this computer';
  if (host.startsWith('[')) return ipv6Kind(host.slice(1, -1));
  const v4 = ipv4Bytes(host);
  return v4 && ipv4Kind(v4);
}

function hostOf(origin: string): string | undefined {
  try {
    // "localhost." is localhost: a fully qualified name ends in a dot
    return new URL(origin).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

function ipv4Bytes(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

function ipv4Kind([a, b]: number[]): LocalAddressKind | undefined {
  if (a === 127 || a === 0) return 'this computer';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return 'a private network';
  if (a === 169 && b === 254) return 'a link-local address';
  return undefined;
}

function ipv6Kind(address: string): LocalAddressKind | undefined {
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const [first] = groups;
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7]! <= 1) return 'this computer';
  // ::ffff:a.b.c.d, an IPv4 address written as IPv6
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return ipv4Kind([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
  }
  if ((first! & 0xfe00) === 0xfc00) return 'a private network';
  if ((first! & 0xffc0) === 0xfe80) return 'a link-local address';
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address as a browser's URL gives it (hex, `::` once, no dotted tail). */
function ipv6Groups(address: string): number[] | undefined {
  const [head, tail, ...more] = address.split('::');
  if (more.length) return undefined;
  const read = (part: string | undefined) =>
    part ? part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)) : [];
  const before = read(head);
  const after = read(tail);
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...before, ...Array<number>(Math.max(missing, 0)).fill(0), ...after];
  return groups.some(Number.isNaN) ? undefined : groups;
}
