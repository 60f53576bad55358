/**
 * Node options the language server runs with, in VS Code (client/src/languageClient.ts), in the benchmark and
 * in the README's recipe for other editors. V8 grows the young generation to 32 MB once a large document has been
 * parsed and never shrinks it; its size can only be set when the process starts. 4 MB semi-spaces keep a server
 * with a 5 MB catalog open near 150 MB for about a tenth more CPU on that catalog's first check (docs/performance.md).
 */
export const SERVER_NODE_ARGS: readonly string[] = ['--max-semi-space-size=4'];
