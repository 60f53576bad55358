/**
 * VS Code's `dev.watch` glob patterns, relative to the workspace folder (`!` excludes). The rules and the client's
 * watcher both read patterns through these functions, so that they agree on what a pattern means.
 */

export interface WatchGlobs {
  readonly includes: readonly string[];
  readonly excludes: readonly string[];
}

export function splitWatchGlobs(patterns: readonly string[]): WatchGlobs {
  const includes: string[] = [];
  const excludes: string[] = [];
  for (const raw of patterns) {
    const p = raw.trim();
    if (!p) continue;
    if (p.startsWith('!')) excludes.push(normalise(p.slice(1)));
    else includes.push(normalise(p));
  }
  return { includes, excludes };
}

/** `./src/**` and `src/**` are the same pattern. */
function normalise(p: string): string {
  return p.replace(/^(\.\/)+/, '');
}

/** What is wrong with one `dev.watch` pattern as written, or undefined when nothing is. */
export function watchGlobProblem(pattern: string): string | undefined {
  const p = pattern.trim();
  if (!p || p === '!') return 'the pattern is empty, so it watches nothing';
  if (p.includes('\\')) {
    return (
      'glob patterns separate folders with "/"; ' +
      'a "\\" escapes the next character, so this pattern does not match the path it looks like'
    );
  }
  const body = p.startsWith('!') ? p.slice(1) : p;
  if (/(^|\/)\.\.(\/|$)/.test(body)) {
    return 'the pattern leaves the workspace folder ("..") and only files inside the folder are watched';
  }
  const unclosed = unbalanced(body);
  if (unclosed) return unclosed;
  return undefined;
}

function unbalanced(p: string): string | undefined {
  let braces = 0;
  let bracket = false;
  for (const ch of p) {
    if (bracket) {
      if (ch === ']') bracket = false;
      continue;
    }
    if (ch === '[') bracket = true;
    else if (ch === '{') braces++;
    else if (ch === '}') {
      if (braces === 0) return 'a "}" closes no "{", so the group is matched as plain text';
      braces--;
    }
  }
  if (bracket) return 'a "[" is never closed, so the pattern matches it as plain text';
  if (braces > 0) return 'a "{" is never closed, so the alternatives are matched as plain text';
  return undefined;
}
