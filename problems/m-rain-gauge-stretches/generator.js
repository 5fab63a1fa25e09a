// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(L, R, a) { process.stdout.write(`${a.length} ${L} ${R}\n${a.join(' ')}\n`); }

const fixed = {
  1: [7, 11, [2, 1, 3, 0, 5]],
  2: [1, 4, [4, 0, 4]],
  3: [0, 0, [0, 0, 0, 0]], // all dry, L = 0
  4: [0, 0, [7]], // one hour, nothing fits
  5: [7, 7, [7]], // one hour, exact
  6: [3, 3, [1, 2, 1, 2, 1]], // totals exactly L = R
  7: [0, 2000000000, [10000, 0, 10000, 9999]], // every stretch
};
if (c === 8) {
  // L > every total: none
  out(100000, 200000, [1, 2, 3, 4, 5, 6]);
} else if (fixed[c]) {
  out(fixed[c][0], fixed[c][1], fixed[c][2]);
} else if (c === 9) {
  // medium random
  const a = [];
  for (let i = 0; i < 2000; i++) a.push(ri(0, 50));
  out(300, 900, a);
} else if (c === 10) {
  // maximum n, all dry and L = R = 0: every one of the 2 * 10^10 stretches counts
  out(0, 0, new Array(200000).fill(0));
} else if (c === 11) {
  // maximum n, mostly dry with a few showers
  const a = [];
  for (let i = 0; i < 200000; i++) a.push(rnd() < 0.01 ? ri(1, 10000) : 0);
  out(5000, 30000, a);
} else if (c === 12) {
  // maximum n, heavy rain, wide bounds
  const a = [];
  for (let i = 0; i < 100000; i++) a.push(ri(0, 10000));
  out(1000000, 50000000, a);
} else if (c === 13) {
  // R beyond the total of everything
  const a = [];
  for (let i = 0; i < 50000; i++) a.push(ri(0, 3));
  out(20, 2000000000, a);
}
