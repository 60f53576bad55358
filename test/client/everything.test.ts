import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import type { ApprovalGate } from '../../common/mcp/types';
import { EVERYTHING, EVERYTHING_STDIO, fileScope } from './fixtures';

const { pool, children } = fileScope();

const approve: ApprovalGate = async () => true;

describe('against @modelcontextprotocol/server-everything over stdio (a server nobody here wrote)', () => {
  it('lists its whole catalog, calls tools with progress, reads resources and gets prompts', async () => {
    const { connection } = pool.make('everything');
    await connection.start(EVERYTHING_STDIO);
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.equal(s.server.name, 'mcp-servers/everything');
    assert.equal(s.server.title, 'Everything Reference Server');
    assert.match(s.instructions ?? '', /Everything Server/);
    const c = connection.catalog!;
    assert.deepEqual(c.errors, {});
    for (const name of [
      'echo',
      'get-sum',
      'get-structured-content',
      'trigger-long-running-operation',
      'toggle-subscriber-updates',
    ]) {
      assert.ok(
        c.tools!.some((t) => t.name === name),
        `lists ${name}`,
      );
    }
    assert.ok(c.resources!.some((r) => r.uri === 'demo://resource/static/document/architecture.md'));
    assert.deepEqual(c.resourceTemplates!.map((t) => t.uriTemplate).sort(), [
      'demo://resource/dynamic/blob/{resourceId}',
      'demo://resource/dynamic/text/{resourceId}',
    ]);
    assert.ok(c.prompts!.some((p) => p.name === 'args-prompt'));

    const echo = await connection.callTool({ name: 'echo', arguments: { message: 'hello' } }, approve);
    assert.equal(echo.outcome, 'completed');
    assert.deepEqual(echo.outcome === 'completed' && echo.result.content, [{ type: 'text', text: 'Echo: hello' }]);

    const structured = await connection.callTool(
      { name: 'get-structured-content', arguments: { location: 'Chicago' } },
      approve,
    );
    assert.equal(
      structured.outcome === 'completed' &&
        typeof (structured.result.structuredContent as { temperature: unknown }).temperature,
      'number',
    );

    // invalid arguments come back as the server's answer, not as a crash of ours
    const invalid = await connection.callTool({ name: 'get-sum', arguments: { a: 'one' } }, approve);
    assert.equal(invalid.outcome === 'completed' && invalid.result.isError, true);

    const progress: number[] = [];
    const long = await connection.callTool(
      { name: 'trigger-long-running-operation', arguments: { duration: 0.1, steps: 3 } },
      approve,
      { onProgress: (p) => progress.push(p.progress) },
    );
    assert.equal(long.outcome, 'completed');
    // (the SDK may drop the last notification when the result arrives in the same read)
    assert.equal(progress[0], 1);
    assert.deepEqual([...progress].sort(), progress);

    const doc = (await connection.readResource('demo://resource/static/document/architecture.md')).contents as {
      mimeType: string;
      text: string;
    }[];
    assert.equal(doc[0]!.mimeType, 'text/markdown');
    assert.ok(doc[0]!.text.length > 100);
    const blob = (await connection.readResource('demo://resource/dynamic/blob/1')).contents as { blob: string }[];
    assert.ok(Buffer.from(blob[0]!.blob, 'base64').length > 0);

    const prompt = await connection.getPrompt('args-prompt', { city: 'Paris' });
    assert.match(JSON.stringify(prompt.messages), /Paris/);
    await connection.stop();
    assert.equal(connection.state.status, 'stopped');
  });
});

describe('against server-everything over Streamable HTTP', () => {
  it('connects over Streamable HTTP and lists the same catalog', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [EVERYTHING, 'streamableHttp'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      let err = '';
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (d: string) => {
        err += d;
        if (/listening on port/.test(err)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server-everything exited (${code}): ${err}`)));
    });
    const { connection } = pool.make('everything-http');
    await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} });
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.equal(s.transport, 'http');
    assert.ok((s.counts.tools ?? 0) >= 10);
    const echo = await connection.callTool({ name: 'echo', arguments: { message: 'over http' } }, approve);
    assert.deepEqual(echo.outcome === 'completed' && echo.result.content, [{ type: 'text', text: 'Echo: over http' }]);
    await connection.stop();
  });
});

/** A port nothing listens on right now (server-everything takes its port from PORT and cannot report one it chose). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
