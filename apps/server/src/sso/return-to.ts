/**
 * Where a sign-in may send the browser back to: a path of this app only. Anything that could
 * leave the site — an absolute URL, a protocol-relative `//host`, a backslash that browsers
 * read as a slash — becomes `/`, so the callback can never be used as an open redirect.
 */
export function safeReturnTo(raw: string | undefined): string {
  if (!raw || raw.length > 500) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  // Control characters (a newline in a Location header) have no place in a path.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
  if (/[\u0000-\u001f\u007f]/.test(raw)) return '/';
  return raw;
}
