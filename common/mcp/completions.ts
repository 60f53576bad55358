import type { CompletionRef, Completions, JsonObject } from './types';

/** The most values a `completion/complete` answer may carry (the specification's limit); more are cut. */
const MAX_COMPLETIONS = 100;

/** The params of `completion/complete`: the argument as typed so far, with the other arguments as context if any. */
export function completionParams(
  ref: CompletionRef,
  argument: { readonly name: string; readonly value: string },
  contextArguments: Readonly<Record<string, string>>,
): JsonObject {
  const context = Object.keys(contextArguments).length ? { context: { arguments: { ...contextArguments } } } : {};
  return { ref: { ...ref }, argument: { name: argument.name, value: argument.value }, ...context };
}

/** The server's answer: one without a list of values is an error, and more than 100 values are cut to 100. */
export function completionsOf(result: JsonObject, serverName: string): Completions {
  const completion = result.completion as JsonObject | undefined;
  if (!completion || typeof completion !== 'object' || !Array.isArray(completion.values)) {
    throw new Error(`${serverName} answered completion/complete without a list of values (completion.values)`);
  }
  const values = completion.values.filter((v): v is string => typeof v === 'string');
  return {
    values: values.slice(0, MAX_COMPLETIONS),
    ...(typeof completion.total === 'number' && Number.isFinite(completion.total) ? { total: completion.total } : {}),
    ...(completion.hasMore === true || values.length > MAX_COMPLETIONS ? { hasMore: true } : {}),
  };
}
