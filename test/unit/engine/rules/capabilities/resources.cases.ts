// The resources tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { resources, templates } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const resourceEdges: FindingTable = {
  title: 'resources, templates and resource contents (MCP401–MCP413) at their edges',
  path: 'resources.json',
  cases: [
    {
      title: 'a resource name: missing, not a string, blank',
      doc: resources({ uri: 'file:///a' }, { uri: 'file:///b', name: 3 }, { uri: 'file:///c', name: ' ' }),
      findings: ['MCP401 {', 'MCP401 3', 'MCP401 " "'],
    },
    {
      title: 'field types of a resource',
      doc: resources({
        uri: 'file:///a',
        name: 'a',
        title: 1,
        description: [],
        mimeType: 2,
        annotations: 'x',
        _meta: [],
        icons: {},
      }),
      findings: ['MCP413 1', 'MCP413 []', 'MCP413 2', 'MCP413 "x"', 'MCP413 []', 'MCP413 {}'],
    },
    {
      title: 'uriTemplate in a resource: renamed when it has no variables, sent to resourceTemplates when it has',
      doc: resources(
        { name: 'a', uriTemplate: 'file:///a' },
        { name: 'b', uriTemplate: 'file:///{b}' },
        { name: 'c', uriTemplate: 4 },
        { name: 'd' },
        {},
      ),
      findings: [
        'MCP402 "uriTemplate" ⇒ "uri"',
        'MCP402 "uriTemplate"',
        'MCP402 "c"',
        'MCP402 "d"',
        'MCP401 {',
        'MCP402 {',
      ],
    },
    {
      title: 'a resource uri: not a string, a template expression, a bad URI',
      doc: resources(
        { name: 'a', uri: 1 },
        { name: 'b', uri: 'file:///x/{id}/y' },
        { name: 'c', uri: 'not a uri' },
        { name: 'd', uri: 'https://e.com/a b' },
      ),
      findings: [
        'MCP413 1',
        'MCP404 {id}',
        'MCP403 "not a uri"',
        'MCP403   ⇒ "https://e.com/a b" → "https://e.com/a%20b"',
      ],
    },
    {
      title: 'a URI without the host its scheme needs, an IPv6 host left open, several spaces encoded at once',
      doc: resources(
        { name: 'a', uri: 'https://' },
        { name: 'b', uri: 'http://user@:8080/x' },
        { name: 'c', uri: 'https:example.com' },
        { name: 'd', uri: 'http://[::1/x' },
        { name: 'e', uri: 'file:///a b c' },
        { name: 'f', uri: 'file:///a b|c' },
        { name: 'g', uri: 'file:///x' },
        { name: 'h', uri: 'myapp:thing' },
        { name: 'i', uri: 'HTTPS://E.COM' },
      ),
      findings: [
        'MCP403 "https://"',
        'MCP403 http://user@:8080',
        'MCP403 https:',
        'MCP403 [::1',
        'MCP403   ⇒ "file:///a b c" → "file:///a%20b%20c"',
        'MCP403   ⇒ "file:///a b|c" → "file:///a%20b%7Cc"',
      ],
    },
    {
      title: 'a duplicate resource URI names the line of the first',
      doc: '{"resources": [\n{"uri": "file:///a", "name": "a"},\n\n{"uri": "file:///a", "name": "b"}]}',
      findings: ['MCP410 "file:///a"'],
    },
    {
      title: 'size: integers from 0 are fine; negatives, fractions and strings are said, digit strings fixed',
      doc: resources(
        { uri: 'file:///a', name: 'a', size: 0 },
        { uri: 'file:///b', name: 'b', size: -1 },
        { uri: 'file:///c', name: 'c', size: 1.5 },
        { uri: 'file:///d', name: 'd', size: ' 42 ' },
        { uri: 'file:///e', name: 'e', size: '4 2' },
        { uri: 'file:///f', name: 'f', size: '1e3' },
        { uri: 'file:///g', name: 'g', size: true },
      ),
      findings: ['MCP409 -1', 'MCP409 1.5', 'MCP409 " 42 " ⇒ 42', 'MCP409 "4 2"', 'MCP409 "1e3"', 'MCP409 true'],
    },
    {
      title: 'unknown resource keys: a near miss renamed, the rest at Information',
      doc: resources({ uri: 'file:///a', name: 'a', mimetype: 'text/plain', colour: 'red' }),
      findings: ['MCP411 "mimetype" ⇒ "mimeType"', 'MCP411 "colour"'],
    },
    {
      title: 'a template: uri instead of uriTemplate (safe to rename only with variables), neither, not a string',
      doc: templates(
        { name: 'a', uri: 'file:///{a}' },
        { name: 'b', uri: 'file:///b' },
        { name: 'c' },
        { name: 'd', uriTemplate: 5 },
        { name: 'e', uri: 5 },
      ),
      findings: [
        'MCP402 "uri" ⇒ "uriTemplate"',
        'MCP402 "uri" ⇒ "uriTemplate"',
        'MCP402 "c"',
        'MCP413 5',
        'MCP402 "e"',
      ],
    },
    {
      title: 'template problems: no variables, a duplicate variable, a broken expression with its fix',
      doc: templates(
        { name: 'a', uriTemplate: 'file:///a' },
        { name: 'b', uriTemplate: 'file:///{x}/{x}' },
        { name: 'c', uriTemplate: 'file:///{x' },
        { name: 'd', uriTemplate: 'file:///{a b}' },
      ),
      findings: ['MCP406 "file:///a"', 'MCP407 x', 'MCP405 {x ⇒ ∅ → }', 'MCP405  '],
    },
    {
      title: 'a duplicate template names the line of the first',
      doc:
        '{"resourceTemplates": [\n' +
        '{"uriTemplate": "file:///{a}", "name": "a"},\n' +
        '\n' +
        '{"uriTemplate": "file:///{a}", "name": "b"}]}',
      findings: ['MCP410 "file:///{a}"'],
    },
    {
      title: 'unknown template keys, and size, which templates do not have',
      doc: templates({ uriTemplate: 'file:///{a}', name: 'a', size: 3, uriTemplat: 'x' }),
      findings: ['MCP411 "size"', 'MCP411 "uriTemplat"'],
    },
    {
      title: 'resource contents: uri missing, not a string, a template, a bad URI',
      doc: JSON.stringify(
        {
          contents: [
            { text: 'a' },
            { uri: 1, text: 'b' },
            { uri: 'file:///{x}', text: 'c' },
            { uri: 'not a uri', text: 'd' },
          ],
        },
        null,
        2,
      ),
      findings: ['MCP412 {', 'MCP412 1', 'MCP403 "not a uri"'],
    },
    {
      title: 'resource contents: text and blob, neither, their types, broken base64, keys',
      doc: JSON.stringify(
        {
          contents: [
            { uri: 'file:///a', text: 'a', blob: 'AA==' },
            { uri: 'file:///b' },
            {},
            { uri: 'file:///c', text: 3 },
            { uri: 'file:///d', blob: 3 },
            { uri: 'file:///e', blob: 'abc' },
            { uri: 'file:///f', text: 't', mimeType: 'txt', extra: 1, txt: 'x' },
          ],
        },
        null,
        2,
      ),
      findings: [
        'MCP412 "blob"',
        'MCP412 "file:///b"',
        'MCP412 {',
        'MCP412 {',
        'MCP412 3',
        'MCP412 3',
        'MCP412 "abc"',
        'MCP408 "txt" ⇒ "text/plain"',
        'MCP411 "txt"',
      ],
    },
    {
      title: 'near misses of resource and contents keys',
      doc: JSON.stringify(
        {
          resources: [{ uri: 'file:///a', name: 'a', titl: 'T', _mta: {} }],
          contents: [{ uri: 'file:///b', text: 'b', ur: 1, mimetyp: 'x', blb: 'y', _mta: {} }],
        },
        null,
        2,
      ),
      findings: [
        'MCP411 "titl" ⇒ "title"',
        'MCP411 "_mta" ⇒ "_meta"',
        'MCP411 "ur"',
        'MCP411 "mimetyp" ⇒ "mimeType"',
        'MCP411 "blb" ⇒ "blob"',
        'MCP411 "_mta" ⇒ "_meta"',
      ],
    },
    {
      title: 'a template without a name, with neither name nor uriTemplate, and with both uri and uriTemplate',
      doc: templates({ uriTemplate: 'file:///{a}' }, {}, { uriTemplate: 'file:///{b}', name: 'b', uri: 'file:///b' }),
      findings: ['MCP401 {', 'MCP401 {', 'MCP402 {', 'MCP411 "uri"'],
    },
    {
      title: 'a URI whose problem is at its start',
      doc: resources({ uri: ' file:///a', name: 'a' }, { uri: 'file:///a#b#c', name: 'b' }),
      findings: ['MCP403   ⇒ " file:///a" → "file:///a"'],
    },
    {
      title: 'a template without uriTemplate still has its unknown keys said',
      doc: templates({ name: 'x', colour: 'red' }),
      findings: ['MCP402 "x"', 'MCP411 "colour"'],
    },
    {
      title: 'a template problem at no character (a prefix length missing before "}") covers the next one',
      doc: templates({ name: 'a', uriTemplate: 'file:///x{f:}' }),
      findings: ['MCP405 }'],
    },
    {
      title: 'resource contents whose uri is a template are not read as a URI, even one with no scheme before it',
      doc: JSON.stringify({ contents: [{ uri: '{root}/notes.txt', text: 'a' }] }, null, 2),
      findings: [],
    },
    {
      title: 'a uri or uriTemplate with no value (a syntax error) is only the syntax error',
      doc: '{"resources": [{"name": "a", "uri": }],\n "resourceTemplates": [{"name": "b", "uriTemplate": }]}',
      findings: ['MCP001 }', 'MCP001 }'],
    },
  ],
};
