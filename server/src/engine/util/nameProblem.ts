import type { Node } from 'jsonc-parser';
import { typeName } from '../../../../common/json/jsonNodes';

/** What is wrong with a "name" that is missing, not a string or empty, said after its owner: 'has no "name"'. */
export function nameProblem(nameNode: Node | undefined, name: string | undefined): string {
  if (!nameNode) return 'has no "name"';
  if (name === undefined) return `has a "name" that is ${typeName(nameNode)}`;
  return 'has an empty "name"';
}
