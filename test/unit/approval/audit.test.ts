import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { argumentsHash, auditLine } from '../../../client/src/approval/audit';

const SECRET = 'sk-live-9f8e7d6c5b4a3210-SECRET';

describe('audit line', () => {
  it('names the decision, the tool, the server and the reason, with the arguments only as a hash', () => {
    const args = { path: '/tmp/x', token: SECRET, nested: { again: [SECRET] } };
    const line = auditLine({
      outcome: 'approved',
      serverName: 'files',
      toolName: 'delete_file',
      arguments: args,
      reason: 'trusted server, destructive tool: the server sets destructiveHint: true',
      level: 'destructive',
      answer: 'Approve',
      allowedForSession: true,
    });
    assert.match(line, /^approval: approved tool "delete_file" of server "files"/);
    assert.match(line, /asked \(destructive\): trusted server, destructive tool/);
    assert.match(line, /answer: Approve \(allowed for this session\)/);
    assert.match(line, new RegExp(`arguments sha256 ${argumentsHash(args)}$`));
    assert.ok(!line.includes(SECRET), 'the secret value is in the log line');
    assert.ok(!line.includes('SECRET') && !line.includes('sk-live') && !line.includes('/tmp/x'));
  });

  it('writes auto-runs and denials with their cause', () => {
    const auto = auditLine({
      outcome: 'auto-run',
      serverName: 's',
      toolName: 'read',
      arguments: { q: SECRET },
      reason: 'trusted server, read-only tool (mcpLens.approval.readOnly: auto)',
    });
    assert.match(auto, /approval: auto-run tool "read" of server "s"; without asking: trusted server, read-only tool/);
    const denied = auditLine({
      outcome: 'denied',
      serverName: 's',
      toolName: 'rm',
      arguments: { q: SECRET },
      reason: 'untrusted server',
      level: 'untrusted',
      answer: 'Escape',
    });
    assert.match(denied, /approval: denied tool "rm".*answer: Escape;/);
    for (const l of [auto, denied]) assert.ok(!l.includes(SECRET));
  });

  it('hashes equal arguments equally whatever their key order, and different ones differently', () => {
    assert.equal(argumentsHash({ a: 1, b: [1, 2] }), argumentsHash({ b: [1, 2], a: 1 }));
    assert.notEqual(argumentsHash({ a: 1 }), argumentsHash({ a: 2 }));
    assert.equal(argumentsHash(undefined), argumentsHash({}));
  });

  it('cannot be split into a forged second line by a name from the server', () => {
    const line = auditLine({
      outcome: 'denied',
      serverName: 'evil\napproval: approved tool "x"',
      toolName: 'a\u2028b\u202E',
      arguments: {},
      reason: 'r',
      level: 'untrusted',
      answer: 'Deny',
    });
    assert.equal(line.split(/\r|\n|\u2028|\u2029/).length, 1);
    assert.ok(line.includes('"evil\\napproval'));
    assert.ok(line.includes('tool "a⟨U+2028⟩b⟨U+202E⟩"'));
  });
});
