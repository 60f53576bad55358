import { localAddressKind } from '../../../../common/mcp/apps/localAddress';
import type { Severity } from '../types';
import { cut } from './formats';
import { didYouMean } from './suggest';

/** What is wrong with one entry of an MCP Apps CSP domain list; offsets into the value. */
export interface CspOriginProblem {
  readonly message: string;
  readonly severity: Severity;
  readonly start: number;
  readonly end: number;
  readonly replacement?: { readonly title: string; readonly value: string };
}

/** The schemes a page fetches from, opens sockets to or frames: the only ones an origin of these lists can have. */
const NETWORK_SCHEMES = ['https', 'http', 'wss', 'ws'];
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * The first problem that keeps `value` from being an origin as MCP Apps asks for one (scheme, host, optional port).
 * Hosts copy these entries into the page's Content-Security-Policy, where a non-origin is dropped or lets more through.
 */
export function cspOriginProblem(value: string): CspOriginProblem | undefined {
  const ofWhole = wholeValueProblem(value);
  if (ofWhole) return ofWhole;
  // `s`: a line break inside is part of the host (and said there), not the end of the text
  const full = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)/s.exec(value);
  if (!full) return schemelessProblem(value);
  const scheme = full[1]!;
  const rest = full[2]!;
  if (!NETWORK_SCHEMES.includes(scheme.toLowerCase())) return schemeProblem(scheme, rest);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd < 0 ? rest : rest.slice(0, authorityEnd);
  const authorityStart = scheme.length + 3;
  const problem = authorityProblem(authority);
  if (problem) {
    return {
      start: authorityStart + problem.start,
      end: authorityStart + problem.end,
      severity: problem.severity,
      message: problem.message,
      replacement: problem.replacement && {
        title: problem.replacement.title,
        value: `${scheme}://${problem.replacement.value}${rest.slice(authority.length)}`,
      },
    };
  }
  const origin = `${scheme}://${authority}`;
  if (authorityEnd < 0) return localOrigin(origin, authorityStart);
  const tail = rest.slice(authorityEnd);
  const span = { start: origin.length, end: value.length };
  if (tail === '/') {
    return {
      ...span,
      severity: 'info',
      message: 'The trailing "/" is not part of an origin.',
      replacement: { title: `Change to "${origin}"`, value: origin },
    };
  }
  return {
    ...span,
    severity: 'warning',
    message:
      `"${cut(value)}" has a path or query: MCP Apps lists origins, ` +
      'and a host that copies a path into the CSP allows only that path (which a redirect loses). ' +
      `Give the origin "${origin}".`,
    replacement: { title: `Change to "${origin}"`, value: origin },
  };
}

/** The problems of the entry as a whole: empty, padded with whitespace, a CSP keyword, or "*" alone. */
function wholeValueProblem(value: string): CspOriginProblem | undefined {
  const whole = { start: 0, end: value.length };
  if (value.trim() === '') return { ...whole, severity: 'error', message: 'The origin is empty.' };
  if (value !== value.trim()) {
    return {
      ...whole,
      severity: 'error',
      message: 'The origin has leading or trailing whitespace.',
      replacement: { title: 'Trim the whitespace', value: value.trim() },
    };
  }
  if (/^'.*'$/.test(value)) {
    return {
      ...whole,
      severity: 'warning',
      message:
        `${value} is a CSP keyword, not an origin: the host writes the policy's keywords itself. ` +
        'List origins such as "https://api.example.com".',
    };
  }
  if (value === '*') {
    return {
      ...whole,
      severity: 'warning',
      message:
        '"*" alone lets the page reach every origin; ' +
        'MCP Apps lists origins, with at most a wildcard subdomain ("https://*.example.com"). ' +
        'Name the origins the page needs.',
    };
  }
  return undefined;
}

/** An entry without "://": a network scheme half typed, or a host with no scheme at all. */
function schemelessProblem(value: string): CspOriginProblem {
  const whole = { start: 0, end: value.length };
  const bent = /^([A-Za-z][A-Za-z0-9+-]*):\/?(?!\/)(.*)/s.exec(value);
  if (bent && NETWORK_SCHEMES.includes(bent[1]!.toLowerCase())) {
    // "https:" or "https:/", half typed: a scheme with nothing after it
    if (bent[2] === '') return { ...whole, severity: 'error', message: 'The origin has no host.' };
    const fixed = `${bent[1]}://${bent[2]}`;
    return {
      start: 0,
      end: bent[1]!.length + 1 + (value[bent[1]!.length + 1] === '/' ? 1 : 0),
      severity: 'error',
      message: `"${cut(value)}" needs "://" after its scheme.`,
      replacement: { title: `Change to "${fixed}"`, value: fixed },
    };
  }
  // a scheme-relative "//cdn.example.com" takes "https:"; a path with no host before it ("/api") has no origin to give
  const relative = value.startsWith('//');
  const withScheme = `https:${relative ? '' : '//'}${value}`;
  const hostEnd = relative ? -1 : value.search(/[/?#]/);
  return {
    start: 0,
    end: hostEnd > 0 ? hostEnd : value.length,
    severity: 'warning',
    message:
      `"${cut(value)}" has no scheme: MCP Apps lists origins ("https://api.example.com"), ` +
      'and a host without a scheme is read differently by each host (in a CSP it allows http too).',
    ...(hostEnd === 0 ? {} : { replacement: { title: `Change to "${withScheme}"`, value: withScheme } }),
  };
}

/** A scheme other than the network ones, corrected when it looks like a misspelt one. */
function schemeProblem(scheme: string, rest: string): CspOriginProblem {
  const schemeSpan = { start: 0, end: scheme.length };
  const guess = didYouMean(scheme, NETWORK_SCHEMES);
  if (guess) {
    const fixed = `${guess}://${rest}`;
    return {
      ...schemeSpan,
      severity: 'error',
      message: `"${scheme}" is not a scheme; did you mean "${guess}"?`,
      replacement: { title: `Change to "${fixed}"`, value: fixed },
    };
  }
  return {
    ...schemeSpan,
    severity: 'warning',
    message: `"${scheme}:" is not a network scheme: these lists name https, http, wss or ws origins the page talks to.`,
  };
}

function authorityProblem(
  authority: string,
): (Omit<CspOriginProblem, 'replacement'> & { replacement?: { title: string; value: string } }) | undefined {
  const at = authority.lastIndexOf('@');
  if (at >= 0) {
    return {
      start: 0,
      end: at + 1,
      severity: 'warning',
      message: 'An origin has no user name or password.',
      replacement: { title: 'Remove the credentials', value: authority.slice(at + 1) },
    };
  }
  const port = /:(\d{1,5}|\*)$/.exec(authority);
  const host = port ? authority.slice(0, port.index) : authority;
  if (!port && authority.includes(':') && !host.startsWith('[')) {
    const i = authority.indexOf(':');
    return { start: i, end: authority.length, severity: 'error', message: `"${authority.slice(i)}" is not a port.` };
  }
  if (host === '') {
    return { start: 0, end: Math.max(1, authority.length), severity: 'error', message: 'The origin has no host.' };
  }
  if (host === '*') {
    return {
      start: 0,
      end: 1,
      severity: 'warning',
      message:
        'A wildcard host lets the page reach every host of the scheme; ' +
        'MCP Apps allows a wildcard subdomain only ("https://*.example.com").',
    };
  }
  const problem = /^\[[0-9A-Fa-f:.]+\]$/.test(host) ? undefined : hostNameProblem(host);
  if (problem || port?.[1] !== '*') return problem;
  const message =
    '":*" lets the page reach every port of the host (on this computer, every local service, ' +
    'and a WebSocket is not held back by CORS); name the port.';
  return { start: port.index, end: authority.length, severity: 'warning', message };
}

/** An origin on this computer or a private network: information, as it is fine while developing. */
function localOrigin(origin: string, authorityStart: number): CspOriginProblem | undefined {
  const kind = localAddressKind(origin);
  if (!kind) return undefined;
  const message =
    `"${cut(origin)}" names ${kind}: the page can reach what listens there, ` +
    `on each user's own machine or network (not your server). ` +
    'Fine while developing; name the origin your users reach when you publish.';
  return { start: authorityStart, end: origin.length, severity: 'info', message };
}

/** What is wrong with a host name label that is not one, as a sentence without its full stop. */
function labelProblem(label: string): string {
  if (label.includes('*')) return 'A wildcard may only be the first label ("https://*.example.com")';
  if (label === '') return 'The host has an empty label';
  return `"${label}" is not a host name label`;
}

function hostNameProblem(host: string): Omit<CspOriginProblem, 'replacement'> | undefined {
  const labels = host.split('.');
  const wildcard = labels[0] === '*';
  for (let i = wildcard ? 1 : 0, offset = wildcard ? 2 : 0; i < labels.length; offset += labels[i]!.length + 1, i++) {
    const label = labels[i]!;
    // a trailing dot (a fully qualified name) ends in an empty label; i is not 0, since an empty host returned above
    if (LABEL.test(label) || (label === '' && i === labels.length - 1)) continue;
    const message = `${labelProblem(label)}.`;
    return { start: offset, end: offset + Math.max(1, label.length), severity: 'error', message };
  }
  if (wildcard && labels.length < 3) {
    return {
      start: 0,
      end: host.length,
      severity: 'warning',
      message: `"*.${labels[1]}" covers every site under a top-level domain; name the site ("https://*.example.com").`,
    };
  }
  return undefined;
}
