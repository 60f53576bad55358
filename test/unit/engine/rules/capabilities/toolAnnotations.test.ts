import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { toolWith, tools } from './fixtures';
import { transcript } from '../../../../helpers/transcript';

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

describe('tool annotations (MCP201–MCP210) at their edges', () => {
  const cases: [string, string, string[]][] = [
    [
      'hint types: strings and 0/1 fixed, anything else said; a title that is not a string',
      tools(
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
      [
        'MCP201 error "\\" TRUE\\"": "readOnlyHint" must be a boolean, not a string: clients ignore it and assume the default. ‖ Change to true (preferred) (safe): "\\" TRUE\\""→"true"',
        'MCP201 error "\\"false\\"": "destructiveHint" must be a boolean, not a string: clients ignore it and assume the default. ‖ Change to false (preferred) (safe): "\\"false\\""→"false"',
        'MCP201 error "1": "idempotentHint" must be a boolean, not an integer: clients ignore it and assume the default. ‖ Change to true (preferred) (safe): "1"→"true"',
        'MCP201 error "0": "openWorldHint" must be a boolean, not an integer: clients ignore it and assume the default. ‖ Change to false (preferred) (safe): "0"→"false"',
        'MCP201 error "3": "title" must be a string, not an integer.',
        'MCP201 error "\\"yes\\"": "readOnlyHint" must be a boolean, not a string: clients ignore it and assume the default.',
        'MCP201 error "2": "destructiveHint" must be a boolean, not an integer: clients ignore it and assume the default.',
        'MCP201 error "null": "idempotentHint" must be a boolean, not null: clients ignore it and assume the default.',
      ],
    ],
    [
      'content annotations in tool annotations are removed; unknown keys renamed when close, else a warning',
      tools(
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
      [
        'MCP203 error "\\"audience\\"": "audience" is a resource/content annotation: tool annotations only take title and the behaviour hints. Remove it, or set it on the content blocks the tool returns. ‖ Remove "audience": "        \\"readOnlyHint\\": true,\\n        \\"audience\\": [\\n          \\"user\\"\\n        ],"→"        \\"readOnlyHint\\": true,"',
        'MCP203 error "\\"priority\\"": "priority" is a resource/content annotation: tool annotations only take title and the behaviour hints. Remove it, or set it on the content blocks the tool returns. ‖ Remove "priority": "        ],\\n        \\"priority\\": 1,"→"        ],"',
        'MCP203 error "\\"lastModified\\"": "lastModified" is a resource/content annotation: tool annotations only take title and the behaviour hints. Remove it, or set it on the content blocks the tool returns. ‖ Remove "lastModified": "        \\"priority\\": 1,\\n        \\"lastModified\\": \\"x\\","→"        \\"priority\\": 1,"',
        'MCP202 warning "\\"readonlyHint\\"": Unknown tool annotation key "readonlyHint": did you mean "readOnlyHint" (there is a "readOnlyHint" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP202 warning "\\"colour\\"": "colour" is not a tool annotation field; clients ignore it. Put custom data under the tool\'s "_meta" instead.',
      ],
    ],
    [
      "annotations that are not an object are MCP116's alone",
      tools(toolWith({ name: 'delete_file', description: 'Deletes a file.', annotations: 'x' })),
      [
        'MCP116 error "\\"x\\"": Tool "annotations" must be an object of hints (readOnlyHint, destructiveHint, …), not a string.',
      ],
    ],
    [
      'read-only and destructive: both fixes; destructive false and idempotent on a read-only tool are unnecessary',
      tools(
        toolWith({ name: 'a', annotations: { readOnlyHint: true, destructiveHint: true, idempotentHint: false } }),
        toolWith({ name: 'b', annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true } }),
        toolWith({ name: 'c', annotations: { readOnlyHint: true, idempotentHint: 'yes' } }),
        toolWith({ name: 'd', annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true } }),
      ),
      [
        'MCP205 warning "\\"destructiveHint\\"": Tool "a" is marked both read-only and destructive: clients that trust readOnlyHint skip confirmation. Remove "destructiveHint" if it only reads, or set "readOnlyHint": false. ‖ Remove "destructiveHint" (the tool only reads): "        \\"readOnlyHint\\": true,\\n        \\"destructiveHint\\": true,"→"        \\"readOnlyHint\\": true," ‖ Set "readOnlyHint": false (the tool may destroy): "true"→"false"',
        'MCP204 hint "\\"idempotentHint\\"": "idempotentHint" has no meaning on a tool marked "readOnlyHint": true (it only applies to tools that modify their environment). Remove it. [unnecessary] ‖ Remove "idempotentHint" (preferred) (safe): "        \\"destructiveHint\\": true,\\n        \\"idempotentHint\\": false"→"        \\"destructiveHint\\": true"',
        'MCP204 hint "\\"destructiveHint\\"": "destructiveHint" has no meaning on a tool marked "readOnlyHint": true (it only applies to tools that modify their environment). Remove it. [unnecessary] ‖ Remove "destructiveHint" (preferred) (safe): "        \\"readOnlyHint\\": true,\\n        \\"destructiveHint\\": false,"→"        \\"readOnlyHint\\": true,"',
        'MCP204 hint "\\"idempotentHint\\"": "idempotentHint" has no meaning on a tool marked "readOnlyHint": true (it only applies to tools that modify their environment). Remove it. [unnecessary] ‖ Remove "idempotentHint" (preferred) (safe): "        \\"destructiveHint\\": false,\\n        \\"idempotentHint\\": true"→"        \\"destructiveHint\\": false"',
        'MCP201 error "\\"yes\\"": "idempotentHint" must be a boolean, not a string: clients ignore it and assume the default.',
      ],
    ],
    [
      'a destroying verb against readOnlyHint: deletes, sends, moves money',
      tools(
        toolWith({ name: 'delete_file', description: 'Removes a file.', annotations: { readOnlyHint: true } }),
        toolWith({ name: 'send_email', description: 'Sends an e-mail.', annotations: { readOnlyHint: true } }),
        toolWith({
          name: 'transfer_funds',
          description: 'Moves money between accounts.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({ name: 'tweet', description: 'Posts a tweet.', annotations: { readOnlyHint: true } }),
      ),
      [
        'MCP207 warning "delete": "delete" says this tool deletes or overwrites something, but it is marked "readOnlyHint": true, so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
        'MCP207 warning "send": "send", with "email" in the name, says this tool sends something (which cannot be taken back), but it is marked "readOnlyHint": true, so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
        'MCP207 warning "transfer": "transfer" says this tool moves money, but it is marked "readOnlyHint": true, so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
        'MCP207 warning "tweet": "tweet" says this tool sends something (which cannot be taken back), but it is marked "readOnlyHint": true, so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
      ],
    ],
    [
      'a destroying verb against destructiveHint: false',
      tools(
        toolWith({
          name: 'drop_table',
          description: 'Drops a table.',
          annotations: { readOnlyHint: false, destructiveHint: false },
        }),
        toolWith({ name: 'refund_order', description: 'Refunds an order.', annotations: { destructiveHint: false } }),
      ),
      [
        'MCP207 warning "drop": "drop" says this tool deletes or overwrites something, but it is marked "destructiveHint": false (additive only), so clients may skip the stronger confirmation. Remove the hint (default true) unless the tool can never lose or send data. ‖ Set "destructiveHint": true (preferred): "false"→"true"',
        'MCP207 warning "refund": "refund" says this tool moves money, but it is marked "destructiveHint": false (additive only), so clients may skip the stronger confirmation. Remove the hint (default true) unless the tool can never lose or send data. ‖ Set "destructiveHint": true (preferred): "false"→"true"',
      ],
    ],
    [
      'a destroying verb in the description when the name says nothing',
      tools(toolWith({ name: 'files', description: 'Deletes the given files.', annotations: { readOnlyHint: true } })),
      [
        'MCP207 warning "Deletes": "deletes" says this tool deletes or overwrites something, but it is marked "readOnlyHint": true, so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
      ],
    ],
    [
      'a writing verb against readOnlyHint; an ambiguous one only with corroboration',
      tools(
        toolWith({ name: 'create_issue', description: 'Creates an issue.', annotations: { readOnlyHint: true } }),
        toolWith({
          name: 'open_nodes',
          description: 'Open specific nodes in the knowledge graph by their names.',
          annotations: { readOnlyHint: true },
        }),
        toolWith({ name: 'run_script', description: 'Runs a shell script.', annotations: { readOnlyHint: true } }),
      ),
      [
        'MCP208 warning "create": "create" says this tool changes something, but it is marked "readOnlyHint": true ("does not modify its environment"), so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
        'MCP208 warning "run": "run", with "script" in the name, says this tool changes something, but it is marked "readOnlyHint": true ("does not modify its environment"), so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
      ],
    ],
    [
      '"add" of numbers computes: no change to report; "add" of anything else is a write',
      tools(
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
      [
        'MCP109 warning "\\"\\"": Tool "add_numbers" has an empty description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.',
        'MCP208 warning "add": "add" says this tool changes something, but it is marked "readOnlyHint": true ("does not modify its environment"), so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
        'MCP208 warning "Adds": "adds" says this tool changes something, but it is marked "readOnlyHint": true ("does not modify its environment"), so clients may run it without asking. Set "readOnlyHint": false. ‖ Set "readOnlyHint": false (preferred): "true"→"false"',
      ],
    ],
    [
      'readOnlyHint missing: a plain read verb warns (fix adds the hint, in annotations or with them); an ambiguous one is information',
      tools(
        toolWith({ name: 'get_weather', description: 'Returns the weather.', annotations: undefined }),
        toolWith({ name: 'list_files', description: 'Lists files.', annotations: { title: 'List' } }),
        toolWith({ name: 'check_status', description: 'Status of the build.', annotations: undefined }),
        toolWith({ name: 'check_health', description: 'Returns the health of the service.', annotations: undefined }),
      ),
      [
        'MCP206 warning "\\"get_weather\\"": "get_weather" looks like it only reads, but it does not say "readOnlyHint": true: clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing. ‖ Add "readOnlyHint": true (preferred): "      }"→"      },\\n      \\"annotations\\": {\\n        \\"readOnlyHint\\": true\\n      }"',
        'MCP206 warning "\\"list_files\\"": "list_files" looks like it only reads, but it does not say "readOnlyHint": true: clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing. ‖ Add "readOnlyHint": true (preferred): "        \\"title\\": \\"List\\""→"        \\"title\\": \\"List\\",\\n        \\"readOnlyHint\\": true"',
        'MCP206 info "\\"check_status\\"": "check" may only read, but "check_status" does not say "readOnlyHint": true, and its description does not say either way: clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing. ‖ Add "readOnlyHint": true (preferred): "      }"→"      },\\n      \\"annotations\\": {\\n        \\"readOnlyHint\\": true\\n      }"',
        'MCP206 warning "\\"check_health\\"": "check_health" looks like it only reads, but it does not say "readOnlyHint": true: clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing. ‖ Add "readOnlyHint": true (preferred): "      }"→"      },\\n      \\"annotations\\": {\\n        \\"readOnlyHint\\": true\\n      }"',
      ],
    ],
    [
      'readOnlyHint missing is not said when the tool speaks of changing anything, or the hint is invalid',
      tools(
        toolWith({ name: 'get_and_delete', description: 'Gets a file and deletes it.', annotations: undefined }),
        toolWith({ name: 'get_or_create', description: 'Gets the record.', annotations: undefined }),
        toolWith({
          name: 'get_weather',
          description: 'Creates a forecast record and returns it.',
          annotations: undefined,
        }),
        toolWith({ name: 'get_x', description: 'Returns x.', annotations: { readOnlyHint: 'maybe' } }),
      ),
      [
        'MCP201 error "\\"maybe\\"": "readOnlyHint" must be a boolean, not a string: clients ignore it and assume the default.',
      ],
    ],
    [
      'a description that says read-only outright is enough',
      tools(toolWith({ name: 'query', description: 'Run a read-only SQL query.', annotations: undefined })),
      [
        'MCP206 warning "\\"query\\"": "query" looks like it only reads, but it does not say "readOnlyHint": true: clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing. ‖ Add "readOnlyHint": true (preferred): "      }"→"      },\\n      \\"annotations\\": {\\n        \\"readOnlyHint\\": true\\n      }"',
      ],
    ],
    [
      'openWorldHint false against the outside world, by name or description; true or absent is fine',
      tools(
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
      [
        'MCP209 warning "false": "openWorldHint": false claims a closed world, but the name says "url": a tool that reaches the web, URLs or e-mail interacts with the outside world. Remove the hint (default true). ‖ Remove "openWorldHint" (preferred): "        \\"readOnlyHint\\": true,\\n        \\"openWorldHint\\": false"→"        \\"readOnlyHint\\": true"',
        'MCP209 warning "false": "openWorldHint": false claims a closed world, but the description says "Searches the web": a tool that reaches the web, URLs or e-mail interacts with the outside world. Remove the hint (default true). ‖ Remove "openWorldHint" (preferred): "        \\"readOnlyHint\\": true,\\n        \\"openWorldHint\\": false"→"        \\"readOnlyHint\\": true"',
      ],
    ],
    [
      'annotations.title shadowed by a different top-level title; the same (trimmed) is fine',
      tools(
        toolWith({ name: 'a', title: 'Sum', annotations: { readOnlyHint: true, title: 'Add' } }),
        toolWith({ name: 'b', title: 'Sum ', annotations: { readOnlyHint: true, title: ' Sum' } }),
        toolWith({ name: 'c', annotations: { readOnlyHint: true, title: 'Add' } }),
      ),
      [
        'MCP210 warning "\\"Add\\"": annotations.title "Add" is never shown: clients display the top-level title "Sum" first. Remove one of them, or make them agree. [unnecessary] ‖ Remove annotations.title (preferred) (safe): "        \\"readOnlyHint\\": true,\\n        \\"title\\": \\"Add\\""→"        \\"readOnlyHint\\": true" ‖ Use "Add" as the title: "\\"Sum\\""→"\\"Add\\""',
      ],
    ],
    [
      'a tool without a name is not read for intent',
      tools(toolWith({ name: undefined, description: 'Deletes everything.', annotations: { readOnlyHint: true } })),
      [
        'MCP101 error "{": This tool has no "name": clients call tools by name. Add a unique name such as "get_weather".',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('tools.json', doc), expected));
  }
});

describe('tool annotations (MCP201–MCP210) where a value is missing or the tool is unusual', () => {
  const findings = (text: string) => lintText('catalog.json', text).map((f) => `${f.code} ${f.message}`);
  const tool = (fields: object) => JSON.stringify({ tools: [{ inputSchema: { type: 'object' }, ...fields }] }, null, 2);
  const cases: [string, string, string[]][] = [
    [
      'a nameless tool marked read-only and destructive is "This tool"',
      tool({ description: 'x', annotations: { readOnlyHint: true, destructiveHint: true } }),
      [
        'MCP101 This tool has no "name": clients call tools by name. Add a unique name such as "get_weather".',
        'MCP205 This tool is marked both read-only and destructive: clients that trust readOnlyHint skip confirmation. Remove "destructiveHint" if it only reads, or set "readOnlyHint": false.',
      ],
    ],
    [
      'annotations that are not an object: only their type is reported, not what the name says',
      tool({ name: 'delete_file', description: 'Deletes a file.', annotations: 'x' }),
      ['MCP116 Tool "annotations" must be an object of hints (readOnlyHint, destructiveHint, …), not a string.'],
    ],
    [
      'a hint with no value (a syntax error) is passed over, beside a read-only hint',
      '{"tools":[{"name":"list_files","description":"Lists files.","inputSchema":{"type":"object"},"annotations":{"readOnlyHint": true, "idempotentHint": }}]}',
      ['MCP001 JSON syntax: value expected.'],
    ],
    [
      'a tool whose name is not a string is not read for what it does, even where its description says it deletes',
      tool({ name: 5, description: 'Deletes the file.', annotations: { readOnlyHint: true } }),
      [
        'MCP101 This tool has a "name" that is an integer, not a string: clients call tools by name. Add a unique name such as "get_weather".',
      ],
    ],
    [
      'a read name with annotations that are not an object: no advice to add a hint to them',
      tool({ name: 'list_files', description: 'Lists files.', annotations: 'x' }),
      ['MCP116 Tool "annotations" must be an object of hints (readOnlyHint, destructiveHint, …), not a string.'],
    ],
    [
      'a name that reads and deletes does not plainly read',
      tool({ name: 'get_and_delete_file' }),
      [
        'MCP109 Tool "get_and_delete_file" has no description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.',
      ],
    ],
    [
      'a read name whose description leads with a verb of change (not one of the words that always mean change) does not plainly read',
      tool({ name: 'get_note', description: 'Adds a note to the list.' }),
      [],
    ],
    [
      'nor one whose description leads with a destructive verb',
      tool({ name: 'get_invoice', description: 'Pays the invoice.' }),
      [],
    ],
    [
      'an annotations.title that is not a string is its own finding, not a title never shown',
      tool({ name: 'a', title: 'T', annotations: { title: 5 } }),
      [
        'MCP109 Tool "a" has no description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.',
        'MCP201 "title" must be a string, not an integer.',
      ],
    ],
  ];
  for (const [title, text, expected] of cases) it(title, () => assert.deepEqual(findings(text), expected));
});
