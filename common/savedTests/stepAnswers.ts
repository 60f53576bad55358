import { messageOf } from '../mcp/errors';
import type { ServerConnection } from '../mcp/serverConnection';
import type { CompletionRef, JsonObject, ToolCallRequest } from '../mcp/types';
import type { ObservedAnswer } from './expectations';
import type { CompleteStep, TestStep } from './format';

/** The answer to a step, with the outputSchema its tool was listed with. */
export interface StepAnswer extends ObservedAnswer {
  readonly outputSchema?: unknown;
}

interface StepEnvironment {
  readonly approve: (step: TestStep, request: ToolCallRequest) => Promise<boolean>;
  readonly now?: () => number;
  readonly signal?: AbortSignal;
}

/** "callTool echo", or the step's own name. */
export function stepLabel(step: TestStep): string {
  if (step.name) return step.name;
  if ('callTool' in step) return `callTool ${step.callTool.name}`;
  if ('readResource' in step) return `readResource ${step.readResource.uri}`;
  if ('getPrompt' in step) return `getPrompt ${step.getPrompt.name}`;
  const ref = step.complete.ref;
  return `complete ${ref.name ?? ref.uri ?? ''} ${step.complete.argument.name}`;
}

/** Sends the step's request; 'denied' when its tool call was not approved. A failed request is an error answer. */
export async function stepAnswer(
  step: TestStep,
  connection: ServerConnection,
  env: StepEnvironment,
): Promise<StepAnswer | 'denied'> {
  const now = env.now ?? Date.now;
  const started = now();
  try {
    if ('callTool' in step) return await toolAnswer(step, connection, env);
    if ('complete' in step) return await completionAnswer(step.complete, connection, env, started);
    const options = { signal: env.signal };
    const answer =
      'readResource' in step
        ? await connection.readResource(step.readResource.uri, options)
        : await connection.getPrompt(step.getPrompt.name, step.getPrompt.arguments, options);
    return textAnswer(answer, now() - started);
  } catch (e) {
    return { isError: true, result: undefined, text: messageOf(e), structured: undefined, durationMs: now() - started };
  }
}

async function toolAnswer(
  step: Extract<TestStep, { callTool: unknown }>,
  connection: ServerConnection,
  env: StepEnvironment,
): Promise<StepAnswer | 'denied'> {
  const { name, arguments: args } = step.callTool;
  const outputSchema = connection.catalog?.tools?.find((t) => t.name === name)?.outputSchema;
  const outcome = await connection.callTool(
    { name, arguments: { ...(args ?? {}) } },
    (request) => env.approve(step, request),
    { signal: env.signal },
  );
  if (outcome.outcome === 'denied') return 'denied';
  const result = outcome.result;
  return {
    isError: result.isError === true,
    result,
    text: textOfBlocks(result.content),
    structured: result.structuredContent,
    durationMs: outcome.durationMs,
    outputSchema,
  };
}

async function completionAnswer(
  complete: CompleteStep,
  connection: ServerConnection,
  env: StepEnvironment,
  started: number,
): Promise<StepAnswer> {
  const { ref: given, argument, context } = complete;
  const ref: CompletionRef =
    given.type === 'ref/prompt'
      ? { type: 'ref/prompt', name: given.name ?? '' }
      : { type: 'ref/resource', uri: given.uri ?? '' };
  const completion = await connection.complete(ref, argument, context?.arguments, { signal: env.signal });
  const result = JSON.parse(JSON.stringify(completion)) as JsonObject;
  const durationMs = (env.now ?? Date.now)() - started;
  return { isError: false, result, text: completion.values.join('\n'), structured: result, durationMs };
}

/** A resource's text contents or a prompt's text messages, joined with new lines. */
function textAnswer(result: JsonObject, durationMs: number): StepAnswer {
  const contents: unknown[] = Array.isArray(result.contents) ? result.contents : [];
  const messages: unknown[] = Array.isArray(result.messages) ? result.messages : [];
  const texts = [
    ...contents.map((c) => (isObject(c) && typeof c.text === 'string' ? c.text : undefined)),
    ...messages.map((m) => (isObject(m) ? textOfBlocks(m.content) : undefined)),
  ].filter((t): t is string => t !== undefined && t !== '');
  return { isError: false, result, text: texts.join('\n'), structured: undefined, durationMs };
}

/** The text of content blocks (one block, or a list of them), joined with new lines. */
function textOfBlocks(content: unknown): string {
  if (content === undefined) return '';
  const blocks = Array.isArray(content) ? content : [content];
  return blocks
    .filter((b): b is JsonObject => isObject(b) && b.type === 'text' && typeof b.text === 'string')
    .map((b) => b.text as string)
    .join('\n');
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
