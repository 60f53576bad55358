import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { readonly mtimeMs: number; readonly size: number; readonly text: string }>();

/**
 * The text of one of the extension's own page files (a webview bundle, a style sheet), read once and kept while the
 * file is unchanged (a rebuild during development is picked up); undefined when it cannot be read.
 */
export function readPageAsset(file: string): string | undefined {
  try {
    const { mtimeMs, size } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.text;
    const text = readFileSync(file, 'utf8');
    cache.set(file, { mtimeMs, size, text });
    return text;
  } catch {
    return undefined;
  }
}

/**
 * A bundle made to run inline: its source map comment (relative to the bundle's own file, which an inline script does
 * not have) points at the map's URI, and the script is named by the bundle's URI in the developer tools.
 */
export function inlineScriptText(code: string, bundleUri: string): string {
  const withoutMap = code.replace(/\n\/\/# sourceMappingURL=[^\n]*\s*$/, '');
  const hadMap = withoutMap !== code;
  return `${withoutMap}\n//# sourceURL=${bundleUri}${hadMap ? `\n//# sourceMappingURL=${bundleUri}.map` : ''}`;
}
