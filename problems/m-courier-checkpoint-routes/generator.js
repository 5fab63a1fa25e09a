// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 6007) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(rows) { process.stdout.write(`${rows.length}\n${rows.map((r) => r.join(' ')).join('\n')}\n`); }
const M = 500000;
const list = (n, f) => Array.from({ length: n }, f);
function inside(hi) { const x = ri(0, hi); const y = ri(0, hi); return [x, y, ri(0, x), ri(0, y)]; }
const fixed = {
  1: [[2, 2, 1, 1], [3, 2, 0, 0], [2, 3, 3, 1]],
  2: [[M, M, 250000, 250000], [4, 4, 4, 4], [1, 5, 0, 2]],
  3: [[0, 0, 0, 0]],
  4: [[0, 0, M, M], [M, 0, M, 0], [0, M, 0, 1], [M, M, 0, 0], [M, M, M, M]],
  5: [[3, 3, 1, 4], [3, 3, 4, 1], [5, 0, 2, 0], [0, 5, 0, 5], [5, 5, 5, 6]],
  6: [[M, M, 1, M - 1], [M, M, M - 1, 1], [M, 1, M, 0], [1, M, 0, 1]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(list(300, () => [ri(0, 6), ri(0, 6), ri(0, 6), ri(0, 6)]));
else if (c === 8) out(list(2000, () => inside(1000)));
else if (c === 9) out(list(5000, () => (rnd() < 0.5 ? inside(M) : [ri(0, M), ri(0, M), ri(0, M), ri(0, M)])));
else if (c === 10) {
  // maximum q, checkpoints in the middle of huge grids (the naive binomials are longest there)
  out(list(20000, () => { const x = ri(M - 1000, M); const y = ri(M - 1000, M); return [x, y, x >> 1, y >> 1]; }));
} else if (c === 11) out(list(20000, () => inside(M)));
else if (c === 12) out(list(20000, () => { const x = ri(0, 30); const y = ri(0, 30); return [x, y, ri(0, 31), ri(0, 31)]; }));
