// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (pts) => process.stdout.write(`${pts.length}\n${pts.map(([x, y]) => `${x} ${y}\n`).join('')}`);
const B = 1000000000;
const fixed = {
  1: [[0, 0], [2, 2], [3, 10], [5, 2], [7, 0]],
  2: [[4, 4], [4, 4], [1, 4], [4, 9]],
  3: [[17, 42]],
  4: [[0, 0], [B, B]],
  5: [[0, 0], [B, B], [0, B], [B, 0]],
  6: [[5, 5], [5, 5], [5, 5]],
  7: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [100, 0]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(Array.from({ length: 50 }, () => [ri(0, 20), ri(0, 20)]));
else if (c === 9) out(Array.from({ length: 500 }, () => [ri(0, B), ri(0, B)]));
else if (c === 10) {
  // maximum n, points on a small grid: many equal distances and duplicates
  out(Array.from({ length: 4000 }, () => [ri(0, 40), ri(0, 40)]));
} else if (c === 11) {
  // maximum n, huge coordinates: the total needs 64 bits
  out(Array.from({ length: 4000 }, () => [ri(0, B), ri(0, B)]));
} else if (c === 12) {
  // maximum n, two far clusters
  out(Array.from({ length: 4000 }, (_, i) => (i % 2 ? [ri(0, 1000), ri(0, 1000)] : [B - ri(0, 1000), B - ri(0, 1000)])));
} else if (c === 13) {
  // points on a line
  out(Array.from({ length: 1500 }, () => [ri(0, B), 7]));
} else if (c === 14) {
  // a diagonal staircase
  out(Array.from({ length: 4000 }, (_, i) => [i * 1000, B - i * 1000]));
}
