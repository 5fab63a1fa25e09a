// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 3571) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, v) { process.stdout.write(`${v.length} ${k}\n${v.join(' ')}\n`); }
const N = 150000;
const fixed = {
  1: [2, [1, 2, 1, 6, 7, 5, 1]],
  2: [1, [4, 9, 2, 8, 7, 3]],
  3: [1, [0, 0, 0]],
  4: [2, [5, 5, 5, 5, 5, 5]],
  5: [3, [10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000]],
  6: [1, [3, 0, 3, 0, 3, 0, 3, 3]],
  7: [2, [1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) { const v = []; for (let i = 0; i < 40; i++) v.push(ri(0, 3)); out(3, v); }
else if (c === 9) { const v = []; for (let i = 0; i < 3000; i++) v.push(ri(0, 10000)); out(50, v); }
else if (c === 10) {
  // maximum n, large blocks: totals past 2^31
  const v = []; for (let i = 0; i < N; i++) v.push(ri(9000, 10000)); out(50000, v);
} else if (c === 11) {
  // maximum n, k = 1 (the naive per-middle search's worst case)
  const v = []; for (let i = 0; i < N; i++) v.push(ri(0, 10000)); out(1, v);
} else if (c === 12) {
  // periodic traffic: many equally good blocks, ties decide
  const v = []; for (let i = 0; i < 30000; i++) v.push([3, 1, 4, 1, 5][i % 5]); out(7, v);
} else if (c === 13) {
  // all zero: the answer is 0 with starts 0, k, 2k
  out(100, new Array(20000).fill(0));
} else if (c === 14) {
  // exactly 3k days: only one choice
  const v = []; for (let i = 0; i < 30000; i++) v.push(ri(0, 10000)); out(10000, v);
}
