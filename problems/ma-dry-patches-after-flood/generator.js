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
function out(rows) { process.stdout.write(`${rows.length} ${rows[0].length}\n${rows.join('\n')}\n`); }
function make(r, c, f) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let s = '';
    for (let j = 0; j < c; j++) s += f(i, j) ? '#' : '.';
    rows.push(s);
  }
  return rows;
}
function spiral(n) {
  const g = Array.from({ length: n }, () => new Array(n).fill('.'));
  let top = 0, left = 0, bottom = n - 1, right = n - 1;
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) g[top][j] = '#';
    for (let i = top; i <= bottom; i++) g[i][right] = '#';
    for (let j = left; j <= right; j++) g[bottom][j] = '#';
    for (let i = top + 2; i <= bottom; i++) g[i][left] = '#';
    if (top + 2 <= bottom) g[top + 2][left + 1] = '#';
    top += 2; left += 2; bottom -= 2; right -= 2;
  }
  return g.map((row) => row.join(''));
}
const cases = {
  1: () => out(['##..#', '##.#.', '#..##', '.#...']),
  2: () => out(['...', '...', '...']),
  3: () => out(['#']),
  4: () => out(['.']),
  // maximum size checkerboard: every dry square is its own patch
  5: () => out(make(700, 700, (i, j) => (i + j) % 2 === 0)),
  // maximum size, completely dry: one huge patch (deep recursion trap)
  6: () => out(make(700, 700, () => true)),
  7: () => out(make(1, 700, (i, j) => j % 3 !== 2)),
  8: () => out(make(700, 1, (i) => i % 5 < 3)),
  9: () => out(make(200, 300, () => next() % 2 === 0)),
  10: () => out(make(300, 300, () => next() % 100 < 59)),
  // one long winding patch
  11: () => out(spiral(299)),
  // squares that touch only diagonally
  12: () => out(make(50, 50, (i, j) => i % 2 === 0 && j % 2 === 0 || (i % 4 === 1 && j % 4 === 1))),
  13: () => out(make(100, 100, () => next() % 10 < 3)),
  // concentric rings
  14: () => out(make(99, 99, (i, j) => Math.max(Math.abs(i - 49), Math.abs(j - 49)) % 2 === 0)),
  15: () => out(make(2, 2, (i, j) => i !== j)),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
