// The contentBlocks tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { content, messages } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const user = (c: unknown) => ({ role: 'user', content: c });

export const contentBlockEdges: FindingTable = {
  title: 'prompt messages and content blocks (MCP506–MCP512) at their edges',
  path: 'content.json',
  cases: [
    {
      title:
        'a message role: missing, lower case wanted, system and developer, a near miss, model/ai/bot/human, far, not a string',
      doc: messages(
        { content: { type: 'text', text: 'a' } },
        { role: 'User', content: { type: 'text', text: 'a' } },
        { role: 'system', content: { type: 'text', text: 'a' } },
        { role: 'Developer', content: { type: 'text', text: 'a' } },
        { role: 'usr', content: { type: 'text', text: 'a' } },
        { role: 'model', content: { type: 'text', text: 'a' } },
        { role: 'AI', content: { type: 'text', text: 'a' } },
        { role: 'bot', content: { type: 'text', text: 'a' } },
        { role: 'Human', content: { type: 'text', text: 'a' } },
        { role: 'narrator', content: { type: 'text', text: 'a' } },
        { role: 1, content: { type: 'text', text: 'a' } },
      ),
      findings: [
        'MCP506 {',
        'MCP506 "User" ⇒ "user"',
        'MCP506 "system" ⇒ "user"',
        'MCP506 "Developer" ⇒ "user"',
        'MCP506 "usr" ⇒ "user"',
        'MCP506 "model" ⇒ "assistant"',
        'MCP506 "AI" ⇒ "assistant"',
        'MCP506 "bot" ⇒ "assistant"',
        'MCP506 "Human" ⇒ "user"',
        'MCP506 "narrator"',
        'MCP506 1',
      ],
    },
    {
      title: 'message content: missing (at the role, or the message), an array of one or of two, a string, a number',
      doc: messages(
        { role: 'user' },
        {},
        { role: 'user', content: [{ type: 'text', text: 'a' }] },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'a' },
            { type: 'text', text: 'b' },
          ],
        },
        { role: 'user', content: 'hello' },
        { role: 'user', content: 3 },
      ),
      findings: [
        'MCP507 "user"',
        'MCP506 {',
        'MCP507 {',
        'MCP507 [\n' +
          '        {\n' +
          '          "type": "text",\n' +
          '          "text": "a"\n' +
          '        }\n' +
          '      ] ⇒ {\n' +
          '          "type": "text",\n' +
          '          "text": "a"\n' +
          '        }',
        'MCP507 [\n' +
          '        {\n' +
          '          "type": "text",\n' +
          '          "text": "a"\n' +
          '        },\n' +
          '        {\n' +
          '          "type": "text",\n' +
          '          "text": "b"\n' +
          '        }\n' +
          '      ]',
        'MCP507 "hello" ⇒ { "type": "text", "text": "hello" }',
        'MCP507 3',
      ],
    },
    {
      title: "a sampling request's messages may hold several blocks",
      doc: JSON.stringify(
        {
          maxTokens: 10,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: 'a' },
                { type: 'text', text: 'b' },
              ],
            },
          ],
        },
        null,
        2,
      ),
      findings: [],
    },
    {
      title: 'a message with tool_use blocks is a sampling message; those blocks are not checked',
      doc: messages({
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'x', name: 'n', input: {} },
          { type: 'text', text: 'a' },
        ],
      }),
      findings: [],
    },
    {
      title:
        'a block type (beside a valid block, which makes the file a capability document): missing (inferred or not), not a string, a near miss, unknown with fields that tell',
      doc: content(
        { type: 'text', text: 'ok' },
        { text: 'a' },
        {},
        { type: 1, resource: {} },
        { type: 'txt', text: 'a' },
        { type: 'picture', data: 'AA==', mimeType: 'audio/wav' },
        { type: 'picture', data: 'AA==' },
        { type: 'link', uri: 'https://e.com' },
        { type: 'thing' },
      ),
      findings: [
        'MCP508 { ⇒ ∅ → ,\n      "type": "text"',
        'MCP508 {',
        'MCP508 1 ⇒ "resource"',
        'MCP412 {',
        'MCP412 {',
        'MCP508 "txt" ⇒ "text"',
        'MCP508 "picture" ⇒ "audio"',
        'MCP508 "picture" ⇒ "image"',
        'MCP508 "link" ⇒ "resource_link"',
        'MCP508 "thing"',
      ],
    },
    {
      title: 'text blocks: text missing or not a string',
      doc: content({ type: 'text' }, { type: 'text', text: 5 }),
      findings: ['MCP509 "text"', 'MCP509 5'],
    },
    {
      title: 'image and audio blocks: data and mimeType missing, data not a string, a data: URL, a URL, broken base64',
      doc: content(
        { type: 'image' },
        { type: 'audio', data: 3, mimeType: 'audio/wav' },
        { type: 'image', data: 'data:image/png;base64,AA==', mimeType: 'image/png' },
        { type: 'image', data: 'https://e.com/a.png', mimeType: 'image/png' },
        { type: 'audio', data: 'abc', mimeType: 'audio/wav' },
      ),
      findings: [
        'MCP509 "image"',
        'MCP509 "image"',
        'MCP509 3',
        'MCP509 "data:image/png;base64,AA=="',
        'MCP509 "https://e.com/a.png"',
        'MCP509 "abc"',
      ],
    },
    {
      title: 'image and audio mimeTypes: not a string, another kind (a warning), malformed, fine in any case',
      doc: content(
        { type: 'image', data: 'AA==', mimeType: 1 },
        { type: 'image', data: 'AA==', mimeType: 'audio/wav' },
        { type: 'audio', data: 'AA==', mimeType: 'Image/PNG' },
        { type: 'image', data: 'AA==', mimeType: 'png' },
        { type: 'image', data: 'AA==', mimeType: 'IMAGE/PNG' },
        { type: 'audio', data: 'AA==', mimeType: 'audio/wav' },
      ),
      findings: ['MCP509 1', 'MCP509 "audio/wav"', 'MCP509 "Image/PNG"', 'MCP408 "png" ⇒ "image/png"'],
    },
    {
      title: 'data: and http: at the start only',
      doc: content(
        { type: 'image', data: 'AAdata:A', mimeType: 'image/png' },
        { type: 'image', data: 'xhttps://e', mimeType: 'image/png' },
      ),
      findings: ['MCP509 :', 'MCP509 :'],
    },
    {
      title: 'resource blocks: the resource missing or not an object',
      doc: content({ type: 'resource' }, { type: 'resource', resource: 'file:///a' }),
      findings: ['MCP509 "resource"', 'MCP509 "file:///a"'],
    },
    {
      title:
        'resource_link blocks: uri and name missing, uri not a string, a bad URI, a template, a malformed mimeType',
      doc: content(
        { type: 'resource_link' },
        { type: 'resource_link', uri: 3, name: 'n' },
        { type: 'resource_link', uri: 'not a uri', name: 'n' },
        { type: 'resource_link', uri: 'file:///{x}', name: 'n', mimeType: 'txt' },
      ),
      findings: [
        'MCP509 "resource_link"',
        'MCP509 "resource_link"',
        'MCP509 3',
        'MCP403 "not a uri"',
        'MCP408 "txt" ⇒ "text/plain"',
      ],
    },
    {
      title: 'unknown keys per block type',
      doc: content(
        { type: 'text', text: 'a', mimeType: 'text/plain', txt: 'x' },
        { type: 'image', data: 'AA==', mimeType: 'image/png', uri: 'x' },
        { type: 'resource_link', uri: 'https://e.com', name: 'n', size: 1, icons: [], extra: 1 },
      ),
      findings: ['MCP512 "txt"'],
    },
    {
      title: 'near misses of every key, block by block',
      doc: content(
        { type: 'text', text: 'a', typ: 1, annotation: {}, _mta: {} },
        { type: 'image', data: 'AA==', mimeType: 'image/png', dat: 1, mimetype: 'x', _mta: {}, annotation: {} },
        { type: 'audio', data: 'AA==', mimeType: 'audio/wav', dat: 1, annotation: {}, _mta: {} },
        { type: 'resource', resource: { uri: 'file:///a', text: 'a' }, resourc: 1, annotation: {}, _mta: {} },
        {
          type: 'resource_link',
          uri: 'https://e.com',
          name: 'n',
          ur: 1,
          nam: 1,
          titl: 1,
          descripton: 1,
          mimetype: 1,
          siz: 1,
          icon: 1,
          annotation: {},
          _mta: {},
        },
      ),
      findings: [
        'MCP512 "typ"',
        'MCP512 "annotation" ⇒ "annotations"',
        'MCP512 "_mta" ⇒ "_meta"',
        'MCP512 "dat"',
        'MCP512 "mimetype"',
        'MCP512 "_mta" ⇒ "_meta"',
        'MCP512 "annotation" ⇒ "annotations"',
        'MCP512 "dat"',
        'MCP512 "annotation" ⇒ "annotations"',
        'MCP512 "_mta" ⇒ "_meta"',
        'MCP512 "resourc"',
        'MCP512 "annotation" ⇒ "annotations"',
        'MCP512 "_mta" ⇒ "_meta"',
        'MCP512 "ur"',
        'MCP512 "nam"',
        'MCP512 "titl" ⇒ "title"',
        'MCP512 "descripton" ⇒ "description"',
        'MCP512 "mimetype" ⇒ "mimeType"',
        'MCP512 "siz" ⇒ "size"',
        'MCP512 "icon" ⇒ "icons"',
        'MCP512 "annotation" ⇒ "annotations"',
        'MCP512 "_mta" ⇒ "_meta"',
      ],
    },
    {
      title: 'tool_use and tool_result blocks are left to sampling',
      doc: content({ type: 'text', text: 'ok' }, { type: 'tool_result', foo: 1 }, { type: 'tool_use', bar: 2 }),
      findings: [],
    },
    {
      title: 'a near miss of a type name wins over what the fields suggest; fields with an image mimeType say image',
      doc: content(
        { type: 'text', text: 'ok' },
        { type: 'imag', text: 'a' },
        { type: 'thing', data: 'AA==', mimeType: 'image/png' },
      ),
      findings: ['MCP508 "imag" ⇒ "image"', 'MCP508 "thing" ⇒ "image"'],
    },
    {
      title: 'an audio block without data or mimeType',
      doc: content({ type: 'text', text: 'ok' }, { type: 'audio' }),
      findings: ['MCP509 "audio"', 'MCP509 "audio"'],
    },
    {
      title: 'data that is an http URL; a mimeType with text before the type',
      doc: content(
        { type: 'image', data: 'http://e.com/a.png', mimeType: 'image/png' },
        { type: 'image', data: 'AA==', mimeType: 'x image/png' },
      ),
      findings: ['MCP509 "http://e.com/a.png"', 'MCP408 "x image/png"'],
    },
    {
      title: 'a near miss of type on every block type, and of mimeType on audio',
      doc: content(
        { type: 'image', data: 'AA==', mimeType: 'image/png', typ: 1 },
        { type: 'audio', data: 'AA==', mimeType: 'audio/wav', typ: 1, mimetype: 1 },
        { type: 'resource', resource: { uri: 'file:///a', text: 'a' }, typ: 1 },
        { type: 'resource_link', uri: 'https://e.com', name: 'n', typ: 1 },
      ),
      findings: ['MCP512 "typ"', 'MCP512 "typ"', 'MCP512 "mimetype"', 'MCP512 "typ"', 'MCP512 "typ"'],
    },
  ],
};
