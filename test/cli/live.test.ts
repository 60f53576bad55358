import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCli } from './runCli';

describe('mcp-lens check --server / --url: arguments', () => {
  it('rejects combinations that make no sense, with exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['check', '--server', 'a', '--url', 'http://localhost:1/mcp'], /either --server or --url, not both/],
      [['check', '--server', 'a', 'file.json'], /take no file paths/],
      [['check', '--server', 'a', '--fix'], /--fix rewrites files/],
      [['check', '--config', 'mcp.json'], /give --server NAME with it/],
      [['check', '--url', 'ftp://example.com'], /--url must be an http:\/\/ or https:\/\/ URL/],
      [['check', '--url', 'http://localhost:1/mcp', '--header', 'no colon'], /--header must look like "Name: value"/],
      [['check', '--server', 'a', '--header', 'A: b'], /--header is for --url/],
      [['check', '--server', ''], /--server needs the name of a server/],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message, args.join(' '));
    }
  });
});
