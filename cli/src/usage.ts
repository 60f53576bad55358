import { SPEC_REVISIONS } from '../../server/src/engine/spec';
import { TOOL_VERSION } from './toolInfo';

export const USAGE = `mcp-lens ${TOOL_VERSION}: checks MCP files (client configs, registry server.json, MCP Bundle manifests,
tool/resource/prompt definitions) with the rules of the MCP Lens editor extension.

Usage:
  mcp-lens check [paths…] [options]        check files and folders (default: the current folder)
  mcp-lens check --server NAME [--config FILE] [--protocol-era ERA]
                                           start a configured server, lint its live catalog, stop it
  mcp-lens check --url URL [--header "K: V"]… [--login]
                                           lint the catalog of a Streamable HTTP / SSE server
  mcp-lens test [paths…] [options]         run the saved tests (*.mcptest.json) under the paths
  mcp-lens test record (--server NAME [--config FILE] | --command "CMD ARGS…" | --url URL)
                [--call TOOL JSON_ARGUMENTS]… [--out FILE] [--force] [--allow-destructive]
                                           write a new test file: the server's catalog and one step per --call
  mcp-lens explain [CODE]                  a rule's documentation (without CODE: every rule)
  mcp-lens mcp [--root FOLDER]… [--no-live]
                                           serve these checks to agents: an MCP server over stdio

Options of check:
  -f, --format text|json|sarif   output format (default text; sarif is SARIF 2.1.0 for code scanning)
      --fix                      apply the safe quick fixes in place, then report what is left
      --spec REVISION            target MCP revision when a document names none (${SPEC_REVISIONS.join(', ')})
      --rule CODE=SEVERITY       off, info, warning or error for one rule; repeatable
      --max-warnings N           also fail (exit 1) when there are more than N warnings
  -q, --quiet                    report errors only
      --login                    with --url/--server: sign in to a server that requires OAuth (the sign-in page
                                 opens in the browser, or its URL is printed in CI; the redirect comes to 127.0.0.1).
                                 Without it, give a token: --header "Authorization: Bearer $TOKEN"
      --protocol-era ERA         with --url/--server: auto (default: initialize, then 2026-07-28 if refused),
                                 legacy (initialize only) or modern (server/discover only, 2026-07-28)
  -h, --help                     this help
  -v, --version                  the version

Options of test:
  -r, --reporter text|json|junit|tap  report format (default text); junit is for CI test reports
  -o, --output FILE              write the report to FILE (and the text report to standard output)
  -u, --update                   rewrite the catalog and "same as last time" snapshots to what the servers answer now
      --allow-destructive        let destructive tools run that a file's "allow" list does not name
Exit codes of test: 0 all passed, 1 a step failed or a catalog has a breaking change (with "strict": any change),
2 a file is not valid, a server did not start, or no test file was found.

Options of mcp (tools: check_files, check_document, explain_rule, apply_safe_fixes, check_live_server,
run_saved_tests):
      --root FOLDER              a folder the tools may read and write (repeatable); the first is the working
                                 folder relative paths start from (default: the current folder). Paths outside
                                 them are refused
      --no-live                  leave out check_live_server and run_saved_tests, which start servers

Settings: .mcplensrc.json, or a "mcpLens" key in package.json, in the checked file's folder or above
(same keys as the editor's mcpLens.* settings: specVersion, rules, files, maxDocumentSize, analysisTimeLimitSeconds,
checkCommandsOnPath, targetHosts).
Folders are walked for *.json, *.jsonc and server code (TypeScript, JavaScript, Python files that import an MCP SDK),
honouring .gitignore and skipping node_modules and .git.

Exit codes: 0 no errors, 1 errors found (or more warnings than --max-warnings), 2 usage error or failure.
`;
