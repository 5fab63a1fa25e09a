// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (g) => process.stdout.write(`${g.length} ${g[0].length}\n${g.map((row) => row.join(' ')).join('\n')}\n`);
const grid = (r, w, f) => Array.from({ length: r }, (_, i) => Array.from({ length: w }, (_, j) => f(i, j)));
const fixed = {
  1: [[1, 2, 3], [2, 3, 4]],
  2: [[5, 3, 8, 1]],
  3: [[42]],
  4: [[7, 7], [7, 7]], // all equal: every cell is a route of length 1
  5: [[3, 4, 5], [2, 9, 6], [1, 8, 7]], // a spiral
  6: [[1, 1, 2], [1, 2, 2], [2, 2, 3]],
  7: [[1000000000, 0], [0, 1000000000]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(grid(6, 7, () => ri(0, 5)));
else if (c === 9) out(grid(50, 40, () => ri(0, 1000000000)));
else if (c === 10) out(grid(200, 250, (i, j) => i + j)); // C(448, 199) longest routes
else if (c === 11) out(grid(400, 500, () => ri(0, 999))); // maximum size, random
else if (c === 12) out(grid(1, 1000, (i, j) => (j % 2 ? 5 : ri(0, 9)))); // one row
else if (c === 13) out(grid(150, 150, (i, j) => (i * 7 + j * 3) % 11)); // repeating hills with ties
else if (c === 14) out(grid(1000, 1, (i) => 1000 - i)); // a single long slope
