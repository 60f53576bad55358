/**
 * The command line's check worker (dist/checkWorker.js): each file is checked in this thread, so that a runaway rule
 * or parser costs that file a "not checked" notice instead of hanging the run (../checkWorkerClient.ts). `hooks` are for test
 * builds only.
 */
import { serveCalls } from '../../../common/workers/serveCalls';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { FileChecker, type FileCheckHooks, type FileCheckRequest, type FileCheckResponse } from './fileChecker';

/** A catalog that takes the paths a real one takes: a schema with a `$ref` (compiled), annotations, a resource. */
const WARM_UP = JSON.stringify({
  tools: [
    {
      name: 'warm_up',
      description: 'Reads nothing.',
      inputSchema: {
        type: 'object',
        properties: { a: { $ref: '#/$defs/a' } },
        $defs: { a: { type: 'string', pattern: '^a' } },
      },
      annotations: { readOnlyHint: true },
    },
  ],
  resources: [{ name: 'r', uri: 'file:///r', annotations: { audience: ['user'], priority: 0.5 } }],
});

export function serveFileChecks(hooks: FileCheckHooks = {}): void {
  const checker = new FileChecker(hooks);
  serveCalls<FileCheckRequest, FileCheckResponse>(
    'checkWorker.js',
    (request, started) => checker.check(request, started),
    // the engine's first schema compiles in a new thread are many times slower than the next: paid before any time limit starts
    () =>
      void checker.check({ uri: 'file:///warm-up/tools.json', text: WARM_UP, settings: DEFAULT_SETTINGS, fix: false }),
  );
}
