// A RunnerHost for tests of the runner session: it keeps every message posted to the page, in order, and fires each
// as it comes; starting a server goes to the model, and a report from the session fails the test.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after } from 'node:test';
import { Emitter } from '../../common/mcp/emitter';
import type { ServersModel } from '../../client/src/model/serversModel';
import { RunHistory } from '../../client/src/runner/history';
import { RunnerSession, type RunnerHost } from '../../client/src/runner/runnerSession';
import { SchemaChecker } from '../../client/src/runner/schemaChecker';
import { assertNoLeaks } from '../client/fixtures';
import { REPO_ROOT } from './paths';
import type { RunnerToWebview } from '../../client/src/protocol/runnerPage';

export interface RecordingRunnerHost {
  readonly host: RunnerHost;
  readonly posts: RunnerToWebview[];
  readonly posted: Emitter<RunnerToWebview>;
}

export function recordingRunnerHost(model: ServersModel): RecordingRunnerHost {
  const posts: RunnerToWebview[] = [];
  const posted = new Emitter<RunnerToWebview>();
  const host: RunnerHost = {
    post: (m) => {
      posts.push(m);
      posted.fire(m);
    },
    openText: async () => undefined,
    saveBytes: async () => undefined,
    copy: async () => undefined,
    startServer: (id) => model.start(id),
    isTrusted: () => false,
    markdownPreviewCode: () => undefined,
    report: (m) => assert.fail(`the session reported: ${m}`),
  };
  return { host, posts, posted };
}

/**
 * A runner session over `model` with a recording host and a schema checker, and an `after` hook that disposes of them
 * and the model, asserts that no process in `pids` is left, then runs `cleanup`.
 */
export function runnerSessionOf(
  model: ServersModel,
  { pids, cleanup }: { pids: Iterable<number>; cleanup: () => void },
): { session: RunnerSession; recording: RecordingRunnerHost } {
  const recording = recordingRunnerHost(model);
  const schemas = new SchemaChecker({ workerPath: join(REPO_ROOT, 'dist', 'schemaWorker.js') });
  const session = new RunnerSession(model, new RunHistory(), recording.host, schemas);
  after(async () => {
    session.dispose();
    await schemas.dispose();
    await model.dispose();
    assertNoLeaks(pids);
    cleanup();
  });
  return { session, recording };
}
