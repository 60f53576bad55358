// Snapshot files for node:test, which has none in Node 20: a JSON object of expected values, one entry per case,
// beside the test that reads it. `UPDATE_SNAPSHOTS=1 npm test -- engine/messages` rewrites them from what the code
// gives now (docs/testing.md); review the diff as a change of the product's text.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { it } from 'node:test';

const UPDATE = process.env.UPDATE_SNAPSHOTS === '1';
const HOW_TO_UPDATE = 'UPDATE_SNAPSHOTS=1 npm test -- engine/messages';

export class SnapshotFile {
  readonly #path: string;
  readonly #stored: Record<string, unknown>;
  readonly #keys: string[] = [];
  readonly #seen = new Map<string, unknown>();

  /** `path`: the JSON file (absolute). */
  constructor(path: string) {
    this.#path = path;
    this.#stored = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {};
  }

  /** A test named `title` that compares `actual()` with the entry `key` of the file (or, when updating, keeps it). */
  it(title: string, key: string, actual: () => unknown): void {
    if (this.#keys.includes(key)) throw new Error(`two cases share the snapshot key "${key}"`);
    this.#keys.push(key);
    it(title, () => {
      const value = actual();
      this.#seen.set(key, value);
      if (UPDATE) return;
      assert.ok(key in this.#stored, `no snapshot "${key}" in ${this.#path}: write it with ${HOW_TO_UPDATE}`);
      assert.deepEqual(value, this.#stored[key], `"${key}" changed; if that is meant, ${HOW_TO_UPDATE}`);
    });
  }

  /**
   * The file's last test: every entry has its case, or (when updating) the file is written. It can tell only when
   * every case ran, so a run of some of them (a test name pattern, a mutant's tests) passes it by.
   */
  finish(): void {
    it(`every entry of the snapshot has its case (${HOW_TO_UPDATE} rewrites them)`, () => {
      if (this.#seen.size < this.#keys.length) return;
      if (UPDATE) {
        const entries = this.#keys.map((k) => [k, this.#seen.get(k)]);
        writeFileSync(this.#path, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
        return;
      }
      assert.deepEqual(
        Object.keys(this.#stored).filter((k) => !this.#keys.includes(k)),
        [],
        `entries without a case; ${HOW_TO_UPDATE} removes them`,
      );
    });
  }
}
