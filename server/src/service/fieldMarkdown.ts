import { CLIENT_NAMES } from '../../../common/config/clientConfig';
import type { McpServersClient, FieldDoc, ObjectType, ValueDoc } from '../fieldDocs';

/** One line of facts: type, required, default, since. */
export function factsLine(doc: FieldDoc): string {
  const parts = [`type \`${doc.type}\``];
  if (doc.required === true) parts.push('required');
  else if (doc.required) parts.push(`required ${doc.required}`);
  if (doc.default !== undefined) parts.push(`default \`${doc.default}\``);
  if (doc.since) parts.push(`since ${doc.since}`);
  return parts.join(' · ');
}

/** A short completion `detail`: the type and whether it is required. */
export function detailLine(doc: FieldDoc): string {
  const parts = [doc.type];
  if (doc.required === true) parts.push('required');
  if (doc.default !== undefined) parts.push(`default ${doc.default}`);
  return parts.join(' · ');
}

function valueText(v: ValueDoc['value']): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}

/**
 * The documentation of a field as markdown, for hovers and completion items. `heading` is the key (or
 * `server name` for a map entry); `owner` names the object it belongs to.
 */
export function fieldMarkdown(
  heading: string,
  doc: FieldDoc,
  owner?: ObjectType,
  options: { dialect?: McpServersClient | 'generic'; withValues?: boolean } = {},
): string {
  const lines: string[] = [];
  lines.push(`**${heading}**${owner ? ` — ${owner.name}` : ''}`);
  lines.push('', doc.summary);
  lines.push('', factsLine(doc));
  if (doc.removed) lines.push('', `**Removed:** ${doc.removed}`);
  if (doc.deprecated) lines.push('', `**Deprecated:** ${doc.deprecated}`);
  if (doc.whenAbsent) lines.push('', `**When absent:** ${doc.whenAbsent}`);
  if (doc.onlyWhen) {
    lines.push(
      '',
      `Applies when \`${doc.onlyWhen.key}\` is ${doc.onlyWhen.values.map((v) => `\`"${v}"\``).join(' or ')}.`,
    );
  }
  if (doc.clients) {
    const names = doc.clients.map((c) => CLIENT_NAMES[c]).join(', ');
    const dialect = options.dialect;
    const notRead = dialect && dialect !== 'generic' && !doc.clients.includes(dialect);
    lines.push(
      '',
      notRead ? `Read by ${names} — **not by ${CLIENT_NAMES[dialect]}**, whose file this is.` : `Read by ${names}.`,
    );
  }
  if (options.withValues !== false && doc.values?.length) {
    lines.push('', doc.valuesAreExamples ? 'Common values:' : 'Values:');
    for (const v of doc.values) {
      lines.push(
        `- \`${valueText(v.value)}\` — ${v.doc}${v.since ? ` (since ${v.since})` : ''}${v.deprecated ? ` *Deprecated: ${v.deprecated}*` : ''}`,
      );
    }
  }
  if (doc.links?.length) lines.push('', doc.links.map((l) => `[${l.title}](${l.url})`).join(' · '));
  return lines.join('\n');
}

/** The documentation of one allowed value, with the field it belongs to. */
export function valueMarkdown(key: string, value: ValueDoc, doc: FieldDoc): string {
  const lines = [`**${valueText(value.value)}** — value of \`${key}\``, '', value.doc];
  if (value.since) lines.push('', `Since ${value.since}.`);
  if (value.deprecated) lines.push('', `**Deprecated:** ${value.deprecated}`);
  lines.push('', '---', '', `\`${key}\`: ${doc.summary}`, '', factsLine(doc));
  if (doc.links?.length) lines.push('', doc.links.map((l) => `[${l.title}](${l.url})`).join(' · '));
  return lines.join('\n');
}
