import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { readFile } from 'node:fs/promises';

/**
 * The environment a stdio server starts with: the SDK's safe default set (or the whole host environment when the user
 * opts in), then the envFile, then the config's `env`, where a `null` value removes a variable.
 */
export async function serverEnvironment(options: {
  env: Readonly<Record<string, string | null>>;
  envFile?: string;
  inheritEnvironment?: boolean;
  hostEnv?: NodeJS.ProcessEnv;
}): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const base = options.inheritEnvironment ? (options.hostEnv ?? process.env) : getDefaultEnvironment();
  for (const [k, v] of Object.entries(base)) if (typeof v === 'string') out[k] = v;
  if (options.envFile) {
    let text: string;
    try {
      text = await readFile(options.envFile, 'utf8');
    } catch (e) {
      throw new Error(`Could not read envFile ${options.envFile}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    Object.assign(out, parseDotenv(text));
  }
  for (const [k, v] of Object.entries(options.env)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/**
 * Parses a dotenv file: `KEY=value`, optional `export `, `#` comments, single quotes (literal),
 * double quotes (with \n, \t, \", \\ escapes, may span lines), inline comments after unquoted values.
 */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const src = text.replace(/\r\n?/g, '\n');
  const line = /^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.-]*)[ \t]*=[ \t]*/gm;
  let m: RegExpExecArray | null;
  while ((m = line.exec(src))) {
    const key = m[1]!;
    let i = line.lastIndex;
    const quote = src[i];
    if (quote === '"' || quote === "'") {
      const end = findClosingQuote(src, i + 1, quote);
      if (end < 0) {
        // an unterminated quote: take the rest of the line literally
        const eol = src.indexOf('\n', i);
        out[key] = src.slice(i, eol < 0 ? undefined : eol);
        line.lastIndex = eol < 0 ? src.length : eol;
        continue;
      }
      const raw = src.slice(i + 1, end);
      out[key] = quote === '"' ? unescapeDouble(raw) : raw;
      const eol = src.indexOf('\n', end);
      line.lastIndex = eol < 0 ? src.length : eol;
      continue;
    }
    const eol = src.indexOf('\n', i);
    let value = src.slice(i, eol < 0 ? undefined : eol);
    const hash = value.search(/[ \t]#/);
    if (hash >= 0) value = value.slice(0, hash);
    out[key] = value.trim();
    line.lastIndex = eol < 0 ? src.length : eol;
  }
  return out;
}

function findClosingQuote(src: string, from: number, quote: string): number {
  for (let i = from; i < src.length; i++) {
    if (src[i] === '\\' && quote === '"') {
      i++;
      continue;
    }
    if (src[i] === quote) return i;
  }
  return -1;
}

function unescapeDouble(raw: string): string {
  return raw.replace(/\\([nrt"\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' })[c] ?? c);
}
