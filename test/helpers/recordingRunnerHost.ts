// A RunnerHost for tests of the runner session: it keeps every message posted to the page, in order, and fires each
// as it comes; starting a server goes to the model, and a report from the session fails the test.
import { strict as assert } from 'node:assert';
import { Emitter } from '../../client/src/mcp/emitter';
import type { ServersModel } from '../../client/src/model/serversModel';
import type { RunnerHost } from '../../client/src/runner/runnerSession';
import type { RunnerToWebview } from '../../client/src/webviewProtocol';

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
    report: (m) => assert.fail(`the session reported: ${m}`),
  };
  return { host, posts, posted };
}
