import type { McpServersClient } from '../fieldDocs';

/** A whole entry the author can insert: LSP snippet syntax, tabs for indentation (the editor re-indents). */
export interface Snippet {
  readonly label: string;
  readonly detail: string;
  readonly body: string;
  /** For `mcpServers` entries: the clients that read this shape. */
  readonly clients?: readonly McpServersClient[];
}

const lines = (...l: string[]) => l.join('\n');

const TOOL_ANNOTATIONS = lines(
  '{',
  '\t"readOnlyHint": ${1|false,true|},',
  '\t"destructiveHint": ${2|true,false|},',
  '\t"idempotentHint": ${3|false,true|},',
  '\t"openWorldHint": ${4|true,false|}',
  '}',
);

const TOOL = lines(
  '{',
  '\t"name": "${1:tool_name}",',
  '\t"title": "${2:Tool title}",',
  '\t"description": "${3:What the tool does and when to use it.}",',
  '\t"inputSchema": {',
  '\t\t"type": "object",',
  '\t\t"properties": {',
  '\t\t\t"${4:argument}": { "type": "${5|string,number,integer,boolean,array,object|}", "description": "${6:What the argument means.}" }',
  '\t\t},',
  '\t\t"required": ["${4}"],',
  '\t\t"additionalProperties": false',
  '\t},',
  '\t"annotations": {',
  '\t\t"readOnlyHint": ${7|false,true|},',
  '\t\t"destructiveHint": ${8|true,false|},',
  '\t\t"idempotentHint": ${9|false,true|},',
  '\t\t"openWorldHint": ${10|true,false|}',
  '\t}',
  '}',
);

/** Snippets for a new item of an array whose items have this table type. */
export const ITEM_SNIPPETS: Readonly<Record<string, readonly Snippet[]>> = {
  Tool: [{ label: 'New tool', detail: 'name, description, inputSchema and all four behaviour hints', body: TOOL }],
  Resource: [
    {
      label: 'New resource',
      detail: 'uri, name, description, mimeType',
      body: lines(
        '{',
        '\t"uri": "${1:file:///path/to/file.txt}",',
        '\t"name": "${2:name}",',
        '\t"description": "${3:What the resource holds.}",',
        '\t"mimeType": "${4:text/plain}"',
        '}',
      ),
    },
  ],
  ResourceTemplate: [
    {
      label: 'New resource template',
      detail: 'uriTemplate, name, description, mimeType',
      body: lines(
        '{',
        '\t"uriTemplate": "${1:file:///logs/{date\\}.log}",',
        '\t"name": "${2:name}",',
        '\t"description": "${3:What the resources hold.}",',
        '\t"mimeType": "${4:text/plain}"',
        '}',
      ),
    },
  ],
  Prompt: [
    {
      label: 'New prompt',
      detail: 'name, description and an argument',
      body: lines(
        '{',
        '\t"name": "${1:prompt_name}",',
        '\t"title": "${2:Prompt title}",',
        '\t"description": "${3:What the prompt does.}",',
        '\t"arguments": [',
        '\t\t{ "name": "${4:argument}", "description": "${5:What to pass.}", "required": ${6|true,false|} }',
        '\t]',
        '}',
      ),
    },
  ],
  PromptArgument: [
    {
      label: 'New argument',
      detail: 'name, description, required',
      body: '{ "name": "${1:argument}", "description": "${2:What to pass.}", "required": ${3|true,false|} }',
    },
  ],
  PromptMessage: [
    {
      label: 'New message',
      detail: 'role and a text block',
      body: lines('{', '\t"role": "${1|user,assistant|}",', '\t"content": { "type": "text", "text": "$2" }', '}'),
    },
  ],
  ContentBlock: [
    { label: 'Text block', detail: 'type text', body: '{ "type": "text", "text": "$1" }' },
    {
      label: 'Image block',
      detail: 'type image',
      body: '{ "type": "image", "data": "$1", "mimeType": "${2:image/png}" }',
    },
    {
      label: 'Resource link',
      detail: 'type resource_link',
      body: '{ "type": "resource_link", "uri": "${1:file:///path}", "name": "${2:name}" }',
    },
  ],
  Icon: [
    {
      label: 'New icon',
      detail: 'src, mimeType, sizes',
      body: '{ "src": "${1:https://example.com/icon.png}", "mimeType": "${2:image/png}", "sizes": ["${3:48x48}"] }',
    },
  ],
  VsCodeInput: [
    {
      label: 'Secret input (promptString)',
      detail: 'asks once, masked, stored securely',
      body: lines(
        '{',
        '\t"type": "promptString",',
        '\t"id": "${1:api-key}",',
        '\t"description": "${2:API key}",',
        '\t"password": true',
        '}',
      ),
    },
    {
      label: 'Pick input (pickString)',
      detail: 'lets the user choose',
      body: lines(
        '{',
        '\t"type": "pickString",',
        '\t"id": "${1:choice}",',
        '\t"description": "${2:Pick one}",',
        '\t"options": ["${3:a}", "${4:b}"],',
        '\t"default": "${3}"',
        '}',
      ),
    },
    {
      label: 'Command input',
      detail: 'the result of a VS Code command',
      body: lines('{', '\t"type": "command",', '\t"id": "${1:value}",', '\t"command": "${2:command.id}"', '}'),
    },
  ],
  RegistryPackage: [
    {
      label: 'npm package (stdio)',
      detail: 'registryType npm',
      body: lines(
        '{',
        '\t"registryType": "npm",',
        '\t"identifier": "${1:@scope/package}",',
        '\t"version": "${2:1.0.0}",',
        '\t"transport": { "type": "stdio" }',
        '}',
      ),
    },
    {
      label: 'PyPI package (stdio)',
      detail: 'registryType pypi',
      body: lines(
        '{',
        '\t"registryType": "pypi",',
        '\t"identifier": "${1:package-name}",',
        '\t"version": "${2:1.0.0}",',
        '\t"runtimeHint": "uvx",',
        '\t"transport": { "type": "stdio" }',
        '}',
      ),
    },
    {
      label: 'OCI image (stdio)',
      detail: 'registryType oci',
      body: lines(
        '{',
        '\t"registryType": "oci",',
        '\t"identifier": "${1:ghcr.io/owner/image:1.0.0}",',
        '\t"runtimeHint": "docker",',
        '\t"transport": { "type": "stdio" }',
        '}',
      ),
    },
  ],
  RegistryRemote: [
    {
      label: 'Streamable HTTP remote',
      detail: 'type streamable-http',
      body: lines('{', '\t"type": "streamable-http",', '\t"url": "${1:https://example.com/mcp}"', '}'),
    },
    {
      label: 'Remote with an auth header',
      detail: 'streamable-http and a secret header',
      body: lines(
        '{',
        '\t"type": "streamable-http",',
        '\t"url": "${1:https://example.com/mcp}",',
        '\t"headers": [',
        '\t\t{ "name": "${2:Authorization}", "description": "${3:Bearer token}", "isRequired": true, "isSecret": true }',
        '\t]',
        '}',
      ),
    },
  ],
  RegistryKeyValueInput: [
    {
      label: 'New variable',
      detail: 'name, description, isRequired, isSecret',
      body: '{ "name": "${1:API_KEY}", "description": "${2:What it is}", "isRequired": ${3|true,false|}, "isSecret": ${4|true,false|} }',
    },
  ],
  RegistryArgument: [
    {
      label: 'Positional argument',
      detail: 'type positional',
      body: '{ "type": "positional", "valueHint": "${1:value}", "description": "$2" }',
    },
    {
      label: 'Named argument',
      detail: 'type named',
      body: '{ "type": "named", "name": "${1:--flag}", "value": "$2", "description": "$3" }',
    },
  ],
  McpbTool: [
    {
      label: 'New tool',
      detail: 'name and description',
      body: '{ "name": "${1:tool_name}", "description": "${2:What the tool does.}" }',
    },
  ],
  McpbPrompt: [
    {
      label: 'New prompt',
      detail: 'name, arguments, text',
      body: lines(
        '{',
        '\t"name": "${1:prompt_name}",',
        '\t"description": "$2",',
        '\t"arguments": ["${3:topic}"],',
        '\t"text": "${4:Write about \\${arguments.${3}\\}.}"',
        '}',
      ),
    },
  ],
};

/** Snippets for a new entry (key and value) of a map type. */
export const ENTRY_SNIPPETS: Readonly<Record<string, readonly Snippet[]>> = {
  VsCodeServers: [
    {
      label: 'New stdio server',
      detail: 'a local process',
      body: lines(
        '"${1:myServer}": {',
        '\t"type": "stdio",',
        '\t"command": "${2:npx}",',
        '\t"args": ["${3:-y}", "${4:package}"]',
        '}',
      ),
    },
    {
      label: 'New http server',
      detail: 'a remote server',
      body: lines('"${1:myServer}": {', '\t"type": "http",', '\t"url": "${2:https://example.com/mcp}"', '}'),
    },
  ],
  McpServersMap: [
    {
      label: 'New stdio server',
      detail: 'a local process',
      body: lines('"${1:my-server}": {', '\t"command": "${2:npx}",', '\t"args": ["${3:-y}", "${4:package}"]', '}'),
    },
    {
      label: 'New http server',
      detail: 'a remote server',
      body: lines('"${1:my-server}": {', '\t"type": "http",', '\t"url": "${2:https://example.com/mcp}"', '}'),
      clients: ['claude-code', 'cursor'],
    },
  ],
  McpbUserConfig: [
    {
      label: 'New user setting',
      detail: 'type, title, description',
      body: lines(
        '"${1:api_key}": {',
        '\t"type": "${2|string,number,boolean,directory,file|}",',
        '\t"title": "${3:API key}",',
        '\t"description": "${4:What the setting is for.}",',
        '\t"required": ${5|true,false|}',
        '}',
      ),
    },
  ],
  ArgumentMap: [
    {
      label: 'New argument',
      detail: 'type and description',
      body: '"${1:argument}": { "type": "${2|string,number,integer,boolean,array,object|}", "description": "${3:What the argument means.}" }',
    },
  ],
  VsCodeEnv: [
    { label: 'Secret from an input', detail: '${input:…}', body: '"${1:API_KEY}": "\\${input:${2:api-key}\\}"' },
  ],
};

/** Value snippets for a field, by `<table type key>.<field>`. */
export const VALUE_SNIPPETS: Readonly<Record<string, string>> = {
  'Tool.inputSchema': lines(
    '{',
    '\t"type": "object",',
    '\t"properties": {$1},',
    '\t"additionalProperties": false',
    '}',
  ),
  'Tool.annotations': TOOL_ANNOTATIONS,
  'Tool.outputSchema': lines('{', '\t"type": "object",', '\t"properties": {$1}', '}'),
  'RegistryPackage.transport': '{ "type": "${1|stdio,streamable-http,sse|}" }',
  'McpbServer.mcp_config': lines(
    '{',
    '\t"command": "${1:node}",',
    '\t"args": ["\\${__dirname}/${2:server/index.js}"]',
    '}',
  ),
  'McpbManifest.author': '{ "name": "$1" }',
  'McpbManifest.server': lines(
    '{',
    '\t"type": "${1|node,python,binary,uv|}",',
    '\t"entry_point": "${2:server/index.js}",',
    '\t"mcp_config": {',
    '\t\t"command": "${3:node}",',
    '\t\t"args": ["\\${__dirname}/${2}"]',
    '\t}',
    '}',
  ),
};
