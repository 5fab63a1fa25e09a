// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 8111) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(p) { process.stdout.write(`${p.length}\n${p.join(' ')}\n`); }
const N = 150000;
const fixed = {
  1: [3, -6, 1, 4, 5],
  2: [-8, 6, -1, 5, -7],
  3: [-42],
  4: [10000],
  5: [-3, -1, -2],
  6: [0, 0, 0],
  7: [5, -1, 5],
  8: [2, -9, 3, -9, 4],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) { const p = []; for (let i = 0; i < 500; i++) p.push(ri(-50, 50)); out(p); }
else if (c === 10) {
  // all maximum values: the whole ring
  out(new Array(30000).fill(10000));
} else if (c === 11) {
  // all negative: the largest single value
  const p = []; for (let i = 0; i < 40000; i++) p.push(ri(-10000, -2)); p[ri(0, 39999)] = -1; out(p);
} else if (c === 12) {
  // maximum n, rich ends and a poor middle: the best arc wraps (the naive double loop's worst case)
  const p = []; for (let i = 0; i < N; i++) { const edge = i < N / 3 || i >= (2 * N) / 3; p.push(edge ? ri(-9000, 10000) : ri(-10000, 9000)); } out(p);
} else if (c === 13) {
  // random values, mostly negative sums
  const p = []; for (let i = 0; i < 40000; i++) p.push(ri(-10000, 9500)); out(p);
} else if (c === 14) {
  // maximum total loss in the middle, tiny gains around it
  const p = []; for (let i = 0; i < 30000; i++) p.push(i >= 10000 && i < 20000 ? -10000 : ri(-1, 2)); out(p);
}
