import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { cspOriginProblem, type CspOriginProblem } from '../../../../server/src/engine/util/cspOrigin';

describe('cspOriginProblem (util/cspOrigin.ts): each entry of a CSP domain list, at its edges', () => {
  // the value, and its first problem: offsets into the value, severity, message, replacement (undefined: an origin)
  const cases: [string, CspOriginProblem | undefined][] = [
    ['', { start: 0, end: 0, severity: 'error', message: 'The origin is empty.' }],
    ['   ', { start: 0, end: 3, severity: 'error', message: 'The origin is empty.' }],
    [
      "'self'",
      {
        start: 0,
        end: 6,
        severity: 'warning',
        message:
          "'self' is a CSP keyword, not an origin: the host writes the policy's keywords itself. List origins such as \"https://api.example.com\".",
      },
    ],
    [
      "x'self'",
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"x\'self\'" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://x\'self\'"', value: "https://x'self'" },
      },
    ],
    [
      "'self'x",
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"\'self\'x" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://\'self\'x"', value: "https://'self'x" },
      },
    ],
    [
      "'",
      {
        start: 0,
        end: 1,
        severity: 'warning',
        message:
          '"\'" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://\'"', value: "https://'" },
      },
    ],
    [
      "''",
      {
        start: 0,
        end: 2,
        severity: 'warning',
        message:
          "'' is a CSP keyword, not an origin: the host writes the policy's keywords itself. List origins such as \"https://api.example.com\".",
      },
    ],
    ['ws://a.com', undefined],
    ['WS://a.com:8080', undefined],
    ['wss://a.com', undefined],
    ['http://a.com', undefined],
    ['HTTPS://A.COM', undefined],
    ['https://-a.com', { start: 8, end: 10, severity: 'error', message: '"-a" is not a host name label.' }],
    ['https://a-.com', { start: 8, end: 10, severity: 'error', message: '"a-" is not a host name label.' }],
    ['https://a-b.com', undefined],
    [
      '1https://a.com',
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"1https://a.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://1https://a.com"', value: 'https://1https://a.com' },
      },
    ],
    [
      '1https:a.com',
      {
        start: 0,
        end: 12,
        severity: 'warning',
        message:
          '"1https:a.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://1https:a.com"', value: 'https://1https:a.com' },
      },
    ],
    [
      'https:a.com',
      {
        start: 0,
        end: 6,
        severity: 'error',
        message: '"https:a.com" needs "://" after its scheme.',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'https:/a.com',
      {
        start: 0,
        end: 7,
        severity: 'error',
        message: '"https:/a.com" needs "://" after its scheme.',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'wss:a.com',
      {
        start: 0,
        end: 4,
        severity: 'error',
        message: '"wss:a.com" needs "://" after its scheme.',
        replacement: { title: 'Change to "wss://a.com"', value: 'wss://a.com' },
      },
    ],
    ['https://a.com\n/x', { start: 10, end: 14, severity: 'error', message: '"com\n" is not a host name label.' }],
    [
      'https:a.com\nx',
      {
        start: 0,
        end: 6,
        severity: 'error',
        message: '"https:a.com\nx" needs "://" after its scheme.',
        replacement: { title: 'Change to "https://a.com\nx"', value: 'https://a.com\nx' },
      },
    ],
    [
      'a.com\nx',
      {
        start: 0,
        end: 7,
        severity: 'warning',
        message:
          '"a.com\nx" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://a.com\nx"', value: 'https://a.com\nx' },
      },
    ],
    [
      '/api',
      {
        start: 0,
        end: 4,
        severity: 'warning',
        message:
          '"/api" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
      },
    ],
    [
      '?x',
      {
        start: 0,
        end: 2,
        severity: 'warning',
        message:
          '"?x" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
      },
    ],
    [
      '//cdn.example.com',
      {
        start: 0,
        end: 17,
        severity: 'warning',
        message:
          '"//cdn.example.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://cdn.example.com"', value: 'https://cdn.example.com' },
      },
    ],
    [
      '//cdn.example.com/x',
      {
        start: 0,
        end: 19,
        severity: 'warning',
        message:
          '"//cdn.example.com/x" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://cdn.example.com/x"', value: 'https://cdn.example.com/x' },
      },
    ],
    [
      'api.example.com?x=1',
      {
        start: 0,
        end: 15,
        severity: 'warning',
        message:
          '"api.example.com?x=1" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://api.example.com?x=1"', value: 'https://api.example.com?x=1' },
      },
    ],
    [
      'api.example.com#f',
      {
        start: 0,
        end: 15,
        severity: 'warning',
        message:
          '"api.example.com#f" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://api.example.com#f"', value: 'https://api.example.com#f' },
      },
    ],
    [
      'api.example.com',
      {
        start: 0,
        end: 15,
        severity: 'warning',
        message:
          '"api.example.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://api.example.com"', value: 'https://api.example.com' },
      },
    ],
    [
      'https://a.com?x',
      {
        start: 13,
        end: 15,
        severity: 'warning',
        message:
          '"https://a.com?x" has a path or query: MCP Apps lists origins, and a host that copies a path into the CSP allows only that path (which a redirect loses). Give the origin "https://a.com".',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'https://a.com#x',
      {
        start: 13,
        end: 15,
        severity: 'warning',
        message:
          '"https://a.com#x" has a path or query: MCP Apps lists origins, and a host that copies a path into the CSP allows only that path (which a redirect loses). Give the origin "https://a.com".',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'https://@a.com',
      {
        start: 8,
        end: 9,
        severity: 'warning',
        message: 'An origin has no user name or password.',
        replacement: { title: 'Remove the credentials', value: 'https://a.com' },
      },
    ],
    [
      'https://u:p@a.com/x',
      {
        start: 8,
        end: 12,
        severity: 'warning',
        message: 'An origin has no user name or password.',
        replacement: { title: 'Remove the credentials', value: 'https://a.com/x' },
      },
    ],
    ['https://a.com:80x', { start: 13, end: 17, severity: 'error', message: '":80x" is not a port.' }],
    ['https://a.com:123456', { start: 13, end: 20, severity: 'error', message: '":123456" is not a port.' }],
    ['https://a.com:65535', undefined],
    [
      'https://a.com:*',
      {
        start: 13,
        end: 15,
        severity: 'warning',
        message:
          '":*" lets the page reach every port of the host (on this computer, every local service, and a WebSocket is not held back by CORS); name the port.',
      },
    ],
    [
      'ws://localhost:*',
      {
        start: 14,
        end: 16,
        severity: 'warning',
        message:
          '":*" lets the page reach every port of the host (on this computer, every local service, and a WebSocket is not held back by CORS); name the port.',
      },
    ],
    [
      'http://localhost:3000',
      {
        start: 7,
        end: 21,
        severity: 'info',
        message:
          '"http://localhost:3000" names this computer: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    [
      'https://[::1]:8443/',
      {
        start: 18,
        end: 19,
        severity: 'info',
        message: 'The trailing "/" is not part of an origin.',
        replacement: { title: 'Change to "https://[::1]:8443"', value: 'https://[::1]:8443' },
      },
    ],
    [
      'http://localhost.:3000',
      {
        start: 7,
        end: 22,
        severity: 'info',
        message:
          '"http://localhost.:3000" names this computer: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    [
      'http://169.254.169.254',
      {
        start: 7,
        end: 22,
        severity: 'info',
        message:
          '"http://169.254.169.254" names a link-local address: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    [
      'http://10.0.0.7',
      {
        start: 7,
        end: 15,
        severity: 'info',
        message:
          '"http://10.0.0.7" names a private network: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    ['https://a.com:', { start: 13, end: 14, severity: 'error', message: '":" is not a port.' }],
    [
      'https://[::1]',
      {
        start: 8,
        end: 13,
        severity: 'info',
        message:
          '"https://[::1]" names this computer: the page can reach what listens there, on each user\'s own machine or network (not your server). Fine while developing; name the origin your users reach when you publish.',
      },
    ],
    ['https://[2001:db8::1]:8080', undefined],
    ['https://[::1]x', { start: 8, end: 14, severity: 'error', message: '"[::1]x" is not a host name label.' }],
    ['https://a[1]', { start: 8, end: 12, severity: 'error', message: '"a[1]" is not a host name label.' }],
    ['https://[zz]', { start: 8, end: 12, severity: 'error', message: '"[zz]" is not a host name label.' }],
    [
      'https://*',
      {
        start: 8,
        end: 9,
        severity: 'warning',
        message:
          'A wildcard host lets the page reach every host of the scheme; MCP Apps allows a wildcard subdomain only ("https://*.example.com").',
      },
    ],
    [
      'https://*:443',
      {
        start: 8,
        end: 9,
        severity: 'warning',
        message:
          'A wildcard host lets the page reach every host of the scheme; MCP Apps allows a wildcard subdomain only ("https://*.example.com").',
      },
    ],
    ['https://a.com.', undefined],
    ['https://.', { start: 8, end: 9, severity: 'error', message: 'The host has an empty label.' }],
    ['https://.a.com', { start: 8, end: 9, severity: 'error', message: 'The host has an empty label.' }],
    [
      'https://*.',
      {
        start: 8,
        end: 10,
        severity: 'warning',
        message: '"*." covers every site under a top-level domain; name the site ("https://*.example.com").',
      },
    ],
    [
      'https://*.a',
      {
        start: 8,
        end: 11,
        severity: 'warning',
        message: '"*.a" covers every site under a top-level domain; name the site ("https://*.example.com").',
      },
    ],
    ['https://*.co.uk', undefined],
    [
      'https://a.*.com',
      {
        start: 10,
        end: 11,
        severity: 'error',
        message: 'A wildcard may only be the first label ("https://*.example.com").',
      },
    ],
    ['https://a_b.com', { start: 8, end: 11, severity: 'error', message: '"a_b" is not a host name label.' }],
    [
      'https://*a.com',
      {
        start: 8,
        end: 10,
        severity: 'error',
        message: 'A wildcard may only be the first label ("https://*.example.com").',
      },
    ],
    [
      'ftp://a.com',
      {
        start: 0,
        end: 3,
        severity: 'warning',
        message: '"ftp:" is not a network scheme: these lists name https, http, wss or ws origins the page talks to.',
      },
    ],
    [
      'htps://a.com',
      {
        start: 0,
        end: 4,
        severity: 'error',
        message: '"htps" is not a scheme; did you mean "https"?',
        replacement: { title: 'Change to "https://a.com"', value: 'https://a.com' },
      },
    ],
    [
      'foo://a.com',
      {
        start: 0,
        end: 3,
        severity: 'warning',
        message: '"foo:" is not a network scheme: these lists name https, http, wss or ws origins the page talks to.',
      },
    ],
    [
      'mailto:a@b.com',
      {
        start: 0,
        end: 14,
        severity: 'warning',
        message:
          '"mailto:a@b.com" has no scheme: MCP Apps lists origins ("https://api.example.com"), and a host without a scheme is read differently by each host (in a CSP it allows http too).',
        replacement: { title: 'Change to "https://mailto:a@b.com"', value: 'https://mailto:a@b.com' },
      },
    ],
    ['https:', { start: 0, end: 6, severity: 'error', message: 'The origin has no host.' }],
    ['http:/', { start: 0, end: 6, severity: 'error', message: 'The origin has no host.' }],
  ];
  // a problem without a fix may carry `replacement: undefined`: compared as JSON, which has no such key
  const plain = (p: CspOriginProblem | undefined) => (p ? JSON.parse(JSON.stringify(p)) : p);
  for (const [value, expected] of cases) {
    it(JSON.stringify(value), () => assert.deepEqual(plain(cspOriginProblem(value)), expected));
  }
});
