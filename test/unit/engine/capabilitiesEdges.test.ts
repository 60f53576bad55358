// The capability rules at their edges: each case was written for a mutant `npm run mutate` found alive (a condition,
// an anchor of a pattern, a message no test read), and pins every finding of the document in full (see
// test/helpers/transcript.ts). What the mutants taught: docs/testing.md.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, lintText } from '../../helpers/engine';
import { transcript } from '../../helpers/transcript';
import { prompts, toolWith, tools } from './capabilityFixtures';

const icon = (...icons: unknown[]) => tools(toolWith({ icons }));
const src = 'https://e.com/i.png';

describe('icons (MCP020) at their edges', () => {
  const cases: [string, string, string[]][] = [
    ["a bare string icon is wrapped into { src }; a number is not", icon('https://e.com/i.png', 3), [
      "MCP020 error \"\\\"https://e.com/i.png\\\"\": An icon is an object { \"src\": … }, not a string. ‖ Wrap as { \"src\": … } (preferred) (safe): \"\\\"https://e.com/i.png\\\"\"→\"{ \\\"src\\\": \\\"https://e.com/i.png\\\" }\"",
      "MCP020 error \"3\": An icon is an object { \"src\": … }, not an integer.",
    ]],
    ["src: missing, not a string", icon({ mimeType: 'image/png' }, { src: 7 }), [
      "MCP020 error \"{\": This icon has no \"src\": give the URL (https://…) or a data: URI of the image.",
      "MCP020 error \"7\": \"src\" must be a string, not an integer.",
    ]],
    ["a data: URI without its comma is malformed; its parameters and its case are free", icon({ src: 'data:image/png;base64' }, { src: 'DATA:image/png;BASE64,iVBORw0KGgo=' }, { src: 'data:image/svg+xml,<svg/>' }, { src: 'data:image/png;charset=x;base64,abc' }), [
      "MCP020 error \"\\\"data:image/png;base64\\\"\": This data: URI is malformed: write it as data:image/png;base64,<data>.",
      "MCP020 error \"\\\"data:image/png;charset=x;base64,abc\\\"\": The base64 part of this data: URI is broken: The base64 data has the wrong length or padding (it must be a multiple of 4 characters, with at most two \"=\" at the end): it is probably cut off.",
    ]],
    ["a data: scheme inside another one is that other scheme", icon({ src: 'x-data:image/png;base64,abc' }), [
      "MCP020 error \"\\\"x-data:image/png;base64,abc\\\"\": Icon \"src\" uses the scheme \"x-data\": clients load icons from https (or http) URLs and data: URIs only.",
    ]],
    ["a relative path, a scheme that starts with a digit, text before https", icon({ src: 'icons/i.png' }, { src: '1ab:foo' }, { src: 'see https://e.com/i.png' }), [
      "MCP020 error \"\\\"icons/i.png\\\"\": Icon \"src\" \"icons/i.png\" is not a URI: clients cannot resolve a relative path; use an https:// URL or a data: URI.",
      "MCP020 error \"\\\"1ab:foo\\\"\": Icon \"src\" \"1ab:foo\" is not a URI: clients cannot resolve a relative path; use an https:// URL or a data: URI.",
      "MCP020 error \"\\\"see https://e.com/i.png\\\"\": Icon \"src\" \"see https://e.com/i.png\" is not a URI: clients cannot resolve a relative path; use an https:// URL or a data: URI.",
    ]],
    ["other schemes, with + in them; http and HTTPS are fine", icon({ src: 'ftp://e.com/i.png' }, { src: 'a+b:foo' }, { src: 'http://e.com/i.png' }, { src: 'HTTPS://e.com/i.png' }), [
      "MCP020 error \"\\\"ftp://e.com/i.png\\\"\": Icon \"src\" uses the scheme \"ftp\": clients load icons from https (or http) URLs and data: URIs only.",
      "MCP020 error \"\\\"a+b:foo\\\"\": Icon \"src\" uses the scheme \"a+b\": clients load icons from https (or http) URLs and data: URIs only.",
    ]],
    ["an https URL with a space: at the space, with the encoded fix", icon({ src: 'https://exa mple.com/i.png' }), [
      "MCP020 error \" \": Icon \"src\": A space is not allowed in a URI; percent-encode it as %20. ‖ Encode as %20 (preferred): \"\\\"https://exa mple.com/i.png\\\"\"→\"\\\"https://exa%20mple.com/i.png\\\"\"",
    ]],
    ["mimeType: malformed, not a string", icon({ src, mimeType: 'png' }, { src, mimeType: 5 }), [
      "MCP408 error \"\\\"png\\\"\": \"png\" is not a MIME type: write \"type/subtype\", e.g. \"image/png\". ‖ Change to \"image/png\" (preferred): \"\\\"png\\\"\"→\"\\\"image/png\\\"\"",
      "MCP020 error \"5\": Icon \"mimeType\" must be a string such as \"image/png\", not an integer.",
    ]],
    ["sizes as one string: wrapped when it is a size, said otherwise", icon({ src, sizes: '48x48' }, { src, sizes: 'any' }, { src, sizes: 'big' }, { src, sizes: '48x48px' }, { src, sizes: 48 }), [
      "MCP020 error \"\\\"48x48\\\"\": \"sizes\" is an array of strings such as [\"48x48\"], not a string. ‖ Wrap in an array: [\"48x48\"] (preferred) (safe): \"\\\"48x48\\\"\"→\"[\\\"48x48\\\"]\"",
      "MCP020 error \"\\\"any\\\"\": \"sizes\" is an array of strings such as [\"48x48\"], not a string. ‖ Wrap in an array: [\"any\"] (preferred) (safe): \"\\\"any\\\"\"→\"[\\\"any\\\"]\"",
      "MCP020 error \"\\\"big\\\"\": \"sizes\" is an array of strings such as [\"48x48\"], not a string.",
      "MCP020 error \"\\\"48x48px\\\"\": \"sizes\" is an array of strings such as [\"48x48\"], not a string.",
      "MCP020 error \"48\": \"sizes\" is an array of strings such as [\"48x48\"], not an integer.",
    ]],
    ["sizes entries at their edges", icon({ src, sizes: ['48', 'x48x48', '48x48 ', 'anyx', 'a48', '48a', '4x', 'x4', 3, null, '10x10', 'any'] }), [
      "MCP020 error \"\\\"48\\\"\": Icon size \"48\" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\". ‖ Change to \"48x48\" (preferred): \"\\\"48\\\"\"→\"\\\"48x48\\\"\"",
      "MCP020 error \"\\\"x48x48\\\"\": Icon size \"x48x48\" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"\\\"48x48 \\\"\": Icon size \"48x48 \" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"\\\"anyx\\\"\": Icon size \"anyx\" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"\\\"a48\\\"\": Icon size \"a48\" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"\\\"48a\\\"\": Icon size \"48a\" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"\\\"4x\\\"\": Icon size \"4x\" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"\\\"x4\\\"\": Icon size \"x4\" must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"3\": An icon size is a string, not an integer: it must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
      "MCP020 error \"null\": An icon size is a string, not null: it must be \"WIDTHxHEIGHT\" (e.g. \"48x48\") or \"any\".",
    ]],
    ["theme: a near miss is fixed, a far one and a number are said", icon({ src, theme: 'drak' }, { src, theme: 'blue' }, { src, theme: 1 }, { src, theme: 'light' }), [
      "MCP020 error \"\\\"drak\\\"\": Icon \"theme\" must be \"light\" or \"dark\" (did you mean \"dark\"?); leave it out for an icon that fits both. ‖ Change to \"dark\" (preferred) (safe): \"\\\"drak\\\"\"→\"\\\"dark\\\"\"",
      "MCP020 error \"\\\"blue\\\"\": Icon \"theme\" must be \"light\" or \"dark\"; leave it out for an icon that fits both.",
      "MCP020 error \"1\": Icon \"theme\" must be \"light\" or \"dark\"; leave it out for an icon that fits both.",
    ]],
    ["a misspelt key is renamed; other keys are left to clients", icon({ src, size: ['48x48'], extra: 1 }), [
      "MCP020 error \"\\\"size\\\"\": Unknown icon key \"size\": did you mean \"sizes\"? Clients ignore keys they do not know. ‖ Rename to \"sizes\" (preferred) (safe): \"\\\"size\\\"\"→\"\\\"sizes\\\"\"",
    ]],
    ["icons of resources, templates and prompts are checked too", JSON.stringify({ resources: [{ uri: 'file:///a', name: 'a', icons: [{}] }], resourceTemplates: [{ uriTemplate: 'file:///{a}', name: 'b', icons: [{}] }], prompts: [{ name: 'p', icons: [{}] }] }, null, 2), [
      "MCP020 error \"{\": This icon has no \"src\": give the URL (https://…) or a data: URI of the image.",
      "MCP020 error \"{\": This icon has no \"src\": give the URL (https://…) or a data: URI of the image.",
      "MCP020 error \"{\": This icon has no \"src\": give the URL (https://…) or a data: URI of the image.",
    ]],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript('tools.json', doc), expected));
});

describe('prompts (MCP501–MCP511) at their edges', () => {
  const cases: [string, string, string[]][] = [
    ["a prompt name: missing, not a string, blank", prompts({ description: 'd' }, { name: 3 }, { name: '  ' }), [
      "MCP501 error \"{\": This prompt has no \"name\": clients get prompts by name. Add a unique name.",
      "MCP501 error \"3\": This prompt has a \"name\" that is an integer: clients get prompts by name. Add a unique name.",
      "MCP501 error \"\\\"  \\\"\": This prompt has an empty \"name\": clients get prompts by name. Add a unique name.",
    ]],
    ["a duplicate prompt name names the line of the first", '{"prompts": [\n{"name": "a"},\n{"name": "b"},\n\n{"name": "a"}]}', [
      "MCP502 error \"\\\"a\\\"\": Another prompt is already named \"a\" (line 2): prompt names must be unique. Rename one of them.",
    ]],
    ["prompt field types", prompts({ name: 'a', title: 1, description: ['x'], icons: {}, _meta: [] }, { name: 'b', title: 't', description: 'd', icons: [], _meta: {} }), [
      "MCP510 error \"1\": \"title\" must be a string, not an integer.",
      "MCP510 error \"[\\n        \\\"x\\\"\\n      ]\": \"description\" must be a string, not an array.",
      "MCP510 error \"{}\": \"icons\" must be an array, not an object.",
      "MCP510 error \"[]\": \"_meta\" must be an object, not an array.",
    ]],
    ["arguments under another name: renamed when they are a list", prompts({ name: 'a', args: [{ name: 'x' }] }, { name: 'b', argsSchema: {} }, { name: 'c', parameters: [] }, { name: 'd', params: [] }, { name: 'e', inputSchema: [] }), [
      "MCP511 warning \"\\\"args\\\"\": MCP prompts list their arguments under \"arguments\" (an array of { name, description, required }); \"args\" is ignored by clients. ‖ Rename to \"arguments\" (preferred) (safe): \"\\\"args\\\"\"→\"\\\"arguments\\\"\"",
      "MCP511 warning \"\\\"argsSchema\\\"\": MCP prompts list their arguments under \"arguments\" (an array of { name, description, required }); \"argsSchema\" is ignored by clients.",
      "MCP511 warning \"\\\"parameters\\\"\": MCP prompts list their arguments under \"arguments\" (an array of { name, description, required }); \"parameters\" is ignored by clients. ‖ Rename to \"arguments\" (preferred) (safe): \"\\\"parameters\\\"\"→\"\\\"arguments\\\"\"",
      "MCP511 warning \"\\\"params\\\"\": MCP prompts list their arguments under \"arguments\" (an array of { name, description, required }); \"params\" is ignored by clients. ‖ Rename to \"arguments\" (preferred) (safe): \"\\\"params\\\"\"→\"\\\"arguments\\\"\"",
      "MCP511 warning \"\\\"inputSchema\\\"\": MCP prompts list their arguments under \"arguments\" (an array of { name, description, required }); \"inputSchema\" is ignored by clients. ‖ Rename to \"arguments\" (preferred) (safe): \"\\\"inputSchema\\\"\"→\"\\\"arguments\\\"\"",
    ]],
    ["an alias beside \"arguments\" is only an unknown key", prompts({ name: 'a', arguments: [], args: [] }), [
      "MCP511 info \"\\\"args\\\"\": \"args\" is not a prompt field; clients ignore it. Put custom data under \"_meta\" instead.",
    ]],
    ["unknown prompt keys: a near miss renamed, the rest at Information", prompts({ name: 'a', descripton: 'd', color: 'red' }), [
      "MCP511 warning \"\\\"descripton\\\"\": Unknown prompt key \"descripton\": did you mean \"description\"? Clients ignore keys they do not know. ‖ Rename to \"description\" (preferred) (safe): \"\\\"descripton\\\"\"→\"\\\"description\\\"\"",
      "MCP511 info \"\\\"color\\\"\": \"color\" is not a prompt field; clients ignore it. Put custom data under \"_meta\" instead.",
    ]],
    ["arguments that are not a list", prompts({ name: 'a', arguments: { name: 'x' } }), [
      "MCP503 error \"{\\n        \\\"name\\\": \\\"x\\\"\\n      }\": \"arguments\" must be an array of { name, description, required } objects, not an object.",
    ]],
    ["each argument: its shape, name, duplicates, required, field types and keys", prompts({ name: 'a', arguments: ['code', 3, {}, { name: 2 }, { name: ' ' }, { name: 'x' }, { name: 'x' }, { name: 'y', required: 'TRUE ' }, { name: 'z', required: 'false' }, { name: 'w', required: 'yes' }, { name: 'v', required: 1 }, { name: 'u', required: true, title: 2, description: {}, extra: 1, requird: true }] }), [
      "MCP503 error \"\\\"code\\\"\": Each prompt argument must be an object with a \"name\", not a string. ‖ Change to { \"name\": \"code\" } (preferred) (safe): \"\\\"code\\\"\"→\"{ \\\"name\\\": \\\"code\\\" }\"",
      "MCP503 error \"3\": Each prompt argument must be an object with a \"name\", not an integer.",
      "MCP503 error \"{\": This prompt argument has no \"name\": arguments are sent by name.",
      "MCP503 error \"2\": This prompt argument has a \"name\" that is an integer: arguments are sent by name.",
      "MCP503 error \"\\\" \\\"\": This prompt argument has an empty \"name\": arguments are sent by name.",
      "MCP504 error \"\\\"x\\\"\": The prompt already has an argument named \"x\": arguments are a name→value map, so the two collapse into one. Rename or remove this one.",
      "MCP505 error \"\\\"TRUE \\\"\": \"required\" must be a boolean, not a string. ‖ Change to true (preferred) (safe): \"\\\"TRUE \\\"\"→\"true\"",
      "MCP505 error \"\\\"false\\\"\": \"required\" must be a boolean, not a string. ‖ Change to false (preferred) (safe): \"\\\"false\\\"\"→\"false\"",
      "MCP505 error \"\\\"yes\\\"\": \"required\" must be a boolean, not a string.",
      "MCP505 error \"1\": \"required\" must be a boolean, not an integer.",
      "MCP510 error \"2\": \"title\" must be a string, not an integer.",
      "MCP510 error \"{}\": \"description\" must be a string, not an object.",
      "MCP511 info \"\\\"extra\\\"\": \"extra\" is not a prompt argument field; clients ignore it. Put custom data under the prompt's \"_meta\" instead.",
      "MCP511 warning \"\\\"requird\\\"\": Unknown prompt argument key \"requird\": did you mean \"required\" (there is a \"required\" too; this one is ignored)? Clients ignore keys they do not know.",
    ]],
    ["argument names repeat freely across prompts", prompts({ name: 'a', arguments: [{ name: 'x' }] }, { name: 'b', arguments: [{ name: 'x' }] }), []],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript('prompts.json', doc), expected));
});

describe('tool definitions (MCP101–MCP116) at their edges', () => {
  const cases: [string, string, string[]][] = [
    ["a tool name: missing, empty, not a string", tools(toolWith({ name: undefined }), toolWith({ name: '' }), toolWith({ name: 5 })), [
      "MCP101 error \"{\": This tool has no \"name\": clients call tools by name. Add a unique name such as \"get_weather\".",
      "MCP101 error \"\\\"\\\"\": This tool has an empty \"name\": clients call tools by name. Add a unique name such as \"get_weather\".",
      "MCP101 error \"5\": This tool has a \"name\" that is an integer, not a string: clients call tools by name. Add a unique name such as \"get_weather\".",
    ]],
    ["a duplicate tool name names the line of the first", '{"tools": [\n{"name": "a", "description": "d", "inputSchema": {"type": "object"}},\n\n{"name": "a", "description": "d", "inputSchema": {"type": "object"}}]}', [
      "MCP103 error \"\\\"a\\\"\": Another tool is already named \"a\" (line 2): tool names must be unique within a server. Rename one of them.",
    ]],
    ["a name of exactly 128 characters is fine; 129 is marked from the 129th", tools(toolWith({ name: 'a'.repeat(128) }), toolWith({ name: 'b'.repeat(129) })), [
      "MCP102 warning \"b\": Tool name is 129 characters long; the spec allows at most 128. Shorten it.",
    ]],
    ["characters outside the name set: each named once, a cleaned name offered", tools(toolWith({ name: 'get weather now!' }), toolWith({ name: '  ' }), toolWith({ name: '--x y--' }), toolWith({ name: '. a .' }), toolWith({ name: 'é' })), [
      "MCP102 warning \"\\\"get weather now!\\\"\": Tool name \"get weather now!\" contains space, \"!\": names should use only letters, digits, \"_\", \"-\" and \".\" (e.g. \"get_weather_now\"). ‖ Rename to \"get_weather_now\" (preferred): \"\\\"get weather now!\\\"\"→\"\\\"get_weather_now\\\"\"",
      "MCP102 warning \"\\\"  \\\"\": Tool name \"  \" contains space: names should use only letters, digits, \"_\", \"-\" and \".\" (e.g. \"tool\"). ‖ Rename to \"tool\" (preferred): \"\\\"  \\\"\"→\"\\\"tool\\\"\"",
      "MCP102 warning \"\\\"--x y--\\\"\": Tool name \"--x y--\" contains space: names should use only letters, digits, \"_\", \"-\" and \".\" (e.g. \"x_y\"). ‖ Rename to \"x_y\" (preferred): \"\\\"--x y--\\\"\"→\"\\\"x_y\\\"\"",
      "MCP102 warning \"\\\". a .\\\"\": Tool name \". a .\" contains space: names should use only letters, digits, \"_\", \"-\" and \".\" (e.g. \"a\"). ‖ Rename to \"a\" (preferred): \"\\\". a .\\\"\"→\"\\\"a\\\"\"",
      "MCP102 warning \"\\\"é\\\"\": Tool name \"é\" contains \"é\": names should use only letters, digits, \"_\", \"-\" and \".\" (e.g. \"tool\"). ‖ Rename to \"tool\" (preferred): \"\\\"é\\\"\"→\"\\\"tool\\\"\"",
    ]],
    ["a name that starts or ends with - or . is Information", tools(toolWith({ name: '-a' }), toolWith({ name: 'b.' }), toolWith({ name: '.c' }), toolWith({ name: 'd-' }), toolWith({ name: 'e-f.g' })), [
      "MCP102 info \"\\\"-a\\\"\": Tool name \"-a\" starts or ends with \"-\"; the MCP SDKs warn about this because some clients mangle such names.",
      "MCP102 info \"\\\"b.\\\"\": Tool name \"b.\" starts or ends with \".\"; the MCP SDKs warn about this because some clients mangle such names.",
      "MCP102 info \"\\\".c\\\"\": Tool name \".c\" starts or ends with \".\"; the MCP SDKs warn about this because some clients mangle such names.",
      "MCP102 info \"\\\"d-\\\"\": Tool name \"d-\" starts or ends with \"-\"; the MCP SDKs warn about this because some clients mangle such names.",
    ]],
    ["a description: missing, blank, not a string", tools(toolWith({ name: 'a', description: undefined }), toolWith({ name: 'b', description: ' ' }), toolWith({ name: 'c', description: 3 }), toolWith({ name: undefined, description: undefined })), [
      "MCP109 warning \"\\\"a\\\"\": Tool \"a\" has no description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.",
      "MCP109 warning \"\\\" \\\"\": Tool \"b\" has an empty description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.",
      "MCP116 error \"3\": Tool \"description\" must be a string, not an integer.",
      "MCP101 error \"{\": This tool has no \"name\": clients call tools by name. Add a unique name such as \"get_weather\".",
      "MCP109 warning \"{\": This tool has no description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.",
    ]],
    ["a description of exactly 1024 characters is fine; 1025 is marked past the limit", tools(toolWith({ name: 'a', description: 'x'.repeat(1024) }), toolWith({ name: 'b', description: 'y'.repeat(1025) })), [
      "MCP110 warning \"y\": The description is 1025 characters long; clients that cut at 1024 drop the marked part. Shorten it, and move parameter details into the inputSchema property descriptions.",
    ]],
    ["field types", tools(toolWith({ title: 1, annotations: [], _meta: 'm', icons: {} })), [
      "MCP116 error \"[]\": Tool \"annotations\" must be an object of hints (readOnlyHint, destructiveHint, …), not an array.",
      "MCP116 error \"1\": Tool \"title\" must be a string, not an integer.",
      "MCP116 error \"\\\"m\\\"\": Tool \"_meta\" must be an object, not a string.",
      "MCP116 error \"{}\": Tool \"icons\" must be an array of icons, not an object.",
    ]],
    ["an input-schema alias beside inputSchema is an unknown key; without it, MCP104's", tools(toolWith({ name: 'a', parameters: {} }), toolWith({ name: 'b', inputSchema: undefined, parameters: { type: 'object' } })), [
      "MCP113 info \"\\\"parameters\\\"\": \"parameters\" is not a tool field; clients ignore it. Put custom data under \"_meta\" instead.",
      "MCP104 error \"\\\"parameters\\\"\": Tool \"b\" has \"parameters\" (that is the OpenAI function-calling spelling) but MCP requires \"inputSchema\", a JSON Schema object. ‖ Rename \"parameters\" to \"inputSchema\" (preferred) (safe): \"\\\"parameters\\\"\"→\"\\\"inputSchema\\\"\"",
    ]],
    ["unknown tool keys: a near miss renamed, the rest at Information", tools(toolWith({ descripton: 'd', colour: 'red', 'x-vendor': 1 })), [
      "MCP113 warning \"\\\"descripton\\\"\": Unknown tool key \"descripton\": did you mean \"description\" (there is a \"description\" too; this one is ignored)? Clients ignore keys they do not know.",
      "MCP113 info \"\\\"colour\\\"\": \"colour\" is not a tool field; clients ignore it. Put custom data under \"_meta\" instead.",
    ]],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript('tools.json', doc), expected));

  it('a hint outside annotations is moved in, unless annotations has it or is not an object', () => {
    const tool = (name: string, extra: object) => ({ name, description: 'd', inputSchema: { type: 'object' }, ...extra });
    const doc = tools(
      tool('a', { readOnlyHint: true }),
      tool('b', { annotations: { title: 'B' }, destructiveHint: false }),
      tool('c', { annotations: { readOnlyHint: true }, readOnlyHint: false }),
      tool('d', { annotations: 'x', idempotentHint: true }),
    );
    const said = (hint: string) => `"${hint}" is a tool annotation: it only has an effect inside "annotations". Move it there.`;
    const found = lintText('tools.json', doc).filter((f) => f.code === 'MCP113');
    assert.deepEqual(
      found.map((f) => [f.message, f.severity, f.fixes?.map((x) => `${x.title}${x.preferred ? ' (preferred)' : ''}${x.safe ? ' (safe)' : ''}`)]),
      [
        [said('readOnlyHint'), 'warning', ['Move "readOnlyHint" into annotations (preferred)']],
        [said('destructiveHint'), 'warning', ['Move "destructiveHint" into annotations (preferred)']],
        [said('readOnlyHint'), 'warning', []],
        [said('idempotentHint'), 'warning', []],
      ],
    );
    const moved = (index: number) => JSON.parse(applyFix(doc, [found[index]!], 'MCP113')).tools[index];
    assert.deepEqual(moved(0), { name: 'a', description: 'd', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } });
    assert.deepEqual(moved(1), { name: 'b', description: 'd', inputSchema: { type: 'object' }, annotations: { title: 'B', destructiveHint: false } });
  });
});
