import { getNodePath, modify, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';
import { rootOf } from '../../../../common/json/jsonNodes';
import { isSyntheticTree } from '../../../../common/json/parsedDocument';
import type { OffsetEdit } from '../types';
import { applyEdits, fixFormattingIn } from './edits';

/**
 * Several changes inside `scope` as one edit; each step sees the text the steps before it left, so two cannot collide.
 * Undefined for server code (pipeline/code/codeFixes.ts makes its fixes), where the rule then offers no fix.
 */
export function composeEdits(text: string, scope: Node, steps: readonly EditStep[]): OffsetEdit[] | undefined {
  const root = rootOf(scope);
  if (isSyntheticTree(root)) return undefined;
  // every step is formatted as the document is: its text between steps differs only inside `scope`
  const formatting = fixFormattingIn(text, root);
  let current = text;
  try {
    for (const step of steps) current = applyEdits(current, step(current, formatting));
  } catch {
    return undefined;
  }
  const delta = current.length - text.length;
  return [
    {
      offset: scope.offset,
      length: scope.length,
      newText: current.slice(scope.offset, scope.offset + scope.length + delta),
    },
  ];
}

/** One step of `composeEdits`: the edits to the text as the steps before it left it, formatted as the document is. */
export type EditStep = (current: string, formatting: FormattingOptions | undefined) => OffsetEdit[];

/** A step that sets (or, with `undefined`, removes) the value at `path`, creating missing parent objects. */
export function setAt(path: JSONPath, value: unknown): EditStep {
  return (current, formatting) =>
    modify(current, path, value, { formattingOptions: formatting }).map((e) => ({
      offset: e.offset,
      length: e.length,
      newText: e.content,
    }));
}

/** The path of a node, for steps. */
export function pathOf(node: Node): JSONPath {
  return getNodePath(node);
}
