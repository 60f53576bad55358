// Trust is bound to the launch that runs: the config entry a server's session was started from, not the entry its
// file holds now (a branch switch or a pull changes the file under a running server). Real ServersModel, real gate.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createApprovalGate, type ApprovalPrompt, type UserAnswer } from '../../client/src/approval/gate';
import { SessionGrantStore } from '../../client/src/approval/grants';
import { PinStore } from '../../client/src/approval/pins';
import { DEFAULT_APPROVAL_SETTINGS } from '../../client/src/approval/policy';
import { TrustStore } from '../../client/src/approval/trust';
import type { ServersModel } from '../../client/src/model/serversModel';
import type { ToolCallOutcome } from '../../common/mcp/types';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { MemoryMemento } from '../unit/approval/memento';
import { assertNoLeaks, FIXTURES, scratch } from './fixtures';

const tmp = scratch();
const pids = new Set<number>();
const models: ServersModel[] = [];
after(async () => {
  await Promise.all(models.map((m) => m.dispose()));
  assertNoLeaks(pids);
  tmp.cleanup();
});

/** Two entries of the same server: the same id, launched differently (another variable, as after a pull). */
const entry = (variant: 'A' | 'B') => ({
  type: 'stdio',
  command: process.execPath,
  args: [join(FIXTURES, 'wellBehaved.mjs')],
  env: { VARIANT: variant },
});

const readNote = (model: ServersModel, id: string) => () => model.callTool(id, 'read_note', { id: 'todo' });

/** A panel the test answers when it likes: each prompt waits until `answer` is called. */
class HeldPanel {
  readonly prompts: ApprovalPrompt[] = [];
  private answers: ((answer: UserAnswer) => void)[] = [];
  private shownNext: (() => void)[] = [];
  ask = (prompt: ApprovalPrompt): Promise<UserAnswer> => {
    this.prompts.push(prompt);
    for (const shown of this.shownNext.splice(0)) shown();
    return new Promise((resolve) => this.answers.push(resolve));
  };
  /** Makes a call; `seen` is what became of it: 'completed' or 'denied' without asking, or 'asked' (it waits). */
  call(make: () => Promise<ToolCallOutcome>): { seen: Promise<string>; outcome: Promise<ToolCallOutcome> } {
    const asked = new Promise<string>((resolve) => this.shownNext.push(() => resolve('asked')));
    const outcome = make();
    return { seen: Promise.race([outcome.then((o) => o.outcome), asked]), outcome };
  }
  answer(answer: UserAnswer): void {
    const next = this.answers.shift();
    assert.ok(next, 'no prompt is waiting');
    next(answer);
  }
}

/** One workspace with one server, its real model, and the approval layer wired to it as the extension wires it. */
function workspace(name: string) {
  const folder = join(tmp.dir, name);
  writeWorkspaceServers(folder, { notes: entry('A') });
  const memento = new MemoryMemento();
  const panel = new HeldPanel();
  const lines: string[] = [];
  let model: ServersModel | undefined;
  // as Approvals.forServers wires it over ServersFeature
  const trust = new TrustStore(memento, {
    running: (id) => model?.sessionLaunch(id)?.config,
    configured: (id) => model?.definition(id)?.config,
  });
  const gate = createApprovalGate({
    settings: () => DEFAULT_APPROVAL_SETTINGS,
    timeoutSeconds: () => 0,
    trust,
    pins: new PinStore(memento),
    grants: new SessionGrantStore(),
    ask: panel.ask,
    log: (_id, line) => lines.push(line),
  });
  model = fixtureServersModel({ folder, home: join(tmp.dir, 'home'), pids, approve: gate });
  models.push(model);
  const m = model;
  return {
    model: m,
    trust,
    panel,
    lines,
    id: () => m.servers()[0]!.id,
    /** The file now says `variant`, and the model has read it. */
    fileSays: async (variant: 'A' | 'B') => {
      writeWorkspaceServers(folder, { notes: entry(variant) });
      await m.reload();
    },
  };
}

describe('trust follows the launch that runs', () => {
  it('asks for a read-only call of a server started from another entry, its file back at the trusted one', async () => {
    const w = workspace('a');
    await w.model.reload();
    const id = w.id();
    await w.trust.setTrusted(id, true); // the Trust Server command on the stopped server: entry A
    await w.fileSays('B'); // a branch switch
    await w.model.start(id); // B runs
    assert.equal(w.model.state(id).status, 'running');
    await w.fileSays('A'); // back; B still runs
    assert.equal(w.model.definitionChanged(id), true);

    const call = w.panel.call(readNote(w.model, id));
    assert.equal(await call.seen, 'asked', 'B is not trusted: its read-only call asks');
    const prompt = w.panel.prompts[0]!;
    assert.equal(prompt.trusted, false);
    assert.equal(prompt.decision.offers.trustServer, false, 'trusting what runs would not stop the asking');
    assert.match(prompt.decision.reason, /changed in its config file since it started: every call asks/);
    w.panel.answer({ approved: false, source: 'Deny' });
    assert.equal((await call.outcome).outcome, 'denied');
    assert.match(w.lines.at(-1)!, /denied tool "read_note".*changed in its config file since it started/);

    // restarted from the file's entry (A, trusted), its read-only calls run without asking
    await w.model.restart(id);
    assert.equal(await w.panel.call(readNote(w.model, id)).seen, 'completed');
    await w.model.stop(id);
  });

  it('"Trust this server" trusts the launch the call was made to, not the file\'s entry at the answer', async () => {
    const w = workspace('b');
    await w.model.reload();
    const id = w.id();
    await w.model.start(id); // A runs, untrusted
    const call = w.panel.call(readNote(w.model, id));
    assert.equal(await call.seen, 'asked');
    await w.fileSays('B'); // the file changes while the panel is open
    w.panel.answer({ approved: true, source: 'Approve', trustServer: true });
    assert.equal((await call.outcome).outcome, 'completed');

    // A (what runs) is trusted, but its entry changed under it: its next read-only call asks until a restart
    const next = w.panel.call(readNote(w.model, id));
    assert.equal(await next.seen, 'asked');
    w.panel.answer({ approved: false, source: 'Deny' });
    assert.equal((await next.outcome).outcome, 'denied');
    // B was never trusted: stopped, the server as configured (B) is not trusted, so it would not auto-start
    await w.model.stop(id);
    assert.equal(w.trust.isTrusted(id), false);
    await w.fileSays('A');
    assert.equal(w.trust.isTrusted(id), true);
    await w.model.start(id);
    assert.equal(await w.panel.call(readNote(w.model, id)).seen, 'completed', 'A, trusted, runs without asking');
    await w.model.stop(id);
  });

  it('the Trust Server command trusts what runs of a running server, the configured entry of a stopped one', async () => {
    const w = workspace('c');
    await w.model.reload();
    const id = w.id();
    await w.model.start(id); // A runs
    await w.fileSays('B');
    await w.trust.setTrusted(id, true); // from the tree, while A runs
    assert.equal(w.trust.isTrusted(id), true);
    const call = w.panel.call(readNote(w.model, id));
    assert.equal(await call.seen, 'asked', 'A is trusted, but its calls ask while the file holds another entry');
    w.panel.answer({ approved: false, source: 'Deny' });
    assert.equal((await call.outcome).outcome, 'denied');
    await w.model.stop(id);
    assert.equal(w.trust.isTrusted(id), false, 'stopped, the server is B, which was not trusted');
    await w.trust.setTrusted(id, true); // stopped: the configured entry, B
    await w.fileSays('A');
    assert.equal(w.trust.isTrusted(id), false, 'A lost its trust to B');
  });
});
