import type { Node } from 'jsonc-parser';
import { parseDocument } from '../json/parsedDocument';
import { plainValue } from '../json/jsonNodes';
import { positionOf, problemsOfTree, type TestFileProblem } from './validate';

export type { TestFileProblem, TestFileProblemKind } from './validate';

export { TEST_FILE_SCHEMA_URL, TEST_FILE_SUFFIX } from './fileName';

/** The format of `*.mcptest.json` files (docs/testing-servers.md); its JSON Schema is mcptest.schema.json beside it. */
export interface TestFile {
  readonly $schema?: string;
  readonly description?: string;
  readonly server: TestServer;
  readonly catalog?: CatalogSnapshot;
  /** Changes to review in the catalog fail the test too, not only breaking ones. */
  readonly strict?: boolean;
  /** Tools the steps may call without asking (destructive ones included), in a trusted workspace. */
  readonly allow?: readonly string[];
  readonly answers?: ScriptedAnswers;
  readonly steps: readonly TestStep[];
}

export type TestServer = NamedServer | CommandServer | UrlServer;

/** A server of the workspace's MCP configuration (or of `config`, relative to the test file). */
export interface NamedServer {
  readonly name: string;
  readonly config?: string;
}

export interface CommandServer {
  readonly command: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  /** Relative to the test file; by default its folder. */
  readonly cwd?: string;
}

export interface UrlServer {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The lists as the server answered them; items are kept as JSON, as the protocol defines them. */
export interface CatalogSnapshot {
  readonly tools?: readonly JsonObject[];
  readonly resources?: readonly JsonObject[];
  readonly resourceTemplates?: readonly JsonObject[];
  readonly prompts?: readonly JsonObject[];
}

export interface ScriptedAnswers {
  /** The first answer whose `message` matches the request's message is given. */
  readonly elicitation?: readonly ElicitationAnswer[];
  readonly sampling?: SamplingAnswer;
  readonly roots?: readonly { readonly uri: string; readonly name?: string }[];
}

export interface ElicitationAnswer {
  /** A regular expression; absent: any request. */
  readonly message?: string;
  readonly action: 'accept' | 'decline' | 'cancel';
  readonly content?: JsonObject;
}

export interface SamplingAnswer {
  readonly text: string;
  readonly model?: string;
}

/** One request; exactly one of the four actions is present. */
export type TestStep = StepCommon &
  (
    | { readonly callTool: CallToolStep }
    | { readonly readResource: ReadResourceStep }
    | { readonly getPrompt: GetPromptStep }
    | { readonly complete: CompleteStep }
  );

export interface StepCommon {
  readonly name?: string;
  readonly answers?: ScriptedAnswers;
  readonly expect?: Expectations;
}

export interface CallToolStep {
  readonly name: string;
  readonly arguments?: JsonObject;
}

export interface ReadResourceStep {
  readonly uri: string;
}

export interface GetPromptStep {
  readonly name: string;
  readonly arguments?: Readonly<Record<string, string>>;
}

export interface CompleteStep {
  readonly ref: { readonly type: 'ref/prompt' | 'ref/resource'; readonly name?: string; readonly uri?: string };
  readonly argument: { readonly name: string; readonly value: string };
  readonly context?: { readonly arguments?: Readonly<Record<string, string>> };
}

export interface Expectations {
  readonly error?: boolean;
  readonly text?: TextExpectation;
  readonly structuredContent?: StructuredExpectation;
  readonly conformsToOutputSchema?: boolean;
  readonly maxMs?: number;
  /** The result stored last time ("same as last time"). */
  readonly snapshot?: JsonValue;
  /** JSON Pointers into the result that the snapshot comparison skips. */
  readonly ignore?: readonly string[];
}

export interface TextExpectation {
  readonly equals?: string;
  readonly contains?: string;
  /** A regular expression. */
  readonly matches?: string;
}

export interface StructuredExpectation {
  readonly equals?: JsonValue;
  /** A JSON subset: every key given with an equal value, arrays item by item. */
  readonly contains?: JsonValue;
  /** JSON Pointer → the value found there. */
  readonly pointer?: Readonly<Record<string, JsonValue>>;
}

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

export type StepAction = 'callTool' | 'readResource' | 'getPrompt' | 'complete';
export const STEP_ACTIONS: readonly StepAction[] = ['callTool', 'readResource', 'getPrompt', 'complete'];

/** The action of a valid step. */
export function actionOf(step: TestStep): StepAction {
  return STEP_ACTIONS.find((a) => a in step)!;
}

export interface ParsedTestFile {
  /** Present when the file is valid: every problem absent. */
  readonly file?: TestFile;
  readonly problems: readonly TestFileProblem[];
  /** The valid file's tree and, when the parser counted them, where its lines start: to place its parts. */
  readonly tree?: { readonly root: Node; readonly lineStarts?: readonly number[] };
}

/** Reads a test file's text (JSONC: comments and trailing commas allowed) and checks it against the format's schema. */
export function parseTestFile(text: string): ParsedTestFile {
  const doc = parseDocument('mcptest:///file', text);
  const problems: TestFileProblem[] = doc.syntaxErrors.map((e) => ({
    kind: 'syntax',
    ...at(text, e),
    message: e.message,
  }));
  if (doc.tooDeep) {
    problems.push({
      kind: 'syntax',
      ...at(text, { offset: doc.tooDeep.offset, length: 1 }),
      message: 'The file nests too deeply.',
    });
  }
  if (problems.length || !doc.root) {
    if (!problems.length) {
      problems.push({ kind: 'syntax', ...at(text, { offset: 0, length: 0 }), message: 'The file is empty.' });
    }
    return { problems };
  }
  const found = problemsOfTree(doc.root, text);
  if (found.length) return { problems: found };
  const tree = { root: doc.root, ...(doc.lineStarts ? { lineStarts: doc.lineStarts } : {}) };
  return { file: plainValue(doc.root) as TestFile, problems: [], tree };
}

function at(
  text: string,
  span: { offset: number; length: number },
): { offset: number; length: number; line: number; character: number } {
  return { offset: span.offset, length: span.length, ...positionOf(text, span.offset) };
}
