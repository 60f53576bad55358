import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  corroboration,
  descriptionAction,
  nameAction,
  outsideWorldEvidence,
  addsNumbers,
  mentionsChange,
  nameActions,
  nameWords,
  statesReadOnly,
  type VerbMatch,
} from '../../../../server/src/engine/util/toolIntent';

const READ = [
  'get',
  'list',
  'search',
  'read',
  'fetch',
  'find',
  'lookup',
  'describe',
  'show',
  'view',
  'retrieve',
  'inspect',
  'count',
  'preview',
  'explain',
  'peek',
];

const DESTROY = [
  'delete',
  'del',
  'remove',
  'rm',
  'drop',
  'destroy',
  'erase',
  'purge',
  'wipe',
  'truncate',
  'overwrite',
  'reset',
  'kill',
  'terminate',
  'uninstall',
  'revoke',
  'pay',
  'transfer',
  'charge',
  'withdraw',
  'refund',
  'evict',
  'prune',
  'shred',
  'unpublish',
  'deprovision',
  'decommission',
  'email',
  'sms',
  'tweet',
  'replace',
];

const WRITE = [
  'create',
  'add',
  'insert',
  'update',
  'upsert',
  'set',
  'put',
  'post',
  'patch',
  'edit',
  'modify',
  'change',
  'write',
  'save',
  'upload',
  'enable',
  'disable',
  'start',
  'stop',
  'restart',
  'deploy',
  'install',
  'apply',
  'commit',
  'push',
  'merge',
  'rename',
  'move',
  'fork',
  'assign',
  'approve',
  'submit',
  'publish',
  'schedule',
  'register',
  'unregister',
  'mark',
  'toggle',
  'increment',
  'decrement',
  'append',
  'import',
  'rebase',
  'lock',
  'unlock',
  'close',
  'reopen',
  'comment',
  'reply',
  'star',
  'unstar',
  'follow',
  'unfollow',
  'invite',
  'grant',
  'cancel',
  'archive',
  'restore',
  'scale',
  'rollback',
  'revert',
  'clone',
  'copy',
  'click',
  'fill',
  'press',
  'navigate',
  'subscribe',
  'unsubscribe',
  'book',
  'order',
  'buy',
  'purchase',
  'store',
  'record',
  'log',
  'notify',
  'message',
  'share',
  'attach',
  'detach',
  'link',
  'unlink',
  'dismiss',
  'clear',
];

const AMBIGUOUS: [string, string][] = [
  ['open', 'write'],
  ['run', 'write'],
  ['execute', 'write'],
  ['exec', 'write'],
  ['invoke', 'write'],
  ['trigger', 'write'],
  ['generate', 'write'],
  ['resolve', 'write'],
  ['complete', 'write'],
  ['sync', 'write'],
  ['process', 'write'],
  ['handle', 'write'],
  ['send', 'destroy'],
  ['check', 'read'],
  ['query', 'read'],
  ['browse', 'read'],
];

const CHANGE = [
  'create',
  'delete',
  'remove',
  'update',
  'modify',
  'write',
  'edit',
  'insert',
  'overwrite',
  'destroy',
  'send',
  'upload',
  'execute',
  'install',
  'deploy',
  'erase',
  'purge',
  'save',
  'publish',
  'submit',
  'rename',
  'enable',
  'disable',
  'kill',
  'terminate',
  'restart',
  'reset',
  'drop',
  'truncate',
  'uninstall',
  'upsert',
  'replace',
];

const NOUN_TOO = [
  'log',
  'record',
  'message',
  'order',
  'comment',
  'link',
  'star',
  'book',
  'store',
  'mark',
  'post',
  'copy',
  'scale',
  'open',
  'close',
  'complete',
  'set',
  'clear',
  'reply',
  'share',
  'lock',
  'sync',
  'import',
  'email',
  'sms',
  'tweet',
  'run',
  'fork',
  'attach',
  'patch',
  'change',
  'update',
  'edit',
  'schedule',
  'stop',
  'transfer',
  'charge',
  'drop',
  'refund',
  'trigger',
  'start',
  'commit',
  'push',
  'merge',
  'restore',
  'archive',
  'notify',
  'subscribe',
  'press',
  'fill',
  'check',
  'process',
  'handle',
  'replace',
];

const verbOf = (name: string): VerbMatch => {
  const m = nameAction(name);
  assert.ok(m, `no verb in ${name}`);
  return m;
};

/** What corroborates the ambiguous verb at the front of `name`, given the description. */
const why = (name: string, description = '') => corroboration(verbOf(name), name, description);

describe('toolIntent', () => {
  it('takes the first verb of a name, skipping nouns after the front', () => {
    assert.deepEqual(nameAction('getUserById')?.verb, 'get');
    assert.deepEqual(nameAction('helm_install')?.action, 'write');
    assert.equal(nameAction('pods_log'), undefined);
    assert.equal(nameAction('log_event')?.action, 'write');
    assert.equal(nameAction('DELETE_ALL')?.action, 'destroy');
  });
  it('reads the verb a description starts with, after a lead-in', () => {
    assert.equal(descriptionAction('This tool deletes a file')?.action, 'destroy');
    assert.equal(descriptionAction('Fetches a page')?.verb, 'fetches');
    assert.equal(descriptionAction('A calculator'), undefined);
  });
  it('marks ambiguous verbs and says what corroborates them', () => {
    assert.equal(nameAction('open_nodes')?.ambiguous, 'open');
    assert.equal(nameAction('create_nodes')?.ambiguous, undefined);
    assert.equal(descriptionAction('Checks the status')?.ambiguous, 'check');
    const open = nameAction('open_nodes')!;
    assert.equal(corroboration(open, 'open_nodes', 'Open specific nodes in the knowledge graph'), undefined);
    assert.equal(
      corroboration(nameAction('open_pull_request')!, 'open_pull_request', ''),
      '"pull request" in the name',
    );
    assert.equal(corroboration(open, 'open_nodes', 'Opens nodes, deleting the rest.'), '"deleting" in the description');
    // a verb of change outside the first sentence, or as a noun, says nothing about this tool
    assert.equal(corroboration(open, 'open_nodes', 'Opens nodes. Useful for creating summaries.'), undefined);
    assert.equal(corroboration(open, 'open_nodes', 'Opens nodes with progress updates.'), undefined);
    const check = nameAction('check_status')!;
    assert.equal(corroboration(check, 'check_status', 'The status.'), undefined);
    assert.equal(corroboration(check, 'check_status', 'Gets the status.'), '"Gets" in the description');
    assert.equal(
      corroboration(check, 'check_status', 'A read-only look at the status.'),
      'the description saying it is read-only',
    );
  });
  it('finds evidence of the outside world', () => {
    assert.equal(outsideWorldEvidence('fetch_url', '')?.what, 'url');
    assert.equal(outsideWorldEvidence('lookup', 'Searches the web')?.in, 'description');
    assert.equal(outsideWorldEvidence('memory', 'Docs at https://example.com'), undefined);
  });
  it('reads "a URL" as a URL and "a urlencoded string" as none', () => {
    assert.equal(outsideWorldEvidence('open', 'Opens a URL in the browser')?.what, 'a URL');
    assert.equal(outsideWorldEvidence('open', 'Opens the URLs it is given')?.what, 'the URLs');
    assert.equal(outsideWorldEvidence('open', 'Fetches any url.')?.what, 'any url');
    assert.equal(outsideWorldEvidence('decode', 'Decodes a urlencoded string'), undefined);
    assert.equal(outsideWorldEvidence('parse', 'Splits the url_path into its segments'), undefined);
  });
});

describe('toolIntent at its edges', () => {
  describe('the verb tables, each verb at the front of a name', () => {
    it('reads', () => {
      for (const v of READ) {
        assert.deepEqual(
          nameAction(`${v}_zz`),
          { action: 'read', verb: v, ambiguous: undefined, start: 0, end: v.length },
          v,
        );
      }
    });
    it('destroys', () => {
      for (const v of DESTROY) {
        assert.deepEqual(
          nameAction(`${v}_zz`),
          { action: 'destroy', verb: v, ambiguous: undefined, start: 0, end: v.length },
          v,
        );
      }
    });
    it('writes', () => {
      for (const v of WRITE) {
        assert.deepEqual(
          nameAction(`${v}_zz`),
          { action: 'write', verb: v, ambiguous: undefined, start: 0, end: v.length },
          v,
        );
      }
    });
    it('ambiguous verbs lean one way and say so', () => {
      for (const [v, action] of AMBIGUOUS) {
        assert.deepEqual(nameAction(`${v}_zz`), { action, verb: v, ambiguous: v, start: 0, end: v.length }, v);
      }
    });
    it('a word that is no verb gives nothing', () => {
      assert.equal(nameAction('zz_yy'), undefined);
      assert.equal(nameAction(''), undefined);
      assert.equal(nameAction('tag_zz'), undefined);
    });
    it('a description verb: each table verb, inflected', () => {
      for (const v of READ) assert.equal(descriptionAction(`${v} zz`)?.action, 'read', v);
      for (const v of DESTROY) assert.equal(descriptionAction(`${v} zz`)?.action, 'destroy', v);
      for (const v of WRITE) assert.equal(descriptionAction(`${v} zz`)?.action, 'write', v);
      for (const [v, action] of AMBIGUOUS) {
        assert.deepEqual(
          [descriptionAction(`${v} zz`)?.action, descriptionAction(`${v} zz`)?.ambiguous],
          [action, v],
          v,
        );
      }
    });
    it('verbs of change anywhere in a description', () => {
      for (const v of CHANGE) assert.equal(mentionsChange(`It may ${v} things`), true, v);
      assert.equal(mentionsChange('Lists the files and shows their sizes'), false);
      assert.equal(mentionsChange(''), false);
      assert.equal(mentionsChange('…, creating it if needed'), true);
      assert.equal(mentionsChange('re-CREATED'), true);
    });
    it('words that are verbs only at the front of a name, or after and/or/then', () => {
      for (const v of NOUN_TOO) {
        assert.equal(nameAction(`zz_${v}`), undefined, v);
        assert.equal(nameAction(`zz_and_${v}`)?.verb, v, v);
      }
      assert.equal(nameAction('zz_or_log')?.verb, 'log');
      assert.equal(nameAction('zz_then_log')?.verb, 'log');
      assert.equal(nameAction('zz_but_log'), undefined);
      assert.deepEqual(nameAction('pods_log_delete'), {
        action: 'destroy',
        verb: 'delete',
        ambiguous: undefined,
        start: 9,
        end: 15,
      });
      assert.deepEqual(nameAction('getOrSetValue'), {
        action: 'read',
        verb: 'get',
        ambiguous: undefined,
        start: 0,
        end: 3,
      });
    });
  });

  describe('names', () => {
    it('splits identifiers into lower-case words', () => {
      assert.deepEqual(nameWords('getUserById'), ['get', 'user', 'by', 'id']);
      assert.deepEqual(nameWords('HTTPServer'), ['http', 'server']);
      assert.deepEqual(nameWords('getTopStories'), ['get', 'top', 'stories']);
      assert.deepEqual(nameWords('admin.tools.list'), ['admin', 'tools', 'list']);
      assert.deepEqual(nameWords('cluster-health-check'), ['cluster', 'health', 'check']);
      assert.deepEqual(nameWords('v2_list42'), ['v', '2', 'list', '42']);
      assert.deepEqual(nameWords('APIs'), ['ap', 'is']);
      assert.deepEqual(nameWords('___'), []);
    });
    it('takes a name verb as written, with its span', () => {
      assert.equal(nameAction('lists_view')?.verb, 'view');
      assert.deepEqual(nameAction('zz.deleteFile'), {
        action: 'destroy',
        verb: 'delete',
        ambiguous: undefined,
        start: 3,
        end: 9,
      });
      assert.deepEqual(nameAction('DELETE_file'), {
        action: 'destroy',
        verb: 'delete',
        ambiguous: undefined,
        start: 0,
        end: 6,
      });
    });
    it('collects the plain actions of every verb of a name', () => {
      assert.deepEqual([...nameActions('get_and_delete_file')], ['read', 'destroy']);
      assert.deepEqual([...nameActions('get_or_set_value')], ['read', 'write']);
      assert.deepEqual([...nameActions('run_and_get')], ['read']);
      assert.deepEqual([...nameActions('zz_log')], []);
      assert.deepEqual([...nameActions('get_list_read')], ['read']);
      assert.deepEqual([...nameActions('delete_then_delete')], ['destroy']);
    });
    it('restarts the name scan each call', () => {
      assert.equal(nameAction('zzzzzzzzzzzzzz_get')?.start, 15);
      assert.equal(nameAction('get')?.start, 0);
      assert.deepEqual([...nameActions('zzzzzzzzzzzzzzzzz_delete')], ['destroy']);
      assert.deepEqual([...nameActions('get')], ['read']);
    });
  });

  describe('descriptions', () => {
    it('reads inflected forms back to their base', () => {
      assert.equal(descriptionAction('Deletes a file')?.action, 'destroy');
      assert.equal(descriptionAction('Copies a file')?.action, 'write');
      assert.equal(descriptionAction('Fetches a page')?.action, 'read');
      assert.equal(descriptionAction('Pushes a branch')?.action, 'write');
      assert.equal(descriptionAction('Deleting a file')?.action, 'destroy');
      assert.equal(descriptionAction('Updated the record')?.action, 'write');
      assert.equal(descriptionAction('Listed the files')?.action, 'read');
      assert.equal(descriptionAction('Creating the file')?.action, 'write');
      assert.deepEqual(
        [descriptionAction('Running a script')?.action, descriptionAction('Running a script')?.ambiguous],
        ['write', 'run'],
      );
      assert.equal(descriptionAction('Stopped it')?.action, 'write');
      assert.equal(descriptionAction('Rms it')?.action, 'destroy');
      assert.equal(descriptionAction('Unicorns dance'), undefined);
    });
    it('undoes a doubled last letter and a dropped "e" of past and -ing forms only', () => {
      // "committ" loses its last doubled letter, not the first ("comitt")
      assert.deepEqual(descriptionAction('Committed the change'), {
        action: 'write',
        verb: 'committed',
        ambiguous: undefined,
        start: 0,
        end: 9,
      });
      assert.equal(descriptionAction('Committing the change')?.action, 'write');
      // a plural is no past form: "writs" is not "write", "putts" not "put"
      assert.equal(descriptionAction('Writs of summons, listed'), undefined);
      assert.equal(descriptionAction('Putts on the green'), undefined);
      assert.equal(descriptionAction('Es'), undefined);
    });
    it('"Returns" reads at the start of a description only', () => {
      assert.deepEqual(descriptionAction('Returns the current time'), {
        action: 'read',
        verb: 'returns',
        ambiguous: undefined,
        start: 0,
        end: 7,
      });
      assert.equal(descriptionAction('Return it')?.action, 'read');
      assert.equal(nameAction('return_zz'), undefined);
    });
    it('takes any run of blanks after a lead-in, and in a statement that it changes nothing', () => {
      assert.deepEqual(descriptionAction('Will  delete the file'), {
        action: 'destroy',
        verb: 'delete',
        ambiguous: undefined,
        start: 6,
        end: 12,
      });
      assert.deepEqual(descriptionAction('This tool\n  lists the files'), {
        action: 'read',
        verb: 'lists',
        ambiguous: undefined,
        start: 12,
        end: 17,
      });
      assert.equal(statesReadOnly('Lists the files, with no  side effects.'), true);
      assert.equal(statesReadOnly('Lists the files, with no side\neffects.'), true);
    });
    it('skips a lead-in and reports the span after it', () => {
      const at = (d: string) => {
        const m = descriptionAction(d);
        return m && [m.action, m.verb, m.start, m.end, d.slice(m.start, m.end)];
      };
      assert.deepEqual(at('Deletes a file'), ['destroy', 'deletes', 0, 7, 'Deletes']);
      assert.deepEqual(at('  Deletes a file'), ['destroy', 'deletes', 2, 9, 'Deletes']);
      assert.deepEqual(at('This tool deletes a file'), ['destroy', 'deletes', 10, 17, 'deletes']);
      assert.deepEqual(at('The tool will delete a file'), ['destroy', 'delete', 14, 20, 'delete']);
      assert.deepEqual(at('this  tool  can  delete it'), ['destroy', 'delete', 17, 23, 'delete']);
      assert.deepEqual(at('Tool to delete it'), ['destroy', 'delete', 8, 14, 'delete']);
      assert.deepEqual(at('Tool that deletes it'), ['destroy', 'deletes', 10, 17, 'deletes']);
      assert.deepEqual(at('Tool which deletes it'), ['destroy', 'deletes', 11, 18, 'deletes']);
      assert.deepEqual(at('Used to delete it'), ['destroy', 'delete', 8, 14, 'delete']);
      assert.deepEqual(at('Use this to delete it'), ['destroy', 'delete', 12, 18, 'delete']);
      assert.deepEqual(at('Allows you to delete it'), ['destroy', 'delete', 14, 20, 'delete']);
      assert.deepEqual(at('Lets you to delete it'), ['destroy', 'delete', 12, 18, 'delete']);
      assert.deepEqual(at('Helps you to delete it'), ['destroy', 'delete', 13, 19, 'delete']);
      assert.deepEqual(at('Is used to delete it'), ['destroy', 'delete', 11, 17, 'delete']);
      assert.deepEqual(at('Will delete it'), ['destroy', 'delete', 5, 11, 'delete']);
      assert.deepEqual(at('CAN delete it'), ['destroy', 'delete', 4, 10, 'delete']);
      for (const lead of [
        'The tool will',
        'This tool can',
        'Tool to',
        'Tool that',
        'Tool which',
        'Used to',
        'Use this to',
        'Allows you to',
        'Lets you to',
        'Helps you to',
        'Is used to',
      ]) {
        const d = `${lead.replace(/ /g, '  ')}  deletes it`;
        assert.deepEqual(at(d), ['destroy', 'deletes', d.length - 10, d.length - 3, 'deletes'], d);
      }
      assert.equal(at('Toolbox deletes it'), undefined);
      assert.equal(at('123 delete it'), undefined);
      assert.equal(at(''), undefined);
      assert.equal(at('Tool to 5'), undefined);
    });
    it('says read-only in each of its ways', () => {
      for (const d of [
        'Read-only.',
        'read only',
        'It does not modify files',
        "doesn't change anything",
        'never alter',
        'will not write',
        "won't mutate",
        'does not affect',
        'Does  not  modify',
        'without modifying',
        'without changing',
        'without altering',
        'without writing',
        'without side effects',
        'without side-effects',
        'no side effects',
        'No side-effects',
        'it only reads',
        'READ-ONLY',
      ]) {
        assert.equal(statesReadOnly(d), true, d);
        if (!/side|read only/.test(d)) assert.equal(statesReadOnly(d.replace(/ /g, ' \t ')), true, `${d}, spaced`);
      }
      for (const d of [
        'readonly',
        'bread-only',
        'does not exist',
        'without asking',
        'reads only',
        'side effects',
        'only readsx',
        'not modify',
        '',
      ]) {
        assert.equal(statesReadOnly(d), false, d);
      }
    });
  });

  describe('add of numbers', () => {
    it('is arithmetic when numbers are named', () => {
      assert.equal(addsNumbers(verbOf('add'), 'add', 'Add two numbers'), true);
      assert.equal(addsNumbers(verbOf('add_integers'), 'add_integers', ''), true);
      assert.equal(addsNumbers(verbOf('add_zz'), 'add_zz', 'Numbers summed.'), true);
      for (const w of [
        'number',
        'integer',
        'float',
        'floats',
        'decimal',
        'decimals',
        'operand',
        'operands',
        'integers',
      ]) {
        assert.equal(addsNumbers(verbOf('add'), 'add', `Add ${w}`), true, w);
      }
      const adds = descriptionAction('Adds two numbers');
      assert.ok(adds);
      assert.equal(addsNumbers(adds, 'zz', 'Adds two numbers'), true);
    });
    it('is a change otherwise', () => {
      assert.equal(addsNumbers(verbOf('add'), 'add', 'Add a user'), false);
      assert.equal(addsNumbers(verbOf('add'), 'add', 'Add a user. Numbers are ignored.'), false);
      assert.equal(addsNumbers(verbOf('create'), 'create', 'Create two numbers'), false);
      assert.equal(addsNumbers(verbOf('add'), 'add', 'Add renumbers'), false);
      const adding = descriptionAction('Adding two numbers');
      assert.ok(adding);
      assert.equal(addsNumbers(adding, 'zz', 'Adding two numbers'), false);
    });
  });

  describe('corroboration', () => {
    it('says nothing for a plain verb', () => {
      assert.equal(corroboration(verbOf('delete_command'), 'delete_command', 'Deletes a command.'), undefined);
    });
    it('finds what runs, in the name', () => {
      const objects = [
        'command',
        'commands',
        'shell',
        'shells',
        'bash',
        'script',
        'scripts',
        'code',
        'program',
        'programs',
        'binary',
        'binaries',
        'terminal',
        'terminals',
        'processes',
        'job',
        'jobs',
        'pipeline',
        'pipelines',
        'workflow',
        'workflows',
        'build',
        'builds',
        'deploy',
        'deploys',
        'deployment',
        'deployments',
        'migration',
        'migrations',
        'task',
        'tasks',
        'action',
        'actions',
        'webhook',
        'webhooks',
        'lambda',
        'lambdas',
        'function',
        'functions',
        'notebook',
        'notebooks',
        'cell',
        'cells',
      ];
      for (const verb of ['run', 'execute', 'exec', 'invoke', 'trigger']) {
        for (const o of objects) assert.equal(why(`${verb}_${o}`), `"${o}" in the name`, `${verb} ${o}`);
      }
      for (const o of ['process', 'subcommand', 'commandsx', 'binar', 'deployer', 'zz']) {
        assert.equal(why(`run_${o}`), undefined, o);
      }
      assert.equal(why('runCommand'), '"command" in the name');
    });
    it('finds what runs, in the first sentence of the description', () => {
      assert.equal(why('run_zz', 'Runs the SCRIPT given.'), '"SCRIPT" in the description');
      assert.equal(why('run_zz', 'Runs it. A script follows.'), undefined);
      assert.equal(why('run_zz', 'Runs it.A script follows.'), '"script" in the description');
      assert.equal(why('run_zz', 'Runs it!\nA script follows.'), undefined);
      assert.equal(why('run_zz', 'Runs it?\tA script follows.'), undefined);
      assert.equal(why('run_zz', 'Runs it\n\nA script follows.'), undefined);
      assert.equal(why('run_zz', 'Runs it\n \t\nA script follows.'), undefined);
      assert.equal(why('run_zz', 'Runs it\nA script follows.'), '"script" in the description');
      assert.equal(why('run_zz', '\n\nRuns a script.'), '"script" in the description');
      assert.equal(why('run_zz', 'Runs it.'), undefined);
    });
    it('knows what is opened to change it', () => {
      for (const o of [
        'issue',
        'issues',
        'ticket',
        'tickets',
        'pull request',
        'pull requests',
        'pull-request',
        'pullrequest',
        'merge request',
        'merge-requests',
        'mergerequest',
        'PR',
        'PRs',
        'MR',
        'MRs',
        'account',
        'accounts',
        'position',
        'positions',
        'trade',
        'trades',
        'case',
        'cases',
        'incident',
        'incidents',
        'port',
        'ports',
      ]) {
        assert.equal(why('open_zz', `Opens a ${o} now.`), `"${o}" in the description`, o);
      }
      assert.equal(why('open_pull_request'), '"pull request" in the name');
      assert.equal(why('openPR'), '"pr" in the name');
      assert.equal(why('open_file', 'Opens a file.'), undefined);
      assert.equal(why('open_zz', 'Opens a passport.'), undefined);
    });
    it('knows what is resolved and completed to change it', () => {
      for (const o of [
        'issue',
        'issues',
        'ticket',
        'tickets',
        'thread',
        'threads',
        'conversation',
        'conversations',
        'comment',
        'comments',
        'alert',
        'alerts',
        'incident',
        'incidents',
        'conflict',
        'conflicts',
        'review',
        'reviews',
      ]) {
        assert.equal(why('resolve_zz', `Resolves the ${o}.`), `"${o}" in the description`, o);
      }
      assert.equal(why('resolve_zz', 'Resolves a hostname.'), undefined);
      for (const o of [
        'task',
        'tasks',
        'todo',
        'todos',
        'to-do',
        'to-dos',
        'order',
        'orders',
        'checkout',
        'checkouts',
        'payment',
        'payments',
        'purchase',
        'purchases',
        'job',
        'jobs',
        'step',
        'steps',
        'milestone',
        'milestones',
      ]) {
        assert.equal(why('complete_zz', `Completes the ${o}.`), `"${o}" in the description`, o);
      }
      assert.equal(why('complete_zz', 'Completes a sentence.'), undefined);
    });
    it('knows what is sent', () => {
      for (const o of [
        'email',
        'emails',
        'e-mail',
        'e-mails',
        'mail',
        'mails',
        'message',
        'messages',
        'sms',
        'text',
        'texts',
        'chat',
        'chats',
        'channel',
        'channels',
        'recipient',
        'recipients',
        'inbox',
        'inboxes',
        'dm',
        'dms',
        'tweet',
        'tweets',
        'post',
        'posts',
        'payment',
        'payments',
        'money',
        'funds',
        'invoice',
        'invoices',
        'invitation',
        'invitations',
        'invite',
        'invites',
        'notification',
        'notifications',
      ]) {
        assert.equal(why('send_zz', `Sends the ${o} now.`), `"${o}" in the description`, o);
      }
      assert.equal(why('send_zz', 'Sends feedback.'), undefined);
      assert.equal(why('send_zz', 'Sends a fund.'), undefined);
    });
    it('has no objects for generate, sync, process, handle', () => {
      for (const v of ['generate', 'sync', 'process', 'handle']) {
        assert.equal(why(`${v}_script`), undefined, v);
        assert.equal(why(`${v}_zz`, 'Deletes stale caches.'), '"Deletes" in the description', v);
      }
    });
    it('takes a plain verb of change that leads the description', () => {
      assert.equal(why('run_zz', 'This tool deletes stale caches.'), '"deletes" in the description');
      assert.equal(why('run_zz', 'Lists stale caches.'), undefined);
      assert.equal(why('run_zz', 'Opens stale caches.'), undefined);
      assert.equal(why('run_zz', 'Checks stale caches.'), undefined);
    });
    it('takes a verb of change where it is a verb in the first sentence', () => {
      for (const w of ['and', 'or', 'then', 'to', 'will', 'also', 'that', 'which', 'it', 'can', 'may', 'AND']) {
        assert.equal(
          why('generate_zz', `Generates a report ${w} deletes old ones.`),
          '"deletes" in the description',
          w,
        );
      }
      assert.equal(why('generate_zz', 'Generates a report, deletes old ones.'), '"deletes" in the description');
      assert.equal(why('generate_zz', 'Generates a report overwriting old ones.'), '"overwriting" in the description');
      assert.equal(why('generate_zz', 'Generates a report OVERWRITING old ones.'), '"OVERWRITING" in the description');
      assert.equal(why('generate_zz', 'Generates progress updates.'), undefined);
      assert.equal(why('generate_zz', 'Generates a report and sends it.'), undefined);
      assert.equal(why('generate_zz', 'Generates a report and executes it.'), undefined);
      assert.equal(why('generate_zz', 'Generates a report. It deletes old ones.'), undefined);
      assert.equal(why('generate_zz', 'Generates a report and lists it.'), undefined);
      assert.equal(why('generate_zz', 'Generates a report , then stuff deletes'), undefined);
    });
    it('is silenced by a read-only statement for a verb of change', () => {
      assert.equal(why('run_command', 'Read-only.'), undefined);
      assert.equal(why('open_zz', 'Opens an issue, read-only.'), undefined);
    });
    it('corroborates a verb of reading with a read lead or a read-only statement', () => {
      assert.equal(why('check_zz', 'Returns the status.'), '"Returns" in the description');
      assert.equal(why('query_zz', 'This tool lists rows.'), '"lists" in the description');
      assert.equal(why('browse_zz', 'Browses, read-only.'), 'the description saying it is read-only');
      assert.equal(why('check_zz', 'Checks the box.'), undefined);
      assert.equal(why('check_zz', 'Queries the table.'), undefined);
      assert.equal(why('check_zz', 'Deletes the box.'), undefined);
      assert.equal(why('query_command', ''), undefined);
      assert.equal(why('check_zz', ''), undefined);
    });
  });

  describe('the outside world', () => {
    it('is named by an outside word', () => {
      for (const w of [
        'web',
        'http',
        'https',
        'url',
        'urls',
        'internet',
        'online',
        'email',
        'mail',
        'sms',
        'slack',
        'tweet',
        'twitter',
        'webhook',
        'scrape',
        'crawl',
        'download',
        'browse',
        'websearch',
      ]) {
        assert.deepEqual(outsideWorldEvidence(`zz_${w}`, ''), { in: 'name', start: 3, end: 3 + w.length, what: w }, w);
      }
      assert.deepEqual(outsideWorldEvidence('fetchURL', ''), { in: 'name', start: 5, end: 8, what: 'URL' });
      assert.deepEqual(outsideWorldEvidence('get_email', ''), { in: 'name', start: 4, end: 9, what: 'email' });
      assert.deepEqual(outsideWorldEvidence('crawl_site', ''), { in: 'name', start: 0, end: 5, what: 'crawl' });
    });
    it('does not take an outside verb after another verb as outside', () => {
      for (const w of ['scrape', 'crawl', 'download', 'browse', 'tweet']) {
        assert.equal(outsideWorldEvidence(`check_${w}_status`, ''), undefined, w);
      }
      assert.equal(outsideWorldEvidence('zz_yy', ''), undefined);
      assert.deepEqual(outsideWorldEvidence('get_crawl_web', ''), { in: 'name', start: 10, end: 13, what: 'web' });
      assert.deepEqual(outsideWorldEvidence('zzzzzzzzzzzzzz_web', ''), { in: 'name', start: 15, end: 18, what: 'web' });
      assert.deepEqual(outsideWorldEvidence('web', ''), { in: 'name', start: 0, end: 3, what: 'web' });
    });
    it('is said by an outside phrase', () => {
      for (const p of [
        'searches the web',
        'search the internet',
        'searching the web',
        'Web search',
        'from the web',
        'from the internet',
        'on the web',
        'on the internet',
        'any url',
        'a URL',
        'the url',
        'given url',
        'external api',
        'external APIs',
        'external service',
        'external services',
        'external website',
        'external websites',
        'third-party api',
        'third party services',
        'third-party service',
        'sends an email',
        'send a message',
        'sending sms',
        'send e-mail',
        'sends a text message',
        'send email',
        'sends message',
      ]) {
        assert.deepEqual(
          outsideWorldEvidence('zz', `It ${p} now`),
          { in: 'description', start: 3, end: 3 + p.length, what: p },
          p,
        );
        const spaced = p.startsWith('third party') ? p : p.replace(/ /g, ' \n ');
        assert.deepEqual(
          outsideWorldEvidence('zz', `It ${spaced} now`),
          { in: 'description', start: 3, end: 3 + spaced.length, what: spaced },
          spaced,
        );
      }
      for (const d of [
        'searches the catalogue',
        'curl',
        'sends feedback',
        'external file',
        'searchesthe web',
        'send a text',
      ]) {
        assert.equal(outsideWorldEvidence('zz', d), undefined, d);
      }
    });
  });
});
