/**
 * The first line (0-based) where the program's output differs from the expected output, ignoring
 * trailing spaces on a line and trailing empty lines (as the default checker does); null when
 * they agree that way.
 */
export function firstDifferentLine(expected: string, output: string): number | null {
  const lines = (text: string) => {
    const list = text.split('\n').map((line) => line.replace(/[ \t\r]+$/, ''));
    while (list.length > 0 && list[list.length - 1] === '') list.pop();
    return list;
  };
  const want = lines(expected);
  const got = lines(output);
  for (let index = 0; index < Math.max(want.length, got.length); index++) {
    if (want[index] !== got[index]) return index;
  }
  return null;
}
