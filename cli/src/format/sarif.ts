import { pathToFileURL } from 'node:url';
import type { ArtifactLocation, Log, Notification, ReportingDescriptor, Result } from 'sarif';
import { SERVER_WARNING_DOC } from '../../../common/mcp/serverWarnings';
import { NOTICE_METAS } from '../../../server/src/engine/notices';
import { owaspMcpTags } from '../../../server/src/engine/owaspMcp';
import { RULE_METAS } from '../../../server/src/engine/rules';
import type { RuleMeta, Severity } from '../../../server/src/engine/types';
import { ruleAnchor } from '../../../server/src/engine/rulesDoc';
import { relativeInside } from '../relativePath';
import type { CheckedDocument, CheckReport } from '../report';
import { INFORMATION_URI, TOOL_NAME, TOOL_VERSION } from '../toolInfo';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Locations inside the working folder are relative to this base, which code scanning maps to the checkout. */
export const SRCROOT = '%SRCROOT%';

const LEVEL: Record<Severity, Result.level> = { error: 'error', warning: 'warning', info: 'note', hint: 'note' };

/** SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: every rule and notice of the table, one result per problem. */
export function formatSarif(report: CheckReport): string {
  const rules = [...RULE_METAS, ...NOTICE_METAS, SERVER_WARNING_META].sort((a, b) => a.code.localeCompare(b.code));
  const ruleIndex = new Map(rules.map((m, i) => [m.code, i]));
  const results: Result[] = [];
  for (const doc of report.documents) {
    const artifactLocation = artifactOf(doc, report.cwd);
    for (const p of doc.problems) {
      const index = ruleIndex.get(p.code);
      const tags = owaspMcpTags(p.code);
      results.push({
        ruleId: p.code,
        ...(index === undefined ? {} : { ruleIndex: index }),
        level: LEVEL[p.severity],
        message: { text: p.message },
        ...(tags.length ? { properties: { tags } } : {}),
        locations: [
          {
            physicalLocation: {
              artifactLocation,
              region: {
                startLine: p.start.line,
                startColumn: p.start.column,
                endLine: p.end.line,
                endColumn: p.end.column,
              },
            },
          },
        ],
      });
    }
  }
  const notifications: Notification[] = [
    ...report.internalErrors.map((text): Notification => ({ level: 'error', message: { text } })),
    ...report.skipped.map((s): Notification => ({
      level: 'note',
      message: { text: `${s.displayPath}: ${s.message}` },
      locations: [{ physicalLocation: { artifactLocation: locationOfFile(s.file, report.cwd) } }],
    })),
  ];
  const log: Log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: TOOL_VERSION,
            semanticVersion: TOOL_VERSION,
            informationUri: INFORMATION_URI,
            rules: rules.map(descriptorOf),
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: folderUri(report.cwd) } },
        invocations: [
          {
            executionSuccessful: report.internalErrors.length === 0,
            ...(notifications.length ? { toolExecutionNotifications: notifications } : {}),
          },
        ],
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}

/** A live check's warnings about the server itself: not a rule, so not in docs/rules.md (docs/cli.md has it). */
const SERVER_WARNING_META: RuleMeta = { ...SERVER_WARNING_DOC, severity: 'warning', kinds: ['capabilities'] };

function descriptorOf(m: RuleMeta): ReportingDescriptor {
  const markdown = [
    m.summary,
    '',
    `**Why:** ${m.why}`,
    '',
    `**Fix:** ${m.fix}`,
    ...(m.example ? ['', 'Example that triggers it:', '', '```json', m.example, '```'] : []),
  ].join('\n');
  return {
    id: m.code,
    name: m.name,
    shortDescription: { text: m.summary },
    fullDescription: { text: `${m.summary} ${m.why}` },
    help: { text: `${m.why}\nFix: ${m.fix}`, markdown },
    ...(m === SERVER_WARNING_META ? {} : { helpUri: ruleAnchor(m.code) }),
    defaultConfiguration: { level: LEVEL[m.severity] },
    properties: { tags: ['mcp', ...m.kinds, ...owaspMcpTags(m.code)] },
  };
}

function artifactOf(doc: CheckedDocument, cwd: string): ArtifactLocation {
  // a live catalog has no file: it is named by a URI of its own
  return doc.file
    ? locationOfFile(doc.file, cwd)
    : { uri: doc.uri ?? `mcp-lens-catalog:/${encodeURIComponent(doc.displayPath)}` };
}

/** Relative to %SRCROOT% inside the working folder, an absolute file: URI outside it. */
function locationOfFile(file: string, cwd: string): ArtifactLocation {
  const rel = relativeInside(cwd, file);
  if (rel === undefined) return { uri: pathToFileURL(file).href };
  return { uri: rel.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

function folderUri(folder: string): string {
  const href = pathToFileURL(folder).href;
  return href.endsWith('/') ? href : `${href}/`;
}
