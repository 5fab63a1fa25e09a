/**
 * Exact comparison after dropping trailing whitespace on every line and trailing blank lines,
 * so "1 2 \n" matches "1 2" and Windows line endings in test files do not matter.
 */
export function defaultChecker(output: string, expected: string): boolean {
  return normalise(output) === normalise(expected);
}

function normalise(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
