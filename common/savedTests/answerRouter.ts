import type { CreateMessageResult, ElicitRequestParams, ElicitResult, Root } from '@modelcontextprotocol/sdk/types.js';
import type { ClientFeatures } from '../mcp/clientFeatures';
import { regExpOf } from './expectations';
import type { ScriptedAnswers } from './format';

/** What the server asked during a step that no scripted answer covered. */
export interface UnansweredRequest {
  readonly method: 'elicitation/create' | 'sampling/createMessage';
  readonly message: string;
}

/**
 * The client features of a test run's connection, which are fixed when the connection is made: this router answers
 * from the scripted answers of the current step (tried first) and of the file, swapped by the runner per step.
 */
export class AnswerRouter {
  readonly features: ClientFeatures;
  private stepAnswers: ScriptedAnswers | undefined;
  private unanswered: UnansweredRequest[] = [];

  constructor(private fileAnswers: ScriptedAnswers | undefined) {
    this.features = {
      roots: () => this.roots(),
      elicitation: { modes: ['form', 'url'], elicit: (request) => Promise.resolve(this.elicit(request)) },
      sampling: { sample: () => this.sample() },
    };
  }

  /** Answers from now on with the step's answers first, then the file's; forgets what went unanswered. */
  use(step: ScriptedAnswers | undefined, file: ScriptedAnswers | undefined = this.fileAnswers): void {
    this.stepAnswers = step;
    this.fileAnswers = file;
    this.unanswered = [];
  }

  /** The requests no scripted answer covered since the last `use`. */
  takeUnanswered(): readonly UnansweredRequest[] {
    const taken = this.unanswered;
    this.unanswered = [];
    return taken;
  }

  /** The roots the server is given now. */
  roots(): readonly Root[] {
    const roots = this.stepAnswers?.roots ?? this.fileAnswers?.roots ?? [];
    return roots.map((r) => ({ uri: r.uri, ...(r.name !== undefined ? { name: r.name } : {}) }));
  }

  private elicit(request: ElicitRequestParams): ElicitResult {
    const entries = [...(this.stepAnswers?.elicitation ?? []), ...(this.fileAnswers?.elicitation ?? [])];
    const answer = entries.find((e) => e.message === undefined || matches(e.message, request.message));
    if (!answer) {
      this.unanswered.push({ method: 'elicitation/create', message: request.message });
      return { action: 'decline' };
    }
    if (answer.action !== 'accept') return { action: answer.action };
    return { action: 'accept', content: { ...(answer.content ?? {}) } as ElicitResult['content'] };
  }

  private sample(): Promise<CreateMessageResult> {
    const answer = this.stepAnswers?.sampling ?? this.fileAnswers?.sampling;
    if (!answer) {
      this.unanswered.push({ method: 'sampling/createMessage', message: 'a sampling request' });
      return Promise.reject(new Error('The test file scripts no answer to sampling/createMessage'));
    }
    return Promise.resolve({
      role: 'assistant',
      content: { type: 'text', text: answer.text },
      model: answer.model ?? 'mcp-lens-scripted',
      stopReason: 'endTurn',
    });
  }
}

/** An entry whose `message` is not a valid regular expression matches nothing, so its step fails as unanswered. */
function matches(source: string, message: string): boolean {
  const pattern = regExpOf(source);
  return typeof pattern !== 'string' && pattern.test(message);
}
