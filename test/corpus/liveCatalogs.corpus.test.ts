import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RULE_METAS } from '../../server/src/engine/rules';
import { renderRulesMarkdown } from '../../server/src/engine/rulesDoc';
import { REPO_ROOT } from '../helpers/paths';
import {
  compareWithReview,
  corpusPrecision,
  keyOf,
  lintFixture,
  loadFixtures,
  loadReviewed,
  type CorpusFinding,
} from './liveCatalogCorpus';
import { fileCorpusPrecision, loadFileReview } from './fileCorpus';

const DIR = join(REPO_ROOT, 'test', 'fixtures', 'live-catalogs');
const fixtures = loadFixtures(DIR);
const reviewed = loadReviewed(DIR);
const metaOf = new Map(RULE_METAS.map((m) => [m.code, m]));
// linted once, on first use: linting every catalog is the costly part, and not every test needs it
let linted: CorpusFinding[] | undefined;
const allFindings = () => (linted ??= fixtures.flatMap(lintFixture));
const precision = () => corpusPrecision(fixtures, reviewed, RULE_METAS, allFindings());

/** A finding as an entry of reviewed-findings.json, for the failure message: review it, then add it. */
function stub(f: CorpusFinding): string {
  return `${JSON.stringify({ server: f.server, item: f.item, at: f.at, code: f.code, severity: f.severity, verdict: 'true-positive | defect', reason: '…' })}\n      (${f.message})`;
}

function findingsOf(server: string, item: string, code?: string): CorpusFinding[] {
  return allFindings().filter((f) => f.server === server && f.item === item && (!code || f.code === code));
}

describe('the rules on the live catalogs of real MCP servers (test/fixtures/live-catalogs)', () => {
  it('has the catalogs of at least 20 servers, each with its package, version and licence', () => {
    assert.ok(fixtures.length >= 20, `${fixtures.length} servers`);
    for (const f of fixtures) {
      assert.match(f.package, /^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/, f.id);
      assert.match(f.version, /^\d+\.\d+\.\d+/, f.id);
      assert.ok(f.license, `${f.id}: no licence`);
      assert.ok(
        f.licenseFile && existsSync(join(DIR, f.licenseFile)),
        `${f.id}: licence text ${f.licenseFile} missing`,
      );
      assert.ok(
        (f.catalog.tools?.length ?? 0) + (f.catalog.resources?.length ?? 0) + (f.catalog.prompts?.length ?? 0) > 0,
        `${f.id}: an empty catalog`,
      );
    }
    assert.equal(new Set(fixtures.map((f) => f.id)).size, fixtures.length, 'two fixtures with one id');
  });

  it('raises no finding that was not reviewed, and every reviewed finding still', () => {
    const { unreviewed, gone } = compareWithReview(allFindings(), reviewed);
    assert.deepEqual(
      unreviewed.map(stub),
      [],
      'findings not in reviewed-findings.json: review each (is it right?) and add it with its verdict and a one-line reason',
    );
    assert.deepEqual(
      gone.map(keyOf),
      [],
      'reviewed findings the rules no longer raise: remove them from reviewed-findings.json (or find out why they went)',
    );
  });

  it('keeps the reviewed list honest: known servers and codes, a verdict and a reason each', () => {
    const ids = new Set(fixtures.map((f) => f.id));
    for (const r of reviewed) {
      assert.ok(ids.has(r.server), `${keyOf(r)}: no such server`);
      assert.ok(metaOf.has(r.code), `${keyOf(r)}: no such rule`);
      assert.ok(r.verdict === 'true-positive' || r.verdict === 'defect', `${keyOf(r)}: verdict "${r.verdict}"`);
      assert.ok(r.reason.trim().length >= 10, `${keyOf(r)}: give a reason`);
    }
  });

  it('raises no wrong warning or error on any server', () => {
    const { matched } = compareWithReview(allFindings(), reviewed);
    const wrong = matched.filter(
      (m) => m.review.verdict === 'defect' && (m.finding.severity === 'warning' || m.finding.severity === 'error'),
    );
    assert.deepEqual(
      wrong.map((m) => keyOf(m.finding)),
      [],
    );
  });

  it('keeps every heuristic rule at 95% precision or better at warning level', () => {
    for (const r of precision().rules.filter((x) => metaOf.get(x.code)?.heuristic)) {
      const w = r.bySeverity.warning;
      if (w?.raised) assert.ok(w.right / w.raised >= 0.95, `${r.code}: ${w.right} of ${w.raised} warnings right`);
    }
  });

  it('keeps the true positives of the reference servers', () => {
    const warns = (server: string, tool: string, code: string) =>
      assert.deepEqual(
        findingsOf(server, `tool ${tool}`, code).map((f) => f.severity),
        ['warning'],
        `${server} ${tool}: ${code}`,
      );
    warns('server-pdf', 'list_pdfs', 'MCP206');
    warns('server-pdf', 'read_pdf_bytes', 'MCP206');
    warns('server-github', 'get_file_contents', 'MCP206');
    warns('server-gitlab', 'get_file_contents', 'MCP206');
    // "Run a read-only SQL query": an ambiguous verb, confirmed by the description
    warns('server-postgres', 'query', 'MCP206');
    warns('server-sequential-thinking', 'sequentialthinking', 'MCP110');
    assert.match(
      findingsOf('server-sequential-thinking', 'tool sequentialthinking', 'MCP110')[0]!.message,
      /2781 characters/,
    );
  });

  it('stays quiet where the verb heuristics used to cry wolf', () => {
    const quiet: [string, string][] = [
      // "open" and "trigger" that only read (the issue that started this corpus)
      ['server-memory', 'open_nodes'],
      ['server-everything', 'trigger-long-running-operation'],
      // "generate" a chart that is returned, "resolve" a name: readOnlyHint: true is right
      ['antv-mcp-server-chart', 'generate_area_chart'],
      ['antv-mcp-server-chart', 'generate_spreadsheet'],
      ['context7-mcp', 'resolve-library-id'],
      // "send" feedback to the service itself: additive, destructiveHint: false is right
      ['firecrawl-mcp', 'firecrawl_feedback'],
      // "crawl" is the object of "check", not an action that reaches the web
      ['firecrawl-mcp', 'firecrawl_check_crawl_status'],
    ];
    for (const [server, tool] of quiet) {
      const heuristic = findingsOf(server, `tool ${tool}`).filter((f) => metaOf.get(f.code)?.heuristic);
      assert.deepEqual(
        heuristic.map((f) => `${f.code} ${f.severity}: ${f.message}`),
        [],
        `${server} ${tool}`,
      );
    }
    // descriptions that name a key file or secrets only to keep them out
    for (const [server, tool] of [
      ['circleci-mcp-server', 'get_build_failure_logs'],
      ['context7-mcp', 'query-docs'],
      ['zereight-mcp-gitlab', 'whoami'],
    ] as const) {
      assert.deepEqual(findingsOf(server, `tool ${tool}`, 'MCP603'), [], `${server} ${tool}`);
    }
  });

  it('docs/rules.md is generated from the current rule table and the measured precision (run `npm run docs` after changing either)', () => {
    const current = readFileSync(join(REPO_ROOT, 'docs', 'rules.md'), 'utf8');
    assert.equal(
      current,
      renderRulesMarkdown(
        RULE_METAS,
        precision(),
        fileCorpusPrecision(
          loadFileReview(join(REPO_ROOT, 'test', 'fixtures', 'real-corpus', 'reviewed-findings.json')),
        ),
        fileCorpusPrecision(
          loadFileReview(join(REPO_ROOT, 'test', 'fixtures', 'code-corpus', 'reviewed-findings.json')),
        ),
      ),
      'docs/rules.md is out of date: run `npm run docs`',
    );
  });
});
