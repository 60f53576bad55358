import { isAbsolute, relative, sep } from 'node:path';

/** The path of `file` relative to `folder` with forward slashes, or undefined when it lies outside the folder. */
export function relativeInside(folder: string, file: string): string | undefined {
  const rel = relative(folder, file);
  if (!rel || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

/** What a report shows for a file: relative to the working folder, absolute when outside it. */
export function displayPathOf(file: string, cwd: string): string {
  return relativeInside(cwd, file) ?? file.split(sep).join('/');
}
