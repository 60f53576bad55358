import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { RULE_METAS } from '../../server/src/engine/rules';
import { runCli } from './runCli';

describe('mcp-lens explain', () => {
  it("prints a rule's documentation from the rule table", async () => {
    const meta = RULE_METAS.find((m) => m.code === 'MCP302')!;
    const r = await runCli(['explain', 'MCP302']);
    assert.equal(r.code, 0);
    assert.ok(
      r.stdout.startsWith('MCP302  priority-invalid\nDefault severity: error. Applies to: capabilities.\n'),
      r.stdout,
    );
    for (const part of [meta.summary, `Why: ${meta.why}`, `Fix: ${meta.fix}`, `  ${meta.example}`]) {
      assert.ok(r.stdout.includes(part), `missing ${part}`);
    }
    assert.match(r.stdout, /More: https:\/\/github\.com\/mcp-lens\/mcp-lens\/blob\/main\/docs\/rules\.md#mcp302/);
  });

  it('takes the code in any case, or the rule name', async () => {
    const byCode = await runCli(['explain', 'MCP001']);
    assert.equal((await runCli(['explain', 'mcp001'])).stdout, byCode.stdout);
    assert.equal((await runCli(['explain', 'json-syntax'])).stdout, byCode.stdout);
  });

  it('exits 2 for a rule that does not exist, suggesting a near one', async () => {
    const r = await runCli(['explain', 'MCP3O2']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /there is no rule "MCP3O2": did you mean MCP302\?/);
    assert.equal((await runCli(['explain', 'MCP301', 'MCP302'])).code, 2);
  });

  it('lists every rule without a code', async () => {
    const r = await runCli(['explain']);
    assert.equal(r.code, 0);
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines.length, RULE_METAS.length);
    for (const m of RULE_METAS) {
      assert.ok(
        lines.some((l) => l.startsWith(`${m.code}  ${m.name} `)),
        m.code,
      );
    }
  });
});
