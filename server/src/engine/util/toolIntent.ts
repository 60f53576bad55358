/**
 * What a tool's name and description say it does, for the rules that compare this with its annotations.
 * Deliberately conservative: a verb counts only where it is the action (the first verb of the name, or the
 * verb a description starts with), so nouns such as "a workflow run" or "delete history" do not count.
 */

export type Action = 'read' | 'write' | 'destroy';

const READ_VERBS = new Set([
  'get', 'list', 'search', 'read', 'fetch', 'find', 'query', 'lookup', 'describe', 'show', 'view', 'retrieve', 'inspect', 'browse', 'count', 'preview', 'explain', 'peek',
]);

const DESTROY_VERBS = new Set([
  'delete', 'del', 'remove', 'rm', 'drop', 'destroy', 'erase', 'purge', 'wipe', 'truncate', 'overwrite', 'reset', 'kill', 'terminate', 'uninstall', 'revoke',
  'send', 'pay', 'transfer', 'charge', 'withdraw', 'refund', 'evict', 'prune', 'shred', 'unpublish', 'deprovision', 'decommission', 'email', 'sms', 'tweet',
]);

const WRITE_VERBS = new Set([
  'create', 'add', 'insert', 'update', 'upsert', 'set', 'put', 'post', 'patch', 'edit', 'modify', 'change', 'write', 'save', 'upload', 'enable', 'disable',
  'start', 'stop', 'restart', 'run', 'execute', 'exec', 'invoke', 'trigger', 'deploy', 'install', 'apply', 'commit', 'push', 'merge', 'rename', 'move', 'fork',
  'assign', 'approve', 'submit', 'publish', 'schedule', 'register', 'unregister', 'mark', 'toggle', 'increment', 'decrement', 'append', 'import', 'sync', 'rebase',
  'lock', 'unlock', 'close', 'reopen', 'comment', 'reply', 'star', 'unstar', 'follow', 'unfollow', 'invite', 'grant', 'cancel', 'archive', 'restore', 'scale',
  'rollback', 'revert', 'clone', 'copy', 'generate', 'click', 'fill', 'press', 'navigate', 'subscribe', 'unsubscribe', 'book', 'order', 'buy', 'purchase', 'store',
  'record', 'log', 'notify', 'message', 'share', 'attach', 'detach', 'link', 'unlink', 'resolve', 'dismiss', 'complete', 'open', 'clear',
]);

/** Verbs that say "reads" only at the start of a description ("Returns the current time"); as a name, `return_book` writes. */
const DESCRIPTION_READ_VERBS = new Set(['return']);

/** Verbs that, anywhere in a description, mean the tool is not plainly read-only (words that are rarely nouns). */
const CHANGE_VERBS = new Set([
  'create', 'delete', 'remove', 'update', 'modify', 'write', 'edit', 'insert', 'overwrite', 'destroy', 'send', 'upload', 'execute', 'install', 'deploy', 'erase',
  'purge', 'save', 'publish', 'submit', 'rename', 'enable', 'disable', 'kill', 'terminate', 'restart', 'reset', 'drop', 'truncate', 'uninstall', 'upsert',
]);

/** Forms a description starts with: "Deletes", "Deleting", "Delete". */
const ENDINGS = ['ies', 'es', 's', 'ing', 'ed', ''];

/** The base forms a word may be an inflection of: deletes → delete, fetches → fetch, copies → copy, running → run. */
function stems(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  for (const ending of ENDINGS) {
    if (!ending || !w.endsWith(ending) || w.length <= ending.length + 1) continue;
    const base = w.slice(0, -ending.length);
    if (ending === 'ies') out.push(`${base}y`);
    else if (ending === 'ing' || ending === 'ed') out.push(base, `${base}e`, base.replace(/(.)\1$/, '$1'));
    else out.push(base);
  }
  return out;
}

function classify(word: string): Action | undefined {
  for (const s of stems(word)) {
    if (DESTROY_VERBS.has(s)) return 'destroy';
    if (WRITE_VERBS.has(s)) return 'write';
    if (READ_VERBS.has(s) || DESCRIPTION_READ_VERBS.has(s)) return 'read';
  }
  return undefined;
}

/** Splits `getUserById`, `delete_file`, `admin.tools.list`, `cluster-health-check` into lower-case words. */
export function nameWords(name: string): string[] {
  return (name.match(new RegExp(WORD.source, 'g')) ?? []).map((w) => w.toLowerCase());
}

/** A word of an identifier: `HTTPServer` → HTTP, Server; `getTopStories` → get, Top, Stories. */
const WORD = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/;

export interface VerbMatch {
  readonly action: Action;
  readonly verb: string;
  /** Span of the verb within the text it was found in. */
  readonly start: number;
  readonly end: number;
}

/**
 * Words that are verbs only at the front of a name: `log_event` logs, but `pods_log` reads a log and
 * `user_email` is an address. Elsewhere they count only after "and"/"or"/"then" (`get_or_set_value`).
 */
const NOUN_TOO = new Set([
  'log', 'record', 'message', 'order', 'comment', 'link', 'star', 'book', 'store', 'tag', 'mark', 'post', 'copy', 'scale', 'open', 'close', 'complete', 'set',
  'clear', 'reply', 'share', 'lock', 'sync', 'import', 'email', 'sms', 'tweet', 'run', 'fork', 'attach', 'patch', 'change', 'update', 'edit', 'schedule',
  'stop', 'transfer', 'charge', 'drop', 'refund', 'trigger', 'start', 'commit', 'push', 'merge', 'restore', 'archive', 'notify', 'subscribe', 'press', 'fill',
]);
const CONJUNCTIONS = new Set(['and', 'or', 'then']);

interface NameVerb {
  readonly action: Action;
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

function nameVerbs(name: string): NameVerb[] {
  const out: NameVerb[] = [];
  const re = new RegExp(WORD.source, 'g');
  let index = 0;
  let previous = '';
  for (let m = re.exec(name); m; m = re.exec(name), index++) {
    const w = m[0].toLowerCase();
    const action = nameVerb(w);
    if (action && (index === 0 || !NOUN_TOO.has(w) || CONJUNCTIONS.has(previous))) out.push({ action, word: w, start: m.index, end: m.index + m[0].length });
    previous = w;
  }
  return out;
}

/** The action of a tool name: its first word that is a verb ("osop.validate" → none, "helm_install" → install, "get_delete_log" → get). */
export function nameAction(name: string): VerbMatch | undefined {
  const first = nameVerbs(name)[0];
  return first ? { action: first.action, verb: first.word, start: first.start, end: first.end } : undefined;
}

/** Name words take the verb as written (no endings): `lists_view` is not a verb phrase. */
function nameVerb(w: string): Action | undefined {
  if (DESTROY_VERBS.has(w)) return 'destroy';
  if (WRITE_VERBS.has(w)) return 'write';
  if (READ_VERBS.has(w)) return 'read';
  return undefined;
}

/** Every action among a name's verbs. */
export function nameActions(name: string): Set<Action> {
  return new Set(nameVerbs(name).map((v) => v.action));
}

const LEAD_IN = /^\s*(?:(?:this|the)\s+tool\s+(?:will\s+|can\s+)?|tool\s+(?:to|that|which)\s+|(?:used|use\s+this|allows\s+you|lets\s+you|helps\s+you|is\s+used)\s+to\s+|(?:will|can)\s+)?/i;

/** The verb a description starts with ("Deletes a file…", "This tool lists…"), if it is a known one. */
export function descriptionAction(description: string): VerbMatch | undefined {
  const lead = LEAD_IN.exec(description)?.[0].length ?? 0;
  const m = /^[A-Za-z]+/.exec(description.slice(lead));
  if (!m) return undefined;
  const action = classify(m[0]);
  return action ? { action, verb: m[0].toLowerCase(), start: lead, end: lead + m[0].length } : undefined;
}

/** Whether the text uses a verb of change anywhere ("…, creating it if needed"): then a tool is not plainly read-only. */
export function mentionsChange(text: string): boolean {
  for (const m of text.matchAll(/[A-Za-z]+/g)) if (stems(m[0]).some((s) => CHANGE_VERBS.has(s))) return true;
  return false;
}

const OUTSIDE_WORDS = new Set(['web', 'http', 'https', 'url', 'urls', 'internet', 'online', 'email', 'mail', 'sms', 'slack', 'tweet', 'twitter', 'webhook', 'scrape', 'crawl', 'download', 'browse', 'websearch']);
const OUTSIDE_PHRASES =
  /\b(?:search(?:es|ing)?\s+the\s+(?:web|internet)|web\s+search|from\s+the\s+(?:web|internet)|on\s+the\s+(?:web|internet)|any\s+url|a\s+url|the\s+url|given\s+url|external\s+(?:api|service|website)s?|third[-\s]party\s+(?:api|service)s?|send(?:s|ing)?\s+(?:an?\s+)?(?:email|e-mail|message|sms|text\s+message))/i;

/** Evidence that a tool reaches the outside world (web, URLs, e-mail), with the span in the text it came from. */
export function outsideWorldEvidence(name: string, description: string): { in: 'name' | 'description'; start: number; end: number; what: string } | undefined {
  const re = new RegExp(WORD.source, 'g');
  for (let m = re.exec(name); m; m = re.exec(name)) {
    if (OUTSIDE_WORDS.has(m[0].toLowerCase())) return { in: 'name', start: m.index, end: m.index + m[0].length, what: m[0] };
  }
  const p = OUTSIDE_PHRASES.exec(description);
  if (p) return { in: 'description', start: p.index, end: p.index + p[0].length, what: p[0] };
  return undefined;
}
