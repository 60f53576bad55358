/**
 * What a tool's name and description say it does, read conservatively: only the name's first verb or the description's
 * first verb counts, and an ambiguous verb only when confirmed (docs/rules.md, "Precision on real servers").
 */

export type Action = 'read' | 'write' | 'destroy';

const READ_VERBS = new Set([
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
]);

const DESTROY_VERBS = new Set([
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
]);

const WRITE_VERBS = new Set([
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
]);

/** What runs: running one of these can change anything, whatever the tool claims. */
const EXECUTABLE =
  /\b(?:commands?|shells?|bash|scripts?|code|programs?|binar(?:y|ies)|terminals?|processes|jobs?|pipelines?|workflows?|builds?|deploy(?:s|ments?)?|migrations?|tasks?|actions?|webhooks?|lambdas?|functions?|notebooks?|cells?)\b/i;

/**
 * Verbs that name a read as readily as a change: each leans one way (`action`) and counts only when `corroboration`
 * confirms it; `objects` are the objects that settle a verb of change (`run_script`, "Opens an issue").
 */
const AMBIGUOUS_VERBS: ReadonlyMap<string, { readonly action: Action; readonly objects?: RegExp }> = new Map([
  // open a file or a node to read it / open an issue or a position
  [
    'open',
    {
      action: 'write',
      objects:
        /\b(?:issues?|tickets?|pull[\s-]?requests?|merge[\s-]?requests?|PRs?|MRs?|accounts?|positions?|trades?|cases?|incidents?|ports?)\b/i,
    },
  ],
  // run a query / run a script
  ['run', { action: 'write', objects: EXECUTABLE }],
  ['execute', { action: 'write', objects: EXECUTABLE }],
  ['exec', { action: 'write', objects: EXECUTABLE }],
  ['invoke', { action: 'write', objects: EXECUTABLE }],
  // trigger progress notifications / trigger a build
  ['trigger', { action: 'write', objects: EXECUTABLE }],
  // generate a chart to return it / generate a file
  ['generate', { action: 'write' }],
  // resolve a name / resolve an issue
  [
    'resolve',
    {
      action: 'write',
      objects: /\b(?:issues?|tickets?|threads?|conversations?|comments?|alerts?|incidents?|conflicts?|reviews?)\b/i,
    },
  ],
  // complete a text / complete a task
  [
    'complete',
    {
      action: 'write',
      objects: /\b(?:tasks?|todos?|to-dos?|orders?|checkouts?|payments?|purchases?|jobs?|steps?|milestones?)\b/i,
    },
  ],
  ['sync', { action: 'write' }],
  ['process', { action: 'write' }],
  ['handle', { action: 'write' }],
  // send an e-mail, which cannot be taken back / send feedback to the service the tool belongs to
  [
    'send',
    {
      action: 'destroy',
      objects:
        /\b(?:e-?mails?|mails?|messages?|sms|texts?|chats?|channels?|recipients?|inbox(?:es)?|dms?|tweets?|posts?|payments?|money|funds|invoices?|invitations?|invites?|notifications?)\b/i,
    },
  ],
  // check a status / check a box, check out a branch
  ['check', { action: 'read' }],
  // query a table / run an INSERT
  ['query', { action: 'read' }],
  // browse a catalogue / drive a browser
  ['browse', { action: 'read' }],
]);

/** Verbs that say "reads" only at the start of a description ("Returns the time"); as a name, `return_book` writes. */
const DESCRIPTION_READ_VERBS = new Set(['return']);

/** Verbs that, anywhere in a description, mean the tool is not plainly read-only (words that are rarely nouns). */
const CHANGE_VERBS = new Set([
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
]);

/** A description that says outright that the tool changes nothing. */
const READ_ONLY_STATEMENT =
  /\bread[\s-]only\b|\b(?:does\s+not|doesn't|never|will\s+not|won't)\s+(?:modify|change|alter|write|mutate|affect)\b|\bwithout\s+(?:modifying|changing|altering|writing|side[\s-]effects)\b|\bno\s+side[\s-]effects\b|\bonly\s+reads\b/i;

/** The endings of the forms a description starts with: "Deletes", "Deleting" (the base form is the word itself). */
const ENDINGS = ['ies', 'es', 's', 'ing', 'ed'];

/**
 * The base forms a word may be an inflection of: deletes → delete, fetches → fetch, copies → copy, running → run.
 * A bare ending ("es", "ing") gives bases of a letter or none, which no verb table holds.
 */
function stems(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  for (const ending of ENDINGS) {
    if (!w.endsWith(ending)) continue;
    const base = w.slice(0, -ending.length);
    if (ending === 'ies') out.push(`${base}y`);
    else if (ending === 'ing' || ending === 'ed') out.push(base, `${base}e`, base.replace(/(.)\1$/, '$1'));
    else out.push(base);
  }
  return out;
}

interface Classified {
  readonly action: Action;
  /** The base form, when the verb is an ambiguous one. */
  readonly ambiguous?: string;
}

function classify(word: string): Classified | undefined {
  for (const s of stems(word)) {
    const base = baseClass(s);
    if (base) return base;
    if (DESCRIPTION_READ_VERBS.has(s)) return { action: 'read' };
  }
  return undefined;
}

const DESTROYS: Classified = { action: 'destroy' };
const WRITES: Classified = { action: 'write' };
const READS: Classified = { action: 'read' };

function baseClass(w: string): Classified | undefined {
  if (DESTROY_VERBS.has(w)) return DESTROYS;
  if (WRITE_VERBS.has(w)) return WRITES;
  if (READ_VERBS.has(w)) return READS;
  const ambiguous = AMBIGUOUS_VERBS.get(w);
  return ambiguous ? { action: ambiguous.action, ambiguous: w } : undefined;
}

/** Splits `getUserById`, `delete_file`, `admin.tools.list`, `cluster-health-check` into lower-case words. */
export function nameWords(name: string): string[] {
  return Array.from(name.matchAll(NAME_WORDS), (m) => m[0].toLowerCase());
}

/** A word of an identifier: `HTTPServer` → HTTP, Server; `getTopStories` → get, Top, Stories. */
const WORD = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/;

export interface VerbMatch {
  readonly action: Action;
  readonly verb: string;
  /** The base form of an ambiguous verb ("open", "run"…): its action holds only when corroborated. */
  readonly ambiguous?: string;
  /** Span of the verb within the text it was found in. */
  readonly start: number;
  readonly end: number;
}

/**
 * Words that are verbs only at the front of a name: `log_event` logs, but `pods_log` reads a log and
 * `user_email` is an address. Elsewhere they count only after "and"/"or"/"then" (`get_or_set_value`).
 */
const NOUN_TOO = new Set([
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
]);
const CONJUNCTIONS = new Set(['and', 'or', 'then']);

/**
 * WORD, global, for `nameVerbs` alone to walk a name's words with `exec` (matchAll would copy it for every name).
 * nameVerbs owns its `lastIndex`, and its callers take its verbs without calling it again meanwhile; every match is
 * non-empty, so each `exec` moves on.
 */
const VERB_WORDS = new RegExp(WORD.source, 'g');

/** WORD, global, for matchAll elsewhere (which copies it, so it is never changed). */
const NAME_WORDS = new RegExp(WORD.source, 'g');

/** The verbs of a name, in order, each as it is found (a rule asks every tool for its first). */
function* nameVerbs(name: string): Generator<VerbMatch, undefined> {
  // the word before (none before the first: every word has a letter or digit)
  let previous = '';
  VERB_WORDS.lastIndex = 0;
  for (let m = VERB_WORDS.exec(name); m; m = VERB_WORDS.exec(name)) {
    const w = m[0].toLowerCase();
    const verb = baseClass(w);
    if (verb && (previous === '' || !NOUN_TOO.has(w) || CONJUNCTIONS.has(previous))) {
      yield { action: verb.action, verb: w, ambiguous: verb.ambiguous, start: m.index, end: m.index + m[0].length };
    }
    previous = w;
  }
}

/**
 * The action of a tool name: its first word that is a verb ("osop.validate" → none, "helm_install" → install,
 * "get_delete_log" → get). Name words take the verb as written (no endings): `lists_view` is not a verb phrase.
 */
export function nameAction(name: string): VerbMatch | undefined {
  return nameVerbs(name).next().value;
}

/** Every action among a name's verbs that are plain (not ambiguous). */
export function nameActions(name: string): Set<Action> {
  return new Set(
    Array.from(nameVerbs(name))
      .filter((v) => !v.ambiguous)
      .map((v) => v.action),
  );
}

// it matches at the start always (everything in it is optional), so it needs no anchor
const LEAD_IN =
  /\s*(?:(?:this|the)\s+tool\s+(?:will\s+|can\s+)?|tool\s+(?:to|that|which)\s+|(?:used|use\s+this|allows\s+you|lets\s+you|helps\s+you|is\s+used)\s+to\s+|(?:will|can)\s+)?/i;

/** The verb a description starts with ("Deletes a file…", "This tool lists…"), if it is a known one. */
export function descriptionAction(description: string): VerbMatch | undefined {
  const lead = LEAD_IN.exec(description)![0].length;
  const m = /^[A-Za-z]+/.exec(description.slice(lead));
  if (!m) return undefined;
  const c = classify(m[0]);
  return c
    ? { action: c.action, verb: m[0].toLowerCase(), ambiguous: c.ambiguous, start: lead, end: lead + m[0].length }
    : undefined;
}

/** "Add" said of numbers computes a sum (the MCP SDKs' own first example: a tool `add`, "Add two numbers"). */
const ADD = new Set(['add', 'adds']);
const NUMBERS = /\b(?:numbers?|integers?|floats?|decimals?|operands?)\b/i;

/** Whether the verb found is "add" of numbers (in the name or the first sentence): arithmetic, not a change. */
export function addsNumbers(match: VerbMatch, name: string, description: string): boolean {
  return ADD.has(match.verb) && NUMBERS.test(`${nameWords(name).join(' ')} ${firstSentence(description)}`);
}

/** Whether the text uses a verb of change anywhere ("…, creating it if needed"): then it is not plainly read-only. */
export function mentionsChange(text: string): boolean {
  for (const m of text.matchAll(/[A-Za-z]+/g)) if (stems(m[0]).some((s) => CHANGE_VERBS.has(s))) return true;
  return false;
}

/** Whether the description says outright that the tool changes nothing ("read-only", "does not modify"). */
export function statesReadOnly(description: string): boolean {
  return READ_ONLY_STATEMENT.test(description);
}

/** Words after which a verb of change is the tool's action ("…and deletes the rest"), not a noun ("updates"). */
const BEFORE_VERB = new Set(['and', 'or', 'then', 'to', 'will', 'also', 'that', 'which', 'it', 'can', 'may']);

/** A plain verb of change in the description's first sentence: an -ing form, or one after a comma or BEFORE_VERB. */
function changeVerbInFirstSentence(description: string): string | undefined {
  const sentence = firstSentence(description);
  let previous = '';
  for (const m of sentence.matchAll(/[A-Za-z]+|,/g)) {
    const w = m[0];
    const base = stems(w).find((s) => CHANGE_VERBS.has(s));
    if (base && !AMBIGUOUS_VERBS.has(base) && (/ing$/i.test(w) || previous === ',' || BEFORE_VERB.has(previous))) {
      return w;
    }
    previous = w.toLowerCase();
  }
  return undefined;
}

/**
 * The description's first sentence, where the object of its leading verb is. The expression matches every text from
 * its start (at the latest at its end), so it needs no anchor, and a stop at the very end ends there either way.
 */
function firstSentence(description: string): string {
  return /[\s\S]*?(?:[.!?](?=\s)|\n\s*\n|$)/.exec(description.trimStart())![0];
}

/**
 * What confirms an ambiguous verb's reading, or undefined. A read needs a description that says read-only or starts
 * with a plain read verb; a change needs a settling object (`run_script`) or change verb, and no read-only claim.
 */
export function corroboration(match: VerbMatch, name: string, description: string): string | undefined {
  const verb = match.ambiguous;
  if (!verb) return undefined;
  const lead = descriptionAction(description);
  if (match.action === 'read') {
    if (statesReadOnly(description)) return 'the description saying it is read-only';
    if (lead && lead.action === 'read' && !lead.ambiguous) {
      return `"${description.slice(lead.start, lead.end)}" in the description`;
    }
    return undefined;
  }
  if (statesReadOnly(description)) return undefined;
  // an ambiguous verb is one of AMBIGUOUS_VERBS
  const objects = AMBIGUOUS_VERBS.get(verb)!.objects;
  const inName = objects?.exec(nameWords(name).join(' '));
  if (inName) return `"${inName[0]}" in the name`;
  const inDescription = objects?.exec(firstSentence(description));
  if (inDescription) return `"${inDescription[0]}" in the description`;
  if (lead && lead.action !== 'read' && !lead.ambiguous) {
    return `"${description.slice(lead.start, lead.end)}" in the description`;
  }
  const changeVerb = changeVerbInFirstSentence(description);
  return changeVerb ? `"${changeVerb}" in the description` : undefined;
}

const OUTSIDE_WORDS = new Set([
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
]);
const OUTSIDE_PHRASES =
  /\b(?:search(?:es|ing)?\s+the\s+(?:web|internet)|web\s+search|from\s+the\s+(?:web|internet)|on\s+the\s+(?:web|internet)|(?:any|a|the|given)\s+urls?\b|external\s+(?:api|service|website)s?|third[-\s]party\s+(?:api|service)s?|send(?:s|ing)?\s+(?:an?\s+)?(?:email|e-mail|message|sms|text\s+message))/i;

/** Outside words that are verbs: after another verb of the name they are its object ("check_crawl_status"). */
const OUTSIDE_VERBS = new Set(['scrape', 'crawl', 'download', 'browse', 'tweet']);

/** Evidence that a tool reaches the outside world (web, URLs, e-mail), with the span in the text it came from. */
export function outsideWorldEvidence(
  name: string,
  description: string,
): { in: 'name' | 'description'; start: number; end: number; what: string } | undefined {
  let afterVerb = false;
  for (const m of name.matchAll(NAME_WORDS)) {
    const w = m[0].toLowerCase();
    if (OUTSIDE_WORDS.has(w) && !(afterVerb && OUTSIDE_VERBS.has(w))) {
      return { in: 'name', start: m.index!, end: m.index! + m[0].length, what: m[0] };
    }
    if (baseClass(w)) afterVerb = true;
  }
  const p = OUTSIDE_PHRASES.exec(description);
  if (p) return { in: 'description', start: p.index, end: p.index + p[0].length, what: p[0] };
  return undefined;
}
