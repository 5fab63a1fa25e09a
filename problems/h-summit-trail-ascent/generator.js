// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 9001 + 31;
function out(g) { process.stdout.write(`${g.length} ${g[0].length}\n${g.map((row) => row.join(' ')).join('\n')}\n`); }
function grid(r, c, f) { return Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j))); }
// boustrophedon snake: values increase along the snake; `step` spaces the values
function snake(r, c, base, step, descending) {
  const g = grid(r, c, () => 0);
  let k = 0;
  for (let i = 0; i < r; i++) for (let jj = 0; jj < c; jj++) { const j = i % 2 ? c - 1 - jj : jj; g[i][j] = base + step * (descending ? r * c - 1 - k : k); k++; }
  return g;
}
// snake over columns with "walls": rows alternate between path rows and wall rows of zeros would shorten; keep a full snake
const cases = {
  1: () => out([[3, 4, 5, 1], [2, 9, 6, 1], [1, 8, 7, 0]]),
  2: () => out([[4, 4, 4], [4, 4, 4]]),
  3: () => out([[0]]),
  4: () => out([[1000000000]]),
  5: () => out([[1, 2, 3, 4, 5, 6, 7]]),
  6: () => out(grid(6, 1, (i) => (i % 2 ? 5 : 9))),
  7: () => out(grid(4, 4, () => ri(0, 3))),
  8: () => out(grid(20, 30, () => ri(0, 1000000000))),
  9: () => out(snake(10, 10, 999999000, 7, true)),
  // maximum size grids
  10: () => out(grid(500, 500, () => ri(0, 9))),
  11: () => out(snake(300, 300, 0, 1, false)),
  12: () => out(grid(500, 500, (i, j) => ((i + j) % 2 ? 1 : 0))),
  13: () => out(grid(200, 250, (i, j) => i + j)),
  14: () => out(grid(100, 100, () => ri(0, 1000000000))),
  15: () => out(snake(120, 120, 1000000000 - 3 * 14400, 3, true)),
};
if (!cases[t]) process.exit(1);
cases[t]();
