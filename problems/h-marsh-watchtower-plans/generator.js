// Deterministic test generator: `node generator.js <case-number>` prints that test's input.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed;
}
function rnd(lo, hi) { return lo + Math.floor((next() / 4294967296) * (hi - lo + 1)); }
const out = (rows) => process.stdout.write(`${rows.length}\n${rows.join('\n')}\n`);
const empty = (n) => Array.from({ length: n }, () => '.'.repeat(n));
function withMarsh(n, percent) {
  return Array.from({ length: n }, () => Array.from({ length: n }, () => (rnd(1, 100) <= percent ? '#' : '.')).join(''));
}
function put(rows, r, c, ch) {
  rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1);
  return rows;
}
const cases = {
  1: () => out(['....', '...#', '....', '....']),
  2: () => out(['T....', '.....', '.....', '.....', '.....']),
  3: () => out(['.']),
  4: () => out(['#']),
  5: () => out(['T']),
  6: () => out(empty(3)),
  7: () => out(empty(8)),
  // the largest island with no marsh: the full search, and far too many permutations to try
  8: () => out(empty(13)),
  9: () => out(withMarsh(13, 10)),
  10: () => out(withMarsh(12, 25)),
  // two existing towers on one diagonal
  11: () => out(put(put(empty(9), 1, 2, 'T'), 4, 5, 'T')),
  12: () => out(put(put(empty(6), 2, 1, 'T'), 2, 4, 'T')),
  13: () => out(put(put(withMarsh(13, 5), 0, 6, 'T'), 12, 0, 'T')),
  14: () => out(put(put(put(empty(11), 3, 0, 'T'), 7, 9, 'T'), 10, 4, 'T')),
  15: () => out(withMarsh(10, 60)),
  16: () => out(put(empty(13), 6, 6, 'T')),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
