// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4447) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, x) { process.stdout.write(`${x.length} ${k}\n${x.join(' ')}\n`); }
const N = 100000;
const pairs = (n) => (n * (n - 1)) / 2;
const fixed = {
  1: [4, [4, 9, 1, 6]],
  2: [4, [5, 1, 8, 5]],
  3: [1, [0, 1000000]],
  4: [1, [7, 7]],
  5: [10, [4, 4, 4, 4, 4]],
  6: [4, [1, 2, 4, 8]],
  7: [1, [9, 2, 2, 6, 9]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) { const x = []; for (let i = 0; i < 50; i++) x.push(ri(0, 30)); out(ri(1, pairs(50)), x); }
else if (c === 9) { const x = []; for (let i = 0; i < 3000; i++) x.push(ri(0, 1000000)); out(ri(1, pairs(3000)), x); }
else if (c === 10) {
  // maximum n, the median gap
  const x = []; for (let i = 0; i < N; i++) x.push(ri(0, 1000000)); out(Math.floor(pairs(N) / 2), x);
} else if (c === 11) {
  // maximum n, k = all pairs: the largest gap (counting pair by pair is hopeless here)
  const x = []; for (let i = 0; i < N; i++) x.push(ri(0, 1000000)); out(pairs(N), x);
} else if (c === 12) {
  // many duplicates: most gaps are 0
  const x = []; for (let i = 0; i < 20000; i++) x.push(ri(0, 30) * 1000); out(ri(1, pairs(20000)), x);
} else if (c === 13) {
  // k = 1 on distinct evenly spaced positions: the smallest gap
  const x = []; for (let i = 0; i < 30000; i++) x.push(i * 33); out(1, x.reverse());
} else if (c === 14) {
  // two far clusters: gaps jump from small to huge at k = pairs within clusters
  const x = []; for (let i = 0; i < 20000; i++) x.push(i < 10000 ? ri(0, 100) : ri(999900, 1000000));
  out(2 * pairs(10000) + 1, x);
}
