// The one polling helper of the end-to-end suites. What a real VS Code shows (a tree row, a webview, a log file, a
// fixture server's record) can only be read, not awaited, so a wait reads it again at an interval until it holds.
// The timeout is an upper bound that turns a hang into a failure naming what was awaited, never a measurement.

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `read()` every `interval` ms until `done(value)` holds, and resolves with that value. After `timeout` ms it
 * rejects with `failure(lastValue)`: a message saying what was awaited and what was seen instead. `read` and `done`
 * may be async; an error either throws ends the wait (a read that may fail while the page changes catches that
 * itself), so `done` can also reject early what will never come right.
 */
export async function poll(read, done, { timeout, interval = 200, failure }) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (await done(value)) return value;
    if (Date.now() > deadline) throw new Error(failure(value));
    await delay(interval);
  }
}
