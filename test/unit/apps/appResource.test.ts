// Reading a tool's UI resource: the content item for its URI, HTML (from text or a base64 blob) of a bounded size,
// the MCP App MIME type (plain text/html with a note), and the sandbox declared by the listing and the content.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { APP_HTML_MAX_BYTES, readAppResource } from '../../../common/mcp/apps/appResource';
import { APP_MIME_TYPE } from '../../../common/mcp/apps/uiMeta';
import type { JsonObject } from '../../../common/mcp/types';

const URI = 'ui://weather/forecast';
const HTML = '<!doctype html><html><body><p>Forecast</p></body></html>';

/** A `resources/read` answering `result`, recording the URIs asked for. */
function reader(result: JsonObject) {
  const asked: string[] = [];
  const read = async (uri: string) => {
    asked.push(uri);
    return result;
  };
  return { read, asked };
}

const content = (fields: JsonObject): JsonObject => ({ uri: URI, mimeType: APP_MIME_TYPE, ...fields });

describe('readAppResource: what renders', () => {
  it('reads text content of the MCP App MIME type, asking for the URI given', async () => {
    const { read, asked } = reader({ contents: [content({ text: HTML })] });
    const resource = await readAppResource(read, URI, undefined);
    assert.deepEqual(asked, [URI]);
    assert.deepEqual(resource, { uri: URI, html: HTML, declaration: {}, notes: [] });
  });

  it('decodes a base64 blob as UTF-8', async () => {
    const html = '<p>Température: 21 °C — ☀️</p>';
    const { read } = reader({ contents: [content({ blob: Buffer.from(html, 'utf8').toString('base64') })] });
    const resource = await readAppResource(read, URI, undefined);
    assert.equal(resource.html, html);
    assert.deepEqual(resource.notes, []);
  });

  it('prefers text over blob when an item has both', async () => {
    const { read } = reader({
      contents: [content({ text: '<p>text</p>', blob: Buffer.from('<p>blob</p>').toString('base64') })],
    });
    assert.equal((await readAppResource(read, URI, undefined)).html, '<p>text</p>');
  });

  it('reads a blob when text is not a string', async () => {
    const { read } = reader({ contents: [content({ text: 5, blob: Buffer.from('<p>blob</p>').toString('base64') })] });
    assert.equal((await readAppResource(read, URI, undefined)).html, '<p>blob</p>');
  });

  it('takes the content item whose uri is the one asked for, among several', async () => {
    const { read } = reader({
      contents: [
        { uri: 'ui://other/a', mimeType: 'text/plain', text: 'not this' },
        { uri: URI, mimeType: APP_MIME_TYPE, text: '<p>this one</p>' },
        { uri: 'ui://other/b', mimeType: APP_MIME_TYPE, text: '<p>nor this</p>' },
      ],
    });
    const resource = await readAppResource(read, URI, undefined);
    assert.equal(resource.html, '<p>this one</p>');
    assert.deepEqual(resource.notes, []);
  });

  it('takes the first object item when none has the uri, and still reports the uri asked for', async () => {
    const { read } = reader({
      contents: [
        null,
        'x',
        [1],
        { uri: 'ui://moved', mimeType: APP_MIME_TYPE, text: '<p>first</p>' },
        { uri: 'ui://second', mimeType: APP_MIME_TYPE, text: '<p>second</p>' },
      ],
    });
    const resource = await readAppResource(read, URI, undefined);
    assert.equal(resource.html, '<p>first</p>');
    assert.equal(resource.uri, URI);
  });

  it('accepts text/html without the profile, with a note naming its MIME type', async () => {
    const { read } = reader({ contents: [content({ mimeType: 'text/html', text: HTML })] });
    const resource = await readAppResource(read, URI, undefined);
    assert.equal(resource.html, HTML);
    assert.deepEqual(resource.notes, [
      'Its MIME type is "text/html", not "text/html;profile=mcp-app": hosts may refuse it.',
    ]);
  });

  it('accepts text/html with other parameters, in any case, with the note', async () => {
    for (const mimeType of ['text/html; charset=utf-8', 'TEXT/HTML', 'text/html; profile=mcp-app']) {
      const { read } = reader({ contents: [content({ mimeType, text: HTML })] });
      const resource = await readAppResource(read, URI, undefined);
      assert.deepEqual(
        resource.notes,
        [`Its MIME type is ${JSON.stringify(mimeType)}, not "text/html;profile=mcp-app": hosts may refuse it.`],
        mimeType,
      );
    }
  });

  it('accepts HTML of exactly APP_HTML_MAX_BYTES bytes', async () => {
    assert.equal(APP_HTML_MAX_BYTES, 5 * 1024 * 1024);
    const html = `<p>${'x'.repeat(APP_HTML_MAX_BYTES - 3)}`;
    const { read } = reader({ contents: [content({ text: html })] });
    assert.equal((await readAppResource(read, URI, undefined)).html.length, APP_HTML_MAX_BYTES);
  });

  it('merges the declaration of the listing and of the content, the content winning', async () => {
    const listing: JsonObject = {
      uri: URI,
      name: 'forecast',
      mimeType: APP_MIME_TYPE,
      _meta: {
        ui: {
          csp: { connectDomains: ['https://listed.example'], resourceDomains: ['https://cdn.example'] },
          prefersBorder: true,
          permissions: { camera: {} },
        },
      },
    };
    const { read } = reader({
      contents: [
        content({
          text: HTML,
          _meta: { ui: { csp: { connectDomains: ['https://api.example'] }, prefersBorder: false } },
        }),
      ],
    });
    const resource = await readAppResource(read, URI, listing);
    assert.deepEqual(resource.declaration, {
      csp: { connectDomains: ['https://api.example'], resourceDomains: ['https://cdn.example'] },
      permissions: { camera: {} },
      prefersBorder: false,
    });
  });

  it('takes the declaration from the listing alone when the content declares nothing', async () => {
    const listing: JsonObject = { uri: URI, _meta: { ui: { csp: { frameDomains: ['https://www.youtube.com'] } } } };
    const { read } = reader({ contents: [content({ text: HTML })] });
    assert.deepEqual((await readAppResource(read, URI, listing)).declaration, {
      csp: { frameDomains: ['https://www.youtube.com'] },
    });
  });

  it('takes the declaration of the chosen item, not of another item', async () => {
    const { read } = reader({
      contents: [
        {
          uri: 'ui://other',
          mimeType: APP_MIME_TYPE,
          text: '<p>o</p>',
          _meta: { ui: { csp: { connectDomains: ['https://other.example'] } } },
        },
        content({ text: HTML, _meta: { ui: { csp: { connectDomains: ['https://mine.example'] } } } }),
      ],
    });
    assert.deepEqual((await readAppResource(read, URI, undefined)).declaration, {
      csp: { connectDomains: ['https://mine.example'] },
    });
  });
});

describe('readAppResource: what is refused, and why', () => {
  it('refuses text/plain, naming its MIME type and the one expected', async () => {
    const { read } = reader({ contents: [content({ mimeType: 'text/plain', text: HTML })] });
    await assert.rejects(readAppResource(read, URI, undefined), {
      message:
        'ui://weather/forecast is not HTML (its MIME type is "text/plain"; an app\'s is "text/html;profile=mcp-app")',
    });
  });

  it('refuses other types that only look like HTML', async () => {
    for (const mimeType of ['application/xhtml+xml', 'text/htmlx', 'html', 'image/svg+xml', 'application/json']) {
      const { read } = reader({ contents: [content({ mimeType, text: HTML })] });
      await assert.rejects(
        readAppResource(read, URI, undefined),
        {
          message: `${URI} is not HTML (its MIME type is ${JSON.stringify(mimeType)}; an app's is "text/html;profile=mcp-app")`,
        },
        mimeType,
      );
    }
  });

  it('refuses an item without a MIME type, or with one that is not a string', async () => {
    for (const mimeType of [undefined, 42, null]) {
      const item: JsonObject = { uri: URI, text: HTML };
      if (mimeType !== undefined) item.mimeType = mimeType;
      const { read } = reader({ contents: [item] });
      await assert.rejects(
        readAppResource(read, URI, undefined),
        { message: `${URI} is not HTML (its MIME type is missing; an app's is "text/html;profile=mcp-app")` },
        String(mimeType),
      );
    }
  });

  it('looks at the MIME type of the chosen item only', async () => {
    const { read } = reader({
      contents: [
        { uri: 'ui://other', mimeType: APP_MIME_TYPE, text: HTML },
        content({ mimeType: 'text/plain', text: HTML }),
      ],
    });
    await assert.rejects(readAppResource(read, URI, undefined), /is not HTML \(its MIME type is "text\/plain"/);
  });

  it('refuses an answer without contents, with an empty list, a list of no objects, or contents that are not a list', async () => {
    for (const result of [
      {},
      { contents: [] },
      { contents: [null, 'x', 3, ['a']] },
      { contents: 'text' },
      { contents: { uri: URI, text: HTML } },
    ] as JsonObject[]) {
      const { read } = reader(result);
      await assert.rejects(
        readAppResource(read, URI, undefined),
        { message: "the server's answer to resources/read of ui://weather/forecast holds no contents" },
        JSON.stringify(result),
      );
    }
  });

  it('refuses an item with neither text nor blob', async () => {
    for (const fields of [{}, { text: 5 }, { blob: 7 }, { text: null, blob: null }, { html: HTML }] as JsonObject[]) {
      const { read } = reader({ contents: [content(fields)] });
      await assert.rejects(
        readAppResource(read, URI, undefined),
        { message: 'ui://weather/forecast has neither text nor blob' },
        JSON.stringify(fields),
      );
    }
  });

  it('refuses empty HTML, or HTML of white space only, from text or blob', async () => {
    for (const fields of [
      { text: '' },
      { text: '  \n\t ' },
      { blob: '' },
      { blob: Buffer.from('\n\n').toString('base64') },
    ] as JsonObject[]) {
      const { read } = reader({ contents: [content(fields)] });
      await assert.rejects(
        readAppResource(read, URI, undefined),
        { message: 'ui://weather/forecast is empty' },
        JSON.stringify(fields),
      );
    }
  });

  it('refuses HTML of one byte over APP_HTML_MAX_BYTES', async () => {
    const { read } = reader({ contents: [content({ text: 'x'.repeat(APP_HTML_MAX_BYTES + 1) })] });
    await assert.rejects(readAppResource(read, URI, undefined), {
      message: 'ui://weather/forecast is 5.0 MB of HTML (at most 5 MB is rendered)',
    });
  });

  it('counts bytes as UTF-8, not characters', async () => {
    // each é is two bytes: fewer characters than the limit, more bytes
    const html = 'é'.repeat(APP_HTML_MAX_BYTES / 2 + 1);
    assert.ok(html.length < APP_HTML_MAX_BYTES);
    const { read } = reader({ contents: [content({ text: html })] });
    await assert.rejects(
      readAppResource(read, URI, undefined),
      /^Error: ui:\/\/weather\/forecast is 5\.0 MB of HTML \(at most 5 MB is rendered\)$/,
    );
  });

  it('refuses a blob over the limit once decoded, saying how large', async () => {
    const blob = Buffer.alloc(8 * 1024 * 1024, 'a').toString('base64');
    const { read } = reader({ contents: [content({ blob })] });
    await assert.rejects(readAppResource(read, URI, undefined), {
      message: 'ui://weather/forecast is 8.0 MB of HTML (at most 5 MB is rendered)',
    });
  });

  it('passes on the failure of resources/read itself', async () => {
    const read = async () => {
      throw new Error('MCP error -32002: Resource not found');
    };
    await assert.rejects(readAppResource(read, URI, undefined), { message: 'MCP error -32002: Resource not found' });
  });
});
