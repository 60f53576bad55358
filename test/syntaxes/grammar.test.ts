// The injection grammars, tokenized by vscode-textmate over VS Code's own JSON and JSONC grammars
// (and by both the project's and VS Code's oniguruma, when VS Code is provisioned).
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  HOST_SCOPES,
  assertHostUntouched,
  charScopes,
  grammarSkipReason,
  isOwnScope,
  isProvisionedCodeServer,
  onigFlavours,
  tokenizer,
  type HostScope,
  type Tokenizer,
} from './textmate';

interface Setup {
  readonly host: HostScope;
  readonly flavour: string;
  readonly tok: Tokenizer;
}

let setups: Setup[] = [];
let hostOnly: Tokenizer;

/** The colourless regions that mark uriTemplate and url/value strings. */
const REGIONS = ['meta.uri-template.mcp', 'meta.registry-template.mcp'];
const BEGIN = 'punctuation.definition.template-expression.begin.mcp';
const END = 'punctuation.definition.template-expression.end.mcp';
const META = 'meta.template.expression.mcp';

/** [text, innermost scope]: found in order along the line, each after the previous one. */
type Span = readonly [text: string, scope: string];

interface Expectation {
  /** The spans are looked for after the first occurrence of this text (default: from the start of the line). */
  after?: string;
  /** Spans whose every character has exactly this innermost scope, and whose neighbours do not. */
  spans?: readonly Span[];
  /** [text, scope]: every character of the first occurrence of text carries the scope (or a refinement of it, such as the JSONC host's `….json.comments`) somewhere in its stack. */
  within?: readonly Span[];
  /** Texts (first occurrence from the start of the line) none of whose characters carry a scope of ours (but the colourless regions). */
  plain?: readonly string[];
}

function locate(line: string, text: string, from: number): number {
  const at = line.indexOf(text, from);
  assert.ok(at >= 0, `"${text}" not found in ${line} after column ${from}`);
  return at;
}

/** Tokenizes `line` in every setup and checks the expectation, and that the host grammar's scopes are untouched. */
async function check(line: string, expected: Expectation): Promise<void> {
  for (const { host, flavour, tok } of setups) {
    const where = `[${host}, ${flavour}] ${line}`;
    const [tokens] = await tok.tokenize(line, host);
    const scopes = charScopes(tokens!);
    const innermost = (c: number) => scopes[c]?.at(-1);
    let from = expected.after === undefined ? 0 : locate(line, expected.after, 0) + expected.after.length;
    for (const [text, scope] of expected.spans ?? []) {
      const at = locate(line, text, from);
      for (let c = at; c < at + text.length; c++) {
        assert.equal(
          innermost(c),
          scope,
          `${where}\n  column ${c} ("${line[c]}") of "${text}": scopes ${scopes[c]?.join(' ')}`,
        );
      }
      assert.notEqual(
        innermost(at - 1),
        scope,
        `${where}\n  "${text}" starts too late: the character before it is ${scope} too`,
      );
      assert.notEqual(
        innermost(at + text.length),
        scope,
        `${where}\n  "${text}" ends too early: the character after it is ${scope} too`,
      );
      from = at + text.length;
    }
    for (const [text, scope] of expected.within ?? []) {
      const at = locate(line, text, 0);
      for (let c = at; c < at + text.length; c++) {
        assert.ok(
          scopes[c]?.some((s) => s === scope || s.startsWith(`${scope}.`)),
          `${where}\n  column ${c} of "${text}" lacks ${scope}: ${scopes[c]?.join(' ')}`,
        );
      }
    }
    for (const text of expected.plain ?? []) {
      const at = locate(line, text, 0);
      for (let c = at; c < at + text.length; c++) {
        const own = scopes[c]?.filter((s) => isOwnScope(s) && !REGIONS.includes(s)) ?? [];
        assert.deepEqual(
          own,
          [],
          `${where}\n  column ${c} ("${line[c]}") of "${text}" should be left to the JSON grammar`,
        );
      }
    }
    await assertHostUntouched(line, host, tok, hostOnly, where);
  }
}

/** Multi-line text: only that the host grammar's scopes survive the injections, line after line. */
async function checkLines(text: string): Promise<void> {
  for (const { host, flavour, tok } of setups) {
    await assertHostUntouched(text, host, tok, hostOnly, `[${host}, ${flavour}]`);
  }
}

describe('MCP injection grammars', { skip: grammarSkipReason() }, () => {
  before(async () => {
    hostOnly = await tokenizer({ injections: false });
    setups = [];
    for (const onig of await onigFlavours()) {
      const tok = await tokenizer({ onig });
      for (const host of HOST_SCOPES) setups.push({ host, flavour: onig.name, tok });
    }
  });

  test("runs with VS Code's own oniguruma as well as the project's", (t) => {
    if (!isProvisionedCodeServer()) return t.skip('a desktop VS Code keeps its oniguruma inside an archive');
    assert.deepEqual([...new Set(setups.map((s) => s.flavour))].length, 2, setups.map((s) => s.flavour).join(', '));
  });

  describe('variables in string values', () => {
    test('${workspaceFolder} in a stdio server argument', () =>
      check(
        '{"servers": {"s": {"type": "stdio", "command": "node", "args": ["${workspaceFolder}/server/index.mjs"]}}}',
        {
          spans: [
            ['${', BEGIN],
            ['workspaceFolder', 'variable.language.predefined.mcp'],
            ['}', END],
          ],
          within: [
            ['${workspaceFolder}', META],
            ['${workspaceFolder}/server/index.mjs', 'string.quoted.double.json'],
          ],
          plain: ['/server/index.mjs', '"args"', '"node"'],
        },
      ));

    test('${input:id}, with a dash in the id', () =>
      check('{"env": {"API_KEY": "${input:api-key}"}}', {
        spans: [
          ['${', BEGIN],
          ['input', 'support.type.variable-namespace.input.mcp'],
          [':', 'punctuation.separator.namespace.mcp'],
          ['api-key', 'variable.other.input.mcp'],
          ['}', END],
        ],
        within: [['${input:api-key}', META]],
        plain: ['"API_KEY"'],
      }));

    test('${env:NAME} and ${userHome} side by side', () =>
      check('{"cwd": "${userHome}/${env:PROJECT_DIR}"}', {
        spans: [
          ['${', BEGIN],
          ['userHome', 'variable.language.predefined.mcp'],
          ['}', END],
          ['${', BEGIN],
          ['env', 'support.type.variable-namespace.env.mcp'],
          [':', 'punctuation.separator.namespace.mcp'],
          ['PROJECT_DIR', 'variable.other.env.mcp'],
          ['}', END],
        ],
      }));

    test('two variables with nothing between them stay two', () =>
      check('{"args": ["${workspaceFolder}${pathSeparator}${/}bin"]}', {
        spans: [
          ['${', BEGIN],
          ['workspaceFolder', 'variable.language.predefined.mcp'],
          ['}', END],
          ['${', BEGIN],
          ['pathSeparator', 'variable.language.predefined.mcp'],
          ['}', END],
          ['${', BEGIN],
          ['/', 'variable.language.predefined.mcp'],
          ['}', END],
        ],
        plain: ['bin'],
      }));

    test('other namespaces: ${workspaceFolder:name}, ${config:…}, ${command:…}', () =>
      check('{"args": ["${workspaceFolder:backend}", "${config:editor.tabSize}", "${command:pick.process}"]}', {
        spans: [
          ['${', BEGIN],
          ['workspaceFolder', 'support.type.variable-namespace.mcp'],
          [':', 'punctuation.separator.namespace.mcp'],
          ['backend', 'variable.other.mcp'],
          ['}', END],
          ['config', 'support.type.variable-namespace.mcp'],
          [':', 'punctuation.separator.namespace.mcp'],
          ['editor.tabSize', 'variable.other.mcp'],
          ['command', 'support.type.variable-namespace.mcp'],
          [':', 'punctuation.separator.namespace.mcp'],
          ['pick.process', 'variable.other.mcp'],
        ],
      }));

    test('Claude Code ${VAR} and ${VAR:-default}', () =>
      check(
        '{"mcpServers": {"api": {"type": "http", "url": "${API_BASE:-https://api.example.com}/mcp", "headers": {"Authorization": "Bearer ${API_TOKEN}"}}}}',
        {
          spans: [
            ['${', BEGIN],
            ['API_BASE', 'variable.other.env.mcp'],
            [':-', 'keyword.operator.expansion.default-value.mcp'],
            ['https://api.example.com', 'string.unquoted.default-value.mcp'],
            ['}', END],
            ['${', BEGIN],
            ['API_TOKEN', 'variable.other.mcp'],
            ['}', END],
          ],
          within: [
            ['${API_BASE:-https://api.example.com}', META],
            ['${API_TOKEN}', META],
          ],
          plain: ['/mcp"', 'Bearer '],
        },
      ));

    test('MCP Bundle ${__dirname}, ${user_config.KEY} and ${HOME}', () =>
      check(
        '{"server": {"mcp_config": {"command": "node", "args": ["${__dirname}/server/index.js", "--key=${user_config.api_key}", "${HOME}/notes"]}}}',
        {
          spans: [
            ['${', BEGIN],
            ['__dirname', 'variable.language.predefined.mcp'],
            ['}', END],
            ['${', BEGIN],
            ['user_config', 'support.type.variable-namespace.user-config.mcp'],
            ['.', 'punctuation.accessor.mcp'],
            ['api_key', 'variable.other.user-config.mcp'],
            ['}', END],
            ['${', BEGIN],
            ['HOME', 'variable.language.predefined.mcp'],
            ['}', END],
          ],
          plain: ['--key='],
        },
      ));

    test('MCP Bundle prompt text ${arguments.NAME}', () =>
      check(
        '{"prompts": [{"name": "summarise", "arguments": ["topic"], "text": "Summarise ${arguments.topic} in three lines."}]}',
        {
          spans: [
            ['${', BEGIN],
            ['arguments', 'support.type.variable-namespace.arguments.mcp'],
            ['.', 'punctuation.accessor.mcp'],
            ['topic', 'variable.parameter.argument.mcp'],
            ['}', END],
          ],
          plain: ['Summarise ', ' in three lines.', '"topic"'],
        },
      ));

    test('in JSONC, between comments and with a trailing comma', () =>
      check('{ /* secrets */ "env": { "TOKEN": "${input:token}", }, // "${input:commented}"', {
        spans: [
          ['input', 'support.type.variable-namespace.input.mcp'],
          ['token', 'variable.other.input.mcp'],
        ],
        plain: ['/* secrets */', '// "${input:commented}"'],
      }));
  });

  describe('nothing else', () => {
    test('keys are never touched', () =>
      check('{"${input:key}": "v", "{var}": "w", "uriTemplate": 1}', { plain: ['"${input:key}"', '"{var}"'] }));

    test('braces in an ordinary description stay an ordinary string', () =>
      check(
        '{"tools": [{"name": "t", "description": "Returns {braces}, {+path} and {?q} literally", "title": "{x}"}]}',
        {
          plain: ['Returns {braces}, {+path} and {?q} literally', '"{x}"'],
        },
      ));

    test('a uri is not a template', () =>
      check('{"resources": [{"uri": "file:///{path}", "name": "{name}"}]}', { plain: ['file:///{path}', '"{name}"'] }));

    test('a malformed ${ does not swallow the rest of the line', () =>
      check(
        '{"args": ["${input:api-key", "--flag", "${", "a ${ b", "${}", "${ x }", "${input:}", "${workspaceFolder}"], "next": "${env:HOME}"}',
        {
          plain: ['"${input:api-key"', '"--flag"', '"${"', '"a ${ b"', '"${}"', '"${ x }"', '"${input:}"'],
          spans: [
            ['workspaceFolder', 'variable.language.predefined.mcp'],
            ['HOME', 'variable.other.env.mcp'],
          ],
          within: [['"next"', 'support.type.property-name.json']],
        },
      ));

    test('a variable cannot run past the end of its string', () =>
      check('{"a": "${input:x", "b": "y}"}', {
        plain: ['"${input:x"', '"y}"'],
        within: [['"b"', 'support.type.property-name.json']],
      }));

    test("JSON escapes stay the JSON grammar's, next to variables", () =>
      check('{"args": ["C:\\\\${env:USER}\\\\tmp", "\\"${input:q}\\""]}', {
        spans: [
          ['USER', 'variable.other.env.mcp'],
          ['q', 'variable.other.input.mcp'],
        ],
        within: [
          ['\\\\', 'constant.character.escape.json'],
          ['\\"', 'constant.character.escape.json'],
        ],
      }));
  });

  describe('RFC 6570 expressions in uriTemplate values', () => {
    const TEMPLATE = 'meta.template.expression.uri-template.mcp';
    const VAR = 'variable.parameter.uri-template.mcp';

    test('a simple expression', () =>
      check('{"resourceTemplates": [{"uriTemplate": "file:///logs/{date}.log", "name": "logs"}]}', {
        after: '"uriTemplate"',
        spans: [
          ['{', BEGIN],
          ['date', VAR],
          ['}', END],
        ],
        within: [['{date}', TEMPLATE]],
        plain: ['file:///logs/', '.log', '"logs"'],
      }));

    test('every operator has its own scope', () =>
      check('{"uriTemplate": "{+base}{#frag}{.ext}{/seg}{;param}{?q}{&page}"}', {
        spans: [
          ['+', 'keyword.operator.reserved.uri-template.mcp'],
          ['base', VAR],
          ['#', 'keyword.operator.fragment.uri-template.mcp'],
          ['frag', VAR],
          ['.', 'keyword.operator.label.uri-template.mcp'],
          ['ext', VAR],
          ['/', 'keyword.operator.path-segment.uri-template.mcp'],
          ['seg', VAR],
          [';', 'keyword.operator.path-parameter.uri-template.mcp'],
          ['param', VAR],
          ['?', 'keyword.operator.query.uri-template.mcp'],
          ['q', VAR],
          ['&', 'keyword.operator.query-continuation.uri-template.mcp'],
          ['page', VAR],
        ],
      }));

    test('variable lists, explode and prefix modifiers', () =>
      check('{"uriTemplate": "https://api.example.com/repos/{owner}/{repo}/commits{?sha,path*,per_page:100}"}', {
        spans: [
          ['owner', VAR],
          ['repo', VAR],
          ['{', BEGIN],
          ['?', 'keyword.operator.query.uri-template.mcp'],
          ['sha', VAR],
          [',', 'punctuation.separator.variable.uri-template.mcp'],
          ['path', VAR],
          ['*', 'keyword.operator.explode.uri-template.mcp'],
          [',', 'punctuation.separator.variable.uri-template.mcp'],
          ['per_page', VAR],
          [':', 'keyword.operator.prefix.uri-template.mcp'],
          ['100', 'constant.numeric.integer.decimal.prefix-length.uri-template.mcp'],
          ['}', END],
        ],
        plain: ['https://api.example.com/repos/', '/commits'],
      }));

    test('dotted and percent-encoded variable names', () =>
      check('{"uriTemplate": "x://{user.name}/{caf%C3%A9}"}', {
        spans: [
          ['user.name', VAR],
          ['caf%C3%A9', VAR],
        ],
      }));

    test('mistakes are marked where they are, one character at a time', () =>
      check('{"uriTemplate": "a{=x}b{x y}c{}d{e{f}g}h{i", "name": "n"}', {
        spans: [
          ['=', 'invalid.illegal.reserved-operator.uri-template.mcp'],
          ['x', VAR],
          ['x', VAR],
          [' ', 'invalid.illegal.character.uri-template.mcp'],
          ['y', VAR],
          ['{}', 'invalid.illegal.empty-expression.uri-template.mcp'],
          ['{', 'invalid.illegal.unclosed-expression.uri-template.mcp'],
          ['{', BEGIN],
          ['f', VAR],
          ['}', END],
          ['}', 'invalid.illegal.unopened-expression.uri-template.mcp'],
          ['{', 'invalid.illegal.unclosed-expression.uri-template.mcp'],
        ],
        within: [['"name"', 'support.type.property-name.json']],
        plain: ['"n"'],
      }));

    test('a zero or five-digit prefix is not a prefix', () =>
      check('{"uriTemplate": "{a:0}{b:10000}"}', {
        after: '"uriTemplate"',
        spans: [
          ['a', VAR],
          [':', 'invalid.illegal.character.uri-template.mcp'],
          ['0', VAR],
          ['b', VAR],
          [':', 'invalid.illegal.character.uri-template.mcp'],
          ['10000', VAR],
        ],
      }));

    test('${ in a URI template is a literal $ before an expression', () =>
      check('{"uriTemplate": "price/${amount}"}', {
        after: '"uriTemplate"',
        spans: [
          ['{', BEGIN],
          ['amount', VAR],
          ['}', END],
        ],
        plain: ['price/$'],
      }));

    test('escaped quotes inside the value do not end it early', () =>
      check('{"uriTemplate": "q=\\"{x}\\"/{y}"}', {
        spans: [
          ['x', VAR],
          ['y', VAR],
        ],
        within: [['\\"', 'constant.character.escape.json']],
      }));

    test('spaces around the colon, and an escape first in the value', () =>
      check('{"uriTemplate"  :   "\\u0066ile:///{path}"}', {
        after: '"uriTemplate"',
        spans: [
          ['{', BEGIN],
          ['path', VAR],
          ['}', END],
        ],
        within: [['\\u0066', 'constant.character.escape.json']],
      }));

    test('empty values leave the rest of the line alone', () =>
      check('{"uriTemplate": "", "url": "", "value": "", "next": "${userHome}"}', {
        spans: [['userHome', 'variable.language.predefined.mcp']],
        within: [['"next"', 'support.type.property-name.json']],
      }));

    test('an unterminated value while typing does not leak into the next lines', () =>
      checkLines(
        '{\n  "uriTemplate": "file:///{dir}/\n  "name": "n",\n  "url": "https://{host}\n}\n{"description": "{x}"}',
      ));

    test('a description that quotes a uriTemplate is still prose', () =>
      check('{"description": "Set \\"uriTemplate\\": \\"{x}\\" to {y}"}', {
        plain: ['Set \\"uriTemplate\\": \\"{x}\\" to {y}'],
      }));
  });

  describe('registry {var} placeholders in url and value strings', () => {
    const REGISTRY = 'variable.parameter.registry.mcp';

    test('in a remote url and a header value', () =>
      check(
        '{"remotes": [{"type": "streamable-http", "url": "https://{tenant_id}.example.com:{port}/mcp", "headers": [{"name": "Authorization", "value": "Bearer {api_token}"}]}]}',
        {
          after: '"url"',
          spans: [
            ['{', BEGIN],
            ['tenant_id', REGISTRY],
            ['}', END],
            ['port', REGISTRY],
            ['api_token', REGISTRY],
          ],
          within: [['{tenant_id}', 'meta.template.expression.registry.mcp']],
          plain: ['https://', '.example.com:', 'Bearer ', '"Authorization"'],
        },
      ));

    test('${…} in a url is a variable, not a placeholder', () =>
      check('{"url": "https://${input:host}/{path}"}', {
        spans: [
          ['${', BEGIN],
          ['input', 'support.type.variable-namespace.input.mcp'],
          [':', 'punctuation.separator.namespace.mcp'],
          ['host', 'variable.other.input.mcp'],
          ['}', END],
          ['path', REGISTRY],
        ],
      }));

    test('only in url and value: not in default, description, identifier', () =>
      check(
        '{"default": "{x}", "description": "{y}", "identifier": "{z}", "value": "{\\"json\\": 1}", "url": "https://a/{unclosed"}',
        {
          plain: ['"{x}"', '"{y}"', '"{z}"', '"{\\"json\\": 1}"', '"https://a/{unclosed"'],
        },
      ));
  });
});
