// The supply-chain rules' documents (typosquat.ts MCP722, unpinnedPackage.ts MCP723, plainHttpCredentials.ts MCP724,
// toxicFlow.ts MCP725) and the findings each must give (code, span, fixed text).
import { CC, CD, ms, VS, vs } from '../../../../helpers/configPaths';
import type { FindingTable } from '../../ruleCases';

export const typosquatCases: FindingTable = {
  title: 'MCP722: typosquats of well-known MCP server packages',
  only: ['MCP722'],
  path: CC,
  cases: [
    {
      title: 'one edit from a well-known npm, PyPI and Docker Hub name, and a look-alike scope',
      doc: ms({
        a: { command: 'npx', args: ['-y', 'chrome-devtool-mcp@1.0.0'] },
        b: { command: 'uvx', args: ['mcp-server-fecth'] },
        c: { command: 'docker', args: ['run', '-i', '--rm', 'mpc/fetch:1'] },
        d: { command: 'npx', args: ['-y', '@model-context-protocol/server-memory'] },
        e: { command: 'npx', args: ['-y', '@modelcontextprotocoI/server-filesystem', '/tmp'] },
        f: { command: 'npx.cmd', args: ['--yes', '--package=fireecrawl-mcp', 'firecrawl-mcp'] },
        g: { command: 'uvx', args: ['--from', 'mcp-server-gti', 'mcp-server-git'] },
      }),
      findings: [
        'MCP722 chrome-devtool-mcp ⇒ chrome-devtools-mcp',
        'MCP722 mcp-server-fecth ⇒ mcp-server-fetch',
        'MCP722 mpc/fetch ⇒ mcp/fetch',
        'MCP722 @model-context-protocol/server-memory ⇒ @modelcontextprotocol/server-memory',
        'MCP722 @modelcontextprotocoI/server-filesystem ⇒ @modelcontextprotocol/server-filesystem',
        'MCP722 fireecrawl-mcp ⇒ firecrawl-mcp',
        'MCP722 mcp-server-gti ⇒ mcp-server-git',
      ],
    },
    {
      title:
        'the real names (PyPI folds case and separators, Docker Hub its default registry), the same scope, short and far names, local code',
      doc: ms({
        a: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '/tmp'] },
        b: { command: 'uvx', args: ['MCP_Server.Fetch'] },
        b2: { command: 'uvx', args: ['mcp_server__time'] },
        c: { command: 'docker', args: ['run', '-i', '--rm', 'docker.io/mcp/fetch'] },
        d: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesytem'] },
        e: { command: 'npx', args: ['-y', '@playwright/mcpx'] },
        f: { command: 'npx', args: ['-y', 'my-weather-mcp'] },
        g: { command: 'node', args: ['chrome-devtool-mcp'] },
        h: { command: 'npx', args: ['-y', 'modelcontextprotocol/server-filesystem'] },
        i: { type: 'http', url: 'https://mcp-server-fecth.example.com/mcp' },
        j: { command: 'docker', args: ['mcp', 'gateway', 'run'] },
      }),
      findings: [],
    },
    {
      title:
        "look-alike scopes two edits away: separators, digits and capitals for letters, rn for m, vv for w; a look-alike image namespace; an image under Docker Hub's registry name",
      doc: ms({
        a: { command: 'npx', args: ['-y', '@model_context_protocol/server-memory'] },
        b: { command: 'npx', args: ['-y', '@model.context.protocol/server-everything'] },
        c: { command: 'npx', args: ['-y', '@m0delc0ntextprotocol/server-postgres'] },
        d: { command: 'npx', args: ['-y', '@modeIcontextprotocoI/server-redis'] },
        e: { command: 'npx', args: ['-y', '@rnodelcontextprotoco1/server-gdrive'] },
        f: { command: 'npx', args: ['-y', '@playvvright/mcp'] },
        g: { command: 'npx', args: ['-y', '@ModelContextProtocol/server-slack'] },
        h: { command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/githuh/github-mcp-server'] },
        i: { command: 'docker', args: ['run', '-i', '--rm', 'docker.io/mpc/fetch'] },
        j: { command: 'npx', args: ['-y', 'exa-mcp-servet'] },
        k: { command: 'docker', args: ['run', '-i', '--rm', 'index.docker.io/mcq/fetch'] },
        l: { command: 'docker', args: ['run', '-i', '--rm', 'registry-1.docker.io/mcpp/git'] },
        m: { command: 'docker', args: ['run', '-i', '--rm', `mpc/time@sha256:${'0'.repeat(64)}`] },
        n: { command: 'docker', args: ['run', '-i', '--rm', 'mpc/sqlite:${TAG}'] },
        o: { command: 'docker', args: ['run', '-i', '--rm', 'mcp-fetch'] },
        p: { command: 'uvx', args: ['MCP_Server.Fecth'] },
        q: { command: 'uvx', args: ['mcp-serverfetch'] },
      }),
      findings: [
        'MCP722 @model_context_protocol/server-memory ⇒ @modelcontextprotocol/server-memory',
        'MCP722 @model.context.protocol/server-everything ⇒ @modelcontextprotocol/server-everything',
        'MCP722 @m0delc0ntextprotocol/server-postgres ⇒ @modelcontextprotocol/server-postgres',
        'MCP722 @modeIcontextprotocoI/server-redis ⇒ @modelcontextprotocol/server-redis',
        'MCP722 @rnodelcontextprotoco1/server-gdrive ⇒ @modelcontextprotocol/server-gdrive',
        'MCP722 @playvvright/mcp ⇒ @playwright/mcp',
        'MCP722 @ModelContextProtocol/server-slack ⇒ @modelcontextprotocol/server-slack',
        'MCP722 ghcr.io/githuh/github-mcp-server ⇒ ghcr.io/github/github-mcp-server',
        'MCP722 docker.io/mpc/fetch ⇒ mcp/fetch',
        'MCP722 exa-mcp-servet ⇒ exa-mcp-server',
        'MCP722 index.docker.io/mcq/fetch ⇒ mcp/fetch',
        'MCP722 registry-1.docker.io/mcpp/git ⇒ mcp/git',
        'MCP722 mpc/time ⇒ mcp/time',
        'MCP722 mpc/sqlite ⇒ mcp/sqlite',
        'MCP722 mcp-fetch ⇒ mcp/fetch',
        'MCP722 MCP_Server.Fecth ⇒ mcp-server-fetch',
        'MCP722 mcp-serverfetch ⇒ mcp-server-fetch',
      ],
    },
    {
      title:
        'not typosquats: a name one edit from a well-known package of another registry, a near name in the real image namespace, a look-alike scope of another package',
      doc: ms({
        a: { command: 'npx', args: ['-y', 'mcp-server-fecth'] },
        b: { command: 'uvx', args: ['chrome-devtool-mcp'] },
        c: { command: 'docker', args: ['run', '-i', '--rm', 'mcp/fetc'] },
        d: { command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/github/github-mcp-servr'] },
        e: { command: 'npx', args: ['-y', '@model-context-protocol/server-weather'] },
        f: { command: 'npx', args: ['-y', '@vercel/mcp'] },
        g: { command: 'npx', args: ['-y', '@modelcontextprotocxx/server-memory'] },
        h: { command: 'docker', args: ['run', '-i', '--rm', 'mirror.example.com/docker.io/mpc/fetch'] },
      }),
      findings: [],
    },
    {
      title: 'a name written with an escape: the finding covers the argument, with no fix',
      doc: '{ "mcpServers": { "a": { "command": "uvx", "args": ["mcp\\u002dserver-fecth"] } } }',
      findings: ['MCP722 "mcp\\u002dserver-fecth"'],
    },
  ],
};

export const unpinnedCases: FindingTable = {
  title: 'MCP723: packages without a pinned version',
  only: ['MCP723'],
  path: CC,
  cases: [
    {
      title: 'npx, uvx, pipx, pnpm dlx and docker without a version, with @latest, a range or :latest',
      doc: ms({
        a: { command: 'npx', args: ['-y', '@playwright/mcp@latest'] },
        b: { command: 'uvx', args: ['mcp-server-fetch'] },
        c: { command: 'docker', args: ['run', '-i', '--rm', '-e', 'TOKEN', 'mcp/github'] },
        d: { command: 'docker', args: ['run', '-i', 'ghcr.io/github/github-mcp-server:latest'] },
        e: { command: 'npx', args: ['-y', 'tavily-mcp@^0.2.0'] },
        f: { command: 'pipx', args: ['run', 'mcp-atlassian'] },
        g: { command: 'pnpm', args: ['dlx', 'exa-mcp-server'] },
        h: { command: 'uvx', args: ['--from', 'awslabs-ecs-mcp-server>=0.1', 'ecs-mcp-server'] },
      }),
      findings: [
        'MCP723 "@playwright/mcp@latest"',
        'MCP723 "mcp-server-fetch"',
        'MCP723 "mcp/github"',
        'MCP723 "ghcr.io/github/github-mcp-server:latest"',
        'MCP723 "tavily-mcp@^0.2.0"',
        'MCP723 "mcp-atlassian"',
        'MCP723 "exa-mcp-server"',
        'MCP723 "awslabs-ecs-mcp-server>=0.1"',
      ],
    },
    {
      title:
        "pinned versions, tags and digests; local images, local code and a dev tool running the project's script, git and URL specs, remote servers",
      doc: ms({
        a: { command: 'npx', args: ['-y', '@playwright/mcp@0.0.83'] },
        b: { command: 'uvx', args: ['mcp-server-fetch@2025.4.7'] },
        c: { command: 'uvx', args: ['--from', 'mcp-server-git==2025.1.14', 'mcp-server-git'] },
        d: { command: 'docker', args: ['run', '-i', '--rm', 'mcp/fetch:1.2'] },
        e: { command: 'docker', args: ['run', '-i', `mcp/time@sha256:${'a'.repeat(64)}`] },
        f: { command: 'docker', args: ['run', '-i', '--rm', 'my-local-build'] },
        g: { command: 'node', args: ['dist/index.js'] },
        h: { command: 'uvx', args: ['--from', 'git+https://github.com/oraios/serena', 'serena'] },
        i: { command: 'npx', args: ['-y', 'https://aka.ms/devbox/mcp/preview'] },
        j: { command: 'npx', args: ['-y', '${input:pkg}'] },
        k: { type: 'http', url: 'https://mcp.example.com/mcp' },
        l: { command: 'docker', args: ['run', '-i', '${IMAGE}'] },
        m: { command: 'npx', args: ['ts-node', '${workspaceFolder}/src/index.ts'] },
        n: { command: 'npx', args: ['-y', 'tsx', 'server.mts'] },
      }),
      findings: [],
    },
    {
      title: 'the version the project installs or locks is the pin the quick fix writes',
      path: 'file:///p/.vscode/mcp.json',
      doc: vs({
        pw: { command: 'npx', args: ['-y', '@playwright/mcp@latest'] },
        ex: { command: 'npx', args: ['-y', 'exa-mcp-server', '--tools=web_search'] },
        fetch: { command: 'uvx', args: ['mcp-server-fetch'] },
        git: { command: 'uvx', args: ['--from', 'mcp-server-git', 'mcp-server-git'] },
        at: { command: 'pipx', args: ['run', 'mcp-atlassian'] },
      }),
      options: {
        neighbourFiles: new Map<string, string | null>([
          ['/p/node_modules/@playwright/mcp/package.json', '{ "name": "@playwright/mcp", "version": "0.0.83" }'],
          ['/p/node_modules/exa-mcp-server/package.json', null],
          [
            '/p/package-lock.json',
            JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/exa-mcp-server': { version: '3.4.1' } } }),
          ],
          [
            '/p/uv.lock',
            'version = 1\n\n[[package]]\nname = "mcp-server-fetch"\nversion = "2025.4.7"\n\n[[package]]\nname = "mcp-server-git"\nversion = "2025.1.14"\n\n[[package]]\nname = "mcp-atlassian"\nversion = "0.11.9"\n',
          ],
        ]),
      },
      findings: [
        'MCP723 "@playwright/mcp@latest" ⇒ @playwright/mcp@latest → @playwright/mcp@0.0.83',
        'MCP723 "exa-mcp-server" ⇒ exa-mcp-server → exa-mcp-server@3.4.1',
        'MCP723 "mcp-server-fetch" ⇒ mcp-server-fetch → mcp-server-fetch@2025.4.7',
        'MCP723 "mcp-server-git" ⇒ mcp-server-git → mcp-server-git==2025.1.14',
        'MCP723 "mcp-atlassian"',
      ],
    },
    {
      title:
        "what is not a dev tool running the project's script: an image, a package named by --package, a config file, a script at a URL",
      doc: ms({
        a: { command: 'docker', args: ['run', '-i', '--rm', 'mcp/node', '/app/server.js'] },
        b: { command: 'npx', args: ['-y', '-p', 'tsx', 'server.ts'] },
        c: { command: 'npx', args: ['-y', 'tavily-mcp', 'config.json'] },
        d: { command: 'npx', args: ['-y', 'tsx', 'https://example.com/server.ts'] },
      }),
      findings: ['MCP723 "mcp/node"', 'MCP723 "tsx"', 'MCP723 "tavily-mcp"', 'MCP723 "tsx"'],
    },
    {
      title: "dev tools running the project's JavaScript and TypeScript",
      doc: ms({
        a: { command: 'npx', args: ['nodemon', 'dist/index.js'] },
        b: { command: 'npx', args: ['tsx', 'src/server.tsx'] },
        c: { command: 'npx', args: ['node-dev', 'server.cjs'] },
        d: { command: 'npx', args: ['babel-node', 'src/index.jsx'] },
      }),
      findings: [],
    },
    {
      title:
        'the pin written for each way of naming the package: --spec, --package, a Python name with extras, each specifier replaced; escapes leave the text alone',
      path: 'file:///p/.mcp.json',
      doc: ms({
        spec: { command: 'pipx', args: ['run', '--spec', 'mcp-atlassian', 'mcp-atlassian'] },
        package: { command: 'npx', args: ['-y', '--package=exa-mcp-server', 'exa'] },
        latest: { command: 'uvx', args: ['mcp-server-fetch@latest'] },
        extras: { command: 'uvx', args: ['--from', 'mcp-server-fetch[cli]>=1', 'mcp-server-fetch'] },
        lt: { command: 'uvx', args: ['--from', 'mcp-server-fetch<2', 'mcp-server-fetch'] },
        not: { command: 'uvx', args: ['--from', 'mcp-server-fetch!=1.0', 'mcp-server-fetch'] },
        compatible: { command: 'uvx', args: ['--from', 'mcp-server-git~=2025.1', 'mcp-server-git'] },
        wildcard: { command: 'uvx', args: ['--from', 'mcp-server-git==2025.*', 'mcp-server-git'] },
        fromEq: { command: 'uvx', args: ['--from=mcp-server-git', 'mcp-server-git'] },
        image: { command: 'docker', args: ['run', '-i', 'mcp/git'] },
      }),
      options: {
        neighbourFiles: new Map<string, string | null>([
          [
            '/p/package-lock.json',
            JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/exa-mcp-server': { version: '3.4.1' } } }),
          ],
          [
            '/p/uv.lock',
            'version = 1\n\n[[package]]\nname = "mcp-server-fetch"\nversion = "2025.4.7"\n\n[[package]]\nname = "mcp-server-git"\nversion = "2025.1.14"\n\n[[package]]\nname = "mcp-atlassian"\nversion = "0.11.9"\n',
          ],
        ]),
      },
      findings: [
        'MCP723 "mcp-atlassian" ⇒ mcp-atlassian → mcp-atlassian==0.11.9',
        'MCP723 "--package=exa-mcp-server" ⇒ exa-mcp-server → exa-mcp-server@3.4.1',
        'MCP723 "mcp-server-fetch@latest" ⇒ mcp-server-fetch@latest → mcp-server-fetch@2025.4.7',
        'MCP723 "mcp-server-fetch[cli]>=1" ⇒ mcp-server-fetch[cli]>=1 → mcp-server-fetch[cli]==2025.4.7',
        'MCP723 "mcp-server-fetch<2" ⇒ mcp-server-fetch<2 → mcp-server-fetch==2025.4.7',
        'MCP723 "mcp-server-fetch!=1.0" ⇒ mcp-server-fetch!=1.0 → mcp-server-fetch==2025.4.7',
        'MCP723 "mcp-server-git~=2025.1" ⇒ mcp-server-git~=2025.1 → mcp-server-git==2025.1.14',
        'MCP723 "mcp-server-git==2025.*" ⇒ mcp-server-git==2025.* → mcp-server-git==2025.1.14',
        'MCP723 "--from=mcp-server-git" ⇒ mcp-server-git → mcp-server-git==2025.1.14',
        'MCP723 "mcp/git"',
      ],
    },
    {
      title: 'a package written with an escape: no pin is offered, since the text cannot be edited in place',
      path: 'file:///p/.mcp.json',
      doc: '{ "mcpServers": { "fetch": { "command": "uvx", "args": ["mcp\\u002dserver-fetch"] } } }',
      options: {
        neighbourFiles: new Map<string, string | null>([
          ['/p/uv.lock', 'version = 1\n\n[[package]]\nname = "mcp-server-fetch"\nversion = "2025.4.7"\n'],
        ]),
      },
      findings: ['MCP723 "mcp\\u002dserver-fetch"'],
    },
  ],
};

export const plainHttpCases: FindingTable = {
  title: 'MCP724: credentials sent over plain http://',
  only: ['MCP724'],
  cases: [
    {
      title: 'an Authorization header, a secret-named header, a password input, a token in the URL',
      path: VS,
      doc: {
        servers: {
          a: { type: 'http', url: 'http://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${input:tok}' } },
          b: { type: 'http', url: 'http://10.0.0.5:8080/mcp', headers: { 'X-API-Key': '${env:KEY}' } },
          c: { type: 'sse', url: 'HTTP://mcp.example.com/sse', headers: { 'X-Team': '${input:pw}' } },
          d: { type: 'http', url: 'http://mcp.example.com/mcp?api_key=${input:tok}' },
        },
        inputs: [
          { id: 'tok', type: 'promptString', description: 'Token', password: true },
          { id: 'pw', type: 'promptString', description: 'Team secret', password: true },
        ],
      },
      findings: [
        'MCP724 http:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
        'MCP724 HTTP:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
      ],
    },
    {
      title: 'local hosts, https, no credential, a host written with a variable, a placeholder header',
      path: CC,
      doc: ms({
        a: { type: 'http', url: 'http://localhost:3000/mcp', headers: { Authorization: 'Bearer ${T}' } },
        b: { type: 'http', url: 'http://127.0.0.2/mcp', headers: { Authorization: 'Bearer ${T}' } },
        c: { type: 'http', url: 'http://[::1]:8080/mcp', headers: { Authorization: 'Bearer ${T}' } },
        d: { type: 'http', url: 'http://api.localhost/mcp', headers: { Authorization: 'Bearer ${T}' } },
        e: { type: 'http', url: 'http://0.0.0.0:7071/mcp', headers: { Authorization: 'Bearer ${T}' } },
        f: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${T}' } },
        g: { type: 'http', url: 'http://mcp.example.com/mcp', headers: { 'X-Team': 'blue' } },
        h: { type: 'http', url: 'http://${HOST}/mcp', headers: { Authorization: 'Bearer ${T}' } },
        i: { type: 'http', url: 'http://mcp.example.com/mcp', headers: { Authorization: 'Bearer <your-token>' } },
        j: { type: 'http', url: 'http://mcp.example.com/mcp' },
      }),
      findings: [],
    },
  ],
};

export const toxicFlowCases: FindingTable = {
  title: 'MCP725: the toxic flow across one configuration',
  only: ['MCP725'],
  cases: [
    {
      title: 'a web reader, a file server and a sender; GitHub with a file server',
      path: CD,
      doc: ms({
        web: { command: 'uvx', args: ['mcp-server-fetch'] },
        files: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me'] },
        chat: { command: 'npx', args: ['-y', 'slack-mcp-server'] },
      }),
      findings: ['MCP725 "mcpServers"'],
    },
    {
      title: 'GitHub (reads issues, pushes) with a file server: two servers make the three parts',
      path: VS,
      doc: vs({
        github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/' },
        fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] },
      }),
      findings: ['MCP725 "servers"'],
    },
    {
      title: 'one server with all three roles, two roles only, unknown servers',
      path: CC,
      doc: ms({
        github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'] },
        memory: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'] },
        mine: { command: 'node', args: ['dist/index.js'] },
      }),
      findings: [],
    },
    {
      title: 'a reader and a private store with nothing that sends',
      path: CC,
      doc: ms({
        search: { command: 'npx', args: ['-y', 'tavily-mcp@0.2.22'] },
        db: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-postgres', 'postgresql://localhost/db'] },
      }),
      findings: [],
    },
  ],
};
