// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 31337) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a, qs) { process.stdout.write(`${a.length}\n${a.join(' ')}\n${qs.length}\n${qs.join(' ')}\n`); }
function sortedRandom(n, lo, hi) {
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(lo, hi));
  return a.sort((x, y) => x - y);
}
function queries(a, q, lo, hi) {
  const qs = [];
  for (let j = 0; j < q; j++) qs.push(rnd() < 0.6 ? a[ri(0, a.length - 1)] : ri(lo, hi));
  return qs;
}
const fixed = {
  1: [[-250, -250, 130, 130, 130, 480, 900, 900, 1200], [130, 900, -250, 5000, 1200]],
  2: [[7], [7, 8]],
  3: [[2, 2, 5, 5, 9], [3, 6, 10, 5, 1, 9]],
  4: [[4, 4, 4, 4, 4, 4], [4, 3, 5]],
  5: [[-1000000000, -1000000000, 0, 1000000000], [1000000000, -1000000000, 999999999, -999999999, 0]],
  6: [[10, 20, 30], [-5, 9, 10, 11, 29, 30, 31]],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 7) { const a = sortedRandom(40, -5, 5); out(a, queries(a, 30, -7, 7)); }
else if (c === 8) { const a = sortedRandom(1000, -300, 300); out(a, queries(a, 1000, -320, 320)); }
else if (c === 9) { const a = sortedRandom(10000, -1000000000, 1000000000); out(a, queries(a, 5000, -1000000000, 1000000000)); }
else if (c === 10) {
  // maximum n: 2 * 10^5 rows of one-digit values, questions for a value above them all
  // (the naive walk never stops early)
  const a = sortedRandom(200000, 0, 9);
  const qs = [];
  for (let j = 0; j < 50000; j++) qs.push(10);
  out(a, qs);
} else if (c === 11) {
  // every row equal
  const a = new Array(50000).fill(5);
  const qs = [];
  for (let j = 0; j < 10000; j++) qs.push(ri(4, 6));
  out(a, qs);
} else if (c === 12) {
  // small list with gaps: many absent values between present ones
  const a = sortedRandom(2000, -500, 500).map((v) => v * 2);
  out(a, queries(a, 10000, -1001, 1001));
} else if (c === 13) {
  // long list with a hundred distinct values, questions on and just outside the range
  const a = sortedRandom(50000, 0, 99);
  out(a, queries(a, 20000, -1, 100));
}
