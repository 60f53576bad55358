// Consent in a test run: every tool call of a step goes through the extension's approval policy (trust, pins, the
// approval settings), but where the policy would ask, the run asks once per server and tool with "Approve for this
// run" / "Deny", for all the files of the run; a tool the file's `allow` list names runs without asking, in a trusted
// workspace only. No `vscode` import.
import type { ApprovalGate, SessionLaunch, ToolCallRequest } from '../../../common/mcp/types';
import type { TestStep } from '../../../common/savedTests/format';
import { createApprovalGate, type ApprovalGateDeps, type ApprovalPrompt, type UserAnswer } from '../approval/gate';

/** What the run asks the user: approve this tool for the rest of the run, or not. Anything but yes is a denial. */
export type RunAsk = (prompt: ApprovalPrompt) => Promise<boolean>;

/** The answers of one run (one Run or Debug request, all its files), by server and tool. */
export type RunAnswers = Map<string, Promise<boolean>>;

/**
 * The gate's `ask` for one run: each tool of a server is asked about once, the answer (approval or denial) holds for
 * the rest of the run, and the calls waiting meanwhile share the same question.
 */
export function askOncePerRun(ask: RunAsk, answers: RunAnswers = new Map()): ApprovalGateDeps['ask'] {
  return async (prompt) => {
    const key = `${prompt.request.serverId}\n${prompt.request.tool.name}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = ask(prompt).catch(() => false);
      answers.set(key, answer);
    }
    const approved = await answer;
    const result: UserAnswer = { approved, source: approved ? 'Approve (dialog)' : 'Deny (dialog)' };
    return result;
  };
}

export interface RunConsentOptions {
  /** The extension's approval gate deps (trust, pins, grants, settings, log), whose `ask` this run replaces. */
  readonly gateDeps: Omit<ApprovalGateDeps, 'ask' | 'timeoutSeconds'>;
  readonly ask: RunAsk;
  /** The test file's `allow` list. */
  readonly allow: readonly string[] | undefined;
  readonly workspaceTrusted: boolean;
  /** The config entry the server was started from, to which its trust is bound (absent for an inline server). */
  readonly launch?: SessionLaunch;
  /** The answers given so far in this run, shared by its files (absent: this file's own). */
  readonly answers?: RunAnswers;
}

/** The `approve` of runTestFile for one run of one file. */
export function runApprover(
  options: RunConsentOptions,
): (step: TestStep, request: ToolCallRequest) => Promise<boolean> {
  // the run's question stays open as long as the user takes: a modal dialog has no panel to time out
  const gate: ApprovalGate = createApprovalGate({
    ...options.gateDeps,
    timeoutSeconds: () => 0,
    ask: askOncePerRun(options.ask, options.answers),
  });
  const allowed = new Set(options.allow ?? []);
  return (_step, request) => {
    const toolName = typeof request.tool.name === 'string' ? request.tool.name : '';
    if (options.workspaceTrusted && allowed.has(toolName)) {
      options.gateDeps.log(
        request.serverId,
        `approval: ${JSON.stringify(toolName)} runs: the test file's allow list names it`,
      );
      return Promise.resolve(true);
    }
    return gate(options.launch ? { ...request, launch: options.launch } : request);
  };
}
