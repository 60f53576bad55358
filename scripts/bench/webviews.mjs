// The extension's webviews in a real VS Code: how long each takes from opening to its controls on screen, in fresh
// windows. Panels get all the time they need, so each time is the panel's own; the report counts those past 5 s.
import { e2eAvailability, startSession } from '../../test/e2e/harness.mjs';
import { makeWorkspace, measureWindow } from '../../test/e2e/webviewOpening.mjs';
import { summary } from './stats.mjs';

const DIALOG_AFTER_MS = 5_000;

/**
 * Opens `windows` fresh windows with approval panels one after another and in pairs, the runner and the authorization
 * view. Resolves with the summaries, or { skipped } when this machine cannot run a real VS Code.
 */
export async function benchWebviews({ windows = 4, panels = 5, pairs = 2, log = () => {} } = {}) {
  const availability = e2eAvailability();
  if (!availability.ok) return { skipped: availability.reason };
  const runs = [];
  for (let w = 0; w < windows; w++) {
    const { workspace } = await makeWorkspace();
    const session = await startSession({ workspace });
    try {
      runs.push(await measureWindow(session, { panels, pairs }));
      const last = runs[runs.length - 1];
      log(
        `  window ${w + 1}: approval panels ${last.approval.map((a) => a.fromTab).join(', ')} ms from their tab; runner view ${last.runnerView.ms} ms, in an editor ${last.runnerPanel.ms} ms; authorization view ${last.authorizationView.ms} ms`,
      );
    } finally {
      await session.close();
    }
  }
  const approval = runs.flatMap((r) => r.approval);
  const twoAtOnce = runs.flatMap((r) => r.pairs);
  const all = [...approval, ...twoAtOnce];
  const openings = [...all, ...runs.flatMap((r) => [r.runnerView, r.runnerPanel, r.authorizationView])];
  return {
    date: new Date().toISOString(),
    windows,
    panels,
    pairs,
    approvalFromTab: summary(approval.map((a) => a.fromTab)),
    approvalFromClick: summary(approval.map((a) => a.fromClick)),
    firstCallFromTab: summary(approval.filter((a) => a.first).map((a) => a.fromTab)),
    twoAtOnce: summary(twoAtOnce.map((p) => p.fromTab)),
    runnerView: summary(runs.map((r) => r.runnerView.ms)),
    runnerPanel: summary(runs.map((r) => r.runnerPanel.ms)),
    authorizationView: summary(runs.map((r) => r.authorizationView.ms)),
    pastDialogTime: all.filter((a) => a.fromTab > DIALOG_AFTER_MS).length,
    load: {
      perCore: summary(openings.map((a) => a.load)),
      pressure: summary(openings.map((a) => a.pressure).filter((p) => p !== undefined)),
    },
  };
}
