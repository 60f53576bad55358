/** The exit code of a worker thread that ended itself because its tree-sitter runtime broke (code/parsers.ts). */
export const PARSER_BROKEN_EXIT_CODE = 70;

/** What a worker that ended with `code` says of it: the parser's failure, or the plain exit. */
export function describeWorkerExit(code: number): string {
  return code === PARSER_BROKEN_EXIT_CODE ? 'the code parser (tree-sitter) broke on it' : `it exited with code ${code}`;
}
