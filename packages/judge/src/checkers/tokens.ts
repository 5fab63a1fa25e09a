/** Same whitespace-separated tokens in the same order; line breaks and spacing are free. */
export function tokensChecker(output: string, expected: string): boolean {
  const got = tokenize(output);
  const want = tokenize(expected);
  return got.length === want.length && got.every((token, index) => token === want[index]);
}

export function tokenize(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
