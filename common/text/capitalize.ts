/** `s` with its first character in upper case ("resource" → "Resource"), for a message that starts with a word. */
export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
