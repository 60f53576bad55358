/**
 * A result is shown before its structuredContent is checked against the outputSchema, and the verdict follows tied
 * to the result's id. The history and the page both use this, so that they agree on which result a verdict is for.
 */
import type { OutputCheckView, ToolResultView } from '../protocol/runnerViews';

/** Shown while the verdict is awaited. */
export const CHECKING_TEXT = 'Checking against the output schema…';

/**
 * The result with its verdict in place, or undefined when the verdict is not this result's (a newer call's
 * result, or another one shown from the history) or the result was not waiting for one.
 */
export function withOutputCheck(
  view: ToolResultView | undefined,
  resultId: string,
  verdict: OutputCheckView,
): ToolResultView | undefined {
  if (!view || view.id !== resultId || view.structured?.check !== 'pending') return undefined;
  return { ...view, structured: { ...view.structured, check: verdict.check, errors: verdict.errors } };
}

/**
 * A result kept by a page that was closed while its check ran: the verdict went to no page, so it is not
 * awaited again (the history holds it).
 */
export function withCheckAbandoned(view: ToolResultView): ToolResultView {
  return (
    withOutputCheck(view, view.id, {
      check: 'unchecked',
      errors: [
        'The check had not finished when this page was closed: Show the call in the History to see its verdict.',
      ],
    }) ?? view
  );
}
