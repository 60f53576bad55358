// The toolAnnotations tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { toolWith, tools } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const toolAnnotationEdges: FindingTable = {
  title: 'tool annotations (MCP201–MCP210) at their edges',
  path: 'tools.json',
  cases: [
    {
      title: 'hint types: strings and 0/1 fixed, anything else said; a title that is not a string',
      doc: tools(
        toolWith({
          name: 'a',
          description: 'Adds.',
          annotations: {
            readOnlyHint: ' TRUE',
            destructiveHint: 'false',
            idempotentHint: 1,
            openWorldHint: 0,
            title: 3,
          },
        }),
        toolWith({
          name: 'b',
          description: 'Adds.',
          annotations: { readOnlyHint: 'yes', destructiveHint: 2, idempotentHint: null },
        }),
      ),
      findings: [
        'MCP201 " TRUE" ⇒ true',
        'MCP201 "false" ⇒ false',
        'MCP201 1 ⇒ true',
        'MCP201 0 ⇒ false',
        'MCP201 3',
        'MCP201 "yes"',
        'MCP201 2',
        'MCP201 null',
      ],
    },
    {
      title: 'content annotations in tool annotations are removed; unknown keys renamed when close, else a warning',
      doc: tools(
        toolWith({
          annotations: {
            readOnlyHint: true,
            audience: ['user'],
            priority: 1,
            lastModified: 'x',
            readonlyHint: true,
            colour: 'red',
          },
        }),
      ),
      findings: [
        'MCP203 "audience" ⇒         "readOnlyHint": true,\n' +
          '        "audience": [\n' +
          '          "user"\n' +
          '        ], →         "readOnlyHint": true,',
        'MCP203 "priority" ⇒         ],\n        "priority": 1, →         ],',
        'MCP203 "lastModified" ⇒         "priority": 1,\n        "lastModified": "x", →         "priority": 1,',
        'MCP202 "readonlyHint"',
        'MCP202 "colour"',
      ],
    },
    {
      title: "annotations that are not an object are MCP116's alone",
      doc: tools(toolWith({ name: 'delete_file', description: 'Deletes a file.', annotations: 'x' })),
      findings: ['MCP116 "x"'],
    },
    {
      title:
        'read-only and destructive: both fixes; destructive false and idempotent on a read-only tool are unnecessary',
      doc: tools(
        toolWith({ name: 'a', annotations: { readOnlyHint: true, destructiveHint: true, idempotentHint: false } }),
        toolWith({ name: 'b', annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true } }),
        toolWith({ name: 'c', annotations: { readOnlyHint: true, idempotentHint: 'yes' } }),
        toolWith({ name: 'd', annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true } }),
      ),
      findings: [
        'MCP205 "destructiveHint" ⇒         "readOnlyHint": true,\n' +
          '        "destructiveHint": true, →         "readOnlyHint": true, ⇒ true → false',
        'MCP204 "idempotentHint" ⇒         "destructiveHint": true,\n' +
          '        "idempotentHint": false →         "destructiveHint": true',
        'MCP204 "destructiveHint" ⇒         "readOnlyHint": true,\n' +
          '        "destructiveHint": false, →         "readOnlyHint": true,',
        'MCP204 "idempotentHint" ⇒         "destructiveHint": false,\n' +
          '        "idempotentHint": true →         "destructiveHint": false',
        'MCP201 "yes"',
      ],
    },
    {
      title: 'a destroying verb against readOnlyHint: deletes, sends, moves money',
      doc: tools(
        toolWith({ name: 'delete_file', description: 'Removes a file.', annotations: { readOnlyHint: true } }),
        toolWith({ name: 'send_email', description: 'Sends an e-mail.', annotations: { readOnlyHint: true } }),
        toolWith({
          name: 'transfer_funds',
          description: 'Moves money between accounts.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({ name: 'tweet', description: 'Posts a tweet.', annotations: { readOnlyHint: true } }),
      ),
      findings: [
        'MCP207 delete ⇒ true → false',
        'MCP207 send ⇒ true → false',
        'MCP207 transfer ⇒ true → false',
        'MCP207 tweet ⇒ true → false',
      ],
    },
    {
      title: 'a destroying verb against destructiveHint: false',
      doc: tools(
        toolWith({
          name: 'drop_table',
          description: 'Drops a table.',
          annotations: { readOnlyHint: false, destructiveHint: false },
        }),
        toolWith({ name: 'refund_order', description: 'Refunds an order.', annotations: { destructiveHint: false } }),
      ),
      findings: ['MCP207 drop ⇒ false → true', 'MCP207 refund ⇒ false → true'],
    },
    {
      title: 'a destroying verb in the description when the name says nothing',
      doc: tools(
        toolWith({ name: 'files', description: 'Deletes the given files.', annotations: { readOnlyHint: true } }),
      ),
      findings: ['MCP207 Deletes ⇒ true → false'],
    },
    {
      title: 'a writing verb against readOnlyHint; an ambiguous one only with corroboration',
      doc: tools(
        toolWith({ name: 'create_issue', description: 'Creates an issue.', annotations: { readOnlyHint: true } }),
        toolWith({
          name: 'open_nodes',
          description: 'Open specific nodes in the knowledge graph by their names.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({ name: 'run_script', description: 'Runs a shell script.', annotations: { readOnlyHint: true } }),
      ),
      findings: ['MCP208 create ⇒ true → false', 'MCP208 run ⇒ true → false'],
    },
    {
      title: '"add" of numbers computes: no change to report; "add" of anything else is a write',
      doc: tools(
        toolWith({ name: 'add', description: 'Add two numbers', annotations: { readOnlyHint: true } }),
        toolWith({
          name: 'calculator',
          description: 'Adds two integers and returns the sum.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({ name: 'add_numbers', description: '', annotations: { readOnlyHint: true } }),
        toolWith({ name: 'add_note', description: 'Adds a note.', annotations: { readOnlyHint: true } }),
        toolWith({ name: 'notes', description: 'Adds a note. Numbers are kept.', annotations: { readOnlyHint: true } }),
      ),
      findings: ['MCP109 ""', 'MCP208 add ⇒ true → false', 'MCP208 Adds ⇒ true → false'],
    },
    {
      title:
        'readOnlyHint missing: a plain read verb warns (fix adds the hint, in annotations or with them); an ambiguous one is information',
      doc: tools(
        toolWith({ name: 'get_weather', description: 'Returns the weather.', annotations: undefined }),
        toolWith({ name: 'list_files', description: 'Lists files.', annotations: { title: 'List' } }),
        toolWith({ name: 'check_status', description: 'Status of the build.', annotations: undefined }),
        toolWith({ name: 'check_health', description: 'Returns the health of the service.', annotations: undefined }),
      ),
      findings: [
        'MCP206 "get_weather" ⇒       } →       },\n' +
          '      "annotations": {\n' +
          '        "readOnlyHint": true\n' +
          '      }',
        'MCP206 "list_files" ⇒         "title": "List" →         "title": "List",\n' + '        "readOnlyHint": true',
        'MCP206 "check_status" ⇒       } →       },\n' +
          '      "annotations": {\n' +
          '        "readOnlyHint": true\n' +
          '      }',
        'MCP206 "check_health" ⇒       } →       },\n' +
          '      "annotations": {\n' +
          '        "readOnlyHint": true\n' +
          '      }',
      ],
    },
    {
      title: 'readOnlyHint missing is not said when the tool speaks of changing anything, or the hint is invalid',
      doc: tools(
        toolWith({ name: 'get_and_delete', description: 'Gets a file and deletes it.', annotations: undefined }),
        toolWith({ name: 'get_or_create', description: 'Gets the record.', annotations: undefined }),
        toolWith({
          name: 'get_weather',
          description: 'Creates a forecast record and returns it.',
          annotations: undefined,
        }),
        toolWith({ name: 'get_x', description: 'Returns x.', annotations: { readOnlyHint: 'maybe' } }),
      ),
      findings: ['MCP201 "maybe"'],
    },
    {
      title: 'a description that says read-only outright is enough',
      doc: tools(toolWith({ name: 'query', description: 'Run a read-only SQL query.', annotations: undefined })),
      findings: ['MCP206 "query" ⇒       } →       },\n      "annotations": {\n        "readOnlyHint": true\n      }'],
    },
    {
      title: 'openWorldHint false against the outside world, by name or description; true or absent is fine',
      doc: tools(
        toolWith({
          name: 'fetch_url',
          description: 'Gets a page.',
          annotations: { readOnlyHint: true, openWorldHint: false },
        }),
        toolWith({
          name: 'notes',
          description: 'Searches the web for notes.',
          annotations: { readOnlyHint: true, openWorldHint: false },
        }),
        toolWith({
          name: 'fetch_url2',
          description: 'Fetches a URL.',
          annotations: { readOnlyHint: true, openWorldHint: true },
        }),
        toolWith({
          name: 'sum2',
          description: 'Returns the sum.',
          annotations: { readOnlyHint: true, openWorldHint: false },
        }),
      ),
      findings: [
        'MCP209 false ⇒         "readOnlyHint": true,\n' +
          '        "openWorldHint": false →         "readOnlyHint": true',
        'MCP209 false ⇒         "readOnlyHint": true,\n' +
          '        "openWorldHint": false →         "readOnlyHint": true',
      ],
    },
    {
      title: 'annotations.title shadowed by a different top-level title; the same (trimmed) is fine',
      doc: tools(
        toolWith({ name: 'a', title: 'Sum', annotations: { readOnlyHint: true, title: 'Add' } }),
        toolWith({ name: 'b', title: 'Sum ', annotations: { readOnlyHint: true, title: ' Sum' } }),
        toolWith({ name: 'c', annotations: { readOnlyHint: true, title: 'Add' } }),
      ),
      findings: [
        'MCP210 "Add" ⇒         "readOnlyHint": true,\n' +
          '        "title": "Add" →         "readOnlyHint": true ⇒ "Sum" → "Add"',
      ],
    },
    {
      title: 'a tool without a name is not read for intent',
      doc: tools(
        toolWith({ name: undefined, description: 'Deletes everything.', annotations: { readOnlyHint: true } }),
      ),
      findings: ['MCP101 {'],
    },
  ],
};

const unusualTool = (fields: object) =>
  JSON.stringify({ tools: [{ inputSchema: { type: 'object' }, ...fields }] }, null, 2);

export const unusualTools: FindingTable = {
  title: 'tool annotations (MCP201–MCP210) where a value is missing or the tool is unusual',
  path: 'catalog.json',
  cases: [
    {
      title: 'a nameless tool marked read-only and destructive is "This tool"',
      doc: unusualTool({ description: 'x', annotations: { readOnlyHint: true, destructiveHint: true } }),
      findings: [
        'MCP101 {',
        'MCP205 "destructiveHint" ⇒         "readOnlyHint": true,\n' +
          '        "destructiveHint": true →         "readOnlyHint": true ⇒ true → false',
      ],
    },
    {
      title: 'annotations that are not an object: only their type is reported, not what the name says',
      doc: unusualTool({ name: 'delete_file', description: 'Deletes a file.', annotations: 'x' }),
      findings: ['MCP116 "x"'],
    },
    {
      title: 'a hint with no value (a syntax error) is passed over, beside a read-only hint',
      doc: '{"tools":[{"name":"list_files","description":"Lists files.","inputSchema":{"type":"object"},"annotations":{"readOnlyHint": true, "idempotentHint": }}]}',
      findings: ['MCP001 }'],
    },
    {
      title:
        'a tool whose name is not a string is not read for what it does, even where its description says it deletes',
      doc: unusualTool({ name: 5, description: 'Deletes the file.', annotations: { readOnlyHint: true } }),
      findings: ['MCP101 5'],
    },
    {
      title: 'a read name with annotations that are not an object: no advice to add a hint to them',
      doc: unusualTool({ name: 'list_files', description: 'Lists files.', annotations: 'x' }),
      findings: ['MCP116 "x"'],
    },
    {
      title: 'a name that reads and deletes does not plainly read',
      doc: unusualTool({ name: 'get_and_delete_file' }),
      findings: ['MCP109 "get_and_delete_file"'],
    },
    {
      title:
        'a read name whose description leads with a verb of change (not one of the words that always mean change) does not plainly read',
      doc: unusualTool({ name: 'get_note', description: 'Adds a note to the list.' }),
      findings: [],
    },
    {
      title: 'nor one whose description leads with a destructive verb',
      doc: unusualTool({ name: 'get_invoice', description: 'Pays the invoice.' }),
      findings: [],
    },
    {
      title: 'an annotations.title that is not a string is its own finding, not a title never shown',
      doc: unusualTool({ name: 'a', title: 'T', annotations: { title: 5 } }),
      findings: ['MCP109 "a"', 'MCP201 5'],
    },
  ],
};
