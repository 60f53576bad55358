import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { content, messages } from './fixtures';
import { transcript } from '../../../../helpers/transcript';

const lint = (text: string) => lintText('result.json', text);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const user = (c: unknown) => ({ role: 'user', content: c });

describe('prompt messages and content blocks (MCP506–MCP509, MCP512)', () => {
  it('accepts every block type, in messages and in tool results', () => {
    const blocks = [
      { type: 'text', text: 'hi' },
      { type: 'image', data: PNG, mimeType: 'image/png' },
      { type: 'audio', data: 'UklGRiQAAABXQVZF', mimeType: 'audio/wav' },
      { type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'x' } },
      { type: 'resource_link', uri: 'file:///a.txt', name: 'a.txt', mimeType: 'text/plain' },
    ];
    assert.deepEqual(codes(lint(content(...blocks))), []);
    assert.deepEqual(
      codes(lint(messages(...blocks.map(user), { role: 'assistant', content: { type: 'text', text: 'ok' } }))),
      [],
    );
  });

  describe('MCP506 roles', () => {
    it('reports "system" and offers "user"', () => {
      const text = messages({ role: 'system', content: { type: 'text', text: 'You are a reviewer.' } });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP506']);
      assert.equal(spanOf(text, f[0]!), '"system"');
      assert.match(f[0]!.message, /not an MCP role/);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP506'))), []);
    });
    it('lower-cases a capitalised role safely', () => {
      const text = messages({ role: 'User', content: { type: 'text', text: 'x' } });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP506']);
      assert.equal(f[0]!.fixes![0]!.safe, true);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP506'))), []);
    });
    it('reports a missing role', () => {
      assert.deepEqual(
        codes(lint(messages({ content: { type: 'text', text: 'x' } }, user({ type: 'text', text: 'y' })))),
        ['MCP506'],
      );
    });
  });

  describe('MCP507 message content', () => {
    it('wraps a bare string in a text block', () => {
      const text = messages(user('Review this'));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP507']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP507'))), []);
    });
    it('unwraps a one-block array, and reports a longer one', () => {
      const text = messages(user([{ type: 'text', text: 'x' }]));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP507']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP507'))), []);
      assert.deepEqual(
        codes(
          lint(
            messages(
              user([
                { type: 'text', text: 'x' },
                { type: 'text', text: 'y' },
              ]),
            ),
          ),
        ),
        ['MCP507'],
      );
    });
    it('reports a message without content', () => {
      assert.deepEqual(codes(lint(messages({ role: 'user' }, user({ type: 'text', text: 'y' })))), ['MCP507']);
    });
    it('leaves sampling messages (with maxTokens) their arrays', () => {
      const sampling = {
        messages: [
          user([
            { type: 'text', text: 'a' },
            { type: 'text', text: 'b' },
          ]),
        ],
        maxTokens: 100,
      };
      assert.deepEqual(codes(lint(JSON.stringify(sampling))), []);
    });
  });

  describe('MCP508 content types', () => {
    it('reports an unknown type with a did-you-mean fix', () => {
      const text = content({ type: 'txt', text: 'hi' }, { type: 'text', text: 'ok' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP508']);
      assert.equal(spanOf(text, f[0]!), '"txt"');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP508'))), []);
    });
    it('reports a block without a type', () => {
      assert.deepEqual(codes(lint(messages(user({ text: 'hi' })))), ['MCP508']);
    });
  });

  describe('MCP509 block fields', () => {
    it('reports missing fields of each type', () => {
      assert.deepEqual(codes(lint(content({ type: 'text', text: 'ok' }, { type: 'text', value: 'x' }))), ['MCP509']);
      assert.deepEqual(codes(lint(content({ type: 'image', data: PNG }))), ['MCP509']);
      assert.deepEqual(codes(lint(content({ type: 'resource_link', uri: 'file:///a' }))), ['MCP509']);
      assert.deepEqual(codes(lint(content({ type: 'resource', text: 'x' }, { type: 'text', text: 'ok' }))), ['MCP509']);
    });
    it('reports data that is not base64, or a data: URL', () => {
      const text = content({ type: 'image', data: 'abc$', mimeType: 'image/png' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP509']);
      assert.equal(spanOf(text, f[0]!), '$');
      assert.deepEqual(
        codes(lint(content({ type: 'image', data: `data:image/png;base64,${PNG}`, mimeType: 'image/png' }))),
        ['MCP509'],
      );
    });
    it('warns about an image block with an audio MIME type', () => {
      const f = lint(content({ type: 'image', data: PNG, mimeType: 'audio/wav' }));
      assert.deepEqual(codes(f), ['MCP509']);
      assert.equal(f[0]!.severity, 'warning');
    });
  });

  it('MCP512 reports a misspelt block key and renames it', () => {
    const text = content({ type: 'image', data: PNG, mimetype: 'image/png' });
    const f = lint(text);
    assert.deepEqual(codes(f), ['MCP509', 'MCP512']);
    const fixed = applyFix(text, f, 'MCP512');
    assert.deepEqual(codes(lint(fixed)), []);
  });
});

describe('prompt messages and content blocks (MCP506–MCP512) at their edges', () => {
  const cases: [string, string, string[]][] = [
    [
      'a message role: missing, lower case wanted, system and developer, a near miss, model/ai/bot/human, far, not a string',
      messages(
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
      [
        'MCP506 error "{": This message has no "role": say whether it is from the "user" or the "assistant".',
        'MCP506 error "\\"User\\"": Roles are lower case: "user", not "User". ‖ Change to "user" (preferred) (safe): "\\"User\\""→"\\"user\\""',
        'MCP506 error "\\"system\\"": "system" is not an MCP role: prompt messages are only "user" or "assistant". Put the instructions in a "user" message. ‖ Change to "user" (preferred): "\\"system\\""→"\\"user\\""',
        'MCP506 error "\\"Developer\\"": "Developer" is not an MCP role: prompt messages are only "user" or "assistant". Put the instructions in a "user" message. ‖ Change to "user" (preferred): "\\"Developer\\""→"\\"user\\""',
        'MCP506 error "\\"usr\\"": "usr" is not an MCP role: use "user" or "assistant" (did you mean "user"?). ‖ Change to "user" (preferred): "\\"usr\\""→"\\"user\\""',
        'MCP506 error "\\"model\\"": "model" is not an MCP role: use "user" or "assistant" (did you mean "assistant"?). ‖ Change to "assistant" (preferred): "\\"model\\""→"\\"assistant\\""',
        'MCP506 error "\\"AI\\"": "AI" is not an MCP role: use "user" or "assistant" (did you mean "assistant"?). ‖ Change to "assistant" (preferred): "\\"AI\\""→"\\"assistant\\""',
        'MCP506 error "\\"bot\\"": "bot" is not an MCP role: use "user" or "assistant" (did you mean "assistant"?). ‖ Change to "assistant" (preferred): "\\"bot\\""→"\\"assistant\\""',
        'MCP506 error "\\"Human\\"": "Human" is not an MCP role: use "user" or "assistant" (did you mean "user"?). ‖ Change to "user" (preferred): "\\"Human\\""→"\\"user\\""',
        'MCP506 error "\\"narrator\\"": "narrator" is not an MCP role: use "user" or "assistant".',
        'MCP506 error "1": "role" must be a string, not an integer: use "user" or "assistant".',
      ],
    ],
    [
      'message content: missing (at the role, or the message), an array of one or of two, a string, a number',
      messages(
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
      [
        'MCP507 error "\\"user\\"": This message has no "content": add one content block such as { "type": "text", "text": "…" }.',
        'MCP506 error "{": This message has no "role": say whether it is from the "user" or the "assistant".',
        'MCP507 error "{": This message has no "content": add one content block such as { "type": "text", "text": "…" }.',
        'MCP507 error "[\\n        {\\n          \\"type\\": \\"text\\",\\n          \\"text\\": \\"a\\"\\n        }\\n      ]": A prompt message holds one content block, not an array. ‖ Use the single block itself (preferred) (safe): "[\\n        {\\n          \\"type\\": \\"text\\",\\n          \\"text\\": \\"a\\"\\n        }\\n      ]"→"{\\n          \\"type\\": \\"text\\",\\n          \\"text\\": \\"a\\"\\n        }"',
        'MCP507 error "[\\n        {\\n          \\"type\\": \\"text\\",\\n          \\"text\\": \\"a\\"\\n        },\\n        {\\n          \\"type\\": \\"text\\",\\n          \\"text\\": \\"b\\"\\n        }\\n      ]": A prompt message holds one content block, not an array: split the blocks into one message each.',
        'MCP507 error "\\"hello\\"": "content" must be a content block object, not a string. ‖ Wrap in a text block (preferred) (safe): "\\"hello\\""→"{ \\"type\\": \\"text\\", \\"text\\": \\"hello\\" }"',
        'MCP507 error "3": "content" must be a content block object, not an integer.',
      ],
    ],
    [
      "a sampling request's messages may hold several blocks",
      JSON.stringify(
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
      [],
    ],
    [
      'a message with tool_use blocks is a sampling message; those blocks are not checked',
      messages({
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'x', name: 'n', input: {} },
          { type: 'text', text: 'a' },
        ],
      }),
      [],
    ],
    [
      'a block type (beside a valid block, which makes the file a capability document): missing (inferred or not), not a string, a near miss, unknown with fields that tell',
      content(
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
      [
        'MCP508 error "{": This content block has no "type": use "text", "image", "audio", "resource" or "resource_link" (this one looks like "text"). ‖ Add "type": "text" (preferred): ""→",\\n      \\"type\\": \\"text\\""',
        'MCP508 error "{": This content block has no "type": use "text", "image", "audio", "resource" or "resource_link".',
        'MCP508 error "1": "type" must be a string, not an integer: use "text", "image", "audio", "resource" or "resource_link" (this one looks like "resource"). ‖ Change to "resource" (preferred): "1"→"\\"resource\\""',
        'MCP412 error "{": Resource contents need the "uri" of the resource they came from.',
        'MCP412 error "{": Resource contents have neither "text" nor "blob": add the content, as "text" (a string) or "blob" (base64).',
        'MCP508 error "\\"txt\\"": "txt" is not a content block type: use "text", "image", "audio", "resource" or "resource_link" (this one looks like "text"). ‖ Change to "text" (preferred): "\\"txt\\""→"\\"text\\""',
        'MCP508 error "\\"picture\\"": "picture" is not a content block type: use "text", "image", "audio", "resource" or "resource_link" (this one looks like "audio"). ‖ Change to "audio" (preferred): "\\"picture\\""→"\\"audio\\""',
        'MCP508 error "\\"picture\\"": "picture" is not a content block type: use "text", "image", "audio", "resource" or "resource_link" (this one looks like "image"). ‖ Change to "image" (preferred): "\\"picture\\""→"\\"image\\""',
        'MCP508 error "\\"link\\"": "link" is not a content block type: use "text", "image", "audio", "resource" or "resource_link" (this one looks like "resource_link"). ‖ Change to "resource_link" (preferred): "\\"link\\""→"\\"resource_link\\""',
        'MCP508 error "\\"thing\\"": "thing" is not a content block type: use "text", "image", "audio", "resource" or "resource_link".',
      ],
    ],
    [
      'text blocks: text missing or not a string',
      content({ type: 'text' }, { type: 'text', text: 5 }),
      [
        'MCP509 error "\\"text\\"": A "text" block needs "text" (the text itself).',
        'MCP509 error "5": "text" must be a string, not an integer.',
      ],
    ],
    [
      'image and audio blocks: data and mimeType missing, data not a string, a data: URL, a URL, broken base64',
      content(
        { type: 'image' },
        { type: 'audio', data: 3, mimeType: 'audio/wav' },
        { type: 'image', data: 'data:image/png;base64,AA==', mimeType: 'image/png' },
        { type: 'image', data: 'https://e.com/a.png', mimeType: 'image/png' },
        { type: 'audio', data: 'abc', mimeType: 'audio/wav' },
      ),
      [
        'MCP509 error "\\"image\\"": An "image" block needs "data" (the base64-encoded bytes).',
        'MCP509 error "\\"image\\"": An "image" block needs "mimeType" (e.g. "image/png").',
        'MCP509 error "3": "data" must be a base64 string, not an integer.',
        'MCP509 error "\\"data:image/png;base64,AA==\\"": "data" holds a data: URL; MCP wants only the base64 part, with the type in "mimeType".',
        'MCP509 error "\\"https://e.com/a.png\\"": "data" holds a URL, but image blocks carry the bytes themselves (base64). Use a "resource_link" block to point at a URL.',
        'MCP509 error "\\"abc\\"": "data": The base64 data has the wrong length or padding (it must be a multiple of 4 characters, with at most two "=" at the end): it is probably cut off.',
      ],
    ],
    [
      'image and audio mimeTypes: not a string, another kind (a warning), malformed, fine in any case',
      content(
        { type: 'image', data: 'AA==', mimeType: 1 },
        { type: 'image', data: 'AA==', mimeType: 'audio/wav' },
        { type: 'audio', data: 'AA==', mimeType: 'Image/PNG' },
        { type: 'image', data: 'AA==', mimeType: 'png' },
        { type: 'image', data: 'AA==', mimeType: 'IMAGE/PNG' },
        { type: 'audio', data: 'AA==', mimeType: 'audio/wav' },
      ),
      [
        'MCP509 error "1": "mimeType" must be a string, not an integer.',
        'MCP509 warning "\\"audio/wav\\"": An image block with mimeType "audio/wav": clients render image blocks as image; use an image/… type or a block type that matches the data.',
        'MCP509 warning "\\"Image/PNG\\"": An audio block with mimeType "Image/PNG": clients render audio blocks as audio; use an audio/… type or a block type that matches the data.',
        'MCP408 error "\\"png\\"": "png" is not a MIME type: write "type/subtype", e.g. "image/png". ‖ Change to "image/png" (preferred): "\\"png\\""→"\\"image/png\\""',
      ],
    ],
    [
      'data: and http: at the start only',
      content(
        { type: 'image', data: 'AAdata:A', mimeType: 'image/png' },
        { type: 'image', data: 'xhttps://e', mimeType: 'image/png' },
      ),
      [
        'MCP509 error ":": "data": ":" is not a base64 character: the data must be base64-encoded.',
        'MCP509 error ":": "data": ":" is not a base64 character: the data must be base64-encoded.',
      ],
    ],
    [
      'resource blocks: the resource missing or not an object',
      content({ type: 'resource' }, { type: 'resource', resource: 'file:///a' }),
      [
        'MCP509 error "\\"resource\\"": A "resource" block needs "resource" (the embedded { uri, mimeType, text | blob }).',
        'MCP509 error "\\"file:///a\\"": "resource" must be an object { uri, mimeType, text | blob }, not a string.',
      ],
    ],
    [
      'resource_link blocks: uri and name missing, uri not a string, a bad URI, a template, a malformed mimeType',
      content(
        { type: 'resource_link' },
        { type: 'resource_link', uri: 3, name: 'n' },
        { type: 'resource_link', uri: 'not a uri', name: 'n' },
        { type: 'resource_link', uri: 'file:///{x}', name: 'n', mimeType: 'txt' },
      ),
      [
        'MCP509 error "\\"resource_link\\"": A "resource_link" block needs "uri" (the URI of the linked resource).',
        'MCP509 error "\\"resource_link\\"": A "resource_link" block needs "name" (a name for the link).',
        'MCP509 error "3": "uri" must be a string, not an integer.',
        'MCP403 error "\\"not a uri\\"": "not a uri" is not an absolute URI: it needs a scheme such as "file:///", "https://" or a custom "myapp://".',
        'MCP408 error "\\"txt\\"": "txt" is not a MIME type: write "type/subtype", e.g. "text/plain". ‖ Change to "text/plain" (preferred): "\\"txt\\""→"\\"text/plain\\""',
      ],
    ],
    [
      'unknown keys per block type',
      content(
        { type: 'text', text: 'a', mimeType: 'text/plain', txt: 'x' },
        { type: 'image', data: 'AA==', mimeType: 'image/png', uri: 'x' },
        { type: 'resource_link', uri: 'https://e.com', name: 'n', size: 1, icons: [], extra: 1 },
      ),
      [
        'MCP512 warning "\\"txt\\"": Unknown "text" content block key "txt": did you mean "text" (there is a "text" too; this one is ignored)? Clients ignore keys they do not know.',
      ],
    ],
    [
      'near misses of every key, block by block',
      content(
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
      [
        'MCP512 warning "\\"typ\\"": Unknown "text" content block key "typ": did you mean "type" (there is a "type" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"annotation\\"": Unknown "text" content block key "annotation": did you mean "annotations"? Clients ignore keys they do not know. ‖ Rename to "annotations" (preferred) (safe): "\\"annotation\\""→"\\"annotations\\""',
        'MCP512 warning "\\"_mta\\"": Unknown "text" content block key "_mta": did you mean "_meta"? Clients ignore keys they do not know. ‖ Rename to "_meta" (preferred) (safe): "\\"_mta\\""→"\\"_meta\\""',
        'MCP512 warning "\\"dat\\"": Unknown "image" content block key "dat": did you mean "data" (there is a "data" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"mimetype\\"": Unknown "image" content block key "mimetype": did you mean "mimeType" (there is a "mimeType" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"_mta\\"": Unknown "image" content block key "_mta": did you mean "_meta"? Clients ignore keys they do not know. ‖ Rename to "_meta" (preferred) (safe): "\\"_mta\\""→"\\"_meta\\""',
        'MCP512 warning "\\"annotation\\"": Unknown "image" content block key "annotation": did you mean "annotations"? Clients ignore keys they do not know. ‖ Rename to "annotations" (preferred) (safe): "\\"annotation\\""→"\\"annotations\\""',
        'MCP512 warning "\\"dat\\"": Unknown "audio" content block key "dat": did you mean "data" (there is a "data" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"annotation\\"": Unknown "audio" content block key "annotation": did you mean "annotations"? Clients ignore keys they do not know. ‖ Rename to "annotations" (preferred) (safe): "\\"annotation\\""→"\\"annotations\\""',
        'MCP512 warning "\\"_mta\\"": Unknown "audio" content block key "_mta": did you mean "_meta"? Clients ignore keys they do not know. ‖ Rename to "_meta" (preferred) (safe): "\\"_mta\\""→"\\"_meta\\""',
        'MCP512 warning "\\"resourc\\"": Unknown "resource" content block key "resourc": did you mean "resource" (there is a "resource" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"annotation\\"": Unknown "resource" content block key "annotation": did you mean "annotations"? Clients ignore keys they do not know. ‖ Rename to "annotations" (preferred) (safe): "\\"annotation\\""→"\\"annotations\\""',
        'MCP512 warning "\\"_mta\\"": Unknown "resource" content block key "_mta": did you mean "_meta"? Clients ignore keys they do not know. ‖ Rename to "_meta" (preferred) (safe): "\\"_mta\\""→"\\"_meta\\""',
        'MCP512 warning "\\"ur\\"": Unknown "resource_link" content block key "ur": did you mean "uri" (there is a "uri" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"nam\\"": Unknown "resource_link" content block key "nam": did you mean "name" (there is a "name" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"titl\\"": Unknown "resource_link" content block key "titl": did you mean "title"? Clients ignore keys they do not know. ‖ Rename to "title" (preferred) (safe): "\\"titl\\""→"\\"title\\""',
        'MCP512 warning "\\"descripton\\"": Unknown "resource_link" content block key "descripton": did you mean "description"? Clients ignore keys they do not know. ‖ Rename to "description" (preferred) (safe): "\\"descripton\\""→"\\"description\\""',
        'MCP512 warning "\\"mimetype\\"": Unknown "resource_link" content block key "mimetype": did you mean "mimeType"? Clients ignore keys they do not know. ‖ Rename to "mimeType" (preferred) (safe): "\\"mimetype\\""→"\\"mimeType\\""',
        'MCP512 warning "\\"siz\\"": Unknown "resource_link" content block key "siz": did you mean "size"? Clients ignore keys they do not know. ‖ Rename to "size" (preferred) (safe): "\\"siz\\""→"\\"size\\""',
        'MCP512 warning "\\"icon\\"": Unknown "resource_link" content block key "icon": did you mean "icons"? Clients ignore keys they do not know. ‖ Rename to "icons" (preferred) (safe): "\\"icon\\""→"\\"icons\\""',
        'MCP512 warning "\\"annotation\\"": Unknown "resource_link" content block key "annotation": did you mean "annotations"? Clients ignore keys they do not know. ‖ Rename to "annotations" (preferred) (safe): "\\"annotation\\""→"\\"annotations\\""',
        'MCP512 warning "\\"_mta\\"": Unknown "resource_link" content block key "_mta": did you mean "_meta"? Clients ignore keys they do not know. ‖ Rename to "_meta" (preferred) (safe): "\\"_mta\\""→"\\"_meta\\""',
      ],
    ],
    [
      'tool_use and tool_result blocks are left to sampling',
      content({ type: 'text', text: 'ok' }, { type: 'tool_result', foo: 1 }, { type: 'tool_use', bar: 2 }),
      [],
    ],
    [
      'a near miss of a type name wins over what the fields suggest; fields with an image mimeType say image',
      content(
        { type: 'text', text: 'ok' },
        { type: 'imag', text: 'a' },
        { type: 'thing', data: 'AA==', mimeType: 'image/png' },
      ),
      [
        'MCP508 error "\\"imag\\"": "imag" is not a content block type: use "text", "image", "audio", "resource" or "resource_link" (this one looks like "image"). ‖ Change to "image" (preferred): "\\"imag\\""→"\\"image\\""',
        'MCP508 error "\\"thing\\"": "thing" is not a content block type: use "text", "image", "audio", "resource" or "resource_link" (this one looks like "image"). ‖ Change to "image" (preferred): "\\"thing\\""→"\\"image\\""',
      ],
    ],
    [
      'an audio block without data or mimeType',
      content({ type: 'text', text: 'ok' }, { type: 'audio' }),
      [
        'MCP509 error "\\"audio\\"": An "audio" block needs "data" (the base64-encoded bytes).',
        'MCP509 error "\\"audio\\"": An "audio" block needs "mimeType" (e.g. "audio/wav").',
      ],
    ],
    [
      'data that is an http URL; a mimeType with text before the type',
      content(
        { type: 'image', data: 'http://e.com/a.png', mimeType: 'image/png' },
        { type: 'image', data: 'AA==', mimeType: 'x image/png' },
      ),
      [
        'MCP509 error "\\"http://e.com/a.png\\"": "data" holds a URL, but image blocks carry the bytes themselves (base64). Use a "resource_link" block to point at a URL.',
        'MCP408 error "\\"x image/png\\"": "x image/png" is not a MIME type: write "type/subtype", e.g. "text/plain" or "application/json".',
      ],
    ],
    [
      'a near miss of type on every block type, and of mimeType on audio',
      content(
        { type: 'image', data: 'AA==', mimeType: 'image/png', typ: 1 },
        { type: 'audio', data: 'AA==', mimeType: 'audio/wav', typ: 1, mimetype: 1 },
        { type: 'resource', resource: { uri: 'file:///a', text: 'a' }, typ: 1 },
        { type: 'resource_link', uri: 'https://e.com', name: 'n', typ: 1 },
      ),
      [
        'MCP512 warning "\\"typ\\"": Unknown "image" content block key "typ": did you mean "type" (there is a "type" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"typ\\"": Unknown "audio" content block key "typ": did you mean "type" (there is a "type" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"mimetype\\"": Unknown "audio" content block key "mimetype": did you mean "mimeType" (there is a "mimeType" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"typ\\"": Unknown "resource" content block key "typ": did you mean "type" (there is a "type" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP512 warning "\\"typ\\"": Unknown "resource_link" content block key "typ": did you mean "type" (there is a "type" too; this one is ignored)? Clients ignore keys they do not know.',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('content.json', doc), expected));
  }
});
