// The well-known packages (wellKnownPackages.ts): a one-letter slip in each one's name is a typosquat of it (MCP722),
// and each role the list gives a package shows in the toxic flow of a configuration that runs it (MCP725).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { CC, ms } from '../../../../helpers/configPaths';
import { findingLines, messagesOf } from '../../../../helpers/findings';
import {
  WELL_KNOWN_PACKAGES,
  type FlowRole,
  type WellKnownPackage,
} from '../../../../../server/src/engine/rules/clientConfig/wellKnownPackages';

/** A server entry that runs `name` from the package's registry. */
function runs(p: WellKnownPackage, name = p.name): object {
  if (p.ecosystem === 'npm') return { command: 'npx', args: ['-y', name] };
  if (p.ecosystem === 'pypi') return { command: 'uvx', args: [name] };
  return { command: 'docker', args: ['run', '-i', '--rm', name] };
}

/** The name with its second character doubled: one edit away, and under another scope or namespace when it has one. */
const slip = (name: string) => name.slice(0, 2) + name.slice(1);

/** A server that has only this role, by a word of its name, and what the toxic flow's message says of it. */
const ROLE: Record<FlowRole, { server: string; says: string }> = {
  untrusted: { server: 'fetch', says: 'reads content others write' },
  private: { server: 'postgres', says: 'holds private data' },
  egress: { server: 'smtp', says: 'can send data out' },
};

describe('well-known packages', () => {
  describe('a slip in the name of each is a typosquat of it', () => {
    for (const p of WELL_KNOWN_PACKAGES) {
      it(`${p.ecosystem} ${p.name}`, () => {
        const doc = ms({ slip: runs(p, slip(p.name)) });
        assert.deepEqual(findingLines(CC, doc, { only: ['MCP722'] }), [`MCP722 ${slip(p.name)} ⇒ ${p.name}`]);
      });
    }
  });

  describe('each role of each shows in a toxic flow, beside servers that have the other two', () => {
    for (const p of WELL_KNOWN_PACKAGES) {
      for (const role of p.roles ?? []) {
        it(`${p.name}: ${role}`, () => {
          const others = (Object.keys(ROLE) as FlowRole[]).filter((r) => r !== role);
          const doc = ms({
            known: runs(p),
            ...Object.fromEntries(others.map((r) => [ROLE[r].server, { command: 'node', args: ['server.js'] }])),
          });
          const [flow] = messagesOf(doc, { path: CC, only: ['MCP725'] });
          assert.ok(flow?.message.includes(`"known" (${p.name}) ${ROLE[role].says}`), flow?.message ?? 'no flow');
        });
      }
    }
  });
});
