// Where the parts of a test file are in its text, for the Test Explorer's items and messages: each step, the catalog
// snapshot, and each step's own snapshot. No `vscode` import: offsets only.
import { findNodeAtLocation, type Node } from 'jsonc-parser';
import { parseTestFile, type TestFile, type TestFileProblem } from '../../../common/savedTests/format';
import { stepLabel } from '../../../common/savedTests/stepAnswers';

export interface Span {
  readonly offset: number;
  readonly length: number;
}

export interface StepLayout {
  readonly index: number;
  /** The step's `name`, or its action and target ("callTool echo"). */
  readonly label: string;
  readonly span: Span;
  /** The value of the step's `expect.snapshot`, when it keeps one. */
  readonly snapshot?: Span;
}

export interface TestFileLayout {
  /** Present when the file is valid; otherwise `problems` says why. */
  readonly file?: TestFile;
  readonly problems: readonly TestFileProblem[];
  readonly steps: readonly StepLayout[];
  /** The value of `catalog`, when the file keeps a catalog snapshot. */
  readonly catalog?: Span;
  /** Where each line starts, when the parser counted them (for a LineIndex of the text). */
  readonly lineStarts?: readonly number[];
}

/** The layout of a test file's text (parsed once); an invalid file has problems and no steps. Never throws. */
export function layoutOf(text: string): TestFileLayout {
  const parsed = parseTestFile(text);
  if (!parsed.file || !parsed.tree) return { problems: parsed.problems, steps: [] };
  const { root, lineStarts } = parsed.tree;
  const steps = parsed.file.steps.map((step, index): StepLayout => {
    const node = findNodeAtLocation(root, ['steps', index]);
    const snapshot = findNodeAtLocation(root, ['steps', index, 'expect', 'snapshot']);
    return {
      index,
      label: stepLabel(step),
      span: spanOf(node),
      ...(snapshot ? { snapshot: spanOf(snapshot) } : {}),
    };
  });
  const catalog = findNodeAtLocation(root, ['catalog']);
  return {
    file: parsed.file,
    problems: [],
    steps,
    ...(catalog ? { catalog: spanOf(catalog) } : {}),
    ...(lineStarts ? { lineStarts } : {}),
  };
}

function spanOf(node: Node | undefined): Span {
  return node ? { offset: node.offset, length: node.length } : { offset: 0, length: 0 };
}

/** How a test file's server reads in the Test Explorer: its name, command or URL. */
export function serverLabel(file: TestFile): string {
  const server = file.server;
  if ('name' in server) return server.name;
  if ('command' in server) return [server.command, ...(server.args ?? [])].join(' ');
  return server.url;
}
