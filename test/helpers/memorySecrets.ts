import type { SecretStore } from '../../common/config/inputValues';

/** The extension's SecretStorage, in memory: what was stored can be read back and inspected by a test. */
export class MemorySecrets implements SecretStore {
  readonly map = new Map<string, string>();
  async get(k: string) {
    return this.map.get(k);
  }
  async store(k: string, v: string) {
    this.map.set(k, v);
  }
  async delete(k: string) {
    this.map.delete(k);
  }
}
