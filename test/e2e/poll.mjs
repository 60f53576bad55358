// The one polling helper of the end-to-end suites: what a real VS Code shows can only be read, not awaited.
// The timeout is an upper bound that turns a hang into a failure naming what was awaited, never a measurement.

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `read()` every `interval` ms until `done(value)` holds, or rejects with `failure(lastValue)` after `timeout`.
 * An error thrown by either ends the wait, so `done` can reject early what will never come right.
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
