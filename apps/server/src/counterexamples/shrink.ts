/**
 * Edits that may make a failing input simpler, for the finder to try after the validator has
 * sifted them: the problem's format is unknown here, so the edits are generic and many are
 * invalid (the validator refuses those). Structural edits come first because they shrink most:
 * - drop one element of a line (and, as count lines usually say how many follow, also with a
 *   number of the line above that equals the old count lowered by one);
 * - drop one line after the first (also with a number of the first line that equals the count
 *   of lines after it lowered by one: "n m" then m edges, "r c" then r rows);
 * then smaller numbers: 0, the number halved toward zero, one step toward zero.
 */
export function shrinkCandidates(input: string): string[] {
  const lines = input.replace(/\n$/, '').split('\n');
  const rows = lines.map((line) => (line === '' ? [] : line.split(' ')));
  const out = new Set<string>();
  const emit = (edited: string[][]) => {
    const text = `${edited.map((row) => row.join(' ')).join('\n')}\n`;
    if (text !== input) out.add(text);
  };
  const copy = () => rows.map((row) => [...row]);
  /** Variants of `edited` with one token of row `at` equal to `count` lowered by one. */
  const withCountLowered = (edited: string[][], at: number, count: number) => {
    const row = edited[at] ?? [];
    row.forEach((token, index) => {
      if (Number(token) !== count || !isInteger(token)) return;
      const lowered = edited.map((r) => [...r]);
      (lowered[at] as string[])[index] = String(count - 1);
      emit(lowered);
    });
  };

  for (let line = 1; line < rows.length; line++) {
    const row = rows[line] as string[];
    for (let index = 0; index < row.length; index++) {
      const edited = copy();
      (edited[line] as string[]).splice(index, 1);
      withCountLowered(edited, line - 1, row.length);
      emit(edited);
    }
  }
  for (let line = rows.length - 1; line >= 1; line--) {
    const edited = copy();
    edited.splice(line, 1);
    withCountLowered(edited, 0, rows.length - 1);
    emit(edited);
  }
  rows.forEach((row, line) => {
    row.forEach((token, index) => {
      if (!isInteger(token)) return;
      const value = BigInt(token);
      const towardZero = value > 0n ? value - 1n : value + 1n;
      for (const smaller of new Set([0n, value / 2n, towardZero])) {
        if (abs(smaller) >= abs(value)) continue;
        const edited = copy();
        (edited[line] as string[])[index] = String(smaller);
        emit(edited);
      }
    });
  });
  return [...out];
}

const isInteger = (token: string) => /^-?\d{1,30}$/.test(token);
const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * Whether input `a` is simpler than `b`: shorter, or as long with smaller numbers (a learner
 * traces 3 1 2 more easily than 9 7 8).
 */
export function simplerThan(a: string, b: string): boolean {
  if (a.length !== b.length) return a.length < b.length;
  return magnitude(a) < magnitude(b);
}

function magnitude(input: string): number {
  let sum = 0;
  for (const token of input.split(/\s+/)) {
    if (isInteger(token)) sum += Math.min(Math.abs(Number(token)), 1e15);
  }
  return sum;
}
