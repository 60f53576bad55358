// The capability rules of toolAnnotations.ts (MCP201–MCP210), tool annotations: their case tables
// (toolAnnotations.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, spanOf, lintText } from '../../../../helpers/engine';
import { toolWith, tools } from './fixtures';
import { describeFindings } from '../../ruleCases';
import { toolAnnotationEdges, unusualTools } from './toolAnnotations.cases';

const lint = (text: string) => lintText('tools.json', text);

const annotated = (annotations: unknown, fields: Record<string, unknown> = {}) =>
  tools(toolWith({ annotations, ...fields }));

describe('tool annotations (MCP201–MCP210)', () => {
  it('accepts complete, partial and absent annotations on a neutral tool', () => {
    assert.deepEqual(codes(lint(annotated({ title: 'Sum', readOnlyHint: true, openWorldHint: false }))), []);
    assert.deepEqual(
      codes(
        lint(annotated({ readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false })),
      ),
      [],
    );
    assert.deepEqual(codes(lint(annotated(undefined))), []);
  });

  describe('MCP201 wrong types', () => {
    it('reports a string hint and converts it safely', () => {
      const text = annotated({ readOnlyHint: 'true' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP201']);
      assert.equal(spanOf(text, f[0]!), '"true"');
      assert.equal(f[0]!.fixes![0]!.safe, true);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP201'))), []);
    });
    it('reports a title that is not a string', () => {
      assert.deepEqual(codes(lint(annotated({ title: 5, readOnlyHint: true }))), ['MCP201']);
    });
  });

  describe('MCP202 unknown keys', () => {
    it('suggests readOnlyHint for readonlyHint and renames it', () => {
      const text = annotated({ readonlyHint: true });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP202']);
      assert.match(f[0]!.message, /did you mean "readOnlyHint"/);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP202'))), []);
    });
    it('reports a key that resembles nothing', () => {
      assert.deepEqual(codes(lint(annotated({ readOnlyHint: true, dangerous: false }))), ['MCP202']);
    });
  });

  describe('MCP203 content annotations on a tool', () => {
    it('reports priority in tool annotations and removes it', () => {
      const text = annotated({ readOnlyHint: true, priority: 0.9 });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP203']);
      assert.equal(spanOf(text, f[0]!), '"priority"');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP203'))), []);
    });
    it('reports audience too', () => {
      assert.deepEqual(codes(lint(annotated({ readOnlyHint: true, audience: ['user'] }))), ['MCP203']);
    });
  });

  describe('MCP204 meaningless hints on a read-only tool', () => {
    it('marks destructiveHint: false and idempotentHint as unnecessary, and removes them safely', () => {
      const text = annotated({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP204', 'MCP204']);
      assert.equal(f[0]!.severity, 'hint');
      assert.deepEqual(f[0]!.tags, ['unnecessary']);
      assert.equal(f[0]!.fixes![0]!.safe, true);
      const once = applyFix(text, f, 'MCP204');
      assert.deepEqual(codes(lint(once)), ['MCP204']);
      assert.deepEqual(codes(lint(applyFix(once, lint(once), 'MCP204'))), []);
    });
    it('says nothing when the tool is not read-only', () => {
      assert.deepEqual(
        codes(
          lint(annotated({ readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false })),
        ),
        [],
      );
    });
  });

  describe('MCP205 read-only and destructive', () => {
    it('reports the contradiction, with both ways out', () => {
      const text = annotated({ readOnlyHint: true, destructiveHint: true, openWorldHint: false });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP205']);
      assert.equal(f[0]!.fixes!.length, 2);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP205', /Remove/))), []);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP205', /readOnlyHint/))), []);
    });
  });

  describe('MCP206 read-only hint missing', () => {
    it('reports a get_ tool without readOnlyHint and adds the hint', () => {
      const text = tools(
        toolWith({ name: 'get_weather', description: 'Current weather for a city.', annotations: undefined }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP206']);
      assert.match(f[0]!.message, /may modify and destroy/);
      const fixed = applyFix(text, f, 'MCP206');
      assert.equal(JSON.parse(fixed).tools[0].annotations.readOnlyHint, true);
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('adds the hint to existing annotations', () => {
      const text = tools(
        toolWith({ name: 'listFiles', description: 'Files in a folder.', annotations: { openWorldHint: false } }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP206']);
      assert.deepEqual(JSON.parse(applyFix(text, f, 'MCP206')).tools[0].annotations, {
        openWorldHint: false,
        readOnlyHint: true,
      });
    });
    it('reads a description that starts with "Returns" when the name says nothing', () => {
      assert.deepEqual(
        codes(
          lint(
            tools(toolWith({ name: 'weather', description: 'Returns the current weather.', annotations: undefined })),
          ),
        ),
        ['MCP206'],
      );
    });
    it('takes an ambiguous read verb as information, and as a warning once the description confirms it', () => {
      const vague = lint(
        tools(toolWith({ name: 'check_status', description: 'The status of the build.', annotations: undefined })),
      );
      assert.deepEqual(
        vague.map((f) => `${f.code} ${f.severity}`),
        ['MCP206 info'],
      );
      assert.match(vague[0]!.message, /"check" may only read/);
      const confirmed = lint(
        tools(
          toolWith({ name: 'check_status', description: 'Returns the status of the build.', annotations: undefined }),
        ),
      );
      assert.deepEqual(
        confirmed.map((f) => `${f.code} ${f.severity}`),
        ['MCP206 warning'],
      );
      // the reference Postgres server: "run" would veto the reading, but the description says read-only outright
      const query = lint(
        tools(toolWith({ name: 'query', description: 'Run a read-only SQL query', annotations: undefined })),
      );
      assert.deepEqual(
        query.map((f) => `${f.code} ${f.severity}`),
        ['MCP206 warning'],
      );
      // "executes" would say it may change something, but the description says read-only outright
      const executes = lint(
        tools(
          toolWith({
            name: 'query_db',
            description: 'Executes a read-only SQL query against the database.',
            annotations: undefined,
          }),
        ),
      );
      assert.deepEqual(
        executes.map((f) => `${f.code} ${f.severity}`),
        ['MCP206 warning'],
      );
    });
    it('does not take a name that sounds read-only for a read when the description says it writes', () => {
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({
                name: 'check_links',
                description: 'Checks the links and removes the broken ones.',
                annotations: undefined,
              }),
            ),
          ),
        ),
        [],
      );
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({ name: 'query_table', description: 'Inserts the rows it is given.', annotations: undefined }),
            ),
          ),
        ),
        [],
      );
    });
    it('stays quiet when the tool may change something or says so explicitly', () => {
      const quiet = [
        toolWith({ name: 'get_or_create_user', description: 'A user.', annotations: undefined }),
        toolWith({ name: 'get_token', description: 'A token, creating one if none exists.', annotations: undefined }),
        toolWith({ name: 'get_weather', description: 'Weather.', annotations: { readOnlyHint: false } }),
        toolWith({ name: 'osop.run', description: 'Execute a workflow. Returns its results.', annotations: undefined }),
        toolWith({ name: 'validate', description: 'Validate a workflow. Returns the errors.', annotations: undefined }),
      ];
      for (const t of quiet) assert.deepEqual(codes(lint(tools(t))), [], String(t.name));
    });
  });

  describe('MCP207 destructive tool marked safe', () => {
    it('reports delete_ marked read-only, at the verb', () => {
      const text = tools(
        toolWith({ name: 'delete_file', description: 'Removes a file.', annotations: { readOnlyHint: true } }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP207']);
      assert.equal(spanOf(text, f[0]!), 'delete');
      const fixed = applyFix(text, f, 'MCP207');
      assert.equal(JSON.parse(fixed).tools[0].annotations.readOnlyHint, false);
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('reports a sending tool marked non-destructive, from its description', () => {
      const text = tools(
        toolWith({
          name: 'mailer',
          description: 'Sends an e-mail to a contact.',
          annotations: { destructiveHint: false },
        }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP207']);
      assert.equal(spanOf(text, f[0]!), 'Sends');
      assert.match(f[0]!.message, /cannot be taken back/);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP207'))), []);
    });
    it('counts "send" only with what cannot be taken back', () => {
      const text = tools(
        toolWith({
          name: 'send_message',
          description: 'Posts to a channel.',
          annotations: { readOnlyHint: false, destructiveHint: false },
        }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP207']);
      assert.equal(spanOf(text, f[0]!), 'send');
      assert.match(f[0]!.message, /"send", with "message" in the name, says/);
      // Firecrawl's feedback tool: additive, and it says so
      const feedback = toolWith({
        name: 'feedback',
        description: 'Send structured feedback for a completed job. Returns the feedback id.',
        annotations: { readOnlyHint: false, destructiveHint: false },
      });
      assert.deepEqual(codes(lint(tools(feedback))), []);
    });
    it('does not read nouns as verbs', () => {
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({
                name: 'user_email',
                description: 'The e-mail address of a user.',
                annotations: { readOnlyHint: true },
              }),
            ),
          ),
        ),
        [],
      );
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({
                name: 'list_deleted_items',
                description: 'Items in the trash.',
                annotations: { readOnlyHint: true },
              }),
            ),
          ),
        ),
        [],
      );
    });
  });

  describe('MCP208 writing tool marked read-only', () => {
    it('reports enable_ marked read-only', () => {
      const text = tools(
        toolWith({ name: 'enable_toolset', description: 'Enables a toolset.', annotations: { readOnlyHint: true } }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP208']);
      assert.equal(spanOf(text, f[0]!), 'enable');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP208'))), []);
    });
    it("does not take an ambiguous verb alone for a change (the reference servers' open_nodes and trigger-long-running-operation)", () => {
      const quiet = [
        toolWith({
          name: 'open_nodes',
          description: 'Open specific nodes in the knowledge graph by their names',
          annotations: { readOnlyHint: true },
        }),
        toolWith({
          name: 'trigger-long-running-operation',
          description: 'Demonstrates a long running operation with progress updates.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({
          name: 'generate_bar_chart',
          description: 'Generate a bar chart. Useful for creating data summaries.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({
          name: 'resolve-library-id',
          description: 'Resolves a package name to a library ID and returns matching libraries.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({
          name: 'run_script',
          description: 'Runs a script in a read-only sandbox.',
          annotations: { readOnlyHint: true },
        }),
      ];
      for (const t of quiet) assert.deepEqual(codes(lint(tools(t))), [], String(t.name));
    });
    it('reports an ambiguous verb once its object or the description confirms the change', () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [
          toolWith({ name: 'open_issue', description: 'A new issue.', annotations: { readOnlyHint: true } }),
          /"open", with "issue" in the name, says/,
        ],
        [
          toolWith({ name: 'run', description: 'Runs a shell command.', annotations: { readOnlyHint: true } }),
          /"run", with "shell" in the description, says/,
        ],
        [
          toolWith({
            name: 'open_file',
            description: 'Opens the file, overwriting it with the new text.',
            annotations: { readOnlyHint: true },
          }),
          /with "overwriting" in the description/,
        ],
        [
          toolWith({
            name: 'sync_folder',
            description: 'Creates the missing files.',
            annotations: { readOnlyHint: true },
          }),
          /with "Creates" in the description/,
        ],
      ];
      for (const [t, message] of cases) {
        const text = tools(t);
        const f = lint(text);
        assert.deepEqual(codes(f), ['MCP208'], String(t.name));
        assert.match(f[0]!.message, message);
        assert.equal(f[0]!.severity, 'warning');
        assert.deepEqual(codes(lint(applyFix(text, f, 'MCP208'))), [], String(t.name));
      }
    });
    it('does not take a noun at the end of a name for a verb', () => {
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({ name: 'pods_log', description: 'The log of a pod.', annotations: { readOnlyHint: true } }),
            ),
          ),
        ),
        [],
      );
    });
  });

  describe('MCP209 closed world claimed by an outside tool', () => {
    it('reports openWorldHint false on fetch_url and removes it', () => {
      const text = tools(
        toolWith({
          name: 'fetch_url',
          description: 'Downloads a page.',
          annotations: { readOnlyHint: true, openWorldHint: false },
        }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP209']);
      assert.equal(spanOf(text, f[0]!), 'false');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP209'))), []);
    });
    it('reads web search from the description', () => {
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({
                name: 'lookup',
                description: 'Searches the web for a phrase.',
                annotations: { readOnlyHint: true, openWorldHint: false },
              }),
            ),
          ),
        ),
        ['MCP209'],
      );
    });
    it("takes an outside verb after another verb for its object: checking a crawl's status stays home", () => {
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({
                name: 'firecrawl_check_crawl_status',
                description: 'Check the status of a crawl job.',
                annotations: { readOnlyHint: true, openWorldHint: false },
              }),
            ),
          ),
        ),
        [],
      );
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({
                name: 'firecrawl_crawl',
                description: 'Starts a crawl job.',
                annotations: { readOnlyHint: false, openWorldHint: false },
              }),
            ),
          ),
        ),
        ['MCP209'],
      );
    });
    it('accepts a closed world for a local tool', () => {
      assert.deepEqual(
        codes(
          lint(
            tools(
              toolWith({
                name: 'memory_store',
                description: 'Remembers a fact in the local knowledge graph.',
                annotations: { readOnlyHint: false, openWorldHint: false },
              }),
            ),
          ),
        ),
        [],
      );
    });
  });

  describe('MCP210 annotations.title shadowed', () => {
    it('reports a different title and removes the shadowed one safely', () => {
      const text = tools(
        toolWith({ title: 'Sum', annotations: { title: 'Add numbers', readOnlyHint: true, openWorldHint: false } }),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP210']);
      assert.equal(spanOf(text, f[0]!), '"Add numbers"');
      assert.equal(f[0]!.fixes![0]!.safe, true);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP210'))), []);
    });
    it('accepts equal titles', () => {
      assert.deepEqual(
        codes(
          lint(
            tools(toolWith({ title: 'Sum', annotations: { title: 'Sum', readOnlyHint: true, openWorldHint: false } })),
          ),
        ),
        [],
      );
    });
  });
});

describeFindings(toolAnnotationEdges);

describeFindings(unusualTools);
