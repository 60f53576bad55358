/** The boolean a text spells exactly, "true" or "false"; undefined for any other text. */
export function booleanWord(text: string | undefined): boolean | undefined {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}
