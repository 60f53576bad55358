// A language client that registers file watchers at run time, as VS Code does, and records what the server asks of it.
import type { FileEvent, Registration, RegistrationParams, UnregistrationParams } from 'vscode-languageserver-protocol';
import { LspTestClient } from './lspClient';

export interface WatchingClient {
  readonly client: LspTestClient;
  /** Every registration the server asked for, in order. */
  readonly registered: Registration[];
  /** The method of every registration the server withdrew, in order. */
  readonly unregistered: string[];
  /** The registrations of file watchers. */
  watchers(): Registration[];
  /** Resolves at the next registration (call before what causes it). */
  nextRegistration(): Promise<void>;
  /** Resolves at the next withdrawal (call before what causes it). */
  nextUnregistration(): Promise<void>;
  /** Sends `workspace/didChangeWatchedFiles`, as the client's watcher does. */
  notify(changes: FileEvent[]): Promise<void>;
}

export async function startWatchingClient(): Promise<WatchingClient> {
  const client = await LspTestClient.start({
    capabilities: {
      workspace: {
        configuration: true,
        didChangeConfiguration: { dynamicRegistration: true },
        didChangeWatchedFiles: { dynamicRegistration: true },
      },
    },
  });
  const registered: Registration[] = [];
  const unregistered: string[] = [];
  let onRegister: () => void = () => undefined;
  let onUnregister: () => void = () => undefined;
  client.connection.onRequest('client/registerCapability', (p: RegistrationParams) => {
    registered.push(...p.registrations);
    onRegister();
    return null;
  });
  client.connection.onRequest('client/unregisterCapability', (p: UnregistrationParams) => {
    unregistered.push(...p.unregisterations.map((u) => u.method));
    onUnregister();
    return null;
  });
  return {
    client,
    registered,
    unregistered,
    watchers: () => registered.filter((r) => r.method === 'workspace/didChangeWatchedFiles'),
    nextRegistration: () => new Promise((resolve) => (onRegister = resolve)),
    nextUnregistration: () => new Promise((resolve) => (onUnregister = resolve)),
    notify: (changes) => client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes }),
  };
}
