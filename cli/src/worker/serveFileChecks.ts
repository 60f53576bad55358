/**
 * The command line's check worker (dist/checkWorker.js), so that a runaway rule or parser costs its file a "not
 * checked" notice instead of hanging the run. `hooks` are for test builds only.
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
    // A new thread's first schema compiles are many times slower than later ones, so they are paid before any time
    // limit starts.
    () =>
      void checker.check({ uri: 'file:///warm-up/tools.json', text: WARM_UP, settings: DEFAULT_SETTINGS, fix: false }),
  );
}
