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
function out(k, a) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }
const N = 100000;
const V = 10000;
const cases = {
  1: () => out(3, [1, 2, 0, 3, -3, 3]),
  2: () => out(0, [0, 0, 0, 0]),
  3: () => out(-5, [-5]),
  4: () => out(5, [-5]),
  // maximum n, all zero: every one of n(n+1)/2 stretches matches (needs 64 bits)
  5: () => out(0, new Array(2 * N).fill(0)),
  // maximum size, full value range
  6: () => out(rnd(-300, 300), Array.from({ length: N }, () => rnd(-V, V))),
  7: () => out(0, Array.from({ length: N }, () => rnd(-2, 2))),
  8: () => out(0, Array.from({ length: N }, (_, i) => (i % 2 ? -1 : 1))),
  9: () => out(1000000000, Array.from({ length: 1000 }, () => rnd(-V, V))),
  // only the whole array reaches k = -10^9; prefix - k overflows 32-bit integers
  10: () => out(-1000000000, new Array(N).fill(-V)),
  11: () => out(7, Array.from({ length: 1000 }, () => rnd(-10, 10))),
  12: () => out(10000000, new Array(1000).fill(V)),
  13: () => out(-3, [2, -5, 3, -3, 0, -1, 1, -2]),
  14: () => out(0, Array.from({ length: 5000 }, () => rnd(-1, 1))),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
