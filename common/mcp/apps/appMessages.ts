/**
 * The checks every message from an app's frame passes before anything acts on it, in the runner page that relays it
 * and again in the extension: JSON-RPC 2.0, of bounded size, at a bounded rate. It has no DOM, since both sides run it.
 */

/** The largest message an app may send, as JSON: a tool call's arguments, a message for the chat. */
export const APP_MESSAGE_MAX_CHARS = 1_000_000;
/** An app sending more than this many messages in one second is stopped: a loop, not a user. */
export const APP_MESSAGES_PER_SECOND = 100;

export type AppMessageCheck =
  { readonly ok: true; readonly message: Record<string, unknown> } | { readonly ok: false; readonly reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** What a value is, for a reason: "null", "an array", or its typeof. */
function whatItIs(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value;
}

/** Whether `data` (from postMessage, so structured-cloned: any value) is one JSON-RPC message an app may send. */
export function checkAppMessage(data: unknown): AppMessageCheck {
  if (!isObject(data)) {
    return {
      ok: false,
      reason: `a message that is not a JSON-RPC object (${whatItIs(data)})`,
    };
  }
  if (data.jsonrpc !== '2.0') return { ok: false, reason: 'a message without "jsonrpc": "2.0"' };
  let json: string | undefined;
  try {
    json = JSON.stringify(data);
  } catch {
    json = undefined;
  }
  if (json === undefined) {
    return { ok: false, reason: 'a message that is not JSON (a cycle, a BigInt or a function in it)' };
  }
  if (json.length > APP_MESSAGE_MAX_CHARS) {
    return {
      ok: false,
      reason:
        `a message of ${json.length.toLocaleString('en-US')} characters ` +
        `(at most ${APP_MESSAGE_MAX_CHARS.toLocaleString('en-US')})`,
    };
  }
  // what the frame sent went through the structured clone: parse the JSON back so only plain data goes on
  const message = JSON.parse(json) as Record<string, unknown>;
  if ('method' in message) {
    if (typeof message.method !== 'string' || !message.method) {
      return { ok: false, reason: 'a message whose method is not a string' };
    }
    if ('id' in message && !isId(message.id)) {
      return { ok: false, reason: `a request whose id is not a string or a number (${message.method})` };
    }
    if ('params' in message && !isObject(message.params)) {
      return { ok: false, reason: `a message whose params are not an object (${message.method})` };
    }
    return { ok: true, message };
  }
  if (!isId(message.id)) return { ok: false, reason: 'a response whose id is not a string or a number' };
  if ('result' in message === 'error' in message) {
    return { ok: false, reason: 'a response with neither or both of result and error' };
  }
  if (
    'error' in message &&
    !(isObject(message.error) && typeof message.error.code === 'number' && typeof message.error.message === 'string')
  ) {
    return { ok: false, reason: 'a response whose error has no numeric code and message' };
  }
  return { ok: true, message };
}

/** Counts an app's messages in a sliding second; `allow` turns false for good once the rate is passed. */
export class FloodGuard {
  private readonly times: number[] = [];
  private tripped = false;

  constructor(
    private readonly perSecond = APP_MESSAGES_PER_SECOND,
    private readonly now: () => number = () => Date.now(),
  ) {}

  allow(): boolean {
    if (this.tripped) return false;
    const t = this.now();
    while (this.times.length && t - this.times[0]! >= 1000) this.times.shift();
    this.times.push(t);
    if (this.times.length > this.perSecond) this.tripped = true;
    return !this.tripped;
  }
}
