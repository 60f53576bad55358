/**
 * Node options the language server runs with, in VS Code, the benchmark and the README's recipe. 4 MB semi-spaces keep
 * a server with a 5 MB catalog near 150 MB, since V8 never shrinks a grown young generation (docs/performance.md).
 */
export const SERVER_NODE_ARGS: readonly string[] = ['--max-semi-space-size=4'];
