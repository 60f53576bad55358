/** The file path of a URI, with forward slashes; never throws. */
export function pathOfUri(uri: string): string {
  try {
    if (uri.startsWith('file:')) return decodeURIComponent(new URL(uri).pathname);
    const u = new URL(uri);
    return decodeURIComponent(u.pathname);
  } catch {
    return uri.replace(/\\/g, '/');
  }
}
