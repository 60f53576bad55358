import { isObject, prop, propertyNode, stringValue, typeName } from '../../../../../common/json/jsonNodes';
import { replaceNode, setProperty } from '../../util/edits';
import type { Rule } from '../../types';
import { CURRENT_SCHEMA_DATE, CURRENT_SCHEMA_URL, SCHEMA_DATES, SERVER_JSON_KINDS } from './registry';

export const schemaVersion: Rule = {
  meta: [
    {
      code: 'MCP801',
      name: 'registry-schema-missing',
      severity: 'error',
      summary: 'server.json has no `$schema`.',
      why: 'The registry rejects a server.json without `$schema` ("$schema field is required"): it names the format version the file follows.',
      fix: `Add "$schema": "${CURRENT_SCHEMA_URL}".`,
      example: '{ "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP802',
      name: 'registry-schema-outdated',
      severity: 'warning',
      summary: `\`$schema\` names an older released server.json schema (the current one is ${CURRENT_SCHEMA_DATE}).`,
      why:
        '`mcp-publisher publish` checks `$schema` before it sends the file and refuses any but the current version ' +
        '("deprecated schema detected", "schema version … is not the current version"; 2025-12-11 since ' +
        "mcp-publisher 1.4.0), draft included. The registry's own API accepts an older version with a warning, and " +
        'fields added since (e.g. remote URL variables) are not part of the version the file claims.',
      fix: `Change "$schema" to ${CURRENT_SCHEMA_URL} and check the schema changelog for renamed fields.`,
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0" }',
      kinds: SERVER_JSON_KINDS,
    },
    {
      code: 'MCP803',
      name: 'registry-schema-unknown',
      severity: 'error',
      summary: '`$schema` is not a released registry schema URL (unknown date, or not a server.schema.json URL).',
      why: 'The registry looks the schema version up by its URL and rejects versions it does not have ("not available").',
      fix: `Use ${CURRENT_SCHEMA_URL}.`,
      example:
        '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2024-01-01/server.schema.json", "name": "io.github.user/weather", "description": "Weather data", "version": "1.0.0" }',
      kinds: SERVER_JSON_KINDS,
    },
  ],
  check(ctx) {
    const root = ctx.doc.root;
    if (!isObject(root)) return;
    const node = prop(root, '$schema');
    if (!propertyNode(root, '$schema')) {
      ctx.report(
        'MCP801',
        { offset: root.offset, length: 1 },
        `server.json needs "$schema": the registry rejects a file without it. Add "$schema": "${CURRENT_SCHEMA_URL}".`,
        {
          fixes: [
            {
              title: `Add the ${CURRENT_SCHEMA_DATE} $schema`,
              edits: setProperty(ctx.doc.text, root, '$schema', CURRENT_SCHEMA_URL),
              preferred: true,
              safe: true,
            },
          ],
        },
      );
      return;
    }
    if (!node) return; // "$schema" typed without a value yet: MCP001 reports the syntax
    const toCurrent = [
      {
        title: `Use the ${CURRENT_SCHEMA_DATE} schema`,
        edits: [replaceNode(node, JSON.stringify(CURRENT_SCHEMA_URL))],
        preferred: true,
      },
    ];
    const url = stringValue(node);
    if (url === undefined) {
      ctx.report('MCP803', node, `"$schema" must be a URL string, not ${typeName(node)}.`, { fixes: toCurrent });
      return;
    }
    const released = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/([^/]+)\/server\.schema\.json$/.exec(
      url.trim(),
    );
    if (released) {
      const date = released[1]!;
      if (date === CURRENT_SCHEMA_DATE) return;
      if (SCHEMA_DATES.includes(date)) {
        ctx.report(
          'MCP802',
          node,
          `"$schema" names the ${date} server.json schema, which is not the current version (${CURRENT_SCHEMA_DATE}); ` +
            'the registry accepts it with a warning. `mcp-publisher publish` refuses it before sending ' +
            `("schema version ${date} is not the current version"): update it and check the changelog for renamed fields.`,
          { fixes: toCurrent },
        );
      } else {
        ctx.report(
          'MCP803',
          node,
          `There is no released server.json schema "${date}" (known: ${SCHEMA_DATES.join(', ')}); the registry rejects the file. Use ${CURRENT_SCHEMA_DATE}.`,
          { fixes: toCurrent },
        );
      }
      return;
    }
    if (/\/draft\/server\.schema\.json$/.test(url)) {
      ctx.report(
        'MCP802',
        node,
        `"$schema" names the registry's draft schema, which changes without notice and is not a released version; ` +
          `\`mcp-publisher publish\` refuses it. Publish against ${CURRENT_SCHEMA_DATE}.`,
        { fixes: toCurrent },
      );
      return;
    }
    ctx.report(
      'MCP803',
      node,
      `"$schema" is not a registry server.json schema URL; the registry accepts only ${CURRENT_SCHEMA_URL.replace(CURRENT_SCHEMA_DATE, '<date>')} with a released date. Use ${CURRENT_SCHEMA_DATE}.`,
      { fixes: toCurrent },
    );
  },
};
